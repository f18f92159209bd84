import Foundation
import Navigator

/// Step mode's banner: the callback the app is paused before (or the injection it stopped right
/// after) and what it is for, in full
/// (wrapped to the width, never cut: the layout gives it the rows it needs), above the log.
struct StepBanner: Panel {
    let theme: Theme

    /// The banner's lines at a terminal `width` (none when not paused).
    /// The pause the banner explains (nil: no banner).
    static func slice(of state: NavigatorState) -> StepPause? { state.pause }

    static func lines(for pause: StepPause?, width: Int, charset: BoxCharset) -> [String] {
        guard let pause else { return [] }
        let symbols = Theme(charset: charset)
        let text = "\(symbols.pause) \(pause.heading) \(pause.call)\(symbols.dash)\(pause.explanation)"
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

    func draw(_ pause: StepPause?, in rect: Rect, on grid: inout CellGrid) {
        let lines = Self.lines(for: pause, width: rect.width, charset: theme.charset)
        for row in 0..<rect.height {
            let line = row < lines.count ? " " + lines[row] : ""
            let padded = line + String(repeating: " ", count: max(0, rect.width - DisplayWidth.of(line)))
            grid.put(padded, in: rect, row: row, style: theme.banner, charset: theme.charset)
        }
    }
}
