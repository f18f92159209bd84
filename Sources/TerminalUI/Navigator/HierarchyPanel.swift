import Foundation
import Navigator
import SimUIKit

/// The window's controllers, `_printHierarchy`-style, each with its state. A line too long for
/// the panel gives up its role's detail first (`stack[1], top` becomes `[1]`), then its role,
/// then its name is cut with `…`: the state always shows. Lines that do not fit are counted, never dropped
/// silently.
struct HierarchyPanel: Panel {
    let theme: Theme

    /// The window's controllers and the one the inspector shows.
    struct Slice {
        var hierarchy: HierarchyNode?
        var inspected: ObjectRef?
    }

    static func slice(of state: NavigatorState) -> Slice {
        Slice(hierarchy: state.hierarchy, inspected: state.inspectedNode?.ref)
    }

    func draw(_ slice: Slice, in rect: Rect, on grid: inout CellGrid) {
        theme.box(rect, title: "Hierarchy  ([ ] select)", on: &grid)
        let inner = rect.insetBy(dx: 1, dy: 1)
        guard let hierarchy = slice.hierarchy else {
            grid.put("UIWindow (no root view controller)", in: inner, row: 0, style: theme.dim, charset: theme.charset)
            return
        }
        let inspected = slice.inspected
        var entries: [(depth: Int, node: HierarchyNode?)] = [(0, nil)]
        entries += hierarchy.flattened().map { ($0.depth + 1, $0.node) }
        let selectedRow = entries.firstIndex { $0.node?.ref == inspected } ?? 0
        var visibleRows = inner.height
        if entries.count > visibleRows { visibleRows -= 1 }  // a line saying what is left out
        let start = selectedRow >= visibleRows ? selectedRow - visibleRows + 1 : 0
        let shown = entries.dropFirst(start).prefix(visibleRows)
        for (row, entry) in shown.enumerated() {
            guard let node = entry.node else {
                grid.put(" UIWindow", in: inner, row: row, charset: theme.charset)
                continue
            }
            let isSelected = node.ref == inspected
            let marker = isSelected ? theme.selected : " "
            let indent = String(repeating: "  ", count: entry.depth)
            let stateText = "  \(node.state)"
            let room = inner.width - DisplayWidth.of(stateText)
            let name = marker + indent + "\(node.ref)"
            let text =
                [name + "  \(node.role)", name + " \(Self.shortRole(node.role))"].first { DisplayWidth.of($0) <= room } ?? name
            let written = grid.put(
                TextLayout.truncate(text, toWidth: max(1, room), charset: theme.charset), in: inner, row: row,
                style: isSelected ? .bold : .plain, charset: theme.charset)
            grid.put(stateText, in: inner, row: row, column: written, style: theme.state(node.state), charset: theme.charset)
        }
        let above = start
        let below = entries.count - start - shown.count
        if above + below > 0 {
            var parts: [String] = []
            if above > 0 { parts.append("\(theme.up) \(above) above") }
            if below > 0 { parts.append("\(theme.more) \(below) more") }
            grid.put(
                parts.joined(separator: "  ") + "  ([ ] to move)", in: inner, row: inner.height - 1, style: .bold, charset: theme.charset)
        }
    }

    /// `[1]` for `stack[1], top`, `tab 0` for `tab 0, selected`, `presented` for a presentation.
    static func shortRole(_ role: HierarchyNode.Role) -> String {
        switch role {
        case .root: "root"
        case .stack(let index, _): "[\(index)]"
        case .tab(let index, let isSelected): "tab \(index)" + (isSelected ? "*" : "")
        case .presented: "presented"
        case .child: "child"
        }
    }
}
