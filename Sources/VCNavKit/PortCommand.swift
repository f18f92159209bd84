import Diagnostics
import Foundation
import Navigator
import Porting
import SimUIKit
import TextDiff

/// `vcnav port PATH... [--write]`.
@MainActor
enum PortCommand {
    static func run(paths: [String], write: Bool) -> Int32 {
        var (sources, unreadable, notSwift) = SwiftSources.read(paths)
        // A file named twice (`port Sources Sources/App`, a link) is ported once.
        sources = PortWriter.distinct(sources)
        let report = Porter(knowsUIKitType: knowsUIKitType, surface: .simUIKit, storyboards: SwiftSources.storyboards(in: paths)).port(
            sources)
        notSwift += report.unreadable
        // Every path printed as `check` prints names (FileName): a line feed in a name cannot
        // forge a summary or a diff line, an escape cannot drive the terminal.
        for path in unreadable { Console.error("cannot read '\(FileName.shown(path))'") }
        for error in notSwift { standardError(error.labelled) }
        let changed = report.files.filter { $0.isChanged && !$0.isNew }.count
        var failure: PortWriter.Failure?
        if write {
            if case .failure(let refused) = PortWriter.write(report.files) { failure = refused }
        } else {
            for file in report.files where file.isChanged {
                if let diff = LineDiff.unified(
                    expectedText: file.original, actualText: file.ported,
                    expectedName: file.isNew ? "/dev/null" : FileName.shown(file.path),
                    actualName: FileName.shown(file.path), showsWhitespace: false)
                {
                    Console.out(diff)
                }
            }
        }
        for diagnostic in report.diagnostics { standardError(diagnostic.labelled) }
        if let failure {
            // The reason may name a path too (the file a link reaches).
            Console.error("\(TextEscaping.visible(failure.description)); nothing was written (no file changed)")
            standardError(summary(files: report.files.filter { !$0.isNew }.count, changed: 0, write: write, report: report, new: false))
            return ExitCode.cannotCreate
        }
        standardError(summary(files: report.files.filter { !$0.isNew }.count, changed: changed, write: write, report: report, new: true))
        if !unreadable.isEmpty { return ExitCode.noInput }
        if !notSwift.isEmpty { return ExitCode.dataError }
        return report.leftByHand > 0 ? ExitCode.failure : ExitCode.ok
    }

    /// `port: 5 files, 3 to change, 1 new (App/main.swift), 2 left by hand`.
    private static func summary(files: Int, changed: Int, write: Bool, report: PortReport, new: Bool) -> String {
        let byHand = report.leftByHand
        let created = report.files.filter(\.isNew).map { FileName.shown($0.path) }
        let list = !new || created.isEmpty ? "" : ", \(created.count) new (\(created.joined(separator: ", ")))"
        return
            "port: \(files) file\(files == 1 ? "" : "s"), \(changed) \(write ? "changed" : "to change")\(list), \(byHand) left by hand"
    }

    /// Whether SimUIKit declares a type of this name: a class, struct, enum or protocol, found
    /// by its mangled name in the binary's type metadata. A generic type has metadata only with
    /// arguments: it is looked up with one to three `Int`s (`UITableViewDiffableDataSource<Int,
    /// Int>`), which every identifier requirement of UIKit's generic types (`Hashable`) accepts.
    @Sendable
    nonisolated static func knowsUIKitType(_ name: String) -> Bool {
        let prefix = "8SimUIKit\(name.utf8.count)\(name)"
        let kinds = ["C", "V", "O"]
        let generic = kinds.flatMap { kind in (1...3).map { kind + "y" + String(repeating: "Si", count: $0) + "G" } }
        return (kinds + ["P_p"] + generic).contains { _typeByName(prefix + $0) != nil }
    }

    private static func standardError(_ line: String) {
        Console.errorLine(line)
    }
}
