import Foundation
import Navigator
import SimUIKit

/// The `vcnav` executable: parses the command line, runs the mode, maps errors to exit codes.
@main
struct VCNav {
    static let version = "0.1.0"

    @MainActor
    static func main() {
        // A write to a pipe whose reader is gone fails (EPIPE) instead of killing vcnav; the writes
        // handle it.
        signal(SIGPIPE, SIG_IGN)
        let arguments = Array(CommandLine.arguments.dropFirst())
        var code = run(arguments)
        // What `print` buffered must reach standard output; if it cannot (a full disk, a closed
        // pipe), say so and fail, as the output is incomplete.
        if let reason = StandardOutput.finish() {
            StandardStreams.writeError("vcnav: cannot write the output: \(reason)\n")
            if code == ExitCode.ok { code = ExitCode.ioError }
        }
        exit(code)
    }

    @MainActor
    static func run(_ arguments: [String]) -> Int32 {
        do {
            let command = try CommandParser.parse(arguments)
            return try command.run()
        } catch let error as UsageError {
            StandardStreams.writeError("vcnav: \(error.message)\n\(error.hint)\n")
            return ExitCode.usage
        } catch let error as VCNavError {
            StandardStreams.writeError("vcnav: \(error.message)\n")
            return error.exitCode
        } catch {
            StandardStreams.writeError("vcnav: \(error)\n")
            return ExitCode.software
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
    /// The output could not be written (a full disk, a closed pipe).
    static let ioError: Int32 = 74
}

/// A mistake on the command line.
struct UsageError: Error {
    var message: String
    var hint = "Run 'vcnav --help' for usage."
}

/// An error a subcommand reports, with its exit code.
struct VCNavError: Error {
    var message: String
    var exitCode: Int32
}
