import Foundation
import Navigator
import SimUIKit

#if canImport(Glibc)
    import Glibc
#endif

/// The whole of vcnav behind one call: the navigator, `replay`, `record`, `check`, `port`,
/// `--cast`, and the hidden app-process mode the host starts its app in. An app's own executable
/// is one line:
///
/// ```swift
/// // Sources/Notes/main.swift: the app described once (see AppDescription), then
/// VCNav.main(app: .notes)
/// ```
///
/// `swift run Notes` then opens the navigator on the app, `swift run Notes replay Replays/`
/// runs its replays, and so on: everything `vcnav --help` lists, with the app in place of the
/// demo. The executable runs itself as its own app process (crash reports, relaunch, hangs), so
/// nothing else is needed.
public enum VCNav {
    /// vcnav's version.
    public static let version = "0.1.0"

    /// Parses the command line, runs the command on `app`, maps errors to exit codes, and exits.
    /// Call it from the executable's top-level code (`main.swift`), on the main thread; it works
    /// in either language mode (Swift 5's top-level code is not on the main actor to the compiler).
    public static func main(app: AppDescription) -> Never {
        exit(MainActor.assumeIsolated { runMain(app: app) })
    }

    @MainActor
    private static func runMain(app: AppDescription) -> Int32 {
        // A closed output pipe or a full disk is an error to report, never a signal that ends
        // vcnav before it can say so (SIGPIPE), or a file size limit that kills it (SIGXFSZ).
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        var code = run(Array(CommandLine.arguments.dropFirst()), app: app)
        // Everything meant for standard output must reach it; if it cannot (a full disk, a
        // closed pipe), say so and fail, as the output is incomplete.
        Console.flush()
        if let reason = Console.outputFailure ?? StandardOutput.finish() {
            Console.error("cannot write the output: \(reason)")
            if code == ExitCode.ok { code = ExitCode.ioError }
        }
        return code
    }

    /// Runs a command line on `app` and returns its exit status. Every error ends here and is
    /// printed once, by `Console.error`.
    @MainActor
    static func run(_ arguments: [String], app: AppDescription) -> Int32 {
        do {
            let command = try CommandParser.parse(arguments)
            return try command.run(app: app)
        } catch let error as UsageError {
            Console.error(error.message)
            Console.errorLine(error.hint)
            return ExitCode.usage
        } catch let error as VCNavError {
            Console.error(error.message)
            return error.exitCode
        } catch {
            Console.error("\(error)")
            return ExitCode.software
        }
    }
}

/// The executable this code runs in, as it was invoked: its name starts usage lines and messages
/// (`vcnav`, or `notes` for an app's own executable).
enum Program {
    static let name: String = {
        let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "").lastPathComponent
        return name.isEmpty ? "vcnav" : name
    }()
}

extension Command {
    @MainActor
    func run(app: AppDescription) throws -> Int32 {
        switch self {
        case .help(let spec):
            let text =
                spec.map { HelpText.render($0) }
                ?? HelpText.main(
                    Commands.all, navigator: Commands.navigator, version: VCNav.version,
                    app: AppResolver.configuration(for: app).summary)
            Console.out(text, terminator: "")
            return ExitCode.ok
        case .version:
            Console.out(Program.name == "vcnav" ? "vcnav \(VCNav.version)" : "\(Program.name) (vcnav \(VCNav.version))")
            return ExitCode.ok
        case .replay(let options):
            return try ReplayCommandRunner.run(options, configuration: try AppResolver.configuration(for: options.app, app: app))
        case .app(let options, let parent):
            AppServer.run(configuration: try AppResolver.configuration(for: options, app: app), parent: parent)
        case .check(let paths, let sources):
            return try CheckCommand.run(paths: paths, sources: sources, app: app)
        case .graph(let options):
            return try GraphCommand.run(options, configuration: try AppResolver.configuration(for: options.app, app: app))
        case .explore(let options):
            return try ExploreCommand.run(options, configuration: try AppResolver.configuration(for: options.app, app: app))
        case .port(let paths, let write, let json):
            return PortCommand.run(paths: paths, write: write, json: json)
        case .junitMerge(let reports, let output):
            return try JUnitMerge.run(reports: reports, output: output)
        case .navigator(let options, let record):
            return try NavigatorCommand.run(
                try AppResolver.configuration(for: options, app: app), record: record, presentation: options.presentation)
        }
    }
}

/// Exit codes, from sysexits(3) where one fits.
enum ExitCode {
    static let ok: Int32 = 0
    /// A check failed (a replay expectation, a golden mismatch).
    static let failure: Int32 = 1
    /// Bad command line.
    static let usage: Int32 = 64
    /// Bad input data (a storyboard with problems, a replay script that does not parse).
    static let dataError: Int32 = 65
    /// An input file or directory cannot be read.
    static let noInput: Int32 = 66
    /// A service is missing (no terminal for the navigator).
    static let unavailable: Int32 = 69
    /// Our own failure.
    static let software: Int32 = 70
    /// An output file cannot be created (it exists, or the system refuses).
    static let cannotCreate: Int32 = 73
    /// A write failed (a full disk, a file size limit).
    static let ioError: Int32 = 74
}

/// A mistake on the command line.
struct UsageError: Error {
    var message: String
    var hint = "Run '\(Program.name) --help' for usage."

    init(_ message: String, hint: String = "Run '\(Program.name) --help' for usage.") {
        self.message = message
        self.hint = hint
    }
}

/// An error a subcommand reports, with its exit code.
struct VCNavError: Error {
    var message: String
    var exitCode: Int32
}
