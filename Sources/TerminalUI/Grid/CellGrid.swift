/// A rectangle of cells the UI renders into: a pure value, compared and
/// diffed by the backends, turned into plain text lines for golden tests.
///
/// Writes clip to the grid; a wide grapheme always occupies a lead cell and
/// a continuation cell, and overwriting either half of one blanks the other.
public struct CellGrid: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Row-major cells, `width * height` of them.
    public private(set) var cells: [Cell]

    /// A grid of `width` x `height` cells, all `fill`.
    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: fill, count: self.width * self.height)
    }

    /// A grid of the given size, all blank.
    public init(size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// The grid's size.
    public var size: Size { Size(width: width, height: height) }

    /// The whole grid as a rectangle at the origin.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x`, row `y`; `.blank` outside the grid.
    public subscript(x x: Int, y y: Int) -> Cell {
        guard x >= 0, y >= 0, x < width, y < height else { return .blank }
        return cells[y * width + x]
    }

    /// Writes `text` from column `x` on row `y`, one grapheme per cell (two
    /// for wide ones), clipped to the grid and to `maxWidth` columns.
    /// A wide grapheme that would straddle the clip edge becomes a space.
    /// Returns the column after the last one written.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain, maxWidth: Int? = nil) -> Int {
        guard y >= 0, y < height else { return x }
        let limit = min(width, maxWidth.map { x + max(0, $0) } ?? width)
        var column = x
        for character in text {
            if column >= limit { break }
            let (glyph, glyphWidth) = DisplayWidth.cellText(character)
            if glyphWidth == 0 { continue }
            if column < 0 {
                if column + glyphWidth > 0 { setCell(Cell(" ", style: style), x: 0, y: y) }
                column += glyphWidth
                continue
            }
            if column + glyphWidth > limit {
                setCell(Cell(" ", style: style), x: column, y: y)
                column = limit
                break
            }
            setGrapheme(glyph, width: glyphWidth, style: style, x: column, y: y)
            column += glyphWidth
        }
        return column
    }

    /// Writes `text` at `point`; see `put(_:x:y:style:maxWidth:)`.
    @discardableResult
    public mutating func put(_ text: String, at point: Point, style: Style = .plain, maxWidth: Int? = nil) -> Int {
        put(text, x: point.x, y: point.y, style: style, maxWidth: maxWidth)
    }

    /// Sets one cell (a wide `cell` also takes the next column, if it fits).
    public mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < width, y < height, !cell.isContinuation else { return }
        if cell.width == 2 {
            if x + 1 < width {
                setGrapheme(cell.text, width: 2, style: cell.style, x: x, y: y)
            } else {
                setCell(Cell(" ", style: cell.style), x: x, y: y)
            }
        } else {
            setCell(cell, x: x, y: y)
        }
    }

    /// Fills `rect` (clipped) with `cell`.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let step = max(1, cell.width)
        for y in area.minY..<area.maxY {
            var x = area.minX
            while x < area.maxX {
                if step == 2 && x + 1 >= area.maxX {
                    setCell(Cell(" ", style: cell.style), x: x, y: y)
                } else {
                    set(cell, x: x, y: y)
                }
                x += step
            }
        }
    }

    /// Plain text lines, one per row, trailing spaces trimmed.
    public var rows: [String] { rows(trimmingTrailingSpaces: true) }

    /// Plain text lines, one per row; continuation cells contribute nothing.
    public func rows(trimmingTrailingSpaces trim: Bool) -> [String] {
        (0..<height).map { row($0, trimmingTrailingSpaces: trim) }
    }

    /// The text of row `y`.
    public func row(_ y: Int, trimmingTrailingSpaces trim: Bool = true) -> String {
        guard y >= 0, y < height else { return "" }
        var line = ""
        for cell in cells[(y * width)..<((y + 1) * width)] { line += cell.text }
        if trim {
            while line.last == " " { line.removeLast() }
        }
        return line
    }

    /// The rows joined by newlines (trailing spaces trimmed).
    public var text: String { rows.joined(separator: "\n") }

    // MARK: - Internals keeping wide graphemes whole

    private mutating func setGrapheme(_ glyph: String, width glyphWidth: Int, style: Style, x: Int, y: Int) {
        if glyphWidth == 2 {
            breakWide(at: x, y: y, keeping: x..<(x + 2))
            breakWide(at: x + 1, y: y, keeping: x..<(x + 2))
            cells[y * width + x] = Cell(Character(glyph), style: style)
            cells[y * width + x + 1] = .continuation(style: style)
        } else {
            setCell(Cell(Character(glyph), style: style), x: x, y: y)
        }
    }

    private mutating func setCell(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, x < width else { return }
        breakWide(at: x, y: y, keeping: x..<(x + 1))
        cells[y * width + x] = cell
    }

    /// Before column `x` is overwritten, blanks the other half of a wide
    /// grapheme that `x` belongs to, unless that half is also being written.
    private mutating func breakWide(at x: Int, y: Int, keeping written: Range<Int>) {
        guard x >= 0, x < width else { return }
        let index = y * width + x
        let existing = cells[index]
        if existing.isContinuation, x > 0, !written.contains(x - 1) {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
        } else if existing.width == 2, x + 1 < width, !written.contains(x + 1) {
            cells[index + 1] = Cell(" ", style: existing.style)
        }
    }
}
