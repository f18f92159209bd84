/// One file being ported: its tokens, its declarations and the edits decided so far.
final class ParsedFile {
    let source: SourceFile
    let outline: Outline
    var edits: [TextEdit] = []

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
    private(set) var diagnostics: [PortDiagnostic] = []

    init(files: [ParsedFile]) {
        self.files = files
        for (fileIndex, file) in files.enumerated() {
            for (typeIndex, type) in file.outline.types.enumerated() where type.kind == .class || type.kind == .actor {
                let ref = TypeRef(file: fileIndex, type: typeIndex)
                // A second class of the same name (another target's): its own entry, found from
                // inside it; names resolve to the first.
                let key = classes[type.qualifiedName] == nil ? type.qualifiedName : "\(type.qualifiedName)@\(file.source.path)"
                classes[key] = ClassInfo(name: key, body: ref)
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
        let sameTarget = classNames.first { key in
            guard let info = classes[key], type(info.body).qualifiedName == name else { return false }
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
        guard let info = classes[className] else { return [] }
        var result: [MethodRef] = []
        for part in info.parts.sorted(by: { ($0.file, $0.type) < ($1.file, $1.type) }) {
            for (index, function) in files[part.file].outline.functions.enumerated() where function.owner == part.type {
                result.append(MethodRef(file: part.file, function: index))
            }
        }
        return result
    }

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

    func report(_ file: Int, at position: Int, _ severity: PortDiagnostic.Severity, _ message: String) {
        let source = files[file].source
        report(file, offset: position < source.code.count ? source.token(at: position).start : source.bytes.count, severity, message)
    }

    /// A finding at a byte offset.
    func report(_ file: Int, offset: Int, _ severity: PortDiagnostic.Severity, _ message: String) {
        let source = files[file].source
        let (line, column) = source.location(of: offset)
        diagnostics.append(PortDiagnostic(file: source.path, line: line, column: column, severity: severity, message: message))
    }
}
