import Foundation
import Navigator
import SimUIKit

/// Replay actions per second through the app process (JSON lines over pipes) against in process.
@MainActor
enum ProcessBench {
    static func run(into table: inout Table, quick: Bool) {
        let actions = quick ? 400 : 4000
        let executable = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        var configuration = Bench.demo
        configuration.processArguments = []
        let child = ChildProcessSession(executable: executable, configuration: configuration)
        defer { child.terminate() }
        let inProcess = InProcessSession(configuration: Bench.demo)
        let overPipe = rate(child, actions: actions)
        let local = rate(inProcess, actions: actions)
        table.add("replay actions/s through the app process", String(format: "%.0f/s", overPipe),
                  baseline: String(format: "%.0f/s in process", local), ratio: String(format: "%.2f×", overPipe / local), goal: "≥ 5,000/s")
    }

    /// Actions per second: tap "Profile" (a push through an @IBAction and a factory) then back.
    static func rate(_ session: AppSession, actions: Int) -> Double {
        _ = session.perform(.launch, wantsState: false)
        let seconds = measure(runs: 3) {
            for index in 0..<actions {
                let outcome = session.perform(index % 2 == 0 ? .tapText("Profile") : .back, wantsState: false)
                precondition(outcome.reply?.error == nil && outcome.crash == nil, "benchmark action failed")
            }
        }
        return Double(actions) / seconds
    }
}
