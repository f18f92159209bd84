import Foundation
import SimUIKit

/// One line of the lifecycle log, with what kind of event it shows (for colour and filtering).
public struct LogLine: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case action, callback, injection, operation, warning, leak, crash, marker, check, note
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
        case .warning, .missingSuper: return .warning
        case .leak: return .leak
        case .exception, .fatal: return .crash
        case .note: return .note
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
    public var crash: CrashReport?
    public var hung = false
    /// When the app hung: what it was doing (the last trace lines), as a crash is reported.
    public var hang: CrashReport?
    /// Whether a check (`expect crash`, `expect hang`) acknowledged the crash or hang.
    public var deathAcknowledged = false
    /// In step mode, the callback the app is paused before, with its explanation.
    public var pausedBefore: String?
    public var stepping = false
    public var recordingPath: String?
    /// Why the last recording could not start or stopped early (a full disk...), if it did.
    public var recordingFailure: String?
    /// A one-line message (an action that could not be done, a check's result).
    public var message: String?
    /// Why the last command failed: an action the app could not do (or that was refused), a
    /// check that did not hold; nil when it succeeded.
    public var lastFailure: String?
    /// The focused element of the screen (an index into `screen.elements`).
    public var focus: Int?
    /// The controller the inspector shows (by serial); nil follows the visible controller.
    public var inspected: Int?
    /// How many lines the log is scrolled up from its end.
    public var logScroll = 0
    /// Only log lines containing this text are shown.
    public var logFilter: String?
    /// The `:` command line while it is open.
    public var commandLine: String?
    public var showHelp = false
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

    /// The node the inspector shows.
    public var inspectedNode: HierarchyNode? {
        guard let hierarchy else { return nil }
        let nodes = hierarchy.flattened().map(\.node)
        if let inspected, let node = nodes.first(where: { $0.ref.serial == inspected }) { return node }
        guard let visible = screen?.controller else { return hierarchy.visibleContent }
        return nodes.first { $0.ref == visible } ?? hierarchy.visibleContent
    }
}
