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
        /// Where each screen element is on the terminal.
        public var hitAreas: [HitArea]
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
        let panels: [(any Panel, Rect)] = [
            (PhonePanel(theme: theme), layout.phone),
            (HierarchyPanel(theme: theme), layout.hierarchy),
            (InspectorPanel(theme: theme), layout.inspector),
            (LogPanel(theme: theme), layout.log),
            (StatusBar(theme: theme), layout.status),
        ]
        var hits = panels.flatMap { panel, rect in panel.draw(state, in: rect, on: &grid) }
        // A dialog over the panels takes the clicks.
        if let overlay = overlay(for: state) {
            _ = overlay.draw(state, in: grid.bounds, on: &grid)
            hits.removeAll()
        }
        return Frame(grid: grid, hitAreas: hits)
    }

    /// The dialog drawn over the panels, if any: the crash report, else the help.
    private func overlay(for state: NavigatorState) -> (any Panel)? {
        if state.crash != nil || state.hung { return CrashOverlay(theme: theme) }
        return state.showHelp ? HelpOverlay(theme: theme) : nil
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
