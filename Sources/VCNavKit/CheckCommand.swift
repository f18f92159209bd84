import Foundation
import Navigator
import Porting
import SimUIKit

/// `vcnav check PATH... [--sources DIR]...`.
@MainActor
enum CheckCommand {
    static func run(paths: [String], sources: [String], app: AppDescription) throws -> Int32 {
        // The app's classes are this executable's: outlets, actions, runtime attributes and
        // unwind actions are checked against them; `customModuleProvider="target"` means its module.
        UIStoryboard.appBundle = app.bundle
        UIStoryboard.appModuleName = app.module
        let (files, unreadable, notText) = SwiftSources.read(sources)
        let actions = SourceActions(files)
        let report = StoryboardChecker.check(
            paths: paths,
            sources: { name in
                actions.actions(ofClass: name).map { found in
                    SourceClassActions(methods: found.methods.mapValues { "\($0.name) (\($0.location))" }, table: found.table)
                }
            }, codeActions: actions.tableSelectors)
        for path in unreadable { Console.error("cannot read '\(FileName.shown(path))'") }
        for entry in report.unreadable { Console.error("cannot read \(entry)") }
        for error in notText + actions.unreadable { Console.errorLine(error.labelled) }
        for finding in report.findings { Console.out("\(finding)") }
        if !report.findings.isEmpty { Console.out("") }
        for summary in report.summaries { Console.out("\(summary)") }
        Console.out(
            "\(report.summaries.count) storyboard\(report.summaries.count == 1 ? "" : "s"): \(report.problemCount) problem\(report.problemCount == 1 ? "" : "s"), \(report.warningCount) warning\(report.warningCount == 1 ? "" : "s")"
        )
        if !report.unreadable.isEmpty || !unreadable.isEmpty { return ExitCode.noInput }
        return report.problemCount > 0 || !notText.isEmpty || !actions.unreadable.isEmpty ? ExitCode.dataError : ExitCode.ok
    }
}
