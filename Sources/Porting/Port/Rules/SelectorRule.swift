/// `#selector(m)` becomes `Selector("m:")` and `m` joins its class's table; `Selector("…")` already written registers its method the same way.
struct SelectorRule: PortRule {
    static let name = "selectors"
    static let phase = PortPhase.resolve
    static let findings: [PortFinding] = [
        PortFinding(.byHand, "a selector this port cannot read, or that no method of these sources answers to")
    ]
    let context: PortContext

    func apply() { for index in files.indices { portSelectors(index) } }

    /// `#selector(m)` becomes `Selector("m:")`, and `m` goes into its class's table so the
    /// selector reaches it; `Selector("…")` already written registers its method the same way.
    func portSelectors(_ fileIndex: Int) {
        let file = files[fileIndex]
        if !file.outline.selectors.isEmpty { context.usesSimUIKit.insert(fileIndex) }
        for expression in file.outline.selectors {
            let written = "#selector(\(expression.contents.joined()))"
            guard let reference = SelectorReference(tokens: expression.contents) else {
                report(
                    fileIndex, at: expression.pound, .byHand,
                    "\(written) names a property accessor or something this port cannot read: write its Selector(\"…\") and list the method in its class's ibActions"
                )
                continue
            }
            let scope = expression.owner.map { TypeRef(file: fileIndex, type: $0) }
            var className: String?
            if reference.qualifier.isEmpty {
                className = scope.flatMap { program.classOf($0) }
            } else {
                className = program.resolveClass(reference.qualifier, from: scope)
            }
            var method = className.flatMap { findMethod(reference, in: $0) }
            if method == nil, className == nil, !reference.qualifier.isEmpty, let enclosing = scope.flatMap({ program.classOf($0) }) {
                // `#selector(UIInputViewController.dismissKeyboard)` names a UIKit method; the
                // selector is the same name, which reaches the method of the enclosing class.
                method = findMethod(reference, in: enclosing)
            }
            let site = (fileIndex, expression.pound)
            if let method {
                context.register(method, segueAction: false, site: site)
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
            // As the `Selector("…")` it becomes reaches it on the next run: a method of any class
            // with that selector (found by fuzzing: the two runs disagreed).
            if let found = self.method(withSelector: selector, near: scope) {
                context.register(found, segueAction: false, site: site)
            } else {
                report(fileIndex, at: expression.pound, .byHand, Self.unreachable(selector))
            }
        }
        for literal in file.outline.selectorLiterals {
            if let method = method(withSelector: literal.selector, near: literal.owner.map { TypeRef(file: fileIndex, type: $0) }) {
                context.register(method, segueAction: false, site: (fileIndex, literal.position))
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

    /// The method with this selector: in the class around `scope` or its superclasses first,
    /// then in any class.
    private func method(withSelector selector: String, near scope: TypeRef?) -> MethodRef? {
        if let scope, let className = program.classOf(scope) {
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
