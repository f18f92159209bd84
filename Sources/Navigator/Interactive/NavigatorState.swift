import Foundation
import SimUIKit

/// One line of the lifecycle log, with what kind of event it shows (for colour and filtering).
public struct LogLine: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case action, callback, injection, operation, gesture, warning, leak, crash, marker, check, note
        /// A call UIKit is about to make that step mode holds (the log marks it ▶ until it ran).
        case pending
        /// What the app wrote on its console (`console: …`), as Xcode's console shows it.
        case console
    }

    public var text: String
    public var kind: Kind

    public init(text: String, kind: Kind) {
        self.text = text
        self.kind = kind
    }

    /// The kind of a trace event's lines.
    public static func kind(of kind: TraceEvent.Kind) -> Kind {
        switch kind {
        case .callbackBegin, .callbackEnd, .delegate: return .callback
        case .instantiate: return .operation
        case .injection, .unset: return .injection
        case .operation, .segue, .action, .deinitialized: return .operation
        case .gesture: return .gesture
        case .warning, .missingSuper: return .warning
        case .leak: return .leak
        case .exception, .fatal: return .crash
        case .note: return .note
        case .pending: return .pending
        }
    }
}

/// Everything the interactive navigator shows. The front end draws it as a pure function of this
/// state and the terminal's size.
public struct NavigatorState: Sendable {
    /// Which app runs (`the Pets app`, `storyboards in ./App`).
    public var appSummary: String
    public var screen: ScreenModel?
    public var hierarchy: HierarchyNode?
    public var log: [LogLine] = []
    /// What has happened to the app: launched, crashed or hung, acknowledged, its log since
    /// the last action (changed only by `AppRun.reduce`).
    public var run = AppRun(scriptRules: false)
    /// The crash, if the app crashed since its last launch.
    public var crash: CrashReport? { run.crash }
    /// Whether the app hung and was killed since its last launch.
    public var hung: Bool { run.hung }
    /// When the app hung: what it was doing (the last trace lines), as a crash is reported.
    public var hang: CrashReport? { run.hang }
    /// In step mode, the callback the app is paused before, with its explanation and the
    /// controller it runs on.
    public var pause: StepPause?
    /// The app's code at the call step mode holds (see `StepPause.code`), found in its sources,
    /// or what UIKit does there when the app has no code of its own for it.
    public var source: SourceExcerpt?
    public var stepping = false
    /// The recording that runs, if one does.
    public var recordingPath: String?
    /// When the last command was recorded: a long pause before the next one is recorded as a
    /// `wait`, so a played recording keeps the pace it was given.
    public var lastRecordedAt: Date?
    /// The commands that succeeded since the last launch (the launch first): what a recording
    /// started now writes before what follows.
    public var sinceLaunch: [ReplayCommand] = []
    /// Why the last recording could not start or stopped early (a full disk...), if it did.
    public var recordingFailure: String?
    /// A one-line message (an action that could not be done, a check's result).
    public var message: String?
    /// Why the last command failed: an action the app could not do (or that was refused), a
    /// check that did not hold; nil when it succeeded.
    public var lastFailure: String?
    /// The played script's step the last failure is blamed on: the step itself, or the action
    /// that crashed or hung the app when nothing acknowledged it.
    public var failedStep: ReplayStep?
    /// The focused element of the screen (an index into `screen.elements`).
    public var focus: Int?
    /// The controller the inspector shows (by serial); nil follows the visible controller.
    public var inspected: Int?
    /// How many lines the log is scrolled up from its end.
    public var logScroll = 0
    /// Only log lines containing this text are shown.
    public var logFilter: String?
    /// The line being edited at the bottom (a `:` command, a `/` filter, text to type), while
    /// one is open.
    public var commandLine: String?
    /// A notice shown beside the line being edited (a paste cut at its bound).
    public var lineNotice: String?
    /// What the open line is for: its prompt.
    public var linePrompt = LinePrompt.command
    /// The `:` lines run so far, oldest first (↑ and ↓ at the `:` prompt recall them).
    public var history: [String] = []
    /// Which line of `history` the open `:` line shows (nil: the one being typed).
    public var historyIndex: Int?
    /// Characters typed or pasted past the open line's bound (`LinePrompt.limit`), left out.
    public var lineLeftOut = 0
    public var showHelp = false
    /// How many lines the help is scrolled down.
    public var helpScroll = 0
    /// The map of the app's flow is shown instead of the hierarchy.
    public var showMap = false
    /// Presentation mode: high contrast, the phone, the inspector and the log large, for a wall.
    public var presentation = false
    /// The app's flow as far as it is known (the storyboards' scenes and segues, what code
    /// pushed or presented in this run), with where the user has been.
    public var flow = FlowMap()
    public var leaks: [String] = []
    /// Set while a replay plays in the navigator (its name and progress).
    public var playback: String?
    /// Whether the user sent the app to the background (`background`) and has not brought it back.
    public var inBackground = false

    public init(appSummary: String) {
        self.appSummary = appSummary
    }

    /// The log lines that pass the filter.
    public var visibleLog: [LogLine] {
        guard let logFilter, !logFilter.isEmpty else { return log }
        return log.filter { $0.text.localizedCaseInsensitiveContains(logFilter) }
    }

    /// The indices of the elements a tap does something to, in reading order.
    public var focusable: [Int] {
        guard let screen else { return [] }
        return screen.elements.indices.filter { screen.elements[$0].isTappable && screen.elements[$0].isEnabled }
    }

    /// The index path of the focused table row (from what a tap on it selects), if a row has the
    /// focus.
    public var focusedRow: IndexPath? {
        guard let screen, let focus, screen.elements.indices.contains(focus), screen.elements[focus].kind == .tableRow else {
            return nil
        }
        for case .select(let indexPath, _) in screen.elements[focus].taps { return indexPath }
        return nil
    }

    /// The node the inspector shows: the one chosen with `[` `]`; else, paused in step mode,
    /// the controller the next callback runs on (even one in no hierarchy yet); else the
    /// visible controller.
    public var inspectedNode: HierarchyNode? {
        let nodes = hierarchy?.flattened().map(\.node) ?? []
        if let inspected, let node = nodes.first(where: { $0.ref.serial == inspected }) { return node }
        if let pause, let subject = pause.inspected {
            if let node = nodes.first(where: { $0.ref == subject }) { return node }
            if let node = pause.node { return node }
        }
        guard let hierarchy else { return nil }
        guard let visible = screen?.controller else { return hierarchy.visibleContent }
        return nodes.first { $0.ref == visible } ?? hierarchy.visibleContent
    }

    /// The element the focus starts on when a screen appears: its first tappable element that
    /// is not the back button (after a push the lesson goes on forward, not back), else the
    /// back button.
    public var initialFocus: Int? {
        guard let screen else { return nil }
        let focusable = self.focusable
        return focusable.first { screen.elements[$0].kind != .backButton } ?? focusable.first
    }
}

/// What the line at the bottom is being edited for.
public enum LinePrompt: Sendable, Equatable {
    /// The most UTF-8 bytes a line holds (a paste past it is cut, with a message): far more than
    /// any command, and drawn at once.
    public static let limit = 65_536

    /// A `:` command: any replay command.
    case command
    /// A `/` filter of the log.
    case filter
    /// Text to type into the text field the user tapped (its placeholder or text).
    case typing(field: String)

    /// What the status bar shows before the text.
    public var prompt: String {
        switch self {
        case .command: ":"
        case .filter: "/"
        case .typing(let field): "type into \(field.isEmpty ? "the text field" : "\"\(field)\""): "
        }
    }
}
