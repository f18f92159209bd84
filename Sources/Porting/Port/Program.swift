/// One file being ported: its tokens, its declarations and the edits decided so far.
final class ParsedFile {
    let source: SourceFile
    let outline: Outline
    var edits: [TextEdit] = []

    /// For each code token, how many `#if` blocks it is in.
    private lazy var conditionalDepth: [Int] = {
        var depths: [Int] = []
        depths.reserveCapacity(source.code.count)
        var depth = 0
        for index in source.code.indices {
            if source.kind(at: index) == .pound, source.is(index, "#endif") { depth = max(0, depth - 1) }
            depths.append(depth)
            if source.kind(at: index) == .pound, source.is(index, "#if") { depth += 1 }
        }
        return depths
    }()

    /// Whether the code token at `position` is inside an `#if` … `#endif` block.
    func isConditional(_ position: Int) -> Bool { position < conditionalDepth.count && conditionalDepth[position] > 0 }

    /// The names declared `private` or `fileprivate` in this file (functions, properties, types):
    /// code that uses one cannot leave the file.
    private(set) lazy var privateNames: Set<String> = {
        let hidden = { (prefix: DeclarationPrefix) in
            prefix.modifiers.contains { $0.name.hasPrefix("private") || $0.name.hasPrefix("fileprivate") }
        }
        return Set(
            outline.functions.filter { hidden($0.prefix) }.map(\.name) + outline.variables.filter { hidden($0.prefix) }.map(\.name)
                + outline.types.filter { hidden($0.prefix) }.map(\.name))
    }()

    init(source: SourceFile) {
        self.source = source
        outline = OutlineParser.outline(of: source)
    }
}

/// A type declaration, by file and index in that file's outline.
struct TypeRef: Hashable {
    var file: Int
    var type: Int
}

/// A function declaration, by file and index in that file's outline.
struct MethodRef: Hashable {
    var file: Int
    var function: Int
}

/// A class of the ported sources: where its body is, and its extensions.
struct ClassInfo {
    let name: String
    let body: TypeRef
    var extensions: [TypeRef] = []
    var parts: [TypeRef] { [body] + extensions }
}

/// Every file being ported, the classes they declare (each with its extensions) and what the
/// port will tell the person.
final class Program {
    let files: [ParsedFile]
    private(set) var classes: [String: ClassInfo] = [:]
    /// Class names in declaration order.
    private(set) var classNames: [String] = []
    private var classOfType: [TypeRef: String] = [:]
    /// The findings so far, each with the rule that reported it (nil for the port's own errors).
    private(set) var diagnostics: [(diagnostic: PortDiagnostic, rule: String?)] = []
    /// The classes of each qualified name (two targets may each declare one), in declaration order.
    private var classKeys: [String: [String]] = [:]

    // Indexes, built once: every lookup of the rules is then linear in the program at most.
    /// Each type declaration's methods, by function index in its file.
    private lazy var functionsOfType: [TypeRef: [Int]] = {
        var result: [TypeRef: [Int]] = [:]
        for (fileIndex, file) in files.enumerated() {
            for (index, function) in file.outline.functions.enumerated() {
                guard let owner = function.owner else { continue }
                result[TypeRef(file: fileIndex, type: owner), default: []].append(index)
            }
        }
        return result
    }()
    private var methodsOfClass: [String: [MethodRef]] = [:]
    private var methodsByName: [String: [String: [MethodRef]]] = [:]
    private var methodsBySelector: [String: [String: MethodRef]] = [:]
    /// The first method (in class order) answering to each selector, any class.
    private lazy var firstMethodBySelector: [String: MethodRef] = {
        var result: [String: MethodRef] = [:]
        for name in classNames {
            for (selector, method) in methodsBySelector(of: name) where result[selector] == nil { result[selector] = method }
        }
        return result
    }()
    /// Each class's `ibActions` declaration as it stands.
    private(set) lazy var tables: [String: ExistingTable] = {
        var result: [String: ExistingTable] = [:]
        var owners: [TypeRef: String] = [:]
        for name in classNames { if let body = classes[name]?.body { owners[body] = name } }
        for (fileIndex, file) in files.enumerated() {
            for variable in file.outline.variables where variable.name == "ibActions" {
                guard let owner = variable.owner, let name = owners[TypeRef(file: fileIndex, type: owner)], result[name] == nil else {
                    continue
                }
                result[name] = readTable(variable, in: fileIndex)
            }
        }
        return result
    }()
    /// The selectors some class's table lists.
    private(set) lazy var listedSelectors: Set<String> = Set(tables.values.flatMap { $0.entries.map(\.selector) })
    /// The names of every type these sources declare.
    private(set) lazy var declaredTypeNames: Set<String> = Set(files.flatMap { $0.outline.types.map(\.name) })

    init(files: [ParsedFile]) {
        self.files = files
        for (fileIndex, file) in files.enumerated() {
            for (typeIndex, type) in file.outline.types.enumerated() where type.kind == .class || type.kind == .actor {
                let ref = TypeRef(file: fileIndex, type: typeIndex)
                // A second class of the same name (another target's): its own entry, found from
                // inside it; names resolve to the first.
                var key = classes[type.qualifiedName] == nil ? type.qualifiedName : "\(type.qualifiedName)@\(file.source.path)"
                if classes[key] != nil { key += "#\(typeIndex)" }
                classes[key] = ClassInfo(name: key, body: ref)
                classKeys[type.qualifiedName, default: []].append(key)
                classNames.append(key)
                classOfType[ref] = key
            }
        }
        for (fileIndex, file) in files.enumerated() {
            for (typeIndex, type) in file.outline.types.enumerated() where type.kind == .extension {
                let ref = TypeRef(file: fileIndex, type: typeIndex)
                guard let name = classExtended(by: type.name, in: file.source.path) else { continue }
                classes[name]?.extensions.append(ref)
                classOfType[ref] = name
            }
        }
    }

    /// The class an extension of `name` in the file at `path` extends: the class of that name in
    /// the file's own target when there is one (two targets may each declare one), else the one
    /// the name resolves to.
    private func classExtended(by name: String, in path: String) -> String? {
        let target = AppEntryPoint.target(of: path).module
        let sameTarget = classKeys[name]?.first { key in
            guard let info = classes[key] else { return false }
            return AppEntryPoint.target(of: files[info.body.file].source.path).module == target
        }
        return sameTarget ?? resolveClass(name, from: nil)
    }

    func type(_ ref: TypeRef) -> TypeDeclaration { files[ref.file].outline.types[ref.type] }

    /// A class's name as written (without what tells apart two classes of the same name).
    func displayName(_ className: String) -> String { classes[className].map { type($0.body).qualifiedName } ?? className }

    func function(_ ref: MethodRef) -> FunctionDeclaration { files[ref.file].outline.functions[ref.function] }

    /// The class a type declaration is, or extends (nil for structs, enums, protocols and
    /// extensions of types not declared here).
    func classOf(_ ref: TypeRef) -> String? { classOfType[ref] }

    /// The class named `name` as written inside `context` (nested names are tried from the
    /// innermost enclosing type out), or nil when the sources declare no such class.
    func resolveClass(_ name: String, from context: TypeRef?) -> String? {
        var scope = context.map { type($0).qualifiedName }
        while let current = scope {
            if classes[current + "." + name] != nil { return current + "." + name }
            scope = current.contains(".") ? String(current[..<current.lastIndex(of: ".")!]) : nil
        }
        if classes[name] != nil { return name }
        let suffix = "." + name
        let matches = classNames.filter { $0.hasSuffix(suffix) }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The methods declared in a class's body and extensions, in declaration order.
    func methods(of className: String) -> [MethodRef] {
        if let known = methodsOfClass[className] { return known }
        guard let info = classes[className] else { return [] }
        var result: [MethodRef] = []
        for part in info.parts.sorted(by: { ($0.file, $0.type) < ($1.file, $1.type) }) {
            for index in functionsOfType[part] ?? [] { result.append(MethodRef(file: part.file, function: index)) }
        }
        methodsOfClass[className] = result
        return result
    }

    /// The methods of a class's body and extensions with this base name, in declaration order.
    func methods(of className: String, named name: String) -> [MethodRef] {
        if let known = methodsByName[className] { return known[name] ?? [] }
        var index: [String: [MethodRef]] = [:]
        for method in methods(of: className) { index[function(method).name, default: []].append(method) }
        methodsByName[className] = index
        return index[name] ?? []
    }

    /// A class's methods by selector (the first declared, for a selector two answer to).
    func methodsBySelector(of className: String) -> [String: MethodRef] {
        if let known = methodsBySelector[className] { return known }
        var index: [String: MethodRef] = [:]
        for method in methods(of: className) where index[selector(of: method)] == nil { index[selector(of: method)] = method }
        methodsBySelector[className] = index
        return index
    }

    /// The first method of any class (in class order) with this selector.
    func anyMethod(withSelector selector: String) -> MethodRef? { firstMethodBySelector[selector] }

    /// The class and its superclasses declared in these sources, nearest first.
    func lineage(of className: String) -> [String] {
        var result = [className]
        while let written = superclassName(of: result[result.count - 1]),
            let parent = resolveClass(written, from: classes[result[result.count - 1]]?.body), !result.contains(parent)
        {
            result.append(parent)
        }
        return result
    }

    /// The superclass as written (the first inherited name of the class body), if any.
    func superclassName(of className: String) -> String? {
        guard let info = classes[className], let first = type(info.body).inheritance.first else { return nil }
        return first
    }

    /// The selector of a method: its `@objc(name)`, or Swift's rule.
    func selector(of ref: MethodRef) -> String {
        let function = function(ref)
        if let custom = function.prefix.attribute("objc")?.arguments?.filter({ !$0.isWhitespace }), !custom.isEmpty { return custom }
        return SelectorName.selector(baseName: function.name, labels: function.parameters.map(\.label))
    }

    // MARK: - Diagnostics

    func report(_ file: Int, at position: Int, _ severity: PortDiagnostic.Severity, _ message: String, rule: String? = nil) {
        let source = files[file].source
        report(
            file, offset: position < source.code.count ? source.token(at: position).start : source.bytes.count, severity, message,
            rule: rule)
    }

    /// A finding at a byte offset.
    func report(
        _ file: Int, offset: Int, _ severity: PortDiagnostic.Severity, _ message: String, notes: [PortDiagnostic.Note] = [],
        rule: String? = nil
    ) {
        let source = files[file].source
        report(PortDiagnostic(severity: severity, location: source.location(of: offset), message: message, notes: notes), rule: rule)
    }

    func report(_ diagnostic: PortDiagnostic, rule: String?) { diagnostics.append((diagnostic, rule)) }
}
