import Foundation
import SimUIKit
import Navigator
import TerminalUI

/// `vcnav replay SCRIPT --cast FILE`: an asciinema v2 recording of the script played in the
/// navigator, rendered without a terminal.
@MainActor
enum CastCommand {
    static func export(_ script: ReplayScript, to path: String, configuration: AppConfiguration, timeout: Double) throws -> Int32 {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw VCNavError(message: "cannot write the recording '\(path)'", exitCode: ExitCode.noInput)
        }
        defer { try? handle.close() }
        let session = ChildProcessSession(executable: AppResolver.executable, configuration: configuration, timeout: timeout)
        defer { session.terminate() }
        let controller = NavigatorController(session: session, appSummary: configuration.summary)
        if let first = script.lines.first(where: { $0.command.isAction })?.command, first != .launch, first != .relaunch {
            controller.launch()
        }
        var exporter = CastExporter(script: script)
        exporter.colorMode = ProcessInfo.processInfo.environment["NO_COLOR"].map { $0.isEmpty ? .ansi256 : .none } ?? .ansi256
        exporter.export(controller: controller) { line in handle.write(Data((line + "\n").utf8)) }
        StandardStreams.writeError("vcnav: wrote \(path) (\(exporter.size.width)x\(exporter.size.height))\n")
        return ExitCode.ok
    }
}
