/// An app's Swift sources, indexed by their outline: where each class's methods and initializers
/// are (file and lines), and each class's superclass, so that a call the trace reports
/// (`DogsViewController.viewDidLoad`, `init(coder:)`) is found in the code that runs it, the
/// override in the class or the nearest superclass among the sources.
public struct SwiftCodeIndex: Sendable {
    /// A method or initializer as written.
    public struct Method: Sendable, Equatable {
        /// The file, as given.
        public var file: String
        /// The type it is declared in (an extension's extended type).
        public var typeName: String
        /// `viewDidLoad()`, `init(coder:dog:)`, `tableView(_:didSelectRowAt:)`.
        public var signature: String
        /// The line of its first attribute, modifier or keyword (1-based).
        public var firstLine: Int
        /// The line its body ends on.
        public var lastLine: Int
        /// The line of its `func` or `init` keyword.
        public var declarationLine: Int
    }

    private struct Entry: Sendable {
        var method: Method
        var baseName: String
        var labels: [String]
    }

    private var entries: [Entry] = []
    private var superclasses: [String: String] = [:]
    private var texts: [String: [String]] = [:]
    /// Each type's stored properties, by name.
    private var properties: [String: Set<String>] = [:]
    /// The pushes, presentations and shows the methods make, file by file in source order.
    public private(set) var transitions: [CodeTransition] = []

    /// Indexes `sources` (path and text); a file that does not read as Swift is left out.
    public init(sources: [(path: String, text: String)]) {
        var parsed: [(file: SourceFile, outline: Outline)] = []
        var factories: [String: (file: SourceFile, body: Range<Int>)] = [:]
        for source in sources {
            guard let file = try? SourceFile(path: source.path, text: source.text) else { continue }
            texts[source.path] = source.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let outline = OutlineParser.outline(of: file)
            parsed.append((file, outline))
            for function in outline.functions where function.returnType != nil && factories[function.name] == nil {
                if let body = CodeTransitionFinder.body(of: function, in: file) { factories[function.name] = (file, body) }
            }
            for type in outline.types where type.kind == .class {
                if let first = type.inheritance.first { superclasses[type.name] = first }
            }
            for variable in outline.variables where variable.accessors != .computed {
                guard let owner = variable.owner else { continue }
                let typeName = outline.types[owner].name.split(separator: ".").last.map(String.init) ?? outline.types[owner].name
                properties[typeName, default: []].insert(variable.name)
            }
            for declaration in outline.functions + outline.initializers {
                guard let owner = declaration.owner else { continue }
                let typeName = outline.types[owner].name.split(separator: ".").last.map(String.init) ?? outline.types[owner].name
                let labels = declaration.parameters.map { $0.label ?? "_" }
                let method = Method(
                    file: source.path, typeName: typeName,
                    signature: declaration.name + "(" + labels.map { $0 + ":" }.joined() + ")",
                    firstLine: file.line(at: declaration.prefix.start),
                    lastLine: file.line(at: max(declaration.keyword, declaration.end - 1)),
                    declarationLine: file.line(at: declaration.keyword))
                entries.append(Entry(method: method, baseName: declaration.name, labels: labels))
            }
        }
        for (file, outline) in parsed {
            let finder = CodeTransitionFinder(file: file, outline: outline, factories: factories)
            transitions += finder.transitions { self.declaresProperty($1, in: $0) }
        }
    }

    /// Whether `className` or one of its superclasses among the sources declares the stored
    /// property `name`.
    public func declaresProperty(_ name: String, in className: String) -> Bool {
        var current: String? = className
        var seen: Set<String> = []
        while let type = current, seen.insert(type).inserted {
            if properties[type]?.contains(name) == true { return true }
            current = superclasses[type]
        }
        return false
    }

    /// Whether `className` is a view controller, as far as the sources tell: its superclass chain
    /// among them ends in a class named like one (`UIViewController`, `UITableViewController`…).
    public func isViewController(_ className: String) -> Bool {
        var current: String? = className
        var seen: Set<String> = []
        while let type = current, seen.insert(type).inserted {
            if type.hasSuffix("Controller"), type.hasPrefix("UI") { return true }
            current = superclasses[type]
        }
        return false
    }

    /// Whether the sources declare the class `className`.
    public func declares(_ className: String) -> Bool {
        superclasses[className] != nil || entries.contains { $0.method.typeName == className }
    }

    /// The text of `method`'s lines.
    public func text(of method: Method) -> String {
        guard let lines = texts[method.file], method.firstLine >= 1, method.lastLine <= lines.count else { return "" }
        return lines[(method.firstLine - 1)..<method.lastLine].joined(separator: "\n")
    }

    /// The method `name` of `className` (or, when the class has none, of its nearest superclass
    /// among the sources); `labels`, when given, must match its argument labels.
    public func method(_ name: String, labels: [String]? = nil, inClass className: String) -> Method? {
        var current: String? = className
        var seen: Set<String> = []
        while let type = current, seen.insert(type).inserted {
            if let entry = entries.first(where: {
                $0.method.typeName == type && $0.baseName == name && (labels == nil || $0.labels == labels)
            }) {
                return entry.method
            }
            current = superclasses[type]
        }
        return nil
    }

    /// The method whose lines hold `line` of `file` (matched by its path's ending, so a
    /// `#filePath` of the machine that built the app finds the same file under another root).
    public func method(containing line: Int, inFile file: String) -> Method? {
        guard let path = self.path(matching: file) else { return nil }
        return entries.filter { $0.method.file == path && $0.method.firstLine <= line && line <= $0.method.lastLine }
            .min { $0.method.lastLine - $0.method.firstLine < $1.method.lastLine - $1.method.firstLine }?.method
    }

    /// The lines of `file` (as given to the index, or matched by its path's ending).
    public func lines(of file: String) -> [String]? {
        path(matching: file).flatMap { texts[$0] }
    }

    /// The indexed path that is `file`, or ends like it (the longest common ending of at least
    /// the file name).
    private func path(matching file: String) -> String? {
        if texts[file] != nil { return file }
        let wanted = file.split(separator: "/")
        var best: (path: String, score: Int)?
        for path in texts.keys {
            let parts = path.split(separator: "/")
            var score = 0
            while score < min(parts.count, wanted.count), parts[parts.count - 1 - score] == wanted[wanted.count - 1 - score] { score += 1 }
            if score > 0, score > best?.score ?? 0 { best = (path, score) }
        }
        return best?.path
    }
}
