import Foundation
import Navigator
import SimUIKit
import TerminalUI

/// `vcnav replay SCRIPT --cast FILE`: an asciinema v2 recording of the script played in the
/// navigator, rendered without a terminal, written through `OutputFile` (never over the script,
/// replaced only once complete). A check that fails (or an unexpected crash) stops
/// the script, as headless, and makes the exit status 1; the recording shows it.
@MainActor
enum CastCommand {
    static func export(
        _ script: ReplayScript, to path: String, inputs: [InputFile], configuration: AppConfiguration, presentation: Bool,
        timeout: Double
    ) throws -> Int32 {
        let file = try TextFile.open(path, what: "cast", inputs: inputs)
        let controller = NavigatorCommand.makeController(configuration, presentation: presentation, timeout: timeout)
        defer { controller.session.terminate() }
        let colorMode = ColorMode.detect(environment: ProcessInfo.processInfo.environment, colors: 256)
        // The writer hands over complete lines, each ending in a line feed.
        var stage = CastStage(script: script, colorMode: colorMode) { line in file.write(String(line.dropLast())) }
        let player = ScriptPlayer(script: script)
        let end = player.play(controller, on: &stage)
        stage.finish(holding: player.pace)
        let written = TextFile.commit(file)
        guard written == ExitCode.ok else { return written }
        Console.error("wrote \(ValueRenderer.visible(path)) (\(stage.size.width)x\(stage.size.height))")
        guard case .finished(let failure?) = end else { return ExitCode.ok }
        Console.errorLine(failure.description)
        return ExitCode.failure
    }
}
