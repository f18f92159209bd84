import Foundation
import Navigator
import TerminalUI

/// `vcnav` with no subcommand (and `vcnav record FILE`): the interactive navigator; also
/// `vcnav replay SCRIPT --play`.
@MainActor
enum NavigatorCommand {
    static func run(_ configuration: AppConfiguration, record: RecordOptions?, presentation: Bool = false) throws -> Int32 {
        let controller = makeController(configuration, presentation: presentation)
        if let record {
            // Before the terminal opens: an existing file is an error a shell can print.
            controller.send(.startRecording(path: record.path, replacing: record.force))
            if let failure = controller.state.recordingFailure {
                controller.session.terminate()
                throw VCNavError(message: failure, exitCode: ExitCode.cannotCreate)
            }
        }
        return try withNavigator(controller) { app in
            if let record { app.defaultRecordingPath = record.path }
            controller.send(.command(.launch))
            return app.run()
        }
    }

    /// `vcnav replay SCRIPT --play`: plays the script in the navigator, then hands it over.
    static func play(_ script: ReplayScript, configuration: AppConfiguration, presentation: Bool) throws -> Int32 {
        let controller = makeController(configuration, presentation: presentation)
        var failed = false
        let status = try withNavigator(controller) { app in
            var stage = LiveStage(app: app)
            switch ScriptPlayer(script: script).play(controller, on: &stage) {
            case .quit(let status): return status
            case .handedOver: return app.run()
            case .finished(let failure):
                failed = failure != nil
                if failure == nil {
                    controller.send(.showMessage("playback finished: the navigator is yours (q twice quits)"))
                }
                return app.run()
            }
        }
        if failed, let message = controller.state.lastFailure {
            Console.errorLine("\(FileName.shown(script.file)): playback stopped: \(message)")
        }
        return failed && status == 0 ? ExitCode.failure : status
    }

    /// A navigator on the app in a child process, with the map its storyboards declare, in
    /// presentation mode when asked.
    static func makeController(
        _ configuration: AppConfiguration, presentation: Bool, timeout: TimeInterval = 10
    ) -> NavigatorController {
        let session = ChildProcessSession(executable: AppResolver.executable, arguments: configuration.processArguments, timeout: timeout)
        let controller = NavigatorController(
            session: session, appSummary: configuration.summary, appArguments: configuration.processArguments,
            program: Program.name, map: AppResolver.map(for: configuration).map)
        controller.recordingInputs = AppResolver.inputs(of: configuration)
        if presentation { controller.send(.presentation(true)) }
        if !configuration.app.sourcePaths.isEmpty {
            let locator = SourceLocator(paths: configuration.app.sourcePaths)
            controller.sourceLocator = { locator.excerpt(for: $0) }
        }
        return controller
    }

    /// Opens the terminal, runs `body`, and restores the terminal on every way out; reports the
    /// recording after the terminal is back.
    private static func withNavigator(_ controller: NavigatorController, _ body: (NavigatorApp) throws -> Int32) throws
        -> Int32
    {
        let backend: NcursesBackend
        do {
            backend = try NcursesBackend()
        } catch let error as TerminalError {
            // Nothing was recorded: a file `--force` was to replace stays as it was.
            controller.send(.discardRecording)
            controller.session.terminate()
            throw VCNavError(message: error.message, exitCode: ExitCode.unavailable)
        }
        let app = NavigatorApp(controller: controller, backend: backend)
        var status: Int32 = ExitCode.software
        defer {
            backend.restore()
            controller.session.terminate()
            let path = controller.state.recordingPath
            controller.send(.stopRecording)
            if let failure = controller.state.recordingFailure {
                Console.error(failure)
            } else if let path {
                Console.error("recording saved to \(path)")
            }
        }
        status = try body(app)
        if controller.state.recordingFailure != nil, status == ExitCode.ok { status = ExitCode.ioError }
        return status
    }
}
