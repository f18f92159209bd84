import Foundation
import Navigator

/// The lifecycle log: scrolling, coloured by kind, filterable; the step-mode banner on top.
struct LogPanel: Panel {
    let theme: Theme

    func draw(_ state: NavigatorState, in rect: Rect, on grid: inout CellGrid) -> [HitArea] {
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
        return []
    }
}
