import Foundation
import Navigator
import SimUIKit
import TextDiff

/// `vcnav replay`: parse every script first, then run each in a fresh app process, print the
/// transcript, compare goldens.
@MainActor
enum ReplayCommandRunner {
    static func run(_ options: ReplayOptions) throws -> Int32 {
        let configuration = try AppResolver.configuration(for: options.app)
        var scripts: [(path: String, script: ReplayScript)] = []
        var parseErrors: [String] = []
        for path in options.scripts {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw VCNavError(message: "cannot read the script '\(path)'", exitCode: ExitCode.noInput)
            }
            do {
                scripts.append((path, try ReplayScript.parse(String(decoding: data, as: UTF8.self), file: path)))
            } catch {
                parseErrors.append(contentsOf: error.errors.map(\.description))
            }
        }
        if !parseErrors.isEmpty {
            StandardStreams.writeError(parseErrors.joined(separator: "\n") + "\n")
            return ExitCode.dataError
        }
        if options.play || options.cast != nil {
            guard scripts.count == 1, let entry = scripts.first else {
                throw UsageError(message: "--play and --cast take one script", hint: Usage.hint("replay"))
            }
            if let cast = options.cast {
                return try CastCommand.export(entry.script, to: cast, configuration: configuration, timeout: options.timeout)
            }
            return try NavigatorCommand.play(entry.script, configuration: configuration)
        }
        var worst = ExitCode.ok
        for (index, entry) in scripts.enumerated() {
            if scripts.count > 1, !options.quiet {
                print((index > 0 ? "\n" : "") + "==> \(entry.path) <==")
            }
            let session: AppSession =
                options.inProcess
                ? InProcessSession(configuration: configuration)
                : ChildProcessSession(executable: AppResolver.executable, configuration: configuration, timeout: options.timeout)
            let runner = ReplayRunner(session: session)
            if !options.quiet { runner.onLine = { print($0) } }
            let result = runner.run(entry.script)
            session.terminate()
            if let failure = result.failure {
                StandardStreams.writeError("\(failure)\n")
                worst = ExitCode.failure
            }
            if let golden = options.golden ?? (options.goldens ? goldenPath(for: entry.path) : nil) {
                if !compare(result.transcript, golden: golden, update: options.update, script: entry.path) {
                    worst = ExitCode.failure
                }
            }
        }
        return worst
    }

    static func goldenPath(for script: String) -> String {
        let url = URL(fileURLWithPath: script)
        return url.deletingPathExtension().appendingPathExtension("transcript").path
    }

    /// Compares (or rewrites) a golden transcript. Prints a line diff on mismatch.
    static func compare(_ transcript: [String], golden: String, update: Bool, script: String) -> Bool {
        let text = transcript.joined(separator: "\n") + "\n"
        if update {
            do {
                try text.write(toFile: golden, atomically: true, encoding: .utf8)
                StandardStreams.writeError("vcnav: wrote \(golden)\n")
                return true
            } catch {
                StandardStreams.writeError("vcnav: cannot write \(golden): \(error.localizedDescription)\n")
                return false
            }
        }
        guard let data = FileManager.default.contents(atPath: golden) else {
            StandardStreams.writeError("vcnav: no golden transcript at \(golden); run again with --update to create it\n")
            return false
        }
        let expected = String(decoding: data, as: UTF8.self)
        if let diff = LineDiff.unified(expectedText: expected, actualText: text, expectedName: golden, actualName: "\(script) (this run)") {
            StandardStreams.writeError("vcnav: transcript differs from \(golden):\n\(diff)\n")
            return false
        }
        return true
    }
}
