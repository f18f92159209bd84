import Foundation
import Navigator
import Synchronization

/// Runs scripts in parallel, `--jobs` at a time, each in a worker process of its own
/// (`vcnav replay SCRIPT --format json`, which starts its own app process): a script that
/// brings its host down takes no other with it. Each script's output is printed when it ends,
/// in the order the scripts were given.
@MainActor
struct ReplayWorkers {
    let options: ReplayOptions
    /// Whether the output shows every transcript line (else a worker sends only its result,
    /// which holds a failing script's transcript).
    let streams: Bool

    func run(_ scripts: [String], into output: inout ReplayOutput) -> [ScriptReport] {
        let finished = Finished()
        var running: [Int: Subprocess] = [:]
        var next = 0
        var printed = 0
        var reports: [ScriptReport?] = Array(repeating: nil, count: scripts.count)
        var pendingLines: [Int: [String]] = [:]
        while printed < scripts.count {
            while next < scripts.count, running.count < options.jobs {
                running[next] = start(scripts[next], index: next, finished: finished)
                next += 1
            }
            let (index, stdout, stderr) = finished.take()
            if let worker = running.removeValue(forKey: index) { worker.wait() }
            let (lines, report) = Self.decode(stdout, stderr: stderr, script: scripts[index])
            reports[index] = report
            pendingLines[index] = lines
            while printed < scripts.count, let report = reports[printed] {
                output.begin(scripts[printed])
                for line in pendingLines.removeValue(forKey: printed) ?? [] { output.line(line, of: scripts[printed]) }
                output.finish(report)
                printed += 1
            }
        }
        return reports.compactMap { $0 }
    }

    /// Starts the worker of one script; its output is read on threads of its own.
    private func start(_ script: String, index: Int, finished: Finished) -> Subprocess? {
        let worker: Subprocess
        do {
            worker = try Subprocess(
                executable: AppResolver.executable.path, arguments: arguments(for: script),
                environment: ProcessInfo.processInfo.environment)
        } catch {
            finished.add(index, Data(), Data("\(error)".utf8))
            return nil
        }
        worker.closeInput()
        let (out, err) = (worker.output, worker.error)
        Thread {
            let errors = Mutex(Data())
            let done = DispatchSemaphore(value: 0)
            Thread {
                errors.withLock { $0 = LineReader(fileDescriptor: err).readToEnd() }
                done.signal()
            }.start()
            let data = LineReader(fileDescriptor: out).readToEnd()
            done.wait()
            finished.add(index, data, errors.withLock { $0 })
        }.start()
        return worker
    }

    /// The worker's command line: the same options, for one script, as JSON.
    private func arguments(for script: String) -> [String] {
        var arguments = ["replay", script, "--format", "json", "--jobs", "1", "--timeout", String(options.timeout)]
        if let golden = options.golden { arguments += ["--golden", golden] }
        if options.goldens { arguments.append("--goldens") }
        if options.update { arguments.append("--update") }
        if let storyboards = options.app.storyboards { arguments += ["--storyboards", storyboards] }
        if let main = options.app.main { arguments += ["--main", main] }
        if options.app.ios != .default { arguments += ["--ios", options.app.ios.description] }
        if options.inProcess { arguments.append("--in-process") }
        if !streams { arguments.append("--quiet") }
        return arguments
    }

    /// A worker's transcript lines and report, from its JSON lines.
    static func decode(_ stdout: Data, stderr: Data, script: String) -> ([String], ScriptReport) {
        let decoder = JSONDecoder()
        var lines: [String] = []
        var report: ScriptReport?
        for line in stdout.split(separator: 0x0A) {
            guard let kind = try? decoder.decode(Kind.self, from: line) else { continue }
            switch kind.type {
            case "line": (try? decoder.decode(ReplayOutput.TranscriptLine.self, from: line)).map { lines.append($0.text) }
            case "result": report = try? decoder.decode(ScriptReport.self, from: line)
            default: break
            }
        }
        if let report { return (lines, report) }
        let said = String(decoding: stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        var failed = ScriptReport(script: script, status: ExitCode.software, kind: .software, seconds: 0)
        failed.problems.append("the replay of \(script) ended without a result" + (said.isEmpty ? "" : ": \(said)"))
        return (lines, failed)
    }

    private struct Kind: Decodable {
        var type: String
    }
}

/// Workers that ended, handed from their reading threads to the main thread.
private final class Finished: Sendable {
    private let queue = Mutex<[(Int, Data, Data)]>([])
    private let ready = DispatchSemaphore(value: 0)

    func add(_ index: Int, _ stdout: Data, _ stderr: Data) {
        queue.withLock { $0.append((index, stdout, stderr)) }
        ready.signal()
    }

    /// The next worker to end (waits for one).
    func take() -> (Int, Data, Data) {
        ready.wait()
        return queue.withLock { $0.removeFirst() }
    }
}
