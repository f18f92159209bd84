import Foundation
import Testing
@testable import TerminalUI

@Suite struct AsciicastTests {
    /// Records `grids` one per second, as the replay player would.
    func record(_ grids: [CellGrid], markers: [Int: String] = [:]) -> String {
        var text = ""
        let first = grids[0]
        let writer = AsciicastWriter(header: AsciicastHeader(width: first.width, height: first.height, title: "demo")) {
            text += $0
        }
        let renderer = ANSIRenderer()
        var previous: CellGrid? = nil
        for (index, grid) in grids.enumerated() {
            if let label = markers[index] { writer.marker(label, at: Double(index)) }
            if let previous, previous.size != grid.size { writer.resize(grid.size, at: Double(index)) }
            writer.output(renderer.render(from: previous, to: grid), at: Double(index) + 0.25)
            previous = grid
        }
        return text
    }

    @Test func framesReadBackToTheLastGrid() throws {
        let grids = [
            GridSamples.screen(selected: 0),
            GridSamples.screen(selected: 1, note: "tapped \"Fido\" \\ ok"),
            GridSamples.screen(selected: 2, note: "日本 ✓ done"),
        ]
        let text = record(grids, markers: [1: "Storyboard creator"])
        let reader = try AsciicastReader(text: text)
        #expect(reader.header == AsciicastHeader(width: 40, height: 8, title: "demo"))
        #expect(reader.markers == ["Storyboard creator"])
        #expect(reader.finalScreen == grids[2].rows)
        #expect(reader.replay(until: 1.5).rows == grids[1].rows)
        #expect(reader.replay().unhandled.isEmpty)
        #expect(reader.replay().screen == VirtualTerminal.expected(grids[2], mode: .ansi256))
    }

    @Test func resizeEventsResizeTheReplay() throws {
        let grids = [GridSamples.screen(width: 30, height: 6), GridSamples.screen(width: 44, height: 9, note: "big")]
        let reader = try AsciicastReader(text: record(grids))
        #expect(reader.events.map(\.kind) == [.output, .resize, .output])
        #expect(reader.finalScreen == grids[1].rows)
    }

    @Test func headerAndEventLinesAreExact() {
        var lines: [String] = []
        let writer = AsciicastWriter(
            header: AsciicastHeader(width: 80, height: 24, timestamp: 1_700_000_000, title: "Dogs \"demo\"")
        ) { lines.append($0) }
        writer.output("\u{1B}[1;1Hé\n/\t", at: 0)
        writer.marker("Cats", at: 1.5)
        writer.output("x", at: 2.000_000_4)
        #expect(
            lines == [
                "{\"version\": 2, \"width\": 80, \"height\": 24, \"timestamp\": 1700000000, \"title\": \"Dogs \\\"demo\\\"\", \"env\": {\"TERM\": \"xterm-256color\"}}\n",
                "[0.0, \"o\", \"\\u001b[1;1Hé\\n/\\t\"]\n",
                "[1.5, \"m\", \"Cats\"]\n",
                "[2.0, \"o\", \"x\"]\n",
            ])
    }

    @Test func everyLineIsValidJSON() throws {
        let text = record([GridSamples.screen(), GridSamples.screen(selected: 2)])
        for line in text.split(separator: "\n") {
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(line.utf8)) }
        }
    }

    @Test func malformedRecordingsSayWhere() {
        #expect(throws: AsciicastReader.FormatError.self) { try AsciicastReader(text: "") }
        do {
            _ = try AsciicastReader(text: "{\"version\": 2, \"width\": 10, \"height\": 2}\n[0.1, \"o\"]\n", file: "short.cast")
            Issue.record("expected a format error")
        } catch {
            #expect("\(error)" == "short.cast:2:1: event is not [time, code, data]")
        }
    }

    @Test func splitEscapeSequencesAcrossEvents() {
        var terminal = VirtualTerminal(width: 10, height: 2)
        terminal.feed("\u{1B}[2;")
        terminal.feed("3Hok")
        #expect(terminal.rows == ["", "  ok"])
    }
}
