import Foundation
import Navigator
import Porting
import SimUIKit

/// `vcnav port PATH... [--write]`.
enum PortCommand {
    static func run(paths: [String], write: Bool) -> Int32 {
        var unreadable: [String] = []
        var sources: [PortSource] = []
        var notSwift: [SwiftSourceError] = []
        for path in swiftFiles(in: paths, unreadable: &unreadable) {
            guard let data = FileManager.default.contents(atPath: path) else {
                unreadable.append(path)
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                notSwift.append(SwiftSourceError(file: path, line: 1, column: 1, message: "not UTF-8 text"))
                continue
            }
            sources.append(PortSource(path: path, text: text))
        }
        let report = Porter(knowsUIKitType: knowsUIKitType).port(sources)
        notSwift += report.unreadable
        for path in unreadable { standardError("vcnav: cannot read '\(path)'") }
        for error in notSwift { standardError(error.description) }
        var changed = 0
        for file in report.files where file.isChanged {
            changed += 1
            if write {
                do {
                    try file.ported.write(toFile: file.path, atomically: true, encoding: .utf8)
                } catch {
                    standardError("vcnav: cannot write '\(file.path)': \(error.localizedDescription)")
                    unreadable.append(file.path)
                }
            } else if let diff = LineDiff.unified(
                expectedText: file.original, actualText: file.ported, expectedName: file.path, actualName: file.path,
                showsWhitespace: false)
            {
                print(diff)
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

    /// The `.swift` files of the paths, sorted within each directory; hidden directories and
    /// `.build` are skipped.
    static func swiftFiles(in paths: [String], unreadable: inout [String]) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                unreadable.append(path)
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let root = URL(fileURLWithPath: path)
            guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else {
                unreadable.append(path)
                continue
            }
            var found: [String] = []
            let prefix = path.hasSuffix("/") ? path : path + "/"
            for case let url as URL in enumerator {
                let name = url.lastPathComponent
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                    if name.hasPrefix(".") || name == ".build" { enumerator.skipDescendants() }
                    continue
                }
                guard name.hasSuffix(".swift") else { continue }
                let relative = url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count).drop { $0 == "/" }
                found.append(prefix + relative)
            }
            files += found.sorted()
        }
        return files
    }

    /// Whether SimUIKit declares a type of this name: a class, struct, enum or protocol, found
    /// by its mangled name in the binary's type metadata.
    @Sendable
    static func knowsUIKitType(_ name: String) -> Bool {
        let prefix = "8SimUIKit\(name.utf8.count)\(name)"
        return ["C", "V", "O", "P_p"].contains { _typeByName(prefix + $0) != nil }
    }

    private static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
