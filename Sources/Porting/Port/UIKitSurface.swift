/// What an app can name of SimUIKit's public API: its types, each with its superclass, the
/// protocols it adopts, its initializers' argument labels and its members (properties with their
/// type when it is a plain name, methods, cases, nested types). `vcnav port` reads it to report
/// members SimUIKit lacks (`UIColor(patternImage:)`, `tableView.sectionIndexColor`).
///
/// It is read from an index, one fact a line: `NAME type`, `NAME super SUPERCLASS`,
/// `NAME adopts PROTOCOL`, `NAME init LABELS` (`frame:style:`, `()` for none, `_:` for an
/// unlabelled argument), `NAME member BASENAME [TYPE]` (a property's type when it is a plain name).
/// SimUIKit's index is generated from its symbol graph (`UIKitSurface.simUIKit` in VCNavKit).
public struct UIKitSurface: Sendable {
    /// One type of the index.
    struct TypeEntry: Sendable, Equatable {
        var superclass: String?
        var protocols: [String] = []
        /// Each initializer's argument labels (`_` for none).
        var initializers: [[String]] = []
        /// Member base names, each with the type of a property when the index gives one.
        var members: [String: String?] = [:]
    }

    private(set) var types: [String: TypeEntry] = [:]

    /// Reads an index. A line it cannot read is skipped; the test that checks SimUIKit's index
    /// against the symbol graph reads it back and compares.
    public init(index: String) {
        for line in index.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            guard words.count >= 2 else { continue }
            var entry = types[words[0]] ?? TypeEntry()
            switch (words[1], words.count) {
            case ("super", 3): entry.superclass = words[2]
            case ("adopts", 3): entry.protocols.append(words[2])
            case ("init", 3): entry.initializers.append(words[2] == "()" ? [] : words[2].split(separator: ":").map(String.init))
            case ("member", 3) where entry.members[words[2]] == nil: entry.members.updateValue(nil, forKey: words[2])
            case ("member", 4): entry.members[words[2]] = words[3]
            default: break
            }
            types[words[0]] = entry
        }
    }

    /// Whether SimUIKit declares the type (`UITableView`, `UIScene.ConnectionOptions`).
    public func hasType(_ name: String) -> Bool { types[name] != nil }

    /// The type and its supertypes: superclasses, nearest first, then the protocols any of them
    /// adopts.
    func lineage(of name: String) -> [String] {
        var result: [String] = []
        var queue = [name]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            guard !result.contains(current), let entry = types[current] else { continue }
            result.append(current)
            queue += (entry.superclass.map { [$0] } ?? []) + entry.protocols
        }
        return result
    }

    /// Whether the type, or one of its supertypes, has a member (or a nested type) of this name.
    public func hasMember(_ member: String, of type: String) -> Bool {
        lineage(of: type).contains { types[$0]?.members[member] != nil || types[$0 + "." + member] != nil }
    }

    /// The type of the property `member` of `type` (or of a supertype), when the index gives it;
    /// a nested type's full name when `member` is one.
    public func typeOfMember(_ member: String, of type: String) -> String? {
        for name in lineage(of: type) {
            if types[name + "." + member] != nil { return name + "." + member }
            if let entry = types[name], let found = entry.members[member] { return found }
        }
        return nil
    }

    /// Whether some initializer of the type (or of a superclass: initializers are inherited when
    /// a subclass declares none) takes an argument labelled `label` (`_` for an unlabelled one).
    /// Any position counts: arguments before it may have defaults.
    public func hasInitializer(taking label: String, of type: String) -> Bool {
        lineage(of: type).contains { types[$0]?.initializers.contains { $0.contains(label) } == true }
    }
}
