import Foundation
import SimUIKit

/// Evaluates the checks that read the app's state (screen, hierarchy, leaks).
enum StateChecks {
    static func evaluate(_ command: ReplayCommand, state: AppReply) -> String? {
        let visible = visibleNode(state.hierarchy)
        switch command {
        case .expectTop(let name):
            guard let visible else { return "expected top \(name); nothing is on screen" }
            if matches(visible, name) { return nil }
            return "expected top \(name); the visible controller is \(describe(visible))"
        case .expectStack(let names):
            guard let navigation = visibleNavigation(state.hierarchy) else {
                return "expected stack \(names.joined(separator: " > ")); no navigation controller is visible"
            }
            let stack = navigation.children.filter { $0.role.hasPrefix("stack[") }
            if stack.count == names.count, zip(stack, names).allSatisfy({ matches($0, $1) }) { return nil }
            return "expected stack \(names.joined(separator: " > ")); the stack is \(stack.map(shortName).joined(separator: " > "))"
        case .expectPresented(let name):
            let presented = topmostPresented(state.hierarchy)
            switch (name, presented) {
            case (nil, nil): return nil
            case (nil, let node?): return "expected nothing presented; \(describe(node)) is presented"
            case (let name?, nil): return "expected \(name) presented; nothing is presented"
            case (let name?, let node?):
                if matches(node, name) || matches(content(of: node), name) { return nil }
                return "expected \(name) presented; \(describe(node)) is presented"
            }
        case .expectScreen(let text):
            let screen = state.screen?.elements.map(\.text) ?? []
            if screen.contains(where: { $0.contains(text) }) || state.screen?.title?.contains(text) == true { return nil }
            return "\"\(text)\" is not on screen; it shows: \(screen.map { "\"\($0)\"" }.joined(separator: ", "))"
        case .expectValue(let property, let expected):
            guard let visible else { return "nothing is on screen" }
            guard let value = visible.properties.first(where: { $0.name == property }) else {
                return
                    "\(shortName(visible)) has no stored property \(property); it has: \(visible.properties.map(\.name).joined(separator: ", "))"
            }
            if let expected {
                if value.value == expected || value.value == ValueRenderer.quote(expected) { return nil }
                return "expected \(property) == \(ValueRenderer.quote(expected)); it is \(value.value)"
            }
            return value.isNil ? nil : "expected \(property) == nil; it is \(value.value)"
        case .expectLeak(let name):
            if let name {
                if state.leaks.contains(where: { $0 == name || $0.hasPrefix(name + "#") }) { return nil }
                return "expected \(name) to leak; leaks: \(state.leaks.isEmpty ? "none" : state.leaks.joined(separator: ", "))"
            }
            return state.leaks.isEmpty ? "expected a leak; none was reported" : nil
        case .expectNoLeaks:
            return state.leaks.isEmpty ? nil : "expected no leaks; leaked: \(state.leaks.joined(separator: ", "))"
        default:
            return nil
        }
    }

    /// The node whose content is on screen: down presentations, then into containers.
    static func visibleNode(_ root: HierarchyNode?) -> HierarchyNode? {
        guard let root else { return nil }
        return content(of: topOfPresentations(root))
    }

    static func topOfPresentations(_ node: HierarchyNode) -> HierarchyNode {
        var current = node
        while true {
            if let presented = current.flattened().map(\.node).first(where: { $0.role.hasPrefix("presented") && $0.ref != current.ref }) {
                current = presented
            } else {
                return current
            }
        }
    }

    static func topmostPresented(_ root: HierarchyNode?) -> HierarchyNode? {
        guard let root else { return nil }
        let top = topOfPresentations(root)
        return top.ref == root.ref ? nil : top
    }

    static func content(of node: HierarchyNode) -> HierarchyNode {
        if node.className == "UINavigationController" || node.children.contains(where: { $0.role.hasPrefix("stack[") }) {
            if let top = node.children.last(where: { $0.role.hasPrefix("stack[") }) { return content(of: top) }
        }
        if let selected = node.children.first(where: { $0.role.hasSuffix("selected") }) { return content(of: selected) }
        return node
    }

    static func visibleNavigation(_ root: HierarchyNode?) -> HierarchyNode? {
        guard let root else { return nil }
        var node = topOfPresentations(root)
        while true {
            if node.children.contains(where: { $0.role.hasPrefix("stack[") }) { return node }
            guard let selected = node.children.first(where: { $0.role.hasSuffix("selected") }) else { return nil }
            node = selected
        }
    }

    static func shortName(_ node: HierarchyNode) -> String {
        node.className.split(separator: ".").last.map(String.init) ?? node.className
    }

    static func matches(_ node: HierarchyNode, _ name: String) -> Bool {
        shortName(node) == name || node.className == name || node.storyboardIdentifier == name || node.title == name
            || node.ref.description == name
    }

    static func describe(_ node: HierarchyNode) -> String {
        var parts = [shortName(node)]
        if let title = node.title { parts.append("title \"\(title)\"") }
        if let identifier = node.storyboardIdentifier, identifier != shortName(node) { parts.append("storyboard id \"\(identifier)\"") }
        return parts.count == 1 ? parts[0] : "\(parts[0]) (\(parts.dropFirst().joined(separator: ", ")))"
    }
}
