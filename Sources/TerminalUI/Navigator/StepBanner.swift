import Foundation
import Navigator

/// Step mode's banner: the callback the app is paused before and what it is for, in full
/// (wrapped to the width, never cut: the layout gives it the rows it needs), above the log.
struct StepBanner: Panel {
    let theme: Theme

    /// The banner's lines at a terminal `width` (none when not paused).
    static func lines(for state: NavigatorState, width: Int, charset: BoxCharset) -> [String] {
        guard let pause = state.pause else { return [] }
        let symbols = Theme(charset: charset)
        let text = "\(symbols.pause) Paused before \(pause.call)\(symbols.dash)\(pause.explanation)"
        let room = max(1, width - 2)
        var lines = TextLayout.wrap(text, width: room)
        // The keys stay together: after the text when they fit there, else on a row of their own.
        let keys = "[n] next [s] step off"
        if let last = lines.last, DisplayWidth.of(last) + 3 + DisplayWidth.of(keys) <= room {
            lines[lines.count - 1] = last + "   " + keys
        } else {
            lines += TextLayout.wrap(keys, width: room)
        }
        return lines
    }

    func draw(_ state: NavigatorState, in rect: Rect, on grid: inout CellGrid) -> [HitArea] {
        let lines = Self.lines(for: state, width: rect.width, charset: theme.charset)
        for row in 0..<rect.height {
            let line = row < lines.count ? " " + lines[row] : ""
            let padded = line + String(repeating: " ", count: max(0, rect.width - DisplayWidth.of(line)))
            grid.put(padded, in: rect, row: row, style: theme.banner, charset: theme.charset)
        }
        return []
    }
}
