import Foundation
import Navigator

/// The whole navigator screen: a pure function of the state and the terminal's size.
public struct NavigatorView {
    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    /// What was drawn: the grid, and where each screen element is (for mouse clicks).
    public struct Frame {
        public var grid: CellGrid
        /// Screen element index → its rectangle on the terminal.
        public var hitAreas: [(index: Int, rect: Rect)]
    }

    public func render(_ state: NavigatorState, size: Size) -> Frame {
        var grid = CellGrid(size: size)
        guard let layout = NavigatorLayout(size: size) else {
            let lines = TextLayout.wrap(
                "vcnav needs at least \(NavigatorLayout.minimum.width)x\(NavigatorLayout.minimum.height); this terminal is \(size.width)x\(size.height). Make it larger, or press q to quit.",
                width: max(1, size.width))
            for (row, line) in lines.prefix(size.height).enumerated() { grid.put(line, x: 0, y: row) }
            return Frame(grid: grid, hitAreas: [])
        }
        var hits: [(Int, Rect)] = []
        PhonePanel(theme: theme).draw(state, in: layout.phone, on: &grid, hits: &hits)
        HierarchyPanel(theme: theme).draw(state, in: layout.hierarchy, on: &grid)
        InspectorPanel(theme: theme).draw(state, in: layout.inspector, on: &grid)
        LogPanel(theme: theme).draw(state, in: layout.log, on: &grid)
        StatusBar(theme: theme).draw(state, in: layout.status, on: &grid)
        if state.crash != nil || state.hung {
            Overlays(theme: theme).drawCrash(state, in: grid.bounds, on: &grid)
            hits.removeAll()
        } else if state.showHelp {
            Overlays(theme: theme).drawHelp(in: grid.bounds, on: &grid)
            hits.removeAll()
        }
        return Frame(grid: grid, hitAreas: hits)
    }
}

extension CellGrid {
    /// Writes `text` clipped to the rectangle's row `row`, returning the width written.
    @discardableResult
    mutating func put(_ text: String, in rect: Rect, row: Int, column: Int = 0, style: Style = .plain) -> Int {
        guard row >= 0, row < rect.height, column < rect.width else { return 0 }
        let start = rect.minX + column
        return put(text, x: start, y: rect.minY + row, style: style, maxWidth: rect.width - column) - start
    }
}
