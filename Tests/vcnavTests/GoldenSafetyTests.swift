import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Goldens are read and written safely: never anything but a regular file, never the script,
/// never a read-only golden, atomically, with exact reasons and exit codes.
@Suite("Golden safety")
struct GoldenSafetyTests {
    /// A script in `directory`, the place for its golden; its path.
    static func script(in directory: URL) throws -> String {
        let script = directory.appendingPathComponent("s.vcreplay")
        try "launch\nexpect top Pets\n".write(to: script, atomically: true, encoding: .utf8)
        return script.path
    }

    static func update(_ script: String, golden: String) throws -> (status: Int32, stdout: String, stderr: String) {
        try VCNavBinary.run(["replay", script, "--golden", golden, "--update", "-q"])
    }

    @Test("a symbolic link is followed: the file it points to is updated, the link stays a link")
    func symlink() throws {
        try withTemporaryDirectory("golden") { directory in
            let script = try Self.script(in: directory)
            let target = directory.appendingPathComponent("real.transcript").path
            try "old\n".write(toFile: target, atomically: true, encoding: .utf8)
            let link = directory.appendingPathComponent("s.transcript").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.transcript")
            let result = try Self.update(script, golden: link)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.transcript")
            #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("> launch\n"))
        }
    }

    @Test("a read-only golden is left alone, even by root (exit 73)")
    func readOnly() throws {
        try withTemporaryDirectory("golden") { directory in
            let script = try Self.script(in: directory)
            let golden = directory.appendingPathComponent("s.transcript").path
            try "old\n".write(toFile: golden, atomically: true, encoding: .utf8)
            chmod(golden, 0o444)
            let result = try Self.update(script, golden: golden)
            #expect(result.status == 73)
            #expect(result.stderr == "vcnav: '\(golden)' is read-only; make it writable to replace it; \(script) was not run\n")
            #expect(try String(contentsOfFile: golden, encoding: .utf8) == "old\n")
        }
    }

    @Test("the script itself is never overwritten (exit 73)")
    func script() throws {
        try withTemporaryDirectory("golden") { directory in
            let script = try Self.script(in: directory)
            let result = try Self.update(script, golden: script)
            #expect(result.status == 73)
            #expect(result.stderr.contains("is the script itself; a golden transcript needs a file of its own"))
            #expect(try String(contentsOfFile: script, encoding: .utf8) == "launch\nexpect top Pets\n")
        }
    }

    @Test("anything but a regular file is refused: a pipe, a directory (exit 73 to write, 66 to read)")
    func notRegular() throws {
        try withTemporaryDirectory("golden") { directory in
            let script = try Self.script(in: directory)
            let fifo = directory.appendingPathComponent("fifo").path
            #expect(mkfifo(fifo, 0o644) == 0)
            let pipe = try Self.update(script, golden: fifo)
            #expect(pipe.status == 73)
            #expect(pipe.stderr.contains("'\(fifo)' is a pipe, not a golden transcript file; it is left as it is"))
            let folder = directory.path
            let update = try Self.update(script, golden: folder)
            #expect(update.status == 73)
            #expect(update.stderr.contains("is a directory, not a golden transcript file"))
            let compare = try VCNavBinary.run(["replay", script, "--golden", folder, "-q"])
            #expect(compare.status == 66)
            #expect(
                compare.stderr
                    == "vcnav: cannot read the golden transcript '\(folder)': it is a directory, not a file; \(script) was not run\n"
            )
        }
    }

    /// A symbolic link loop cannot be read, by anyone (root reads a file without permissions).
    @Test("an unreadable golden is exit 66, with the system's reason")
    func unreadable() throws {
        try withTemporaryDirectory("golden") { directory in
            let script = try Self.script(in: directory)
            let loop = directory.appendingPathComponent("loop").path
            try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop")
            let result = try VCNavBinary.run(["replay", script, "--golden", loop, "-q"])
            #expect(result.status == 66)
            #expect(result.stderr.contains("cannot read the golden transcript '\(loop)': Too many levels of symbolic links"))
        }
    }

    @Test("an update replaces the golden atomically and keeps its permissions; no temporary file is left")
    func atomic() throws {
        try withTemporaryDirectory("golden") { directory in
            let script = try Self.script(in: directory)
            let golden = directory.appendingPathComponent("s.transcript").path
            try "old\n".write(toFile: golden, atomically: true, encoding: .utf8)
            chmod(golden, 0o640)
            let result = try Self.update(script, golden: golden)
            #expect(result.status == 0)
            let attributes = try FileManager.default.attributesOfItem(atPath: golden)
            #expect((attributes[.posixPermissions] as? Int) == 0o640)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["s.transcript", "s.vcreplay"])
            #expect(try VCNavBinary.run(["replay", script, "--golden", golden, "-q"]).status == 0)
        }
    }
}
