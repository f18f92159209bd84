import Foundation
import SimUIKit
import Navigator
import Scenes

/// `vcnav check PATH...`.
@MainActor
enum CheckCommand {
    static func run(paths: [String]) throws -> Int32 {
        ScenesApp.install()
        let report = StoryboardChecker.check(paths: paths)
        for entry in report.unreadable {
            StandardStreams.writeError("vcnav: cannot read \(entry)\n")
        }
        for finding in report.findings { print(finding) }
        if !report.findings.isEmpty { print("") }
        for summary in report.summaries { print(summary) }
        print(
            "\(report.summaries.count) storyboard\(report.summaries.count == 1 ? "" : "s"): \(report.problemCount) problem\(report.problemCount == 1 ? "" : "s"), \(report.warningCount) warning\(report.warningCount == 1 ? "" : "s")"
        )
        if !report.unreadable.isEmpty { return ExitCode.noInput }
        return report.problemCount > 0 ? ExitCode.dataError : ExitCode.ok
    }
}
