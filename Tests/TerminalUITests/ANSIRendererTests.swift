import Testing
@testable import TerminalUI

@Suite struct ANSIRendererTests {
    /// Replays `bytes` on a terminal that showed `start` (blank when nil).
    func replay(_ bytes: String, over start: String? = nil, size: Size) -> VirtualTerminal {
        var terminal = VirtualTerminal(width: size.width, height: size.height)
        if let start { terminal.feed(start) }
        terminal.feed(bytes)
        return terminal
    }

    @Test(arguments: [ColorMode.ansi256, .basic8, .none])
    func fullFrameReproducesTheGrid(mode: ColorMode) {
        let grid = GridSamples.screen()
        let bytes = ANSIRenderer(colorMode: mode).render(from: nil, to: grid)
        let terminal = replay(bytes, size: grid.size)
        #expect(terminal.unhandled.isEmpty)
        #expect(terminal.rows == grid.rows)
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                #expect(terminal.screen[x: x, y: y].style == SGR.visible(grid[x: x, y: y].style, mode: mode), "at \(x),\(y)")
            }
        }
    }

    @Test func diffWritesOnlyWhatChanged() throws {
        let renderer = ANSIRenderer()
        let before = GridSamples.screen(selected: 0)
        let after = GridSamples.screen(selected: 1)
        let first = renderer.render(from: nil, to: before)
        let diff = renderer.render(from: before, to: after)
        #expect(diff.utf8.count < first.utf8.count / 4)
        #expect(!diff.contains("\u{1B}[2J"))
        let terminal = replay(diff, over: first, size: after.size)
        #expect(terminal.rows == after.rows)
        #expect(terminal.screen == VirtualTerminal.expected(after, mode: .ansi256))
        #expect(renderer.render(from: after, to: after) == "")
    }

    @Test func oneCellChangeIsAFewBytes() {
        var before = CellGrid(width: 200, height: 60)
        before.put("Dogs", x: 10, y: 30)
        var after = before
        after.put("X", x: 100, y: 59)
        let bytes = ANSIRenderer().render(from: before, to: after)
        #expect(bytes == "\u{1B}[60;101HX")
    }

    @Test func wideGraphemeChangesRewriteTheLeadCell() {
        var before = CellGrid(width: 10, height: 1)
        before.put("ab日本", x: 0, y: 0)
        var after = before
        after.put("語", x: 4, y: 0)
        let renderer = ANSIRenderer()
        let first = renderer.render(from: nil, to: before)
        let diff = renderer.render(from: before, to: after)
        #expect(diff == "\u{1B}[1;5H語")
        #expect(replay(diff, over: first, size: after.size).rows == ["ab日語"])
    }

    @Test func noColorModeEmitsOnlyAttributes() {
        let bytes = ANSIRenderer(colorMode: .none).render(from: nil, to: GridSamples.screen())
        let parameters = sgrParameters(in: bytes)
        #expect(Set(parameters).isSubset(of: ["0", "1", "4", "7"]), "\(parameters)")
        #expect(bytes.contains("\u{1B}[0;7m") && bytes.contains("\u{1B}[0;1m") && bytes.contains("\u{1B}[0;4m"))
    }

    /// Every SGR parameter in `bytes`.
    func sgrParameters(in bytes: String) -> [String] {
        bytes.split(separator: "\u{1B}").filter { $0.hasPrefix("[") && $0.contains("m") }.flatMap {
            $0.dropFirst().prefix { $0 != "m" }.split(separator: ";").map(String.init)
        }
    }

    @Test func basic8MapsGrayToWhite() {
        let bytes = ANSIRenderer(colorMode: .basic8).render(from: nil, to: GridSamples.screen())
        #expect(!bytes.contains("38;5"))
        #expect(bytes.contains("\u{1B}[0;2;37m"))
        let bytes256 = ANSIRenderer(colorMode: .ansi256).render(from: nil, to: GridSamples.screen())
        #expect(bytes256.contains("\u{1B}[0;2;38;5;244m"))
    }

    @Test func resizedGridRedrawsEverything() {
        let renderer = ANSIRenderer()
        let small = GridSamples.screen(width: 30, height: 6)
        let large = GridSamples.screen(width: 50, height: 10)
        let bytes = renderer.render(from: small, to: large)
        #expect(bytes.contains("\u{1B}[2J"))
        #expect(replay(bytes, size: large.size).rows == large.rows)
    }

    @Test(
        arguments: [
            ([:], ColorMode.none), (["TERM": "xterm-256color"], .ansi256), (["TERM": "xterm"], .basic8),
            (["TERM": "vt100"], .none), (["TERM": "xterm-256color", "NO_COLOR": "1"], .none),
            (["TERM": "xterm-256color", "NO_COLOR": ""], .ansi256),
        ] as [([String: String], ColorMode)])
    func colorModeFromEnvironment(environment: [String: String], mode: ColorMode) {
        #expect(ColorMode.detect(environment: environment) == mode)
    }
}

extension VirtualTerminal {
    /// The screen a terminal should show for `grid` rendered in `mode`.
    static func expected(_ grid: CellGrid, mode: ColorMode) -> CellGrid {
        var expected = CellGrid(width: grid.width, height: grid.height)
        for y in 0..<grid.height {
            for x in 0..<grid.width where !grid[x: x, y: y].isContinuation {
                let cell = grid[x: x, y: y]
                expected.set(Cell(Character(cell.text), style: SGR.visible(cell.style, mode: mode)), x: x, y: y)
            }
        }
        return expected
    }
}
