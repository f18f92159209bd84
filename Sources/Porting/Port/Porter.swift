import Diagnostics

/// A Swift file to port.
public struct PortSource: Sendable {
    /// The path shown in diagnostics and diffs.
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A file after porting.
public struct PortedFile: Sendable {
    public var path: String
    public var original: String
    public var ported: String
    /// A file the port writes anew (the executable's `main.swift`): `original` is empty.
    public var isNew = false
    public var isChanged: Bool { original != ported || isNew }
}

/// What a port did and what it left.
public struct PortReport: Sendable {
    /// The files that could be read as Swift, in the order given, then the files the port writes.
    public var files: [PortedFile] = []
    /// Work left by hand, and notes, in file order.
    public var diagnostics: [PortDiagnostic] = []
    /// Files that are not Swift the tokenizer can read.
    public var unreadable: [SwiftSourceError] = []

    /// How many things are left for a person (errors of the port included).
    public var leftByHand: Int { diagnostics.filter { $0.severity == .byHand || $0.severity == .error }.count }
    /// The rule that reported each diagnostic (nil for the port's own errors), in the same order.
    var rules: [String?] = []
}

/// Ports UIKit sources to SimUIKit: the mechanical edits every app needs (imports, outlets,
/// action tables, selectors, Interface Builder and Objective-C attributes), and a list of what
/// only a person can do. Running it on its own output changes nothing.
public struct Porter: Sendable {
    /// Whether SimUIKit has the UIKit type of this name (`UILabel`). Names it lacks are reported.
    public var knowsUIKitType: @Sendable (String) -> Bool
    /// The paths of the app's storyboards (`Sources/App/Base.lproj/Main.storyboard`): the port
    /// describes the app from them (its main storyboard, its resources).
    public var storyboards: [String]
    /// SimUIKit's public API: with it, members of UIKit types SimUIKit lacks are reported too.
    public var surface: UIKitSurface?
    /// The storyboards and nibs beside the sources, with their text: their storyboards join
    /// `storyboards`, and the port checks what they name (a `customModule` no target has).
    public var interface: [PortSource]

    public init(
        knowsUIKitType: @escaping @Sendable (String) -> Bool = { _ in true }, surface: UIKitSurface? = nil, storyboards: [String] = [],
        interface: [PortSource] = []
    ) {
        self.knowsUIKitType = knowsUIKitType
        self.surface = surface
        self.interface = interface
        let more = interface.map(\.path).filter { $0.hasSuffix(".storyboard") && !storyboards.contains($0) }
        self.storyboards = storyboards + more
    }

    /// Ports all the files together: a class's table lists the actions of its extensions in
    /// other files.
    public func port(_ sources: [PortSource]) -> PortReport {
        var report = PortReport()
        var parsed: [ParsedFile] = []
        var paths: Set<String> = []
        // A path given twice is one file: ported twice, one copy's edits would undo the other's.
        for source in sources where paths.insert(source.path).inserted {
            do {
                parsed.append(ParsedFile(source: try SourceFile(path: source.path, text: source.text)))
            } catch {
                report.unreadable.append(error)
            }
        }
        let program = Program(files: parsed)
        let rules = PortContext(
            program: program, knowsUIKitType: knowsUIKitType, surface: surface, storyboards: storyboards, interface: interface)
        PortRules.run(rules)
        var overlapping = false
        for (index, file) in parsed.enumerated() {
            let (text, overlaps) = file.source.applying(file.edits)
            for (earlier, edit) in overlaps {
                overlapping = true
                let other = file.source.location(of: earlier.range.lowerBound)
                program.report(
                    index, offset: edit.range.lowerBound, .error,
                    "two edits of the port overlap (\(Self.describe(edit))): nothing was ported, so that neither is lost; please report it",
                    notes: [PortDiagnostic.Note(location: other, message: "the other edit (\(Self.describe(earlier)))")])
            }
            report.files.append(PortedFile(path: file.source.path, original: file.source.text(0..<file.source.bytes.count), ported: text))
        }
        for file in rules.created {
            report.files.append(PortedFile(path: file.path, original: "", ported: file.text, isNew: true))
        }
        if overlapping {
            // All or nothing: the files' edits depend on each other (an override leaves one file for another).
            report.files = report.files.filter { !$0.isNew }.map { PortedFile(path: $0.path, original: $0.original, ported: $0.original) }
        }
        // Swift files in the order given, then the storyboards and nibs.
        let files = parsed.map(\.source.path) + interface.map(\.path)
        let order = Dictionary(files.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let sorted = program.diagnostics.sorted {
            (order[$0.diagnostic.file] ?? 0, $0.diagnostic.line, $0.diagnostic.column, $0.diagnostic.message)
                < (order[$1.diagnostic.file] ?? 0, $1.diagnostic.line, $1.diagnostic.column, $1.diagnostic.message)
        }
        report.diagnostics = sorted.map(\.diagnostic)
        report.rules = sorted.map(\.rule)
        return report
    }

    /// An edit in a message: `replace 12 bytes with "…"`.
    private static func describe(_ edit: TextEdit) -> String {
        let text = edit.replacement.count > 40 ? edit.replacement.prefix(40) + "…" : Substring(edit.replacement)
        if edit.range.isEmpty { return "insert \(AppEntryPoint.literal(String(text)))" }
        return edit.replacement.isEmpty
            ? "remove \(edit.range.count) bytes" : "replace \(edit.range.count) bytes with \(AppEntryPoint.literal(String(text)))"
    }
}
