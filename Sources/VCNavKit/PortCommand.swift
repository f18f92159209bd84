import Foundation
import Porting
import SimUIKit
import TextDiff

/// `vcnav port PATH... [--write]`.
@MainActor
enum PortCommand {
    static func run(paths: [String], write: Bool) -> Int32 {
        var (sources, unreadable, notSwift) = SwiftSources.read(paths)
        let report = Porter(knowsUIKitType: knowsUIKitType, storyboards: SwiftSources.storyboards(in: paths)).port(sources)
        notSwift += report.unreadable
        for path in unreadable { Console.error("cannot read '\(path)'") }
        for error in notSwift { standardError(error.labelled) }
        var changed = 0
        for file in report.files where file.isChanged {
            if !file.isNew { changed += 1 }
            if write {
                do {
                    // A new file never replaces one that is there (written since the port read the sources).
                    if file.isNew, FileManager.default.fileExists(atPath: file.path) {
                        throw CocoaError(.fileWriteFileExists)
                    }
                    try file.ported.write(toFile: file.path, atomically: true, encoding: .utf8)
                } catch {
                    Console.error("cannot write '\(file.path)': \(error.localizedDescription)")
                    unreadable.append(file.path)
                }
            } else if let diff = LineDiff.unified(
                expectedText: file.original, actualText: file.ported, expectedName: file.isNew ? "/dev/null" : file.path,
                actualName: file.path,
                showsWhitespace: false)
            {
                Console.out(diff)
            }
        }
        for diagnostic in report.diagnostics { standardError(diagnostic.labelled) }
        standardError(summary(files: report.files.filter { !$0.isNew }.count, changed: changed, write: write, report: report))
        if !unreadable.isEmpty { return ExitCode.noInput }
        if !notSwift.isEmpty { return ExitCode.dataError }
        return report.leftByHand > 0 ? ExitCode.failure : ExitCode.ok
    }

    /// `port: 5 files, 3 to change, 1 new (App/main.swift), 2 left by hand`.
    private static func summary(files: Int, changed: Int, write: Bool, report: PortReport) -> String {
        let byHand = report.leftByHand
        let new = report.files.filter(\.isNew).map(\.path)
        let created = new.isEmpty ? "" : ", \(new.count) new (\(new.joined(separator: ", ")))"
        return
            "port: \(files) file\(files == 1 ? "" : "s"), \(changed) \(write ? "changed" : "to change")\(created), \(byHand) left by hand"
    }

    /// Whether SimUIKit declares a type of this name: a class, struct, enum or protocol, found
    /// by its mangled name in the binary's type metadata.
    @Sendable
    nonisolated static func knowsUIKitType(_ name: String) -> Bool {
        let prefix = "8SimUIKit\(name.utf8.count)\(name)"
        return ["C", "V", "O", "P_p"].contains { _typeByName(prefix + $0) != nil }
    }

    private static func standardError(_ line: String) {
        Console.errorLine(line)
    }
}
