import Foundation
import Navigator

/// The window's controllers, `_printHierarchy`-style, each with its state.
struct HierarchyPanel: Panel {
    let theme: Theme

    func draw(_ state: NavigatorState, in rect: Rect, on grid: inout CellGrid) -> [HitArea] {
        grid.drawBox(rect, title: "Hierarchy  ([ ] select)", style: theme.border, charset: theme.charset)
        let inner = rect.insetBy(dx: 1, dy: 1)
        guard let hierarchy = state.hierarchy else {
            grid.put("UIWindow (no root view controller)", in: inner, row: 0, style: theme.dim)
            return []
        }
        let inspected = state.inspectedNode?.ref
        var lines: [(String, HierarchyNode.State?, Bool)] = [("UIWindow", nil, false)]
        for (depth, node) in hierarchy.flattened() {
            let indent = String(repeating: "  ", count: depth + 1)
            lines.append(("\(indent)\(node.ref)  \(node.role)", node.state, node.ref == inspected))
        }
        let visibleRows = inner.height
        let selectedRow = lines.firstIndex { $0.2 } ?? 0
        let start = selectedRow >= visibleRows ? selectedRow - visibleRows + 1 : 0
        for (row, line) in lines.dropFirst(start).prefix(visibleRows).enumerated() {
            let marker = line.2 ? theme.selected : " "
            let written = grid.put(marker + line.0, in: inner, row: row, style: line.2 ? .bold : .plain)
            if let state = line.1 {
                grid.put("  \(state)", in: inner, row: row, column: written, style: theme.state(state))
            }
        }
        return []
    }
}
