import Foundation
import SimUIKit
import Navigator
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// `vcnav` with no subcommand (and `vcnav record FILE`): the interactive navigator; also
/// `vcnav replay SCRIPT --play`.
@MainActor
enum NavigatorCommand {
    static func run(_ options: AppOptions, record: String?) throws -> Int32 {
        let configuration = try AppResolver.configuration(for: options)
        return try withNavigator(configuration) { app in
            if let record {
                try app.controller.startRecording(to: record)
                app.defaultRecordingPath = record
            }
            app.controller.launch()
            return app.run()
        }
    }

    /// `vcnav replay SCRIPT --play`: plays the script in the navigator, then hands it over.
    static func play(_ script: ReplayScript, configuration: AppConfiguration) throws -> Int32 {
        try withNavigator(configuration) { app in
            if let first = script.lines.first(where: { $0.command.isAction })?.command, first != .launch, first != .relaunch {
                app.controller.launch()
            }
            app.draw()
            if let status = Playback(script: script).play(in: app) { return status }
            return app.run()
        }
    }

    /// Opens the terminal, runs `body`, and restores the terminal on every way out.
    private static func withNavigator(_ configuration: AppConfiguration, _ body: (NavigatorApp) throws -> Int32) throws -> Int32 {
        let backend: NcursesBackend
        do {
            backend = try NcursesBackend()
        } catch let error as TerminalError {
            throw VCNavError(message: "\(error.message)", exitCode: ExitCode.unavailable)
        }
        let session = ChildProcessSession(executable: AppResolver.executable, configuration: configuration)
        let controller = NavigatorController(session: session, appSummary: configuration.summary)
        let app = NavigatorApp(controller: controller, backend: backend)
        let status: Int32
        do {
            status = try body(app)
        } catch {
            backend.restore()
            session.terminate()
            controller.stopRecording()
            throw error
        }
        backend.restore()
        session.terminate()
        if let path = controller.state.recordingPath {
            controller.stopRecording()
            StandardStreams.writeError("vcnav: recording saved to \(path)\n")
        }
        return status
    }
}
