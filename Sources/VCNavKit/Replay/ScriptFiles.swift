import Foundation
import Navigator

/// The scripts a `vcnav replay` command line names: files as given, and every `*.vcreplay`
/// under a directory (recursively, in path order). Nothing is dropped silently: an operand that
/// cannot be read is kept, with its reason, for the report.
enum ScriptFiles {
    /// One script: its path as the user gave it (a directory's scripts under the directory as
    /// given), and its name, the path below the directory (for `--shard`, so that every CI job
    /// splits the same way wherever the folder is).
    struct Script: Equatable {
        var path: String
        var name: String
    }

    /// The scripts, and the operands that cannot be read (a directory that cannot be listed, one
    /// with no scripts).
    static func expand(_ operands: [String]) -> (scripts: [Script], unreadable: [InputFile.Unreadable]) {
        var scripts: [Script] = []
        var unreadable: [InputFile.Unreadable] = []
        for operand in operands {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: operand, isDirectory: &isDirectory), isDirectory.boolValue else {
                scripts.append(Script(path: operand, name: operand))
                continue
            }
            let names: [String]
            do {
                names = try FileManager.default.subpathsOfDirectory(atPath: operand)
            } catch {
                unreadable.append(.init(path: operand, reason: InputFile.reason(error, at: operand)))
                continue
            }
            let found = names.filter { $0.hasSuffix(".vcreplay") }.sorted()
            guard !found.isEmpty else {
                unreadable.append(.init(path: operand, reason: "no .vcreplay script in this directory or below it"))
                continue
            }
            let base = operand.hasSuffix("/") ? operand : operand + "/"
            scripts += found.map { Script(path: base + $0, name: $0) }
        }
        return (scripts, unreadable)
    }

    /// The text of a script, or why it cannot be read.
    static func read(_ path: String) -> Result<String, InputFile.Unreadable> {
        InputFile.read(path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The scripts' paths; the first operand that cannot be read is an error (exit 66), for a
    /// command that reports nothing per script (`vcnav graph --replay`).
    static func paths(_ operands: [String]) throws(VCNavError) -> [String] {
        let (scripts, unreadable) = expand(operands)
        if let first = unreadable.first {
            throw VCNavError(message: "cannot read the directory '\(first.path)': \(first.reason)", exitCode: ExitCode.noInput)
        }
        return scripts.map(\.path)
    }

    /// The text of a script; one that cannot be read is an error (exit 66).
    static func text(_ path: String) throws(VCNavError) -> String {
        switch read(path) {
        case .success(let text): return text
        case .failure(let error):
            throw VCNavError(message: "cannot read the script '\(path)': \(error.reason)", exitCode: ExitCode.noInput)
        }
    }
}
