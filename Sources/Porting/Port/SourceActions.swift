import Diagnostics

/// What an app's Swift sources say about the actions of its classes, for `vcnav check --sources`:
/// which selectors their methods answer to, and which their `ibActions` tables list. A storyboard
/// action whose method exists but is not in the table is a stale table (`vcnav port` rewrites it).
public struct SourceActions: Sendable {
    /// One class's methods and table, superclasses of these sources included.
    public struct ClassActions: Sendable, Equatable {
        /// Selector → the method that answers to it.
        public var methods: [String: Method]
        /// The selectors its `ibActions` tables list.
        public var table: Set<String>
    }

    /// A method: where it is (`List.swift:12:10`) and its Swift name (`save(_:)`).
    public struct Method: Sendable, Equatable {
        public var location: SourceLocation
        public var name: String
    }

    private let classes: [String: ClassActions]
    /// Every selector some class's `ibActions` table lists: what controllers made in code (no
    /// storyboard names them) answer to, an unwind action among them.
    public let tableSelectors: Set<String>
    /// Files that could not be read as Swift.
    public let unreadable: [SwiftSourceError]

    /// Reads the sources (all of them together: extensions in other files count).
    public init(_ sources: [PortSource]) {
        var files: [ParsedFile] = []
        var unreadable: [SwiftSourceError] = []
        for source in sources {
            do {
                files.append(ParsedFile(source: try SourceFile(path: source.path, text: source.text)))
            } catch {
                unreadable.append(error)
            }
        }
        self.unreadable = unreadable
        let program = Program(files: files)
        var classes: [String: ClassActions] = [:]
        for name in program.classNames {
            var actions = ClassActions(methods: [:], table: [])
            for member in program.lineage(of: name) {
                actions.table.formUnion(program.existingTable(of: member)?.entries.map(\.selector) ?? [])
                for method in program.methods(of: member) {
                    let function = program.function(method)
                    guard function.parameters.count <= 3, !function.prefix.has("static"), !function.prefix.has("class") else { continue }
                    let selector = program.selector(of: method)
                    guard actions.methods[selector] == nil else { continue }
                    let source = files[method.file].source
                    let name = "\(function.name)(\(function.parameters.map { ($0.label ?? "_") + ":" }.joined()))"
                    actions.methods[selector] = Method(location: source.location(of: source.token(at: function.keyword).start), name: name)
                }
            }
            let written = program.displayName(name)
            let simple = written.split(separator: ".").last.map(String.init) ?? written
            for key in [written, simple] where classes[key] == nil { classes[key] = actions }
        }
        self.classes = classes
        tableSelectors = classes.values.reduce(into: []) { $0.formUnion($1.table) }
    }

    /// The class named `name` (as a storyboard's `customClass` writes it), or nil when the
    /// sources do not declare it.
    public func actions(ofClass name: String) -> ClassActions? { classes[name] }
}
