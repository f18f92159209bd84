import Foundation
import Navigator

/// The map of the app's flow (`m`): each scene with the ways out of it and how each destination
/// gets its dependencies; where you are (`▸`), the scenes and ways of the path you took (bold,
/// `●`), the path itself on top. The same map `vcnav graph` writes, live.
struct MapPanel: Panel {
    let theme: Theme

    /// The map (every scene and way, where you are, the path taken) and where the user scrolled
    /// it (nil: it follows where you are).
    struct Slice {
        var flow: FlowMap
        var scroll: Int?
    }

    static func slice(of state: NavigatorState) -> Slice { Slice(flow: state.flow, scroll: state.mapScroll) }

    /// The map's lines at a content `width`: the path (pinned on top), the scenes' lines, the line
    /// of where you are and where each scene's block starts.
    private func lines(of flow: FlowMap, width: Int) -> (
        pinned: [(String, Style)], lines: [(String, Style)], current: Int, headers: [Int]
    ) {
        var lines: [(String, Style)] = []
        var currentLine = 0
        var headers: [Int] = []
        func add(_ text: String, _ style: Style, indent: Int = 0) {
            let pad = String(repeating: " ", count: indent)
            for line in TextLayout.wrap(text, width: max(1, width - indent)) { lines.append((pad + line, style)) }
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
        return (pinned, lines, currentLine, headers)
    }

    /// Which of the map's lines show in `rect`: from `start`, `room` rows under the path; `limit`
    /// is the furthest it scrolls. Unscrolled (`scroll` nil), it starts at the scene a third of
    /// the way above where you are.
    func window(of flow: FlowMap, scroll: Int?, in rect: Rect) -> (start: Int, room: Int, limit: Int) {
        let inner = rect.insetBy(dx: 1, dy: 1)
        let map = lines(of: flow, width: inner.width)
        let room = max(0, inner.height - map.pinned.count)
        // Scrolled to its end, the last row shows the last line, not a "more" line.
        let limit = max(0, map.lines.count - room)
        if let scroll { return (min(max(0, scroll), limit), room, limit) }
        guard map.lines.count > room else { return (0, room, limit) }
        let wanted = min(max(0, map.current - room / 3), limit)
        return (map.headers.last { $0 <= wanted } ?? 0, room, limit)
    }

    func draw(_ slice: Slice, in rect: Rect, on grid: inout CellGrid) {
        let scrolls = theme.charset == .ascii ? "j k" : "↑↓"
        theme.box(rect, title: "Map of the app's flow  (\(scrolls) scroll, m closes)", on: &grid)
        let inner = rect.insetBy(dx: 1, dy: 1)
        let map = lines(of: slice.flow, width: inner.width)
        let window = window(of: slice.flow, scroll: slice.scroll, in: rect)
        var shown = Array(map.lines.dropFirst(window.start).prefix(window.room))
        let below = map.lines.count - window.start - shown.count
        if below > 0, !shown.isEmpty {
            shown[shown.count - 1] = ("\(theme.more) \(below + 1) more lines (↓ PgDn scroll; vcnav graph prints it all)", .bold)
        }
        if window.start > 0, !shown.isEmpty {
            shown[0] = ("\(theme.up) \(window.start + 1) more lines above (↑ PgUp)", .bold)
        }
        for (row, line) in (map.pinned.prefix(inner.height) + shown).enumerated() {
            grid.put(line.0, in: inner, row: row, style: line.1, charset: theme.charset)
        }
    }
}
