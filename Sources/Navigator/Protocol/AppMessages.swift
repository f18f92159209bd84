import Foundation
import SimUIKit

/// One request down the pipe: a command for the app (an action or step mode), or nothing
/// (just report the state).
public struct AppRequest: Sendable, Equatable {
    /// Echoed by the reply that ends the request.
    public var id: Int
    /// What to do: a command whose `role` is `.action` or `.stepping`; nil to do nothing.
    public var command: ReplayCommand?
    /// Whether the reply should carry the screen and the hierarchy.
    public var wantsState: Bool

    /// A request numbered `id`.
    public init(id: Int, command: ReplayCommand?, wantsState: Bool) {
        self.id = id
        self.command = command
        self.wantsState = wantsState
    }
}

/// One message up the pipe.
public enum AppMessage: Sendable, Equatable {
    /// A trace event's lines, as it happened (so nothing is lost if the app dies next).
    case event(TraceLines)
    /// The request finished.
    case done(AppReply)
    /// Step mode: the app is paused before a callback.
    case paused(AppReply)
    /// A line the app wrote on its console (standard output or error), without its newline.
    case console(String)
}

/// A trace event as the host receives it, the same in process and from the app process: its
/// kind (for colour and filtering) and its transcript lines. The structured event stays in
/// the app.
public struct TraceLines: Sendable, Equatable {
    /// The event's kind.
    public var kind: TraceEvent.Kind
    /// Its transcript lines (a callback's line, a property's change below it...).
    public var lines: [String]

    /// An event of `kind` with these lines.
    public init(kind: TraceEvent.Kind, lines: [String]) {
        self.kind = kind
        self.lines = lines
    }
}

/// The end of a request (or a pause in step mode).
public struct AppReply: Codable, Sendable, Equatable {
    /// The request this reply ends.
    public var requestID: Int
    /// Why the action could not be done (no such element, nothing to dismiss...); the app is fine.
    public var error: String?
    /// In step mode, the callback about to run, what it is for and whom it runs on.
    public var pause: StepPause?
    /// The screen, when the request wanted the state.
    public var screen: ScreenModel?
    /// The window's controllers, when the request wanted the state.
    public var hierarchy: HierarchyNode?
    /// Controllers reported as leaked so far.
    public var leaks: [String]
    /// What the app's flow saw since the last reply that carried it (scenes code made, ways
    /// taken, the scene on screen), when the request wanted the state.
    public var flow: FlowObservation?

    /// A reply to request `requestID`.
    public init(
        requestID: Int, error: String? = nil, pause: StepPause? = nil, screen: ScreenModel? = nil,
        hierarchy: HierarchyNode? = nil, leaks: [String] = [], flow: FlowObservation? = nil
    ) {
        self.requestID = requestID
        self.error = error
        self.pause = pause
        self.screen = screen
        self.hierarchy = hierarchy
        self.leaks = leaks
        self.flow = flow
    }
}
