/// One line of a class's `ibActions` table: `.action("save:", Self.save)`.
struct TableEntry: Equatable {
    enum Kind: String { case action, unwind, segueAction }
    var kind: Kind
    var selector: String
    /// What follows `Self.`: `save`, or `save(_:)` when the base name is overloaded.
    var reference: String

    /// The method's base name (`save` of `save(_:)`).
    var baseName: String { String(reference.prefix { $0 != "(" }) }

    var line: String { ".\(kind.rawValue)(\"\(selector)\", Self.\(reference))" }

    /// What makes two entries the same, without the spelling of the reference.
    var identity: [String] { [kind.rawValue, selector, baseName] }
}

/// A class's `ibActions` declaration as it stands in the source.
struct ExistingTable {
    var file: Int
    var variable: VariableDeclaration
    var entries: [TableEntry]
    var isOverride: Bool
}

extension Program {
    /// The `class var ibActions` declared in a class's body, with its entries.
    func existingTable(of className: String) -> ExistingTable? { tables[className] }

    /// Reads the entries of an `ibActions` declaration.
    func readTable(_ variable: VariableDeclaration, in fileIndex: Int) -> ExistingTable {
        let source = files[fileIndex].source
        var entries: [TableEntry] = []
        var position = variable.keyword
        while position < variable.end {
            defer { position += 1 }
            guard source.is(position, "."), source.kind(at: position + 1) == .identifier,
                let kind = TableEntry.Kind(rawValue: source.text(at: position + 1)), source.is(position + 2, "("),
                let close = source.partner(of: position + 2), source.kind(at: position + 3) == .string, source.is(position + 4, ",")
            else { continue }
            let selector = String(source.text(at: position + 3).dropFirst().dropLast())
            var reference = (position + 5..<close).map { source.text(at: $0) }.joined()
            if let dot = reference.firstIndex(of: "."), !reference[..<dot].contains("(") {
                reference = String(reference[reference.index(after: dot)...])
            }
            entries.append(TableEntry(kind: kind, selector: selector, reference: reference))
            position = close
        }
        return ExistingTable(file: fileIndex, variable: variable, entries: entries, isOverride: variable.prefix.has("override"))
    }

    /// The text of an `ibActions` declaration at `indent`, the first line not indented.
    static func tableText(_ entries: [TableEntry], isOverride: Bool, indent: String, unit: String) -> String {
        let header = isOverride ? "override class var" : "@MainActor class var"
        var lines = ["\(header) ibActions: [IBActionBinding] {", indent + unit + "["]
        lines += entries.map { indent + unit + unit + $0.line + "," }
        lines += [indent + unit + "]", indent + "}"]
        return lines.joined(separator: "\n")
    }

    // MARK: - Hierarchy

    /// UIKit classes outside the responder chain that apps subclass: a subclass declares its
    /// table rather than overriding one.
    static let uikitNonResponders: Set<String> = [
        "UIStoryboardSegue", "UIBarItem", "UIBarButtonItem", "UITabBarItem", "UIPresentationController",
        "UIPercentDrivenInteractiveTransition", "UIDynamicBehavior", "UICollectionViewLayoutAttributes", "UIViewPropertyAnimator",
        "UIDocument", "UIActivity", "UIStoryboard", "UIImage", "UIColor", "UIFont", "UIBezierPath", "UIKeyCommand", "UIMenuItem",
    ]

    /// Whether a class inherits an `ibActions` declaration: from UIResponder, or from a class of
    /// these sources whose table is in `tabled` or that declares one.
    func inheritsTable(_ className: String, tabled: Set<String>) -> Bool {
        var seen: Set<String> = [className]
        var current = className
        while let written = superclassName(of: current) {
            let context = classes[current].map(\.body)
            if let parent = resolveClass(written, from: context) {
                // A table it gets, or one it declares already (UIResponder's own, empty, counts).
                if tabled.contains(parent) || existingTable(of: parent) != nil { return true }
                guard seen.insert(parent).inserted else { return false }
                current = parent
                continue
            }
            let name = written.hasPrefix("UIKit.") ? String(written.dropFirst(6)) : written
            // `SelectorTarget` is the protocol the port adds to a class without a table to inherit.
            if name == "NSObject" || name == "SelectorTarget" || Self.uikitNonResponders.contains(name)
                || name.hasSuffix("GestureRecognizer")
                || name.hasSuffix("Layout")
            {
                return false
            }
            // UIKit's other classes are responders; a superclass from elsewhere is most likely a
            // view or a controller.
            return !Self.looksLikeProtocol(name)
        }
        return false
    }

    /// Protocols come after the superclass; a class with only protocols has none. UIKit's own
    /// protocols end in these words.
    static func looksLikeProtocol(_ name: String) -> Bool {
        ["Delegate", "DataSource", "Protocol", "able", "ing", "Type", "Convertible"].contains { name.hasSuffix($0) }
    }
}
