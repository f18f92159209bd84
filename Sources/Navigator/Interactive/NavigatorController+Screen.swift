import SimUIKit

extension NavigatorController {
    /// Taps element `index` of the screen with the one command that means it: `back` for the
    /// back button, else its text, its id, or its text with an index when other elements read
    /// the same.
    func tap(elementAt index: Int) -> [NavigatorEffect] {
        guard let screen = state.screen, screen.elements.indices.contains(index) else { return [] }
        state.focus = index
        return update(.command(.tap(index: index, on: screen)))
    }

    /// Moves the focus among tappable elements (forward or back, wrapping).
    func moveFocus(by offset: Int) {
        let focusable = state.focusable
        guard !focusable.isEmpty else { return }
        let current = state.focus.flatMap { focusable.firstIndex(of: $0) } ?? (offset > 0 ? -1 : 0)
        let next = (current + offset % focusable.count + focusable.count) % focusable.count
        state.focus = focusable[next]
    }

    /// Chooses the controller the inspector shows: the next or previous node of the hierarchy.
    func moveInspection(by offset: Int) {
        guard let nodes = state.hierarchy?.flattened().map(\.node), !nodes.isEmpty else { return }
        let current = state.inspectedNode.flatMap { node in nodes.firstIndex { $0.ref == node.ref } } ?? 0
        let next = (current + offset + nodes.count) % nodes.count
        state.inspected = nodes[next].ref.serial
    }
}

extension ReplayCommand {
    /// The command that taps element `index` of `screen` and no other: `back` for the back
    /// button; `tap accessory row N`, `tap delete control row N` and `tap delete row N` for the
    /// parts of a row; `tap "text"` when no other element reads the same; `tap #id` when the id is
    /// unique and can be written; else `tap "text" index N`.
    public static func tap(index: Int, on screen: ScreenModel) -> ReplayCommand {
        let elements = screen.elements
        let element = elements[index]
        if element.kind == .backButton { return .back }
        for tap in element.taps {
            switch tap {
            case .accessoryButton(let path): return .tap(.accessoryButton(row: path.row, section: path.section))
            case .revealDelete(let path): return .tap(.deleteControl(row: path.row, section: path.section))
            case .delete(let path): return .tap(.deleteButton(row: path.row, section: path.section))
            case .back, .segue, .unwind, .action, .closure, .focus, .toggle, .advance, .select, .selectTab, .selectSegment, .gesture,
                .turnPage:
                continue
            }
        }
        let sameText = elements.indices.filter { elements[$0].text == element.text }
        if sameText.count == 1, !element.text.isEmpty { return .tap(.text(element.text)) }
        for id in [element.identifier, element.accessibilityIdentifier].compactMap({ $0 })
        where ReplaySyntax.isBareWord(id)
            && elements.filter({ $0.identifier == id || $0.accessibilityIdentifier == id }).count == 1
        {
            return .tap(.id(id))
        }
        return .tap(.text(element.text, index: sameText.firstIndex(of: index) ?? 0))
    }
}
