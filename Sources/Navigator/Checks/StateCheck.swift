import SimUIKit

/// The checks that read the app's state: its screen, its hierarchy, its leaks.
enum StateCheck {
    static func evaluate(_ command: ReplayCommand, state: AppReply) -> String? {
        switch command {
        case .expectTop(let name):
            guard let visible = state.hierarchy?.visibleContent else { return "expected top \(name); nothing is on screen" }
            if visible.isNamed(name) { return nil }
            return "expected top \(name); the visible controller is \(visible.summary)"
        case .expectStack(let names):
            let expected = names.joined(separator: " > ")
            guard let navigation = state.hierarchy?.visibleNavigation else {
                return "expected stack \(expected); no navigation controller is visible"
            }
            let stack = navigation.stack
            if stack.count == names.count, zip(stack, names).allSatisfy({ $0.isNamed($1) }) { return nil }
            return "expected stack \(expected); the stack is \(stack.map(\.shortName).joined(separator: " > "))"
        case .expectPresented(let name):
            return presented(name, in: state.hierarchy)
        case .expectScreen(let text):
            if screenTexts(state).contains(where: { $0.contains(text) }) { return nil }
            let shown = state.screen?.elements.flatMap(\.shownTexts).map(ReplaySyntax.quoted) ?? []
            return "\(ReplaySyntax.quoted(text)) is not on screen; it shows: \(shown.joined(separator: ", "))"
        case .expectNoScreen(let text):
            guard let shown = screenTexts(state).first(where: { $0.contains(text) }) else { return nil }
            return "\(ReplaySyntax.quoted(text)) is on screen: \(ReplaySyntax.quoted(shown))"
        case .expectValue(let expectation):
            return value(expectation, in: state.hierarchy)
        case .expectLeak(let name):
            let leaks = state.leaks
            if let name {
                if leaks.contains(where: { $0 == name || $0.hasPrefix(name + "#") }) { return nil }
                return "expected \(name) to leak; leaks: \(leaks.isEmpty ? "none" : leaks.joined(separator: ", "))"
            }
            return leaks.isEmpty ? "expected a leak; none was reported" : nil
        case .expectNoLeaks:
            return state.leaks.isEmpty ? nil : "expected no leaks; leaked: \(state.leaks.joined(separator: ", "))"
        // Not checks of the app's state: CheckEvaluator judges the others and never sends these.
        case .expectLog, .expectNoLog, .expectCrash, .expectHang, .expectAlive, .launch, .relaunch, .tap, .type, .back, .dismiss,
            .dismissByCode, .segue, .pressReturn, .swipeDelete, .pick, .moveRow, .background, .foreground, .step, .next, .wait,
            .resize, .marker:
            return nil
        }
    }

    /// Every text on the screen: the elements' texts and the title.
    /// What the screen shows: each element's text, a row's detail text below it, the title.
    private static func screenTexts(_ state: AppReply) -> [String] {
        (state.screen?.elements.flatMap(\.shownTexts) ?? []) + [state.screen?.title].compactMap { $0 }
    }

    private static func presented(_ name: String?, in hierarchy: HierarchyNode?) -> String? {
        let presented = hierarchy?.topmostPresented
        switch (name, presented) {
        case (nil, nil): return nil
        case (nil, let node?): return "expected nothing presented; \(node.summary) is presented"
        case (let name?, nil): return "expected \(name) presented; nothing is presented"
        case (let name?, let node?):
            if node.isNamed(name) || node.content.isNamed(name) { return nil }
            return "expected \(name) presented; \(node.summary) is presented"
        }
    }

    private static func value(_ expectation: ValueExpectation, in hierarchy: HierarchyNode?) -> String? {
        let node: HierarchyNode
        switch controller(named: expectation.controller, in: hierarchy) {
        case .success(let found): node = found
        case .failure(let problem): return problem.message
        }
        let property = expectation.property
        guard let value = node.properties.first(where: { $0.name == property }) else {
            return "\(node.shortName) has no stored property \(property); it has: "
                + node.properties.map(\.name).joined(separator: ", ")
        }
        if expectation.value.matches(rendered: value.value, isNil: value.isNil) { return nil }
        let target = expectation.controller.map { "\($0).\(property)" } ?? property
        let wanted: String
        switch expectation.value {
        case .nil: wanted = "nil"
        case .text(let text): wanted = ValueRenderer.quote(text)
        case .rendering(let text): wanted = text
        }
        return "expected \(target) == \(wanted); it is \(value.value)"
    }

    private struct Problem: Error {
        var message: String
    }

    /// The visible controller, or the one controller of the hierarchy that `name` means.
    private static func controller(named name: String?, in hierarchy: HierarchyNode?) -> Result<HierarchyNode, Problem> {
        guard let hierarchy else { return .failure(Problem(message: "nothing is on screen")) }
        guard let name else { return .success(hierarchy.visibleContent) }
        let nodes = hierarchy.flattened().map(\.node)
        let named = nodes.filter { $0.isNamed(name) }
        switch named.count {
        case 1:
            return .success(named[0])
        case 0:
            let all = nodes.map(\.ref.description).joined(separator: ", ")
            return .failure(Problem(message: "no controller named \(name) in the hierarchy; it holds: \(all)"))
        default:
            let refs = named.map(\.ref.description)
            return .failure(
                Problem(
                    message: "\(name) names \(named.count) controllers: \(refs.joined(separator: ", ")); "
                        + "name one, like \"\(refs[refs.count - 1])\".property"))
        }
    }
}

extension ExpectedValue {
    /// Whether a property rendered as `rendered` (holding nil when `isNil`) has this value.
    func matches(rendered: String, isNil: Bool) -> Bool {
        switch self {
        case .nil: isNil
        case .text(let text): !isNil && (rendered == text || rendered == ValueRenderer.quote(text))
        case .rendering(let text): rendered == text
        }
    }
}

extension ScreenElement {
    /// The texts a person reads on the element: its text, and a row's detail text (a subtitle cell's
    /// second line).
    var shownTexts: [String] { [text] + [detailText].compactMap { $0 } }
}
