/// What the checks and the inspector ask of a hierarchy: what is on screen, what is
/// presented, which node a name means.
extension HierarchyNode {
    /// The node whose content is on screen: down the presentations, then into containers.
    public var visibleContent: HierarchyNode {
        topOfPresentations.content
    }

    /// The topmost presented node, or nil when nothing is presented.
    public var topmostPresented: HierarchyNode? {
        let top = topOfPresentations
        return top.ref == ref ? nil : top
    }

    /// The navigation controller whose stack is on screen, if any.
    public var visibleNavigation: HierarchyNode? {
        var node = topOfPresentations
        while true {
            if node.isNavigation { return node }
            guard let selected = node.selectedChild ?? node.shownChild else { return nil }
            node = selected
        }
    }

    /// The controllers of a navigation stack, bottom to top.
    public var stack: [HierarchyNode] {
        children.filter {
            if case .stack = $0.role { true } else { false }
        }
    }

    /// The class name without its module: `DogsViewController`.
    public var shortName: String {
        className.split(separator: ".").last.map(String.init) ?? className
    }

    /// Whether a script's NAME means this node: its class (with or without module), its
    /// Storyboard ID, its title or its trace name (`DogsViewController#2`).
    public func isNamed(_ name: String) -> Bool {
        shortName == name || className == name || storyboardIdentifier == name || title == name || ref.description == name
    }

    /// `SelectionViewController (title "Pets")`, for messages.
    public var summary: String {
        var parts = [shortName]
        if let title { parts.append("title \"\(title)\"") }
        if let storyboardIdentifier, storyboardIdentifier != shortName {
            parts.append("storyboard id \"\(storyboardIdentifier)\"")
        }
        return parts.count == 1 ? parts[0] : "\(parts[0]) (\(parts.dropFirst().joined(separator: ", ")))"
    }

    // MARK: Walking

    private var isNavigation: Bool {
        children.contains {
            if case .stack = $0.role { true } else { false }
        }
    }

    private var selectedChild: HierarchyNode? {
        children.first {
            if case .tab(_, true) = $0.role { true } else { false }
        }
    }

    /// The child a container other than a navigation or tab bar controller shows (a collapsed split
    /// view's column, a page).
    private var shownChild: HierarchyNode? {
        children.first { $0.role == .child(isShown: true) }
    }

    private var presentedChild: HierarchyNode? {
        children.first {
            if case .presented = $0.role { true } else { false }
        }
    }

    /// Follows presentations from here to the topmost presented controller (or this node).
    /// A controller in a container presents too (a pushed controller presenting a sheet),
    /// so every node below is looked at, depth first.
    var topOfPresentations: HierarchyNode {
        var current = self
        while let presented = current.firstPresentedBelow() {
            current = presented
        }
        return current
    }

    private func firstPresentedBelow() -> HierarchyNode? {
        if let presented = presentedChild { return presented }
        for child in children {
            if case .presented = child.role { continue }
            if let found = child.firstPresentedBelow() { return found }
        }
        return nil
    }

    /// The controller shown inside this one: the top of its stack, its selected tab, itself.
    var content: HierarchyNode {
        if let top = stack.last { return top.content }
        if let selected = selectedChild { return selected.content }
        if let shown = shownChild { return shown.content }
        return self
    }
}
