import Foundation
import Navigator

/// The lifecycle log: coloured by kind, filterable, scrolled a line (Shift-↑↓, the wheel) or a
/// page (PgUp PgDn: the lines it shows) at a time, Home to its first line, End to its last.
struct LogPanel: Panel {
    let theme: Theme

    /// The lines the filter lets through, the filter, how far up from the end it is scrolled.
    struct Slice {
        var lines: [LogLine]
        var filter: String?
        var scroll = 0
    }

    static func slice(of state: NavigatorState) -> Slice {
        Slice(lines: state.visibleLog, filter: state.logFilter, scroll: state.logScroll)
    }

    func draw(_ slice: Slice, in rect: Rect, on grid: inout CellGrid) {
        let inner = rect.insetBy(dx: 1, dy: 1)
        let lines = slice.lines
        let scroll = min(slice.scroll, max(0, lines.count - inner.height))
        let end = max(0, lines.count - scroll)
        let start = max(0, end - inner.height)
        var title = "Lifecycle log"
        if let filter = slice.filter { title += "  /\(filter)" }
        if lines.count > inner.height {
            title += "  lines \(start + 1)-\(end) of \(lines.count)"
            if scroll > 0 { title += "  \(theme.up)\(scroll) (End: latest)" }
        }
        theme.box(rect, title: title, on: &grid)
        for (row, line) in lines[start..<end].enumerated() {
            grid.put(line.text, in: inner, row: row, style: theme.log(line.kind), charset: theme.charset)
        }
    }
}
