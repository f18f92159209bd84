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

    /// The controller shown, whether it is shown because step mode paused on it, and how far it
    /// is scrolled.
    struct Slice {
        var node: HierarchyNode?
        var followsPause = false
        var scroll = 0
    }

    static func slice(of state: NavigatorState) -> Slice {
        let node = state.inspectedNode
        let followsPause = node != nil && state.pause?.inspected == node?.ref && state.inspected == nil
        let scroll = node != nil && node?.ref == state.inspectorScrolled ? state.inspectorScroll : 0
        return Slice(node: node, followsPause: followsPause, scroll: scroll)
    }

    /// How far the inspector of `slice` scrolls in `rect` (0: it fits).
    static func scrollLimit(of slice: Slice, in rect: Rect, charset: BoxCharset) -> Int {
        let inner = rect.insetBy(dx: 1, dy: 1)
        let count = InspectorPanel(theme: Theme(charset: charset)).lines(of: slice, width: inner.width).count
        // Scrolled, the first and the last rows say what is above and below.
        return count > inner.height ? count - max(1, inner.height - 2) : 0
    }

    /// The inspector's lines at a content `width`, each with its style.
    func lines(of slice: Slice, width: Int) -> [(String, Style)] {
        guard let node = slice.node else { return [] }
        var lines: [(String, Style)] = []
        func add(_ text: String, _ style: Style, indent: Int = 0) {
            let pad = String(repeating: " ", count: indent)
            for line in TextLayout.wrap(text, width: max(1, width - indent)) { lines.append((pad + line, style)) }
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
        return lines
    }

    func draw(_ slice: Slice, in rect: Rect, on grid: inout CellGrid) {
        guard let node = slice.node else {
            theme.box(rect, title: "Inspector", on: &grid)
            return
        }
        var title = "Inspector\(theme.dot)\(node.ref)"
        // Narrow (under the phone, presenting the code), the controller alone: never cut.
        if DisplayWidth.of(title) + 2 > rect.width - 4 { title = "\(node.ref)" }
        if slice.followsPause { title += " \(theme.pause)" }
        theme.box(rect, title: title, on: &grid)
        let inner = rect.insetBy(dx: 1, dy: 1)
        let lines = self.lines(of: slice, width: inner.width)
        var shown = Array(lines.prefix(inner.height))
        if lines.count > inner.height, inner.height >= 3 {
            // What is above and below says so, and which keys scroll (the title stays short: it
            // is never cut at 100 columns).
            let scroll = min(slice.scroll, Self.scrollLimit(of: slice, in: rect, charset: theme.charset))
            let above = scroll > 0 ? 1 : 0
            let room = inner.height - above - 1
            let below = lines.count - scroll - room
            shown = Array(lines.dropFirst(scroll).prefix(below > 0 ? room : room + 1))
            if above > 0 { shown.insert(("\(theme.up) \(scroll) more lines ({ scrolls)", .bold), at: 0) }
            if below > 0 { shown.append(("\(theme.more) \(below) more lines (} scrolls)", .bold)) }
        }
        for (row, line) in shown.enumerated() {
            grid.put(line.0, in: inner, row: row, style: line.1, charset: theme.charset)
        }
    }
}
