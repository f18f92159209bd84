import Foundation
import Navigator

/// The bottom line: the command line, a message, or the keys.
struct StatusBar: Panel {
    let theme: Theme

    func draw(_ state: NavigatorState, in rect: Rect, on grid: inout CellGrid) -> [HitArea] {
        if let command = state.commandLine {
            grid.put(":" + Self.tail(of: command, fitting: rect.width - 2) + theme.cursor, in: rect, row: 0, style: .bold)
            return []
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
        return []
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
