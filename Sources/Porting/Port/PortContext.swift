import Diagnostics

/// What the rules of a port share: the program, and the facts one rule leaves for a later one
/// (the table entries collected, the files that now need SimUIKit, the `@main` removed, the files
/// to write).
final class PortContext {
    let program: Program
    let knowsUIKitType: (String) -> Bool
    /// SimUIKit's public API, when the port knows it: members it lacks are reported.
    let surface: UIKitSurface?
    /// Each class's table entries, with where their methods are declared (for the order).
    var entries: [String: [(entry: TableEntry, order: MethodRef)]] = [:]
    /// The selectors of each class's entries so far.
    var registered: [String: Set<String>] = [:]
    /// Files that now use SimUIKit's names (`Selector`, `IBActionBinding`, `SelectorTarget`).
    var usesSimUIKit: Set<Int> = []
    /// The storyboards beside the sources (paths), for the app's description.
    let storyboards: [String]
    /// `@main` / `@UIApplicationMain` attributes removed from app delegates.
    var removedMains: [(file: Int, position: Int, name: String)] = []
    /// Files the port writes (the executable's `main.swift`).
    var created: [PortSource] = []

    /// The rule running (its findings are reported under its name).
    var rule: (any PortRule.Type)?

    /// The storyboards and nibs beside the sources, with their text.
    let interface: [PortSource]

    init(
        program: Program, knowsUIKitType: @escaping (String) -> Bool, surface: UIKitSurface? = nil, storyboards: [String] = [],
        interface: [PortSource] = []
    ) {
        self.program = program
        self.interface = interface
        self.knowsUIKitType = knowsUIKitType
        self.surface = surface
        self.storyboards = storyboards
    }

    var files: [ParsedFile] { program.files }

    func edit(_ file: Int, _ edit: TextEdit) { files[file].edits.append(edit) }

    func report(_ file: Int, at position: Int, _ severity: PortDiagnostic.Severity, _ message: String) {
        program.report(file, at: position, severity, message, rule: rule?.name)
    }

    /// A finding in a file that is not Swift (a storyboard).
    func report(at location: SourceLocation, _ severity: PortDiagnostic.Severity, _ message: String) {
        program.report(PortDiagnostic(severity: severity, location: location, message: message), rule: rule?.name)
    }

    /// Adds lines after the file's last import (or at its top).
    func insertImportLines(_ lines: String, in fileIndex: Int) {
        let file = files[fileIndex]
        let source = file.source
        if let last = file.outline.imports.last {
            var index = source.code[last.pathEnd] + 1
            while index < source.tokens.count, source.tokens[index].kind != .newline { index += 1 }
            let offset = index < source.tokens.count ? source.tokens[index].end : source.bytes.count
            edit(fileIndex, TextEdit(range: offset..<offset, replacement: (index < source.tokens.count ? "" : "\n") + lines))
        } else {
            // After a byte order mark, which must stay first.
            let start = source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            edit(fileIndex, TextEdit(range: start..<start, replacement: lines + "\n"))
        }
    }

    // MARK: - Registering methods

    /// Adds a method to its class's table, or says why it cannot be there.
    func register(_ method: MethodRef, segueAction: Bool, site: (file: Int, position: Int)) {
        let function = program.function(method)
        guard let owner = function.owner, let className = program.classOf(TypeRef(file: method.file, type: owner)) else { return }
        let entry: TableEntry
        switch tableEntry(for: method, in: className, segueAction: segueAction) {
        case .success(let made): entry = made
        case .failure(let reason):
            report(site.file, at: site.position, .byHand, reason.message)
            return
        }
        guard registered[className, default: []].insert(entry.selector).inserted else { return }
        entries[className, default: []].append((entry, method))
        let body = program.classes[className]?.body.file
        if method.file != body, let hidden = function.prefix.modifiers.first(where: { $0.name == "private" || $0.name == "fileprivate" }) {
            edit(method.file, files[method.file].source.removing(hidden.position, hidden.end - 1))
            report(
                method.file, at: hidden.position, .note,
                "\(hidden.name) removed from \(function.name): \(program.displayName(className)).ibActions, in another file, must name it")
        }
    }

    struct Refusal: Error { var message: String }

    /// The table line for a method, from its signature.
    func tableEntry(for method: MethodRef, in className: String, segueAction: Bool) -> Result<TableEntry, Refusal> {
        let function = program.function(method)
        let parameters = function.parameters
        let signature = "\(function.name)(\(parameters.map { ($0.label ?? "_") + ":" }.joined()))"
        if function.prefix.has("static") || function.prefix.has("class") {
            return .failure(Refusal(message: "\(signature) is a type method: a selector reaches instance methods only"))
        }
        let overloaded = program.methods(of: className, named: function.name).count > 1
        let reference = overloaded && !parameters.isEmpty ? signature : function.name
        let selector = program.selector(of: method)
        let types = parameters.map { $0.type.trimmingSuffix("!").trimmingSuffix("?") }
        if segueAction {
            guard (1...3).contains(parameters.count), types[0] == "NSCoder" else {
                return .failure(
                    Refusal(
                        message:
                            "@IBSegueAction \(signature) does not take (NSCoder), (NSCoder, sender:) or (NSCoder, sender:, segueIdentifier:): the table cannot call it"
                    ))
            }
            return .success(TableEntry(kind: .segueAction, selector: selector, reference: reference))
        }
        if types == ["UIStoryboardSegue"] { return .success(TableEntry(kind: .unwind, selector: selector, reference: reference)) }
        guard parameters.count <= 2 else {
            return .failure(
                Refusal(message: "\(signature) takes \(parameters.count) arguments: an action takes a sender and an event at most"))
        }
        if let result = function.returnType, result != "Void", result != "()" {
            return .failure(Refusal(message: "\(signature) returns \(result): the action table calls methods that return nothing"))
        }
        return .success(TableEntry(kind: .action, selector: selector, reference: reference))
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
