import Foundation
import Navigator

/// `vcnav replay`: finds and parses every script first, then runs them (in parallel when there
/// are several), prints each transcript and result, checks goldens, and ends with the summary
/// and the JUnit report.
@MainActor
enum ReplayCommandRunner {
    static func run(_ options: ReplayOptions, configuration: AppConfiguration) throws -> Int32 {
        let (scripts, skipped) = try ScriptFiles.expand(options.scripts)
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
        // Outputs are opened before anything runs: one that would replace an input is refused now.
        let inputs = Self.inputs(scripts, options: options, configuration: configuration)
        let junit = try options.junit.map { path throws(VCNavError) in try TextFile.open(path, what: "JUnit report", inputs: inputs) }
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
                return try CastCommand.export(
                    script, to: cast, inputs: inputs, configuration: configuration, presentation: options.app.presentation,
                    timeout: options.timeout)
            }
            return try NavigatorCommand.play(script, configuration: configuration, presentation: options.app.presentation)
        }
        let several = scripts.count + skipped.count > 1 || options.scripts.contains { isDirectory($0) }
        var output = ReplayOutput(json: options.json, quiet: options.quiet, headings: scripts.count > 1)
        var reports: [ScriptReport]
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
        // A script that could not even be named (not UTF-8) fails alone; the others ran.
        for script in skipped {
            let report = ScriptReport(
                script: script.shown, status: ExitCode.noInput, problems: ["'\(script.shown)': \(script.reason)"], seconds: 0)
            output.finish(report)
            reports.append(report)
        }
        if several { output.summary(reports) }
        var status = reports.map(\.status).max() ?? ExitCode.ok
        if let junit { status = max(status, TextFile.finish(junit, with: JUnitReport.xml(reports))) }
        return status
    }

    /// What the run reads, which no output may replace: the scripts, their goldens, the app's
    /// storyboards.
    private static func inputs(_ scripts: [String], options: ReplayOptions, configuration: AppConfiguration) -> [InputFile] {
        var inputs = scripts.compactMap { InputFile($0, role: "the script") }
        let goldens = options.golden.map { [$0] } ?? (options.goldens ? scripts.map(ScriptRun.goldenPath(for:)) : [])
        inputs += goldens.compactMap { InputFile($0, role: "the golden transcript") }
        return inputs + AppResolver.inputs(of: configuration)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
