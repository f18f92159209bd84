import Foundation
import Navigator
import SimUIKit

/// Replay actions per second through the app process (lines over pipes, pipelined) against in process.
@MainActor
enum ProcessBench {
    static func run(into table: inout Table, quick: Bool) {
        let actions = quick ? 400 : 4000
        let executable = URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        var configuration = Bench.demo
        configuration.processArguments = []
        let child = ChildProcessSession(executable: executable, configuration: configuration)
        defer { child.terminate() }
        let inProcess = InProcessSession(configuration: Bench.demo)
        let overPipe = rate(child, actions: actions)
        let local = rate(inProcess, actions: actions)
        table.add(
            "replay actions/s through the app process", String(format: "%.0f/s", overPipe),
            baseline: String(format: "%.0f/s in process", local), ratio: String(format: "%.2f×", overPipe / local), goal: "≥ 5,000/s")
    }

    /// Actions per second of a replay script run by the real replay runner: tap "Profile" (a push
    /// through an @IBAction and a factory), then back, over and over.
    static func rate(_ session: AppSession, actions: Int) -> Double {
        let text = "launch\n" + String(repeating: "tap \"Profile\"\nback\n", count: actions / 2)
        guard let script = try? ReplayScript.parse(text, file: "bench.vcreplay") else { return 0 }
        var failure: ReplayFailure?
        let seconds = measure(runs: 3) {
            let result = ReplayRunner(session: session).run(script)
            failure = result.failure
        }
        precondition(failure == nil, "benchmark replay failed: \(failure!)")
        return Double(actions) / seconds
    }
}
