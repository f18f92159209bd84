import Testing
@testable import TerminalUI

@Suite struct CellGridTests {
    @Test func putClipsToGridAndMaxWidth() {
        var grid = CellGrid(width: 6, height: 2)
        let end = grid.put("Hello, world", x: 1, y: 0)
        #expect(end == 6)
        grid.put("abcdef", x: 0, y: 1, maxWidth: 3)
        #expect(grid.rows == [" Hello", "abc"])
        grid.put("zz", x: 0, y: 5)  // off the grid: ignored
        #expect(grid.rows == [" Hello", "abc"])
    }

    @Test func wideGraphemesTakeTwoCellsAndStraddlingBecomesSpace() {
        var grid = CellGrid(width: 5, height: 2)
        grid.put("日本語", x: 0, y: 0)
        #expect(grid.rows(trimmingTrailingSpaces: false) == ["日本 ", "     "])
        #expect(grid[x: 1, y: 0].isContinuation)
        #expect(grid[x: 4, y: 0] == Cell(" "))
        grid.put("a日b", x: 0, y: 1, maxWidth: 2)
        #expect(grid.rows(trimmingTrailingSpaces: false)[1] == "a    ")
    }

    @Test func overwritingHalfAWideGraphemeBlanksTheOtherHalf() {
        var grid = CellGrid(width: 4, height: 1)
        grid.put("日本", x: 0, y: 0)
        grid.put("x", x: 1, y: 0)  // right half of 日
        #expect(grid.rows == [" x本"])
        grid.put("y", x: 2, y: 0)  // left half of 本
        #expect(grid.rows == [" xy"])
        #expect(!grid[x: 3, y: 0].isContinuation)
    }

    @Test func negativeStartClipsOnTheLeft() {
        var grid = CellGrid(width: 4, height: 1)
        grid.put("日本x", x: -1, y: 0)
        #expect(grid.rows == [" 本x"])
    }

    @Test func combiningMarksShareTheirBaseCell() {
        var grid = CellGrid(width: 4, height: 1)
        grid.put("e\u{301}tc", x: 0, y: 0)
        #expect(grid.rows == ["e\u{301}tc"])
        #expect(grid[x: 1, y: 0].text == "t")
    }

    @Test func fillClipsAndSetsStyle() {
        var grid = CellGrid(width: 4, height: 3)
        grid.fill(Rect(x: 2, y: 1, width: 5, height: 5), with: Cell("#", style: .reverse))
        #expect(grid.rows == ["", "  ##", "  ##"])
        #expect(grid[x: 3, y: 2].style == .reverse)
    }

    @Test func unicodeBoxWithTitle() {
        var grid = CellGrid(width: 12, height: 4)
        grid.drawBox(grid.bounds, title: "Dogs")
        #expect(
            grid.rows == [
                "┌ Dogs ────┐",
                "│          │",
                "│          │",
                "└──────────┘",
            ])
    }

    @Test func asciiBoxTruncatesALongTitle() {
        var grid = CellGrid(width: 10, height: 3)
        grid.drawBox(grid.bounds, title: "Navigation stack", charset: .ascii)
        grid.drawDivider(in: grid.bounds, y: 1, charset: .ascii)
        #expect(
            grid.rows == [
                "+ Nav... +",
                "+--------+",
                "+--------+",
            ])
    }

    @Test func tinyBoxesDrawNothing() {
        var grid = CellGrid(width: 3, height: 3)
        grid.drawBox(Rect(x: 0, y: 0, width: 1, height: 3))
        #expect(grid.rows == ["", "", ""])
    }

    @Test func rectGeometry() {
        let rect = Rect(x: 2, y: 3, width: 4, height: 5)
        #expect(rect.maxX == 6 && rect.maxY == 8)
        #expect(rect.contains(Point(x: 5, y: 7)) && !rect.contains(Point(x: 6, y: 7)))
        #expect(rect.intersection(Rect(x: 0, y: 0, width: 3, height: 4)) == Rect(x: 2, y: 3, width: 1, height: 1))
        #expect(rect.insetBy(dx: 1, dy: 1) == Rect(x: 3, y: 4, width: 2, height: 3))
        #expect("\(Size(width: 80, height: 24))" == "80x24")
    }
}
