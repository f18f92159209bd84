import Foundation
import Navigator

/// The bottom line: the command line, a message, or the keys.
struct StatusBar: Panel {
    let theme: Theme

    func draw(_ state: NavigatorState, in rect: Rect, on grid: inout CellGrid) -> [HitArea] {
        if let command = state.commandLine {
            grid.put(":" + command + theme.cursor, in: rect, row: 0, style: .bold)
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
}
