import Diagnostics
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
    ///
    /// Built byte by byte (`TraceLineBuilder`): every event of every replay and crawl passes
    /// here, and joining strings piece by piece was a quarter of a replay's time.
    public static func lines(for event: TraceEvent, options: Options = Options()) -> [String] {
        var builder = TraceLineBuilder(depth: options.indent ? event.depth : 0)
        build(event, options: options, into: &builder)
        return builder.lines
    }

    /// The transcript lines of one event, as `lines(for:options:)` makes them, appended to
    /// `bytes` as UTF-8 with `separator` between them (nothing when there is none), without
    /// making a string of any: for a writer that sends them on (the app process writes them
    /// straight to its wire). A line never holds a control character (the app's text shows
    /// them as escapes), so a control byte as `separator` tells the lines apart. Returns how many
    /// lines were appended.
    @discardableResult
    public static func appendLines(
        of event: TraceEvent, options: Options = Options(), to bytes: inout [UInt8], separator: UInt8
    ) -> Int {
        var builder = TraceLineBuilder(depth: options.indent ? event.depth : 0, separator: separator)
        swap(&builder.bytes, &bytes)
        build(event, options: options, into: &builder)
        swap(&builder.bytes, &bytes)
        return builder.count
    }

    private static func build(_ event: TraceEvent, options: Options, into line: inout TraceLineBuilder) {
        let subject = event.subject
        switch event.kind {
        case .callbackBegin:
            if !options.layout, event.name == "viewWillLayoutSubviews" || event.name == "viewDidLayoutSubviews" { return }
            line.start()
            if let subject { line.append(subject, then: ".") }
            line.call(event.name, event.arguments)
            if let detail = event.detail {
                line.raw("  (")
                line.text(detail)
                line.raw(")")
            }
            line.end()
        case .callbackEnd, .pending:
            return
        case .instantiate:
            line.start()
            line.append(subject, then: ".")
            line.text(event.name)
            line.raw(" [")
            line.text(event.arguments.first ?? "")
            line.raw("]")
            if let detail = event.detail {
                line.raw(" ")
                line.text(detail)
            }
            line.end()
            guard options.injections else { return }
            for change in event.changes where !change.isOutlet {
                line.start()
                line.raw("  ")
                line.append(subject, then: ".")
                line.text(change.name)
                line.raw(" = ")
                line.text(change.newValue)
                line.raw("  (at init)")
                line.end()
            }
        case .injection:
            guard options.injections else { return }
            for change in event.changes {
                line.start()
                line.raw("  ")
                line.append(subject, then: ".")
                line.text(change.name)
                line.raw(" = ")
                line.text(change.newValue)
                line.raw(change.isOutlet ? "  (outlet connected " : "  (set ")
                line.text(event.stage ?? "")
                line.raw(")")
                line.end()
            }
        case .delegate:
            // The name up to its first `(` (leading ones skipped), without splitting it into an array.
            let trimmed = event.name.drop { $0 == "(" }
            let base = trimmed.isEmpty ? event.name : String(trimmed.prefix { $0 != "(" })
            line.start()
            line.append(subject, then: "")
            // A presentation controller's delegate is named through the presented controller.
            if base.hasPrefix("presentationController") { line.raw(".presentationController") }
            if event.detail != nil { line.raw(".delegate") }
            line.raw(".")
            line.text(base)
            line.raw("(_:")
            line.list(event.arguments)
            line.raw(")")
            // A delegate reached through its owner is named after the call: `→ Coordinator#1`.
            if let delegate = event.detail {
                line.raw(" → ")
                line.text(delegate)
            }
            line.end()
        case .operation:
            line.start()
            if let subject { line.append(subject, then: " ") }
            line.call(event.name, event.arguments)
            line.end()
        case .gesture:
            line.start()
            line.raw("gesture: ")
            line.text(event.name)
            line.raw(" on ")
            line.append(subject, then: "")
            if let detail = event.detail {
                line.raw(" (")
                line.text(detail)
                line.raw(")")
            }
            line.end()
        case .segue:
            line.start()
            line.raw("segue ")
            line.text(event.name)
            if !(event.arguments.isEmpty || event.arguments == [""]) {
                line.raw(" ")
                line.list(event.arguments)
            }
            if let detail = event.detail {
                line.raw(" ")
                line.text(detail)
            }
            line.end()
        case .action:
            line.start()
            if let subject { line.append(subject, then: " ") }
            line.raw("action ")
            line.text(event.name)
            line.raw(" sender: ")
            line.list(event.arguments)
            line.end()
        case .warning:
            line.whole("warning: ", ValueRenderer.scrub(event.detail ?? ""))
        case .exception:
            line.start()
            line.raw("raise ")
            line.text(event.name)
            line.raw(": ")
            line.text(ValueRenderer.scrub(event.detail ?? ""))
            line.end()
        case .fatal:
            line.whole("Fatal error: ", event.detail ?? "")
        case .deinitialized:
            line.start()
            line.append(subject, then: ".deinit")
            line.end()
        case .leak:
            line.start()
            line.raw("leak: ")
            if let detail = event.detail { line.text(detail) } else { line.append(subject, then: "") }
            line.end()
        case .missingSuper:
            line.whole("warning: ", event.detail ?? "")
        case .unset:
            guard options.injections else { return }
            line.start()
            line.raw("  ")
            line.append(subject, then: ": still nil ")
            line.text(event.stage ?? "")
            line.raw(": ")
            line.list(event.arguments)
            line.end()
        case .note:
            line.whole("log: ", event.detail ?? "")
        }
    }
}

/// Transcript lines written as UTF-8 bytes, each made a `String` once when it ends: the
/// indentation, the engine's own words (`raw`, never escaped: they hold no control character)
/// and the app's text (`text`, made visible as `ValueRenderer.visible` makes it).
struct TraceLineBuilder {
    /// The line being built; when joining (`separator`), all the lines so far.
    fileprivate var bytes: [UInt8] = []
    private let depth: Int
    /// The lines ended so far (when not joining).
    private(set) var lines: [String] = []
    /// When set, the lines are not made strings: they stay in `bytes`, this byte between them.
    private let separator: UInt8?
    /// How many lines ended.
    private(set) var count = 0

    init(depth: Int) {
        self.depth = depth
        separator = nil
        bytes.reserveCapacity(128)
    }

    /// A builder that joins its lines in `bytes` (which the caller swaps in).
    fileprivate init(depth: Int, separator: UInt8) {
        self.depth = depth
        self.separator = separator
    }

    /// Starts a line with its indentation (two spaces a level).
    mutating func start() {
        if let separator {
            if count > 0 { bytes.append(separator) }
        } else {
            bytes.removeAll(keepingCapacity: true)
        }
        for _ in 0..<max(0, 2 * depth) { bytes.append(0x20) }
    }

    /// Ends the line.
    mutating func end() {
        count += 1
        if separator == nil { lines.append(String(decoding: bytes, as: UTF8.self)) }
    }

    /// A whole line: `prefix` then `text`.
    mutating func whole(_ prefix: StaticString, _ text: String) {
        start()
        raw(prefix)
        self.text(text)
        end()
    }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func text(_ text: String) {
        TextEscaping.appendVisible(text, to: &bytes)
    }

    /// `DogsViewController#2` (nothing when there is no subject), then `suffix`.
    mutating func append(_ subject: ObjectRef?, then suffix: StaticString) {
        if let subject {
            text(subject.className)
            raw("#")
            number(subject.number)
        }
        raw(suffix)
    }

    /// A call as the trace prints it: `name(first, second)`.
    mutating func call(_ name: String, _ arguments: [String]) {
        text(name)
        raw("(")
        list(arguments)
        raw(")")
    }

    /// Items separated by `, `.
    mutating func list(_ items: [String]) {
        for (index, item) in items.enumerated() {
            if index > 0 { raw(", ") }
            text(item)
        }
    }

    /// A number's decimal digits, written in place (no string made: a long replay numbers its
    /// controllers in the thousands).
    private mutating func number(_ value: Int) {
        guard value >= 0 else { return bytes.append(contentsOf: String(value).utf8) }
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}
