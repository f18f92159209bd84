import Foundation
import Navigator

/// The inspected controller's stored properties: value, the stage it arrived at and from whom;
/// required dependencies still nil stand out; outlets are listed apart.
struct InspectorPanel: Panel {
    let theme: Theme

    func draw(_ state: NavigatorState, in rect: Rect, on grid: inout CellGrid) -> [HitArea] {
        guard let node = state.inspectedNode else {
            grid.drawBox(rect, title: "Inspector", style: theme.border, charset: theme.charset)
            return []
        }
        grid.drawBox(rect, title: "Inspector · \(node.ref)", style: theme.border, charset: theme.charset)
        let inner = rect.insetBy(dx: 1, dy: 1)
        var lines: [(String, Style)] = []
        var origin = "created by \(node.instantiation)"
        if let identifier = node.storyboardIdentifier { origin += " · Storyboard ID \(identifier)" }
        lines.append((origin, theme.dim))
        let properties = node.properties.filter { !$0.isOutlet }
        let outlets = node.properties.filter(\.isOutlet)
        if properties.isEmpty { lines.append(("(no stored properties of its own)", theme.dim)) }
        for property in properties {
            if property.isNil {
                lines.append(("\(property.name) = nil   \(theme.arrow) still nil", theme.error))
            } else {
                lines.append(("\(property.name) = \(property.value)", .plain))
            }
            if property.history.count > 1 {
                for line in TextLayout.wrap(property.history.joined(separator: theme.then), width: max(1, inner.width - 4)) {
                    lines.append(("    " + line, theme.dim))
                }
            } else if let stage = property.stage {
                lines.append(("    \(property.isNil ? "since" : "from") \(stage)", theme.dim))
            }
        }
        if !outlets.isEmpty {
            lines.append(("Outlets:", .bold))
            for outlet in outlets {
                let mark = outlet.isNil ? theme.disconnected : theme.connected
                lines.append(
                    ("  \(mark) \(outlet.name): \(outlet.isNil ? "not connected" : outlet.value)", outlet.isNil ? theme.dim : theme.good))
            }
        }
        for (row, line) in lines.prefix(inner.height).enumerated() {
            grid.put(line.0, in: inner, row: row, style: line.1)
        }
        return []
    }
}
