import Foundation
import Navigator

#if canImport(Glibc)
    import Glibc
#endif

/// The scripts a `vcnav replay` command line names: files as given, and every `*.vcreplay`
/// under a directory (recursively, in path order). The directory is read as the file system
/// gives names (bytes). Nothing is dropped silently: an operand that cannot be read, a script
/// whose name is not UTF-8 and a folder below that cannot be read are kept, shown escaped with
/// their reason, for the report.
enum ScriptFiles {
    /// One script: its path as the user gave it (a directory's scripts under the directory as
    /// given), and its name, the path below the directory (for `--shard`, so that every CI job
    /// splits the same way wherever the folder is).
    struct Script: Equatable {
        var path: String
        var name: String
    }

    /// A script found but not run, shown as `FileName` shows names, with why.
    struct Skipped: Equatable {
        var shown: String
        var reason: String
    }

    /// The scripts; the operands that cannot be read (a directory that cannot be listed or holds
    /// no script: nothing runs); and what was skipped below a directory (a folder that cannot be
    /// read, a script whose name is not UTF-8: it fails alone, the others run).
    static func expand(_ operands: [String]) -> (scripts: [Script], unreadable: [FileReading.Unreadable], skipped: [Skipped]) {
        var scripts: [Script] = []
        var unreadable: [FileReading.Unreadable] = []
        var skipped: [Skipped] = []
        for operand in operands {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: operand, isDirectory: &isDirectory), isDirectory.boolValue else {
                scripts.append(Script(path: operand, name: operand))
                continue
            }
            guard let walked = walk(operand) else {
                let reason = String(cString: strerror(errno)).lowercased()
                unreadable.append(.init(path: FileName.shown(operand), reason: reason))
                continue
            }
            guard !walked.found.isEmpty || !walked.skipped.isEmpty else {
                unreadable.append(.init(path: FileName.shown(operand), reason: "no .vcreplay script in this directory or below it"))
                continue
            }
            let base = operand.hasSuffix("/") ? operand : operand + "/"
            scripts += walked.found.sorted().map { Script(path: base + $0, name: $0) }
            skipped += walked.skipped
        }
        return (scripts, unreadable, skipped)
    }

    /// The scripts' paths; the first that cannot be read is an error (exit 66), for a command that
    /// reports nothing per script (`vcnav graph --replay`).
    static func paths(_ operands: [String]) throws(VCNavError) -> [String] {
        let (scripts, unreadable, skipped) = expand(operands)
        if let first = unreadable.first {
            throw VCNavError(message: "cannot read '\(first.path)': \(first.reason)", exitCode: ExitCode.noInput)
        }
        if let first = skipped.first {
            throw VCNavError(message: "'\(first.shown)': \(first.reason)", exitCode: ExitCode.noInput)
        }
        return scripts.map(\.path)
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

    /// The text of a script, or why it cannot be read.
    static func read(_ path: String) -> Result<String, FileReading.Unreadable> {
        FileReading.read(path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The text of a script; one that cannot be read is an error (exit 66).
    static func text(_ path: String) throws(VCNavError) -> String {
        switch read(path) {
        case .success(let text): return text
        case .failure(let error):
            throw VCNavError(message: "cannot read the script '\(FileName.shown(path))': \(error.reason)", exitCode: ExitCode.noInput)
        }
    }
}
