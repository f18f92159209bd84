/// What `#selector(…)` names: `Type.method(label:)` with its parts.
struct SelectorReference: Equatable {
    /// The qualifying type (`ViewController`), empty for `method` or `self.method`.
    var qualifier: String
    var name: String
    /// The argument labels (nil for `_`), or nil when written without parentheses.
    var labels: [String?]?

    var swiftName: String {
        labels.map { "\(name)(\($0.map { ($0 ?? "_") + ":" }.joined()))" } ?? name
    }

    /// Reads the tokens inside `#selector(…)`; nil for `getter:`/`setter:` and anything else it
    /// cannot read.
    init?(tokens: [String]) {
        var tokens = tokens
        if tokens.count >= 2, tokens[0] == "getter" || tokens[0] == "setter", tokens[1] == ":" { return nil }
        while tokens.first == "(", tokens.last == ")", Self.balanced(tokens.dropFirst().dropLast()) {
            tokens = Array(tokens.dropFirst().dropLast())
        }
        if let coercion = tokens.firstIndex(of: "as") { tokens = Array(tokens[..<coercion]) }
        var path = tokens
        labels = nil
        if let open = tokens.firstIndex(of: "("), tokens.last == ")" {
            path = Array(tokens[..<open])
            var parsed: [String?] = []
            var inside = tokens[(open + 1)..<(tokens.count - 1)]
            while let label = inside.first, inside.dropFirst().first == ":" {
                parsed.append(label == "_" ? nil : label.trimmingCharacters(in: "`"))
                inside = inside.dropFirst(2)
            }
            guard inside.isEmpty else { return nil }
            labels = parsed
        }
        let names = path.enumerated().filter { $0.offset % 2 == 0 }.map { $0.element.trimmingCharacters(in: "`") }
        guard !names.isEmpty, path.enumerated().allSatisfy({ $0.offset % 2 == 0 ? $0.element != "." : $0.element == "." }),
            path.count % 2 == 1
        else { return nil }
        name = names[names.count - 1]
        qualifier = names.dropLast().filter { $0 != "self" && $0 != "Self" }.joined(separator: ".")
    }

    private static func balanced(_ tokens: ArraySlice<String>) -> Bool {
        var depth = 0
        for token in tokens {
            if token == "(" { depth += 1 }
            if token == ")" { depth -= 1 }
            if depth < 0 { return false }
        }
        return depth == 0
    }
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}

extension PortRules {
    /// `#selector(m)` becomes `Selector("m:")`, and `m` goes into its class's table so the
    /// selector reaches it; `Selector("…")` already written registers its method the same way.
    mutating func portSelectors(_ fileIndex: Int) {
        let file = files[fileIndex]
        if !file.outline.selectors.isEmpty { usesSimUIKit.insert(fileIndex) }
        for expression in file.outline.selectors {
            let written = "#selector(\(expression.contents.joined()))"
            guard let reference = SelectorReference(tokens: expression.contents) else {
                report(
                    fileIndex, at: expression.pound, .byHand,
                    "\(written) names a property accessor or something this port cannot read: write its Selector(\"…\") and list the method in its class's ibActions"
                )
                continue
            }
            let context = expression.owner.map { TypeRef(file: fileIndex, type: $0) }
            var className: String?
            if reference.qualifier.isEmpty {
                className = context.flatMap { program.classOf($0) }
            } else {
                className = program.resolveClass(reference.qualifier, from: context)
            }
            var method = className.flatMap { findMethod(reference, in: $0) }
            if method == nil, className == nil, !reference.qualifier.isEmpty, let enclosing = context.flatMap({ program.classOf($0) }) {
                // `#selector(UIInputViewController.dismissKeyboard)` names a UIKit method; the
                // selector is the same name, which reaches the method of the enclosing class.
                method = findMethod(reference, in: enclosing)
            }
            let site = (fileIndex, expression.pound)
            if let method {
                register(method, segueAction: false, site: site)
                edit(
                    fileIndex,
                    file.source.replacing(expression.pound, expression.close, with: "Selector(\"\(program.selector(of: method))\")"))
                continue
            }
            guard let labels = reference.labels else {
                report(
                    fileIndex, at: expression.pound, .byHand,
                    "\(written): no method \(reference.name) in \(className.map { program.displayName($0) } ?? "the enclosing type") in these sources, so its arguments (and selector) are unknown: write Selector(\"…\") and list the method in its class's ibActions"
                )
                continue
            }
            let selector = SelectorName.selector(baseName: reference.name, labels: labels)
            edit(fileIndex, file.source.replacing(expression.pound, expression.close, with: "Selector(\"\(selector)\")"))
            report(fileIndex, at: expression.pound, .byHand, Self.unreachable(selector))
        }
        for literal in file.outline.selectorLiterals {
            if let method = method(withSelector: literal.selector, near: literal.owner.map { TypeRef(file: fileIndex, type: $0) }) {
                register(method, segueAction: false, site: (fileIndex, literal.position))
            } else if isListed(literal.selector) {
                // A table already names it: a method renamed by `@objc(name)` before an earlier run.
            } else {
                report(fileIndex, at: literal.position, .byHand, Self.unreachable(literal.selector))
            }
        }
    }

    /// Whether some class's table lists the selector.
    private func isListed(_ selector: String) -> Bool { program.listedSelectors.contains(selector) }

    /// A selector that no method of the sources has (a UIKit method, or one declared elsewhere).
    static func unreachable(_ selector: String) -> String {
        "no method of these sources has the selector \(selector): it reaches nothing unless the target's class lists it in ibActions"
    }

    /// The method with this selector: in the class around `context` or its superclasses first,
    /// then in any class.
    private func method(withSelector selector: String, near context: TypeRef?) -> MethodRef? {
        if let context, let className = program.classOf(context) {
            for name in program.lineage(of: className) {
                if let method = program.methodsBySelector(of: name)[selector] { return method }
            }
        }
        return program.anyMethod(withSelector: selector)
    }

    /// The method `reference` names in a class or its superclasses.
    private func findMethod(_ reference: SelectorReference, in className: String) -> MethodRef? {
        for name in program.lineage(of: className) {
            let found = program.methods(of: name, named: reference.name).first { method in
                reference.labels.map { $0 == program.function(method).parameters.map(\.label) } ?? true
            }
            if let found { return found }
        }
        return nil
    }
}
