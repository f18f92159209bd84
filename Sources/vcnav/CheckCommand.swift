import Foundation
import Navigator
import Scenes

/// `vcnav check PATH...`.
@MainActor
enum CheckCommand {
    static func run(paths: [String]) throws -> Int32 {
        ScenesApp.install()
        let report = StoryboardChecker.check(paths: paths)
        for path in report.unreadable {
            Console.error("cannot read '\(path)'")
        }
        for finding in report.findings { Console.out("\(finding)") }
        if !report.findings.isEmpty { Console.out("") }
        for summary in report.summaries { Console.out("\(summary)") }
        Console.out(
            "\(report.summaries.count) storyboard\(report.summaries.count == 1 ? "" : "s"): \(report.problemCount) problem\(report.problemCount == 1 ? "" : "s"), \(report.warningCount) warning\(report.warningCount == 1 ? "" : "s")"
        )
        if !report.unreadable.isEmpty { return ExitCode.noInput }
        return report.problemCount > 0 ? ExitCode.dataError : ExitCode.ok
    }
}
