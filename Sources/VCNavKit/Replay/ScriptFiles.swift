import Foundation
import Navigator

#if canImport(Glibc)
    import Glibc
#endif

/// The scripts a `vcnav replay` command line names: files as given, and every `*.vcreplay`
/// under a directory (recursively, in path order). The directory is read as the file system
/// gives names (bytes): a script whose name is not UTF-8, or a folder below that cannot be read,
/// is `skipped`, shown escaped with its reason, and never stops the others.
enum ScriptFiles {
    /// A script found but not run, shown as `FileName` shows names, with why.
    struct Skipped: Equatable {
        var shown: String
        var reason: String
    }

    static func expand(_ operands: [String]) throws(VCNavError) -> (scripts: [String], skipped: [Skipped]) {
        var scripts: [String] = []
        var skipped: [Skipped] = []
        for operand in operands {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: operand, isDirectory: &isDirectory), isDirectory.boolValue else {
                scripts.append(operand)
                continue
            }
            guard FileManager.default.isReadableFile(atPath: operand), let walked = walk(operand) else {
                throw VCNavError(message: "cannot read the directory '\(FileName.shown(operand))'", exitCode: ExitCode.noInput)
            }
            guard !walked.found.isEmpty || !walked.skipped.isEmpty else {
                throw VCNavError(message: "no .vcreplay scripts under '\(FileName.shown(operand))'", exitCode: ExitCode.noInput)
            }
            let base = operand.hasSuffix("/") ? operand : operand + "/"
            scripts += walked.found.sorted().map { base + $0 }
            skipped += walked.skipped
        }
        return (scripts, skipped)
    }

    /// The `*.vcreplay` files under `root` (paths relative to it), and what was skipped; nil
    /// when `root` itself cannot be listed. Folders reached through symbolic links are not
    /// entered (a link loop cannot make the walk endless).
    private static func walk(_ root: String) -> (found: [String], skipped: [Skipped])? {
        let rootBytes = Array(root.utf8)
        let suffix = Array(".vcreplay".utf8)
        var found: [String] = []
        var skipped: [Skipped] = []
        var pending: [[UInt8]] = [[]]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? rootBytes : rootBytes + [0x2F] + relative
            guard let handle = withCString(folder, { opendir($0) }) else {
                if relative.isEmpty { return nil }
                skipped.append(Skipped(shown: FileName.shown(bytes: folder), reason: String(cString: strerror(errno)).lowercased()))
                continue
            }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
                if name == [0x2E] || name == [0x2E, 0x2E] { continue }
                let path = relative.isEmpty ? name : relative + [0x2F] + name
                var info = stat()
                guard withCString(rootBytes + [0x2F] + path, { lstat($0, &info) }) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFDIR {
                    pending.append(path)
                } else if name.count > suffix.count, name.suffix(suffix.count).elementsEqual(suffix) {
                    if let text = String(validating: path, as: UTF8.self) {
                        found.append(text)
                    } else {
                        skipped.append(
                            Skipped(
                                shown: FileName.shown(bytes: rootBytes + [0x2F] + path),
                                reason: "its name is not UTF-8; rename it to run it"))
                    }
                }
            }
        }
        return (found, skipped)
    }

    /// `body` with `bytes` as a C string.
    private static func withCString<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    /// The text of each script; an unreadable one is an error (exit 66) before anything runs.
    static func read(_ path: String) throws(VCNavError) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw VCNavError(message: "'\(FileName.shown(path))' is a directory", exitCode: ExitCode.noInput)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw VCNavError(message: "cannot read the script '\(FileName.shown(path))'", exitCode: ExitCode.noInput)
        }
        return String(decoding: data, as: UTF8.self)
    }
}
