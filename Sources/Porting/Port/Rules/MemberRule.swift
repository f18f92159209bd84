/// Members of UIKit types SimUIKit lacks (once per file and member, with a count), where the port
/// can know the receiver's type: a UIKit type named (`UIView.animate`, `UIColor(patternImage:)`),
/// a name the file declares with a UIKit type (`tableView.sectionIndexColor`), `self` or an
/// inherited property in a subclass of a UIKit class (`self.overrideUserInterfaceStyle`,
/// `tableView.x` in a `UITableViewController`), and properties along the way (`view.layer.x`).
/// A name the app declares itself (in an extension, say) is never reported, nor code under `#if`.
struct MemberRule: PortRule {
    static let name = "members"
    static let phase = PortPhase.file
    static let findings: [PortFinding] = [
        PortFinding(.byHand, "a member or an initializer of a UIKit type SimUIKit lacks (the port knows SimUIKit's public API)")
    ]
    let context: PortContext

    func apply() {
        guard let surface = context.surface else { return }
        let declared = appMembers
        var initializers: [String: Set<String>] = [:]
        for file in files {
            for initializer in file.outline.initializers {
                guard let owner = initializer.owner, file.outline.types[owner].kind == .extension else { continue }
                initializers[file.outline.types[owner].name, default: []].formUnion(initializer.parameters.map { $0.label ?? "_" })
            }
        }
        for index in files.indices { check(index, surface: surface, declared: declared, initializers: initializers) }
    }

    /// Every name the app declares as a member, a function, a variable or a type: a reference to
    /// one of them may be the app's own (an extension of a UIKit class, a protocol's).
    private var appMembers: Set<String> {
        var names: Set<String> = []
        for file in files {
            for type in file.outline.types where type.kind != .extension { names.insert(type.name) }
            for function in file.outline.functions { names.insert(function.name) }
            for variable in file.outline.variables { names.insert(variable.name) }
        }
        return names
    }

    /// `initializers`: the argument labels of the initializers the app's extensions add, by type.
    private func check(_ fileIndex: Int, surface: UIKitSurface, declared: Set<String>, initializers: [String: Set<String>]) {
        let file = files[fileIndex]
        let source = file.source
        let receivers = ReceiverTypes(file: source)
        var missing: [String: (first: Int, count: Int)] = [:]
        var order: [String] = []
        func found(_ name: String, at position: Int) {
            if missing[name] == nil { order.append(name) }
            missing[name, default: (position, 0)].count += 1
        }
        /// A UIKit type the app does not declare a type of the same name for.
        func uikit(_ name: String) -> String? { surface.hasType(name) && !declared.contains(name) ? name : nil }

        for position in source.code.indices where source.kind(at: position) == .identifier {
            guard !source.is(position - 1, "."), !file.isConditional(position) else { continue }
            let name = source.name(at: position)
            var type: String?
            var cursor = position + 1
            if name == "self" || name == "super" {
                type = selfType(at: position, in: fileIndex, surface: surface, declared: declared)
            } else if let (dotted, _) = ReceiverTypes.dottedName(at: position, in: source), let named = longestType(dotted, uikit) {
                // A type named: its static members and its initializers.
                type = named
                cursor = position + 1 + 2 * (named.split(separator: ".").count - 1)
                if let (label, close) = initializerCall(at: cursor, in: source) {
                    guard surface.hasInitializer(taking: label, of: named) || initializers[named]?.contains(label) == true else {
                        found("\(named)(\(label):)", at: position)
                        continue
                    }
                    cursor = close + 1  // `UIImage(named: "x")?.cgImage`: members of what it makes
                }
            } else if let known = receivers.type(of: name) {
                type = known.flatMap(uikit)
            } else if !declared.contains(name), let owner = selfType(at: position, in: fileIndex, surface: surface, declared: declared) {
                // An inherited property used without `self.` (`tableView` in a table view controller).
                type = surface.typeOfMember(name, of: owner).flatMap(uikit)
            }
            // Along the chain: `?` and `!` written against the name, then `.member`.
            while var current = type {
                if (source.is(cursor, "?") || source.is(cursor, "!")), source.token(at: cursor).start == source.token(at: cursor - 1).end {
                    cursor += 1
                }
                guard source.is(cursor, "."), source.kind(at: cursor + 1) == .identifier else { break }
                let member = source.name(at: cursor + 1)
                guard !["self", "init", "Type", "Protocol"].contains(member) else { break }
                if declared.contains(member) {
                    // The app's own (`self.tableView`, an extension's): its type as this file declares it.
                    guard let next = receivers.type(of: member)?.flatMap(uikit), !source.is(cursor + 2, "(") else { break }
                    current = next
                    type = current
                    cursor += 2
                    continue
                }
                guard surface.hasMember(member, of: current) else {
                    found("\(current).\(member)", at: cursor + 1)
                    break
                }
                guard let next = surface.typeOfMember(member, of: current).flatMap(uikit), !source.is(cursor + 2, "(") else { break }
                current = next
                type = current
                cursor += 2
            }
        }
        for name in order {
            guard let use = missing[name] else { continue }
            report(fileIndex, at: use.first, .byHand, APIRule.notInSimUIKit(name, uses: use.count))
        }
    }

    /// The longest prefix of a dotted name that is a UIKit type (`UIControl.Event` of
    /// `UIControl.Event.valueChanged`).
    private func longestType(_ dotted: String, _ uikit: (String) -> String?) -> String? {
        var parts = dotted.split(separator: ".").map(String.init)
        while !parts.isEmpty {
            if let type = uikit(parts.joined(separator: ".")) { return type }
            parts.removeLast()
        }
        return nil
    }

    /// `(label: …)` or `.init(label: …)` after a type's name: the first argument's label (`_` for
    /// an unlabelled one) and the closing parenthesis; nil for no arguments (any initializer may
    /// take all its defaults) or no call.
    private func initializerCall(at position: Int, in source: SourceFile) -> (label: String, close: Int)? {
        var open = position
        if source.is(open, "."), source.is(open + 1, "init") { open += 2 }
        guard source.is(open, "("), source.token(at: open).start == source.token(at: open - 1).end, !source.is(open + 1, ")"),
            let close = source.partner(of: open)
        else { return nil }
        return (source.kind(at: open + 1) == .identifier && source.is(open + 2, ":") ? source.name(at: open + 1) : "_", close)
    }

    /// The UIKit type `self` is at `position`: the UIKit type an extension extends, or the
    /// UIKit class the enclosing class descends from (through the app's own classes).
    private func selfType(at position: Int, in fileIndex: Int, surface: UIKitSurface, declared: Set<String>) -> String? {
        let types = files[fileIndex].outline.types
        guard
            let innermost = types.indices.last(where: { types[$0].bodyOpen < position && position < types[$0].bodyClose })
        else { return nil }
        let type = types[innermost]
        if type.kind == .extension, surface.hasType(type.name), !declared.contains(type.name) { return type.name }
        guard let className = program.classOf(TypeRef(file: fileIndex, type: innermost)),
            let root = program.lineage(of: className).last, let written = program.superclassName(of: root)
        else { return nil }
        return surface.hasType(written) && !declared.contains(written) ? written : nil
    }
}
