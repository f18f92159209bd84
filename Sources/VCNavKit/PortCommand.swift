import Diagnostics
import Foundation
import Navigator
import Porting
import SimUIKit
import TextDiff

/// `vcnav port PATH... [--write]`.
@MainActor
enum PortCommand {
    static func run(paths: [String], write: Bool, json: Bool = false) -> Int32 {
        var (sources, unreadable, notSwift) = SwiftSources.read(paths)
        // A file named twice (`port Sources Sources/App`, a link) is ported once.
        sources = PortWriter.distinct(sources)
        let report = Porter(knowsUIKitType: knowsUIKitType, surface: .simUIKit, interface: SwiftSources.interface(in: paths)).port(
            sources)
        notSwift += report.unreadable
        // Every path printed as `check` prints names (FileName): a line feed in a name cannot
        // forge a summary or a diff line, an escape cannot drive the terminal.
        for path in unreadable { Console.error("cannot read '\(FileName.shown(path))'") }
        if !json { for error in notSwift { standardError(error.labelled) } }
        let changed = report.files.filter { $0.isChanged && !$0.isNew }.count
        var failure: PortWriter.Failure?
        if write {
            if case .failure(let refused) = PortWriter.write(report.files) { failure = refused }
        } else if !json {
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
        if json {
            Console.out(Self.json(report, notSwift: notSwift, written: write && failure == nil), terminator: "")
        } else {
            for diagnostic in report.diagnostics { standardError(diagnostic.labelled) }
        }
        if let failure {
            // The reason may name a path too (the file a link reaches).
            Console.error("\(TextEscaping.visible(failure.description)); nothing was written (no file changed)")
            if !json {
                standardError(summary(files: report.files.filter { !$0.isNew }.count, changed: 0, write: write, report: report, new: false))
            }
            return ExitCode.cannotCreate
        }
        if !json {
            standardError(
                summary(files: report.files.filter { !$0.isNew }.count, changed: changed, write: write, report: report, new: true))
        }
        if !unreadable.isEmpty { return ExitCode.noInput }
        if !notSwift.isEmpty { return ExitCode.dataError }
        return report.leftByHand > 0 ? ExitCode.failure : ExitCode.ok
    }

    /// The report as one JSON object (keys sorted): each file (path, changed, new), each finding
    /// (a file that is not Swift first), how many are left by hand, and whether files were written.
    private static func json(_ report: PortReport, notSwift: [SwiftSourceError], written: Bool) -> String {
        struct File: Encodable {
            var path: String
            var changed: Bool
            var new: Bool
        }
        struct Report: Encodable {
            var files: [File]
            var findings: [Diagnostic]
            var leftByHand: Int
            var written: Bool
        }
        let value = Report(
            files: report.files.map { File(path: $0.path, changed: $0.isChanged, new: $0.isNew) },
            findings: notSwift + report.diagnostics, leftByHand: report.leftByHand, written: written)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// `port: 5 files, 3 to change, 1 new (App/main.swift), 2 left by hand`.
    private static func summary(files: Int, changed: Int, write: Bool, report: PortReport, new: Bool) -> String {
        let byHand = report.leftByHand
        let created = report.files.filter(\.isNew).map { FileName.shown($0.path) }
        let list = !new || created.isEmpty ? "" : ", \(created.count) new (\(created.joined(separator: ", ")))"
        return
            "port: \(files) file\(files == 1 ? "" : "s"), \(changed) \(write ? "changed" : "to change")\(list), \(byHand) left by hand"
    }

    /// Whether SimUIKit declares a type of this name (a class, struct, enum or protocol, generic
    /// ones too): its public API's index knows (see `UIKitSurface.simUIKit`).
    @Sendable
    nonisolated static func knowsUIKitType(_ name: String) -> Bool { UIKitSurface.simUIKit.hasType(name) }

    private static func standardError(_ line: String) {
        Console.errorLine(line)
    }
}
