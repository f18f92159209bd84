import Foundation
import Navigator

/// The map of the app's flow (`m`): each scene with the ways out of it and how each destination
/// gets its dependencies; where you are (`▸`), the scenes and ways of the path you took (bold,
/// `●`), the path itself on top. The same map `vcnav graph` writes, live.
struct MapPanel: Panel {
    let theme: Theme

    /// The map: every scene and way, where you are, the path taken.
    static func slice(of state: NavigatorState) -> FlowMap { state.flow }

    func draw(_ flow: FlowMap, in rect: Rect, on grid: inout CellGrid) {
        theme.box(rect, title: "Map of the app's flow  (m or Esc closes)", on: &grid)
        let inner = rect.insetBy(dx: 1, dy: 1)
        var lines: [(String, Style)] = []
        var currentLine = 0
        /// Where each scene's block starts (the map scrolls by whole scenes).
        var headers: [Int] = []
        func add(_ text: String, _ style: Style, indent: Int = 0) {
            let pad = String(repeating: " ", count: indent)
            for line in TextLayout.wrap(text, width: max(1, inner.width - indent)) { lines.append((pad + line, style)) }
        }
        if flow.scenes.isEmpty {
            add("No storyboards were read and no run went anywhere yet.", .plain)
        }
        // The path stays on top; the scenes below scroll to where you are.
        var pinned: [(String, Style)] = []
        if !flow.path.isEmpty {
            add("Your path: " + flow.path.map(flow.name(of:)).joined(separator: theme.separator), .bold)
            lines.append(("", .plain))
            pinned = lines
            lines.removeAll()
        }
        for scene in flow.scenes {
            let isCurrent = scene.key == flow.current
            let visited = flow.path.contains(scene.key)
            let mark = isCurrent ? theme.selected + " " : visited ? theme.connected + " " : ""
            if isCurrent { currentLine = lines.count }
            headers.append(lines.count)
            var where_ = scene.storyboard.map { "\($0).storyboard" } ?? "made in code"
            if let identifier = scene.storyboardIdentifier, identifier != scene.className { where_ += ", ID \(identifier)" }
            add(
                "\(mark)\(flow.name(of: scene.key))  \(where_)\(isCurrent ? "  ← you are here" : "")",
                isCurrent ? Style(bold: true, reverse: true) : visited ? .bold : .plain, indent: mark.isEmpty ? 2 : 0)
            for edge in flow.edges where edge.from == scene.key {
                let taken = flow.pathTook(from: edge.from, to: edge.to)
                add(
                    "\(theme.to) \(flow.name(of: edge.to)): \(edge.label)\(taken ? "  (your path)" : edge.observed ? "  (taken)" : "")",
                    taken ? theme.taken : .plain, indent: 4)
            }
        }
        let room = max(0, inner.height - pinned.count)
        var start = 0
        if lines.count > room {
            let wanted = min(max(0, currentLine - room / 3), lines.count - room)
            start = headers.last { $0 <= wanted } ?? 0
        }
        var shown = Array(lines.dropFirst(start).prefix(room))
        let below = lines.count - start - shown.count
        if below > 0, !shown.isEmpty {
            shown[shown.count - 1] = ("\(theme.more) \(below + 1) more lines (vcnav graph prints the whole map)", .bold)
        }
        for (row, line) in (pinned.prefix(inner.height) + shown).enumerated() {
            grid.put(line.0, in: inner, row: row, style: line.1, charset: theme.charset)
        }
    }
}
