import Foundation
import SimUIKit

/// What the host asks of the app: one user action, a step-mode control, or a state request.
public enum AppAction: Codable, Hashable, Sendable {
    /// Start the app: the main storyboard's initial controller in a window.
    case launch
    /// Tap the visible element whose text is this (button, bar button, table row, tab).
    case tapText(String)
    /// Tap the visible element with this storyboard element id or accessibility identifier.
    case tapID(String)
    /// Type into the focused text field (the last one tapped, else the first on screen).
    case type(String)
    /// The navigation bar's back button.
    case back
    /// Dismiss the topmost presented controller, as a swipe down does.
    case dismiss
    /// The visible controller calls `performSegue(withIdentifier:sender:)`.
    case segue(String)
    /// Pause before each callback (or stop pausing).
    case step(Bool)
    /// In step mode: run until the next callback.
    case next
    /// Nothing: just report the state.
    case state

    /// The action as a replay script line.
    public var scriptText: String {
        switch self {
        case .launch: return "launch"
        case .tapText(let text): return ReplayCommand.tap(.text(text)).scriptText
        case .tapID(let id): return ReplayCommand.tap(.id(id)).scriptText
        case .type(let text): return ReplayCommand.type(text).scriptText
        case .back: return "back"
        case .dismiss: return "dismiss"
        case .segue(let identifier): return ReplayCommand.segue(identifier).scriptText
        case .step(let on): return on ? "step on" : "step off"
        case .next: return "next"
        case .state: return "# state"
        }
    }
}

/// One request down the pipe.
public struct AppRequest: Codable, Sendable {
    public var id: Int
    public var action: AppAction
    /// Whether the reply should carry the screen and the hierarchy.
    public var wantsState: Bool

    public init(id: Int, action: AppAction, wantsState: Bool) {
        self.id = id
        self.action = action
        self.wantsState = wantsState
    }
}

/// One message up the pipe.
public enum AppMessage: Codable, Sendable {
    /// A trace event, as it happened (so nothing is lost if the app dies next).
    case event(TraceEventLine)
    /// The action finished.
    case done(AppReply)
    /// Step mode: the app is paused before a callback.
    case paused(AppReply)
}

/// A trace event as the host receives it: the structured event (snapshot stripped) and its
/// transcript lines.
public struct TraceEventLine: Codable, Sendable, Equatable {
    public var event: TraceEvent
    public var lines: [String]

    public init(event: TraceEvent, lines: [String]) {
        self.event = event
        self.lines = lines
    }
}

/// The end of an action (or a pause in step mode).
public struct AppReply: Codable, Sendable, Equatable {
    public var requestID: Int
    /// Why the action could not be done (no such element, nothing to dismiss...); the app is fine.
    public var error: String?
    /// In step mode, the callback about to run and what it is for.
    public var pausedBefore: String?
    public var screen: ScreenModel?
    public var hierarchy: HierarchyNode?
    /// Controllers reported as leaked so far.
    public var leaks: [String]

    public init(
        requestID: Int, error: String? = nil, pausedBefore: String? = nil, screen: ScreenModel? = nil,
        hierarchy: HierarchyNode? = nil, leaks: [String] = []
    ) {
        self.requestID = requestID
        self.error = error
        self.pausedBefore = pausedBefore
        self.screen = screen
        self.hierarchy = hierarchy
        self.leaks = leaks
    }
}
