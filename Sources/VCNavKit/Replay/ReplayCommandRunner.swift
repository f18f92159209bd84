import Foundation
import Navigator

/// `vcnav replay`: finds, reads and parses every script first, then runs them (in parallel when
/// there are several), prints each result as the output asks, checks goldens, and ends with the
/// summary and the JUnit report. Every exit that judged scripts writes the report: a script that
/// does not parse or cannot be read is an `error` case of its own (and nothing runs).
@MainActor
enum ReplayCommandRunner {
    static func run(_ options: ReplayOptions, configuration: AppConfiguration) throws -> Int32 {
        let (found, unreadableOperands, skipped) = ScriptFiles.expand(options.scripts)
        let scripts = options.shard.map { shard in found.filter { shard.contains($0.name) }.map(\.path) } ?? found.map(\.path)
        if options.golden != nil, found.count > 1 {
            throw UsageError(
                "--golden FILE goes with one script; use --goldens to check each SCRIPT.vcreplay against SCRIPT.transcript",
                hint: Commands.replay.hint)
        }
        let several =
            found.count + skipped.count > 1 || options.scripts.contains { isDirectory($0) } || options.shard != nil
        // One script prints its transcript; several, one line each unless one fails (--verbose: all).
        let detail: ReplayOutput.Detail = options.quiet ? .quiet : options.verbose || !several || options.json ? .full : .concise
        var output = ReplayOutput(json: options.json, detail: detail, headings: several)
        var texts: [String] = []
        var refused = unreadableOperands.map { Self.unreadable($0, what: "the directory") }
        for path in scripts {
            switch ScriptFiles.read(path) {
            case .failure(let error): refused.append(Self.unreadable(error, what: "the script"))
            case .success(let text):
                do {
                    try ReplayScript.check(text, file: path)
                } catch {
                    refused.append(Self.unparsed(path, error))
                }
                texts.append(text)
            }
        }
        // Outputs are opened before anything runs: one that would replace an input is refused now.
        let inputs = Self.inputs(scripts, options: options, configuration: configuration)
        let junit = try options.junit.map { path throws(VCNavError) in try TextFile.open(path, what: "JUnit report", inputs: inputs) }
        if !refused.isEmpty {
            // Nothing runs; every script is in the report, those that are fine as not run.
            let bad = Set(refused.map(\.script))
            let reports =
                refused
                + scripts.filter { !bad.contains($0) }.map {
                    ScriptReport(script: $0, status: ExitCode.ok, kind: .notRun, seconds: 0)
                }
            for report in refused { output.finish(report) }
            if options.json { for report in reports where report.kind == .notRun { output.finish(report) } }
            if several || options.json { output.summary(reports) }
            let status = reports.map(\.status).max() ?? ExitCode.dataError
            return max(status, Self.finish(junit, reports))
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
        let keepsTail = output.wantsTail || options.junit != nil
        var reports: [ScriptReport]
        if scripts.count > 1, options.jobs > 1 {
            reports = ReplayWorkers(options: options, streams: output.streams).run(scripts, into: &output)
        } else {
            reports = zip(scripts, texts).map { path, text in
                output.begin(path)
                var run = ScriptRun(path: path, text: text, options: options, configuration: configuration)
                run.keepsTail = keepsTail
                let report = run.run(into: output)
                output.finish(report)
                return report
            }
        }
        // A script that could not even be named (not UTF-8) fails alone; the others ran.
        for script in skipped {
            let report = ScriptReport(
                script: script.shown, status: ExitCode.noInput, kind: .unreadable, problems: ["'\(script.shown)': \(script.reason)"],
                seconds: 0)
            output.finish(report)
            reports.append(report)
        }
        if several { output.summary(reports) }
        let status = reports.map(\.status).max() ?? ExitCode.ok
        return max(status, Self.finish(junit, reports))
    }

    /// Writes the JUnit report when `--junit` asked for one; the exit status of that.
    private static func finish(_ junit: OutputFile?, _ reports: [ScriptReport]) -> Int32 {
        guard let junit else { return ExitCode.ok }
        return TextFile.finish(junit, with: JUnitReport(reports).xml)
    }

    /// The report of a script or directory that cannot be read.
    private static func unreadable(_ error: FileReading.Unreadable, what: String) -> ScriptReport {
        var report = ScriptReport(script: error.path, status: ExitCode.noInput, kind: .unreadable, seconds: 0)
        report.problems = ["cannot read \(what) '\(FileName.shown(error.path))': \(error.reason)"]
        return report
    }

    /// The report of a script that does not parse: its first error as the failure, all of them
    /// printed.
    private static func unparsed(_ path: String, _ errors: ReplayParseErrors) -> ScriptReport {
        var report = ScriptReport(script: path, status: ExitCode.dataError, kind: .parse, seconds: 0)
        if let first = errors.errors.first {
            report.failure = .init(file: first.file, line: first.line, column: first.column, message: first.message)
        }
        report.problems = errors.errors.dropFirst().map(\.description)
        return report
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
