@testable import TerminalUI

/// Grids shared by the renderer and recording tests.
enum GridSamples {
    /// A small screen with a box, styles, colours and wide text.
    static func screen(width: Int = 40, height: Int = 8, selected: Int = 0, note: String = "") -> CellGrid {
        var grid = CellGrid(width: width, height: height)
        grid.drawBox(grid.bounds, title: "Dogs", style: Style(foreground: .cyan))
        for (index, name) in ["Rex", "Fido", "日本の犬 ✓"].enumerated() {
            let style = index == selected ? Style.reverse : Style(foreground: .green)
            grid.put(name, x: 2, y: 1 + index, style: style)
        }
        grid.put("bold", x: 2, y: 5, style: .bold)
        grid.put("dim gray", x: 8, y: 5, style: Style(foreground: .gray, dim: true))
        grid.put("on blue", x: 18, y: 5, style: Style(foreground: .white, background: .blue, underline: true))
        grid.put(note, x: 2, y: 6)
        return grid
    }
}
