import Foundation
import Navigator
import TerminalUI

/// Composing one frame at 200x60, and the bytes one key press sends to the terminal.
@MainActor
enum FrontEndBench {
    static func run(into table: inout Table) {
        let controller = NavigatorController(session: InProcessSession(configuration: Bench.demo), appSummary: "the Pets demo")
        controller.send(.command(.launch))
        controller.send(.command(.tap(.text("Cats"))))
        let view = NavigatorView(theme: Theme(charset: .unicode))
        let size = Size(width: 200, height: 60)
        var grid = CellGrid(size: size)
        let compose =
            measure(runs: 20) {
                for _ in 0..<50 { grid = view.render(controller.state, size: size).grid }
            } / 50
        let renderer = ANSIRenderer(colorMode: .ansi256)
        let full = renderer.render(from: nil, to: grid)
        controller.send(.moveInspection(by: 1))
        let next = view.render(controller.state, size: size).grid
        let keyPress = renderer.render(from: grid, to: next)
        table.add("front end: compose one 200x60 frame", format(compose))
        table.add(
            "front end: bytes for one key press ([ : inspect another controller)", "\(keyPress.utf8.count) B",
            baseline: "full frame \(full.utf8.count) B",
            ratio: String(format: "%.1f%%", 100 * Double(keyPress.utf8.count) / Double(full.utf8.count)))
    }
}
