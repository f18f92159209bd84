import Foundation
import Navigator
import SimUIKit

/// Replays through the app process (lines over pipes, pipelined) against the same in process:
/// the demo, a storyboard-only app, and a one-line script run by the real `vcnav` binary.
@MainActor
enum ProcessBench {
    static var executable: URL {
        URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
    }

    static func run(into table: inout Table, quick: Bool) {
        let actions = quick ? 600 : 6000
        let demo = rates(Bench.demo, round: "tap \"Profile\"\nback\n", actions: actions)
        table.add(
            "replay actions/s through the app process (demo)", String(format: "%.0f/s", demo.child),
            baseline: String(format: "%.0f/s in process", demo.inProcess), ratio: String(format: "%.2f×", demo.child / demo.inProcess),
            goal: "≥ 5,000/s")
        let app = StoryboardApp.write()
        defer { try? FileManager.default.removeItem(at: app) }
        let storyboards = rates(.storyboards(at: app, main: "Main"), round: StoryboardApp.round, actions: actions)
        table.add(
            "replay actions/s through the app process (storyboard-only app)", String(format: "%.0f/s", storyboards.child),
            baseline: String(format: "%.0f/s in process", storyboards.inProcess),
            ratio: String(format: "%.2f×", storyboards.child / storyboards.inProcess), goal: "≥ 10,000/s")
        oneLine(into: &table)
    }

    /// Actions per second of a replay script run by the real replay runner, `round` over and
    /// over, through the app process and in process.
    static func rates(_ configuration: AppConfiguration, round: String, actions: Int) -> (child: Double, inProcess: Double) {
        let perRound = round.split(separator: "\n").count
        let text = "launch\n" + String(repeating: round, count: actions / perRound)
        guard let script = try? ReplayScript.parse(text, file: "bench.vcreplay") else { return (0, 0) }
        let count = Double(script.lines.count - 1)
        let child = ChildProcessSession(executable: executable, arguments: configuration.processArguments)
        defer { child.terminate() }
        let local = InProcessSession(configuration: configuration)
        defer { local.terminate() }
        return (count / seconds(script, child), count / seconds(script, local))
    }

    private static func seconds(_ script: ReplayScript, _ session: AppSession) -> Double {
        var failure: ReplayFailure?
        let seconds = measure(runs: 3) {
            let runner = ReplayRunner(session: session)
            runner.keepsTranscript = false
            failure = runner.run(script).failure
        }
        precondition(failure == nil, "benchmark replay failed: \(failure!)")
        return seconds
    }

    /// `vcnav replay ONE-LINE-SCRIPT` against the same with `--in-process`: the whole command,
    /// process start to exit, as a person or a CI job runs it (the `vcnav` built beside this
    /// benchmark: `swift build -c release` builds both).
    static func oneLine(into table: inout Table) {
        let vcnav = executable.deletingLastPathComponent().appendingPathComponent("vcnav")
        guard FileManager.default.isExecutableFile(atPath: vcnav.path) else {
            table.add("one-line script: vcnav replay", "(build vcnav: swift build -c release)")
            return
        }
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("one-line-\(UUID().uuidString).vcreplay")
        try? "tap \"Dogs\"\n".write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        func time(_ arguments: [String]) -> Double {
            measure(runs: 15) {
                guard
                    let process = try? Subprocess(
                        executable: vcnav.path, arguments: ["replay", script.path, "-q"] + arguments,
                        environment: ProcessInfo.processInfo.environment)
                else { return }
                process.closeInput()
                precondition(process.wait() == .exited(0), "vcnav replay failed")
            }
        }
        let child = time([])
        let inProcess = time(["--in-process"])
        table.add(
            "one-line script: vcnav replay, whole process", format(child), baseline: "--in-process \(format(inProcess))",
            ratio: ratio(child, inProcess), goal: "≤ 2×")
    }
}
