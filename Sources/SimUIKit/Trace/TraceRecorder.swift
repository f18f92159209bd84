import Foundation

/// A trace observer that keeps events and renders them as transcript lines: one event per line,
/// deterministic (no addresses), nesting shown by indentation.
public final class TraceRecorder: TraceObserver {
    /// Which events become lines.
    public struct Options: Sendable {
        /// Show `injection` and the initial property values of new controllers.
        public var injections = true
        /// Show layout callbacks (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`).
        public var layout = true
        /// Indent nested events by depth.
        public var indent = true
        public init(injections: Bool = true, layout: Bool = true, indent: Bool = true) {
            self.injections = injections
            self.layout = layout
            self.indent = indent
        }
    }

    public private(set) var events: [TraceEvent] = []
    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    public func trace(_ event: TraceEvent) {
        events.append(event)
    }

    /// Removes and returns the events recorded so far.
    public func drain() -> [TraceEvent] {
        defer { events.removeAll() }
        return events
    }

    /// The transcript lines of the events recorded so far.
    public var lines: [String] { events.flatMap { TraceRecorder.lines(for: $0, options: options) } }

    /// The transcript lines of one event (none for events the transcript does not show). Text that
    /// came from a storyboard or the app (titles, class names, values) shows its control
    /// characters as escapes (`ValueRenderer.visible`): one event is never more than its lines.
    public static func lines(for event: TraceEvent, options: Options = Options()) -> [String] {
        rawLines(for: event, options: options).map { ValueRenderer.visible($0) }
    }

    private static func rawLines(for event: TraceEvent, options: Options) -> [String] {
        let pad = options.indent ? String(repeating: "  ", count: event.depth) : ""
        let subject = event.subject?.description ?? ""
        let args = event.arguments.joined(separator: ", ")
        switch event.kind {
        case .callbackBegin:
            if !options.layout, event.name == "viewWillLayoutSubviews" || event.name == "viewDidLayoutSubviews" { return [] }
            return [pad + event.callText + (event.detail.map { "  (\($0))" } ?? "")]
        case .callbackEnd:
            return []
        case .instantiate:
            let how = event.arguments.first ?? ""
            var text = "\(subject).\(event.name) [\(how)]"
            if let detail = event.detail { text += " \(detail)" }
            var result = [pad + text]
            if options.injections {
                for change in event.changes where !change.isOutlet {
                    result.append(pad + "  \(subject).\(change.name) = \(change.newValue)  (at init)")
                }
            }
            return result
        case .injection:
            guard options.injections else { return [] }
            let stage = event.stage ?? ""
            return event.changes.map { change in
                pad + "  \(subject).\(change.name) = \(change.newValue)  (\(change.isOutlet ? "outlet connected" : "set") \(stage))"
            }
        case .delegate:
            let base = event.name.split(separator: "(").first.map(String.init) ?? event.name
            // A presentation controller's delegate is named through the presented controller.
            let owner = base.hasPrefix("presentationController") ? "\(subject).presentationController" : subject
            // A delegate reached through its owner is named after the call: `→ Coordinator#1`.
            guard let delegate = event.detail else { return [pad + "\(owner).\(base)(_:\(args))"] }
            return [pad + "\(owner).delegate.\(base)(_:\(args)) → \(delegate)"]
        case .operation:
            return [pad + (subject.isEmpty ? "" : subject + " ") + "\(event.name)(\(args))"]
        case .gesture:
            return [pad + "gesture: \(event.name) on \(subject)" + (event.detail.map { " (\($0))" } ?? "")]
        case .segue:
            return [pad + "segue \(event.name)\(args.isEmpty ? "" : " " + args)" + (event.detail.map { " " + $0 } ?? "")]
        case .action:
            return [pad + "\(subject.isEmpty ? "" : subject + " ")action \(event.name) sender: \(args)"]
        case .warning:
            return [pad + "warning: " + ValueRenderer.scrub(event.detail ?? "")]
        case .exception:
            return [pad + "raise \(event.name): \(ValueRenderer.scrub(event.detail ?? ""))"]
        case .fatal:
            return [pad + "Fatal error: " + (event.detail ?? "")]
        case .deinitialized:
            return [pad + "\(subject).deinit"]
        case .leak:
            return [pad + "leak: " + (event.detail ?? subject)]
        case .missingSuper:
            return [pad + "warning: " + (event.detail ?? "")]
        case .unset:
            guard options.injections else { return [] }
            return [pad + "  \(subject): still nil \(event.stage ?? ""): \(args)"]
        case .note:
            return [pad + "log: " + (event.detail ?? "")]
        case .pending:
            return []
        }
    }
}
