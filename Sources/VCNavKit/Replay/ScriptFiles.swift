import Foundation

/// The scripts a `vcnav replay` command line names: files as given, and every `*.vcreplay`
/// under a directory (recursively, in path order).
enum ScriptFiles {
    static func expand(_ operands: [String]) throws(VCNavError) -> [String] {
        var scripts: [String] = []
        for operand in operands {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: operand, isDirectory: &isDirectory), isDirectory.boolValue else {
                scripts.append(operand)
                continue
            }
            guard FileManager.default.isReadableFile(atPath: operand),
                let walker = FileManager.default.enumerator(atPath: operand)
            else {
                throw VCNavError(message: "cannot read the directory '\(operand)'", exitCode: ExitCode.noInput)
            }
            var found: [String] = []
            while let relative = walker.nextObject() as? String {
                if relative.hasSuffix(".vcreplay") { found.append(relative) }
            }
            guard !found.isEmpty else {
                throw VCNavError(message: "no .vcreplay scripts under '\(operand)'", exitCode: ExitCode.noInput)
            }
            let base = operand.hasSuffix("/") ? operand : operand + "/"
            scripts += found.sorted().map { base + $0 }
        }
        return scripts
    }

    /// The text of each script; an unreadable one is an error (exit 66) before anything runs.
    static func read(_ path: String) throws(VCNavError) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw VCNavError(message: "'\(path)' is a directory", exitCode: ExitCode.noInput)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw VCNavError(message: "cannot read the script '\(path)'", exitCode: ExitCode.noInput)
        }
        return String(decoding: data, as: UTF8.self)
    }
}
