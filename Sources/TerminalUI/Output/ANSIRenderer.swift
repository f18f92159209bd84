/// Turns cell grids into the bytes a VT100/xterm-style terminal needs to
/// show them: cursor positioning (CUP), SGR attributes, and on a full frame
/// a clear (ED 2). Used for asciinema recordings and to measure the bytes a
/// key press costs.
///
/// Given the previous frame, only changed cells are written: each row's
/// changes are grouped into runs (gaps of a few unchanged cells are
/// rewritten rather than jumped over, when that is shorter), each run
/// starts with one CUP. Every frame ends with the attributes reset, and a
/// diff assumes they were reset by the frame before.
public struct ANSIRenderer: Sendable {
    /// Which colours to emit.
    public var colorMode: ColorMode

    /// A renderer emitting colours per `colorMode`.
    public init(colorMode: ColorMode = .ansi256) {
        self.colorMode = colorMode
    }

    /// The bytes that turn a screen showing `previous` (nil: unknown or
    /// blank) into one showing `grid`. A previous grid of another size
    /// counts as unknown.
    public func render(from previous: CellGrid?, to grid: CellGrid) -> String {
        var out = ""
        // Every frame ends with plain attributes, so a diff starts from them.
        var current = Style.plain
        let diff = previous.flatMap { $0.size == grid.size ? $0 : nil }
        if diff == nil {
            out += "\u{1B}[?25l" + SGR.reset + "\u{1B}[H\u{1B}[2J"
        }
        for y in 0..<grid.height {
            for run in runs(in: y, of: grid, comparedTo: diff) {
                out += "\u{1B}[\(y + 1);\(run.lowerBound + 1)H"
                for x in run {
                    let cell = grid[x: x, y: y]
                    if cell.isContinuation { continue }
                    let style = SGR.visible(cell.style, mode: colorMode)
                    if style != current {
                        out += SGR.sequence(for: style, mode: colorMode)
                        current = style
                    }
                    out += cell.text
                }
            }
        }
        if current != .plain { out += SGR.reset }
        return out
    }

    /// Column ranges of row `y` to rewrite. Without a previous grid, every
    /// non-blank cell (the screen was just cleared). Ranges never start or
    /// end inside a wide grapheme.
    func runs(in y: Int, of grid: CellGrid, comparedTo previous: CellGrid?) -> [Range<Int>] {
        let blank = SGR.visible(.plain, mode: colorMode)
        func needsWrite(_ x: Int) -> Bool {
            let cell = grid[x: x, y: y]
            if let previous {
                let old = previous[x: x, y: y]
                return old.text != cell.text
                    || SGR.visible(old.style, mode: colorMode) != SGR.visible(cell.style, mode: colorMode)
            }
            return cell.text != " " || SGR.visible(cell.style, mode: colorMode) != blank
        }
        // A jump costs a CUP of about 8 bytes; rewriting a gap is cheaper below that.
        let maxGap = 6
        var result: [Range<Int>] = []
        var x = 0
        while x < grid.width {
            guard needsWrite(x) else {
                x += 1
                continue
            }
            var start = x
            if grid[x: start, y: y].isContinuation, start > 0 { start -= 1 }
            var end = x + 1
            var gap = 0
            var probe = end
            while probe < grid.width {
                if needsWrite(probe) {
                    end = probe + 1
                    gap = 0
                } else {
                    gap += 1
                    if gap > maxGap { break }
                }
                probe += 1
            }
            if end < grid.width, grid[x: end, y: y].isContinuation { end += 1 }
            if let last = result.last, last.upperBound >= start {
                result[result.count - 1] = last.lowerBound..<end
            } else {
                result.append(start..<end)
            }
            x = end
        }
        return result
    }
}
