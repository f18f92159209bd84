import Foundation
import Navigator
import SimUIKit

/// One script run in this process (its app in a fresh app process, or in process): the
/// transcript streams to the output and to the golden as it is written; nothing of it is kept.
@MainActor
struct ScriptRun {
    let path: String
    let text: String
    let options: ReplayOptions
    let configuration: AppConfiguration
    /// Whether a failing script's report holds its transcript up to the failure (for the text
    /// output, the JSON result and the JUnit report).
    var keepsTail = true

    /// The golden this script is checked against (or rewrites), if any.
    var goldenPath: String? {
        options.golden ?? (options.goldens ? Self.goldenPath(for: path) : nil)
    }

    /// `SCRIPT.transcript` beside `SCRIPT.vcreplay`, relative when the script's path is (so that
    /// messages name it as the user can open it).
    static func goldenPath(for script: String) -> String {
        let url = URL(fileURLWithPath: script)
        let name = url.deletingPathExtension().lastPathComponent + ".transcript"
        guard let slash = script.lastIndex(of: "/") else { return name }
        return String(script[...slash]) + name
    }

    func run(into output: ReplayOutput) -> ScriptReport {
        let start = DispatchTime.now().uptimeNanoseconds
        var report = ScriptReport(script: path, status: ExitCode.ok, seconds: 0)
        var comparison: GoldenComparison?
        var writer: OutputFile?
        if let golden = goldenPath {
            if options.update {
                switch GoldenFile.update(golden, script: path) {
                case .success(let opened): writer = opened
                case .failure(let error): return refused(report, error, start: start)
                }
            } else {
                switch GoldenFile.read(golden) {
                case .success(let text): comparison = GoldenComparison(golden: text)
                case .failure(.missing): break
                case .failure(let error): return refused(report, error, start: start)
                }
            }
        }
        let session: AppSession =
            options.inProcess
            ? InProcessSession(configuration: configuration)
            : ChildProcessSession(executable: AppResolver.executable, arguments: configuration.processArguments, timeout: options.timeout)
        let runner = ReplayRunner(session: session)
        runner.keepsTranscript = false
        var tail = keepsTail ? TranscriptTail() : nil
        runner.onLine = { line in
            output.line(line, of: path)
            comparison?.add(line)
            writer?.write(line)
            tail?.add(line)
        }
        let result = runner.run(ReplayScript.steps(of: text, file: path))
        session.terminate()
        if let failure = result.failure {
            report.status = ExitCode.failure
            report.kind = kind(of: failure, in: result)
            report.failure = failure
            report.crash = result.crash.map(ScriptReport.Crash.init)
        }
        if let golden = goldenPath {
            judgeGolden(golden, comparison: comparison, writer: writer, into: &report)
        }
        if !report.passed, let tail {
            report.transcript = tail.lines
            report.transcriptOmitted = tail.omitted
        }
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return report
    }

    /// A crash or hang the script did not expect is an error (the run could not be judged); a
    /// check that did not hold, or an action that could not be done, is a failure. A failure
    /// at a check while the app is dead (`expect alive`) is the check's.
    private func kind(of failure: ReplayFailure, in result: ReplayResult) -> ScriptReport.Kind {
        guard result.crash != nil || result.hang != nil else { return .check }
        let step = ReplayScript.steps(of: text, file: path).first { $0.line >= failure.line }
        guard step?.line == failure.line, step?.command.role == .action else { return .check }
        return result.hang != nil ? .hang : .crash
    }

    private func judgeGolden(_ golden: String, comparison: GoldenComparison?, writer: OutputFile?, into report: inout ScriptReport) {
        if let writer {
            do {
                try writer.commit()
                report.notes.append("wrote \(ValueRenderer.visible(golden))")
            } catch {
                report.problems.append(error.description)
                report.status = max(report.status, VCNavError(error).exitCode)
                report.kind = report.kind ?? .unreadable
            }
        } else if let comparison {
            if let diff = comparison.finish(goldenName: golden, runName: "\(path) (this run)") {
                report.golden = .init(
                    file: golden, line: comparison.firstDifferentLine, column: 1,
                    message: "the transcript differs from the golden from this line on (--update accepts it)")
                report.diff = diff
                report.status = max(report.status, ExitCode.failure)
                report.kind = report.kind ?? .golden
            }
        } else {
            report.problems.append(GoldenError.missing(golden).description)
            report.status = max(report.status, ExitCode.failure)
            report.kind = report.kind ?? .golden
        }
    }

    /// The report of a script not run because its golden cannot be used.
    private func refused(_ report: ScriptReport, _ error: GoldenError, start: UInt64) -> ScriptReport {
        var report = report
        report.problems.append(error.description + "; \(ValueRenderer.visible(path)) was not run")
        report.status = error.isReading ? ExitCode.noInput : ExitCode.cannotCreate
        report.kind = .unreadable
        if case .output(let output) = error { report.status = VCNavError(output).exitCode }
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return report
    }
}
