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

    /// The layout for `state` at `size`: the banner as tall as the step explanation needs, the
    /// hierarchy as tall as it would like; the rows neither the phone nor the panels beside it use
    /// go to the log (the lesson is there).
    public static func layout(for state: NavigatorState, size: Size, charset: BoxCharset = .unicode) -> NavigatorLayout? {
        let banner = StepBanner.lines(for: state.pause, width: size.width, charset: charset).count
        let hierarchy = 1 + (state.hierarchy?.flattened().count ?? 0)
        // The pane is beside the phone: about three fifths of the width, a third when wide.
        let paneWidth = size.width >= NavigatorLayout.wideWidth && !state.presentation ? size.width / 3 : size.width * 3 / 5
        let source = state.source.map { SourcePanel.height(of: $0, width: paneWidth) } ?? 0
        let crashed = state.crash != nil || state.hung
        func layout(topLines: Int, phoneLines: Int = 0, inspectorLines: (Int, Int) = (0, 0)) -> NavigatorLayout? {
            NavigatorLayout(
                size: size, bannerLines: banner, hierarchyLines: hierarchy, sourceLines: state.showMap ? 0 : source,
                presentation: state.presentation, crashed: crashed, topLines: topLines, phoneLines: phoneLines,
                inspectorLines: inspectorLines.0, inspectorLinesUnderPhone: inspectorLines.1)
        }
        // The map and the crash report use every row they get.
        guard let full = layout(topLines: 0), !state.showMap, !crashed else { return layout(topLines: 0) }
        let phone = PhonePanel.height(of: state.screen, width: full.phone.width)
        let inspector = InspectorPanel(theme: Theme(charset: charset))
        let inspectorLines = 2 + max(1, inspector.lines(of: InspectorPanel.slice(of: state), width: full.inspector.width - 2).count)
        if full.source != nil, state.presentation {
            // Presenting the code: over the inspector, or the inspector under the phone (see
            // NavigatorLayout); the column is full.
            let underPhone = 2 + inspector.lines(of: InspectorPanel.slice(of: state), width: full.phone.width - 2).count
            return layout(topLines: 0, phoneLines: phone, inspectorLines: (inspectorLines, underPhone))
        }
        // Beside the phone: the panels stacked over the inspector (side by side when wide).
        let above = [full.hierarchy, full.source].compactMap { $0 }
        let wide = above.contains { $0.minX != full.inspector.minX }
        // (Side by side, the hierarchy or the code is as tall as the column: what it needs counts.)
        var besideNeeds = max(5, hierarchy + 2)
        if let pane = full.source, let excerpt = state.source { besideNeeds = SourcePanel.height(of: excerpt, width: pane.width) }
        let right = wide ? max(besideNeeds, inspectorLines) : above.map(\.height).reduce(0, +) + inspectorLines
        return layout(topLines: max(phone, right))
    }

    /// How many lines the log shows for `state` at `size` (a page, for PgUp and PgDn).
    public static func logLines(for state: NavigatorState, size: Size) -> Int {
        max(1, (layout(for: state, size: size)?.log.height ?? 3) - 2)
    }

    public func render(_ state: NavigatorState, size: Size) -> Frame {
        var grid = CellGrid(size: size)
        guard let layout = Self.layout(for: state, size: size, charset: theme.charset) else {
            let lines = TextLayout.wrap(
                "vcnav needs at least \(NavigatorLayout.minimum.width)x\(NavigatorLayout.minimum.height); this terminal is \(size.width)x\(size.height). Make it larger, or press q to quit.",
                width: max(1, size.width))
            for (row, line) in lines.prefix(size.height).enumerated() { grid.put(line, x: 0, y: row) }
            return Frame(grid: grid, hitAreas: [])
        }
        let theme = state.presentation ? Theme(charset: self.theme.charset, highContrast: true) : self.theme
        let crashed = state.crash != nil || state.hung
        // Where the phone's elements landed: a click there taps them (none over the help).
        var hits: [HitArea] = []
        if crashed {
            CrashPanel(theme: theme).draw(state, in: layout.phone, on: &grid)
        } else {
            hits = PhonePanel(theme: theme).drawTappable(PhonePanel.slice(of: state), in: layout.phone, on: &grid)
        }
        if state.showMap {
            MapPanel(theme: theme).draw(state, in: layout.map, on: &grid)
        } else {
            if let hierarchy = layout.hierarchy { HierarchyPanel(theme: theme).draw(state, in: hierarchy, on: &grid) }
            if let source = layout.source { SourcePanel(theme: theme).draw(state, in: source, on: &grid) }
            InspectorPanel(theme: theme).draw(state, in: layout.inspector, on: &grid)
        }
        if let banner = layout.banner { StepBanner(theme: theme).draw(state, in: banner, on: &grid) }
        LogPanel(theme: theme).draw(state, in: layout.log, on: &grid)
        StatusBar(theme: theme).draw(state, in: layout.status, on: &grid)
        if state.showHelp {
            HelpOverlay(theme: theme).draw(state, in: grid.bounds, on: &grid)
            hits.removeAll()
        }
        return Frame(grid: grid, hitAreas: hits)
    }
}

extension CellGrid {
    /// Writes `text` on the rectangle's row `row` from `column`, returning the width written; a
    /// text too long for the room left ends with the ellipsis (`…`, `...` in ASCII), so a cut
    /// line says it was cut.
    @discardableResult
    mutating func put(
        _ text: String, in rect: Rect, row: Int, column: Int = 0, style: Style = .plain, charset: BoxCharset = .unicode
    ) -> Int {
        guard row >= 0, row < rect.height, column < rect.width else { return 0 }
        let start = rect.minX + column
        let shown = TextLayout.truncate(text, toWidth: rect.width - column, charset: charset)
        return put(shown, x: start, y: rect.minY + row, style: style, maxWidth: rect.width - column) - start
    }
}
