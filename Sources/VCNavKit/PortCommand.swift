import Foundation
import Porting
import SimUIKit
import TextDiff

/// `vcnav port PATH... [--write]`.
@MainActor
enum PortCommand {
    static func run(paths: [String], write: Bool) -> Int32 {
        var (sources, unreadable, notSwift) = SwiftSources.read(paths)
        let report = Porter(knowsUIKitType: knowsUIKitType).port(sources)
        notSwift += report.unreadable
        for path in unreadable { Console.error("cannot read '\(path)'") }
        for error in notSwift { standardError(error.description) }
        var changed = 0
        for file in report.files where file.isChanged {
            changed += 1
            if write {
                do {
                    try file.ported.write(toFile: file.path, atomically: true, encoding: .utf8)
                } catch {
                    Console.error("cannot write '\(file.path)': \(error.localizedDescription)")
                    unreadable.append(file.path)
                }
            } else if let diff = LineDiff.unified(
                expectedText: file.original, actualText: file.ported, expectedName: file.path, actualName: file.path,
                showsWhitespace: false)
            {
                Console.out(diff)
            }
        }
        for diagnostic in report.diagnostics { standardError(diagnostic.description) }
        standardError(summary(files: report.files.count, changed: changed, write: write, report: report))
        if !unreadable.isEmpty { return ExitCode.noInput }
        if !notSwift.isEmpty { return ExitCode.dataError }
        return report.leftByHand > 0 ? ExitCode.failure : ExitCode.ok
    }

    /// `port: 5 files, 3 to change, 2 left by hand`.
    private static func summary(files: Int, changed: Int, write: Bool, report: PortReport) -> String {
        let byHand = report.leftByHand
        return "port: \(files) file\(files == 1 ? "" : "s"), \(changed) \(write ? "changed" : "to change"), \(byHand) left by hand"
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
