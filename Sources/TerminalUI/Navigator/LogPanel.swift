import Foundation
import Navigator

/// The lifecycle log: scrolling, coloured by kind, filterable; the step-mode banner on top.
struct LogPanel {
    let theme: Theme

    func draw(_ state: NavigatorState, in rect: Rect, on grid: inout CellGrid) {
        var title = "Lifecycle log"
        if let filter = state.logFilter { title += "  /\(filter)" }
        if state.logScroll > 0 { title += "  ↑\(state.logScroll)" }
        grid.drawBox(rect, title: title, style: theme.border, charset: theme.charset)
        var inner = rect.insetBy(dx: 1, dy: 1)
        if let paused = state.pausedBefore {
            let banner = TextLayout.wrap("\(theme.pause) Paused before \(paused)   [n] next  [s] step off", width: inner.width)
            for (row, line) in banner.prefix(2).enumerated() {
                grid.put(
                    line + String(repeating: " ", count: max(0, inner.width - DisplayWidth.of(line))), in: inner, row: row,
                    style: theme.banner)
            }
            let used = min(2, banner.count)
            inner = Rect(x: inner.minX, y: inner.minY + used, width: inner.width, height: max(0, inner.height - used))
        }
        let lines = state.visibleLog
        let end = max(0, lines.count - state.logScroll)
        let start = max(0, end - inner.height)
        for (row, line) in lines[start..<end].enumerated() {
            grid.put(line.text, in: inner, row: row, style: theme.log(line.kind))
        }
    }
}

/// The bottom line: the command line, a message, or the keys.
struct StatusBar {
    let theme: Theme

    func draw(_ state: NavigatorState, in rect: Rect, on grid: inout CellGrid) {
        if let command = state.commandLine {
            grid.put(":" + Self.tail(of: command, fitting: rect.width - 2) + theme.cursor, in: rect, row: 0, style: .bold)
            return
        }
        var column = 0
        if let path = state.recordingPath {
            column += grid.put(
                "\(theme.recording) REC \(URL(fileURLWithPath: path).lastPathComponent) ", in: rect, row: 0, style: theme.error)
        }
        if state.stepping {
            column += grid.put("STEP ", in: rect, row: 0, column: column, style: theme.warning)
        }
        if let playback = state.playback {
            column += grid.put("\(theme.play) \(playback) ", in: rect, row: 0, column: column, style: theme.good)
        }
        if let message = state.message {
            grid.put(message, in: rect, row: 0, column: column, style: message.hasPrefix("✗") ? theme.error : .bold)
        } else {
            grid.put(
                "?:help  Tab:focus  Enter:tap  b:back  d:dismiss  s:step  n:next  ::command  R:record  q:quit",
                in: rect, row: 0, column: column, style: theme.dim)
        }
    }

    /// The end of `text` that fits `width` columns, `…` first when it was cut: a long `:` line
    /// shows where the cursor is.
    static func tail(of text: String, fitting width: Int) -> String {
        guard width > 1, DisplayWidth.of(text) > width else { return text }
        var kept: [Character] = []
        var used = 1
        for character in text.reversed() {
            let columns = DisplayWidth.cellText(character).width
            if used + columns > width { break }
            used += columns
            kept.append(character)
        }
        return "…" + String(kept.reversed())
    }
}
