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
        /// The call step mode holds, when the log is not filtered (marked ▶ until it ran).
        var pending: String?
    }

    static func slice(of state: NavigatorState) -> Slice {
        Slice(
            lines: state.visibleLog, filter: state.logFilter, scroll: state.logScroll,
            pending: state.logFilter == nil && state.pause?.isAfter == false ? state.pause?.call : nil)
    }

    func draw(_ slice: Slice, in rect: Rect, on grid: inout CellGrid) {
        let inner = rect.insetBy(dx: 1, dy: 1)
        var lines = slice.lines
        // The call step mode holds, marked until it ran: the callback's own line (the last), or,
        // for a call that has none yet (the storyboard's init(coder:), a creator), a line for it.
        if let pending = slice.pending {
            let last = lines.last?.text.trimmingCharacters(in: .whitespaces)
            if let last, last.hasPrefix(pending), var line = lines.popLast() {
                line.kind = .pending
                lines.append(line)
            } else {
                lines.append(LogLine(text: pending, kind: .pending))
            }
            lines[lines.count - 1].text = (theme.charset == .ascii ? "> " : "▶ ") + lines[lines.count - 1].text
        }
        let scroll = min(slice.scroll, max(0, lines.count - inner.height))
        let end = max(0, lines.count - scroll)
        // Long lines wrap (the lesson is in their ends: who set a property, a leak's message),
        // their continuation indented; the latest lines fill the panel from the bottom.
        var rows: [(text: String, kind: LogLine.Kind)] = []
        var start = end
        while start > 0, rows.count < inner.height {
            start -= 1
            let wrapped = Self.wrap(lines[start].text, width: inner.width)
            rows.insert(contentsOf: wrapped.map { ($0, lines[start].kind) }, at: 0)
        }
        // The oldest line shown may be cut at its top (its last rows are the ones that fit); a
        // single line taller than the panel shows its beginning.
        if rows.count > inner.height {
            if start == end - 1 { rows.removeLast(rows.count - inner.height) } else { rows.removeFirst(rows.count - inner.height) }
        }
        var title = "Lifecycle log"
        if let filter = slice.filter { title += "  /\(filter)" }
        if start > 0 || end < lines.count {
            title += "  lines \(start + 1)-\(end) of \(lines.count)"
            if scroll > 0 { title += "  \(theme.up)\(scroll) (End: latest)" }
        }
        theme.box(rect, title: title, on: &grid)
        for (row, line) in rows.enumerated() {
            grid.put(line.text, in: inner, row: row, style: theme.log(line.kind), charset: theme.charset)
        }
    }

    /// `text` in rows of `width`: its own indentation kept, the rows after the first indented
    /// two more.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard DisplayWidth.of(text) > width, width > 8 else { return [text] }
        let indent = String(text.prefix { $0 == " " })
        let body = String(text.dropFirst(indent.count))
        let first = TextLayout.wrap(body, width: width - indent.count)
        guard let head = first.first else { return [text] }
        let rest = first.dropFirst().joined(separator: " ")
        let continuation = indent + "  "
        return [indent + head] + TextLayout.wrap(rest, width: width - continuation.count).map { continuation + $0 }
    }
}
