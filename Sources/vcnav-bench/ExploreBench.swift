import Foundation
import Navigator

/// `vcnav explore` on the demo through the app process: the time to crawl every screen it can
/// reach, the whole run with the findings shrunk, and the crawl's actions per second.
@MainActor
enum ExploreBench {
    static func run(into table: inout Table) {
        let session = ChildProcessSession(executable: ProcessBench.executable, arguments: Bench.demo.processArguments)
        session.startsAhead = true  // as `vcnav explore` runs it
        defer { session.terminate() }
        let explorer = Explorer(session: session)
        let start = ProcessInfo.processInfo.systemUptime
        var lastStep = start
        explorer.onStep = { _, _ in
            lastStep = ProcessInfo.processInfo.systemUptime
            return true
        }
        let report = explorer.explore()
        let whole = ProcessInfo.processInfo.systemUptime - start
        let crawl = lastStep - start
        table.add(
            "explore the demo: full coverage (\(report.screens) screens, \(report.actions) actions)",
            String(format: "%.2f s", crawl), baseline: String(format: "%.2f s with %d findings shrunk", whole, report.findings.count),
            ratio: "", goal: "< 5 s")
        table.add(
            "explore the demo: actions/s through the app process (relaunches included)",
            String(format: "%.0f/s", Double(report.actions) / crawl), baseline: "", ratio: "", goal: "")
    }
}
