import Foundation
import Navigator
import SimUIKit

/// The inspected controller's stored properties: value, who gave it (its declared default, its
/// initializer, an injection from outside, its own code) and its history; dependencies the trace
/// reported still nil stand out, a nil that is the controller's own state does not; outlets are
/// listed apart. Paused in step mode, it
/// follows the controller the next callback runs on. Long values and histories wrap; what does
/// not fit is counted on the last line.
struct InspectorPanel: Panel {
    let theme: Theme

    /// How the controller came to be, in words that say what happened (`created by code`).
    static func origin(_ kind: InstantiationKind) -> String {
        switch kind {
        case .programmatic: "created by code (an initializer, no storyboard)"
        case .coder: "created by the storyboard: init(coder:)"
        case .creator: "created by the storyboard through a creator closure"
        case .segueAction: "created by an @IBSegueAction"
        case .archive: "decoded with init(coder:), not from a storyboard"
        }
    }

    /// The controller shown, and whether it is shown because step mode paused on it.
    struct Slice {
        var node: HierarchyNode?
        var followsPause = false
    }

    static func slice(of state: NavigatorState) -> Slice {
        let node = state.inspectedNode
        let followsPause = node != nil && state.pause?.inspected == node?.ref && state.inspected == nil
        return Slice(node: node, followsPause: followsPause)
    }

    func draw(_ slice: Slice, in rect: Rect, on grid: inout CellGrid) {
        guard let node = slice.node else {
            theme.box(rect, title: "Inspector", on: &grid)
            return
        }
        var title = "Inspector\(theme.dot)\(node.ref)"
        if slice.followsPause { title += " \(theme.pause)" }
        theme.box(rect, title: title, on: &grid)
        let inner = rect.insetBy(dx: 1, dy: 1)
        var lines: [(String, Style)] = []
        func add(_ text: String, _ style: Style, indent: Int = 0) {
            let pad = String(repeating: " ", count: indent)
            for line in TextLayout.wrap(text, width: max(1, inner.width - indent)) { lines.append((pad + line, style)) }
        }
        var origin = Self.origin(node.instantiation)
        if let identifier = node.storyboardIdentifier { origin += "\(theme.dot)Storyboard ID \(identifier)" }
        add(origin, .plain)
        let properties = node.properties.filter { !$0.isOutlet }
        let outlets = node.properties.filter(\.isOutlet)
        if properties.isEmpty { add("(no stored properties of its own)", .plain) }
        for property in properties {
            if property.awaited {
                add("\(property.name) = nil   \(theme.arrow) still nil", theme.error)
            } else if property.isNil {
                add("\(property.name) = nil", .bold)
            } else {
                add("\(property.name) = \(property.value)" + (property.source.map { "   \(theme.arrow) \($0.tag)" } ?? ""), .bold)
            }
            if property.history.count > 1 {
                add(property.history.joined(separator: theme.then), .plain, indent: 4)
            } else if let source = property.source {
                add(source.explanation, .plain, indent: 4)
            } else if let stage = property.stage {
                add("\(property.isNil ? "since" : "from") \(stage)", .plain, indent: 4)
            }
        }
        if !outlets.isEmpty {
            lines.append(("Outlets:", .bold))
            for outlet in outlets {
                let mark = outlet.isNil ? theme.disconnected : theme.connected
                add(
                    "\(mark) \(outlet.name): \(outlet.isNil ? "not connected" : outlet.value)", outlet.isNil ? .plain : theme.good,
                    indent: 2)
            }
        }
        var shown = lines.prefix(inner.height)
        if lines.count > inner.height {
            shown = lines.prefix(max(0, inner.height - 1))
            shown.append(("\(theme.more) \(lines.count - shown.count) more lines (a taller terminal shows them)", .bold))
        }
        for (row, line) in shown.enumerated() {
            grid.put(line.0, in: inner, row: row, style: line.1, charset: theme.charset)
        }
    }
}
