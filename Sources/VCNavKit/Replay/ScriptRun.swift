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

    /// The golden this script is checked against (or rewrites), if any.
    var goldenPath: String? {
        options.golden ?? (options.goldens ? Self.goldenPath(for: path) : nil)
    }

    /// `SCRIPT.transcript` beside `SCRIPT.vcreplay`.
    static func goldenPath(for script: String) -> String {
        URL(fileURLWithPath: script).deletingPathExtension().appendingPathExtension("transcript").path
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
        runner.onLine = { line in
            output.line(line, of: path)
            comparison?.add(line)
            writer?.write(line)
        }
        let result = runner.run(ReplayScript.steps(of: text), file: path)
        session.terminate()
        if let failure = result.failure {
            report.status = ExitCode.failure
            report.failure = failure
            report.crash = result.crash.map(ScriptReport.Crash.init)
        }
        if let golden = goldenPath {
            judgeGolden(golden, comparison: comparison, writer: writer, into: &report)
        }
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return report
    }

    private func judgeGolden(_ golden: String, comparison: GoldenComparison?, writer: OutputFile?, into report: inout ScriptReport) {
        if let writer {
            do {
                try writer.commit()
                report.notes.append("wrote \(ValueRenderer.visible(golden))")
            } catch {
                report.problems.append(error.description)
                report.status = max(report.status, VCNavError(error).exitCode)
            }
        } else if let comparison {
            if let diff = comparison.finish(goldenName: golden, runName: "\(path) (this run)") {
                report.problems.append("transcript differs from \(golden):\n\(diff)")
                report.status = max(report.status, ExitCode.failure)
            }
        } else {
            report.problems.append(GoldenError.missing(golden).description)
            report.status = max(report.status, ExitCode.failure)
        }
    }

    /// The report of a script not run because its golden cannot be used.
    private func refused(_ report: ScriptReport, _ error: GoldenError, start: UInt64) -> ScriptReport {
        var report = report
        report.problems.append(error.description + "; \(ValueRenderer.visible(path)) was not run")
        report.status = error.isReading ? ExitCode.noInput : ExitCode.cannotCreate
        if case .output(let output) = error { report.status = VCNavError(output).exitCode }
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return report
    }
}
