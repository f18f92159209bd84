import Foundation
import Navigator

/// `vcnav replay`: finds and parses every script first, then runs them (in parallel when there
/// are several), prints each transcript and result, checks goldens, and ends with the summary
/// and the JUnit report.
@MainActor
enum ReplayCommandRunner {
    static func run(_ options: ReplayOptions, configuration: AppConfiguration) throws -> Int32 {
        let scripts = try ScriptFiles.expand(options.scripts)
        if options.golden != nil, scripts.count > 1 {
            throw UsageError(
                "--golden FILE goes with one script; use --goldens to check each SCRIPT.vcreplay against SCRIPT.transcript",
                hint: Commands.replay.hint)
        }
        var texts: [String] = []
        var parseErrors: [String] = []
        for path in scripts {
            let text = try ScriptFiles.read(path)
            do {
                try ReplayScript.check(text, file: path)
            } catch {
                parseErrors.append(contentsOf: error.errors.map(\.description))
            }
            texts.append(text)
        }
        if !parseErrors.isEmpty {
            for error in parseErrors { Console.errorLine(error) }
            return ExitCode.dataError
        }
        if options.play || options.cast != nil {
            guard scripts.count == 1, let path = scripts.first, let text = texts.first else {
                throw UsageError("--play and --cast take one script", hint: Commands.replay.hint)
            }
            let script = try ReplayScript.parse(text, file: path)
            if let cast = options.cast {
                return try CastCommand.export(script, to: cast, configuration: configuration, timeout: options.timeout)
            }
            return try NavigatorCommand.play(script, configuration: configuration)
        }
        let several = scripts.count > 1 || options.scripts.contains { isDirectory($0) }
        var output = ReplayOutput(json: options.json, quiet: options.quiet, headings: scripts.count > 1)
        let reports: [ScriptReport]
        if scripts.count > 1, options.jobs > 1 {
            reports = ReplayWorkers(options: options).run(scripts, into: &output)
        } else {
            reports = zip(scripts, texts).map { path, text in
                output.begin(path)
                let report = ScriptRun(path: path, text: text, options: options, configuration: configuration).run(into: output)
                output.finish(report)
                return report
            }
        }
        if several { output.summary(reports) }
        var status = reports.map(\.status).max() ?? ExitCode.ok
        if let junit = options.junit { status = max(status, write(JUnitReport.xml(reports), to: junit)) }
        return status
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Writes a report file (replacing it); the exit status of that.
    private static func write(_ text: String, to path: String) -> Int32 {
        do {
            let file = try LineFile(path: path, existing: .replace)
            defer { file.close() }
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() where !file.write(String(line)) {
                Console.error("cannot write the report '\(path)': \(file.failure ?? "")")
                return ExitCode.ioError
            }
            return ExitCode.ok
        } catch {
            Console.error("cannot write the report: \(error)")
            return ExitCode.cannotCreate
        }
    }
}
