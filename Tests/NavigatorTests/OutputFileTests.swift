import Foundation
import Navigator
import Testing
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Every file vcnav writes goes through `OutputFile`: never over an input (by identity, not by
/// name), never anything but a regular file, replaced only when complete, through a temporary
/// file created exclusively; a failed write never traps and leaves whole lines.
@Suite("Output files")
struct OutputFileTests {
    /// Writes `old.txt` holding `old\n` in `directory`; its path.
    static func writeOld(in directory: String) throws -> String {
        let old = directory + "/old.txt"
        try "old\n".write(toFile: old, atomically: true, encoding: .utf8)
        return old
    }

    static func names(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    static func problem(_ body: () throws(OutputFileError) -> OutputFile) -> OutputFileError.Problem? {
        do {
            _ = try body()
            return nil
        } catch {
            return error.problem
        }
    }

    /// A file size limit (`ulimit -f`) stops a write part-way through a line, as a full disk
    /// does. Before, `FileHandle.write` trapped (exit 132) and left half a line.
    @Test("at a file size limit, every complete line of a journal is kept and the cut line is removed")
    func sizeLimit() async throws {
        try await withTemporaryDirectory("limit") { folder in
            let path = folder.appendingPathComponent("journal.vcreplay").path
            _ = await #expect(processExitsWith: .success) { [path = path as String] in
                signal(SIGXFSZ, SIG_IGN)
                var limit = rlimit(rlim_cur: 100, rlim_max: 100)
                setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
                guard let file = try? OutputFile.open(path, what: "recording", mode: .journal(replacing: false)) else { exit(2) }
                var written = 0
                for number in 0..<10 where file.write("line \(number) " + String(repeating: "x", count: 20)) {
                    written += 1
                }
                let committed = (try? file.commit()) != nil
                let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "?"
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                // 28 bytes a line: three fit in 100 bytes; the fourth was cut and removed.
                let whole = written == 3 && file.lineCount == 3 && text.hasSuffix("\n") && lines.count == 4
                exit(whole && !committed && file.failure == "File too large" && !file.write("more") ? 0 : 1)
            }
        }
    }

    @Test("a journal never replaces a file unless asked; a pipe and a directory are refused without suggesting --force")
    func journalRefuses() throws {
        try withTemporaryDirectory("output") { folder in
            let directory = folder.path
            let old = try Self.writeOld(in: directory)
            #expect(
                Self.problem { () throws(OutputFileError) in try OutputFile.open(old, what: "recording", mode: .journal(replacing: false)) }
                    == .exists)
            #expect(
                OutputFileError(old, what: "recording", .exists).description == "'\(old)' already exists; give --force to replace it")
            let fifo = directory + "/fifo"
            #expect(mkfifo(fifo, 0o644) == 0)
            // Before, `record --force FIFO` blocked forever in open(2).
            for replacing in [false, true] {
                #expect(
                    Self.problem { () throws(OutputFileError) in
                        try OutputFile.open(fifo, what: "recording", mode: .journal(replacing: replacing))
                    }
                        == .notRegularFile(kind: "a pipe"))
                #expect(
                    Self.problem { () throws(OutputFileError) in
                        try OutputFile.open(directory, what: "recording", mode: .journal(replacing: replacing))
                    }
                        == .notRegularFile(kind: "a directory"))
            }
            let message = OutputFileError(directory, what: "recording", .notRegularFile(kind: "a directory")).description
            #expect(message == "'\(directory)' is a directory, not a recording file; it is left as it is")
            #expect(try String(contentsOfFile: old, encoding: .utf8) == "old\n")
            #expect(try Self.names(in: directory) == ["fifo", "old.txt"])
        }
    }

    @Test("a replaced journal keeps the old file whole until the new one is complete; given up, the old file stays")
    func journalReplaces() throws {
        try withTemporaryDirectory("output") { folder in
            let directory = folder.path
            let old = try Self.writeOld(in: directory)
            let file = try OutputFile.open(old, what: "recording", mode: .journal(replacing: true))
            #expect(!file.isInPlace)
            #expect(file.write("new"))
            #expect(try String(contentsOfFile: old, encoding: .utf8) == "old\n")
            file.abandon()
            #expect(try String(contentsOfFile: old, encoding: .utf8) == "old\n")
            #expect(try Self.names(in: directory) == ["old.txt"])
            let again = try OutputFile.open(old, what: "recording", mode: .journal(replacing: true))
            again.write("new")
            try again.commit()
            #expect(try String(contentsOfFile: old, encoding: .utf8) == "new\n")
            // A new journal is written in place, each line as it comes.
            let fresh = directory + "/fresh.txt"
            let journal = try OutputFile.open(fresh, what: "recording", mode: .journal(replacing: false))
            #expect(journal.isInPlace)
            journal.write("one")
            #expect(try String(contentsOfFile: fresh, encoding: .utf8) == "one\n")
            try journal.commit()
            #expect(try Self.names(in: directory) == ["fresh.txt", "old.txt"])
        }
    }

    @Test("an input is never replaced, whatever the name: itself, ./name, a hard link, a symbolic link")
    func inputs() throws {
        try withTemporaryDirectory("output") { folder in
            let directory = folder.path
            let old = try Self.writeOld(in: directory)
            let input = try #require(InputFile(old, role: "the script"))
            let hard = directory + "/hard.txt"
            #expect(link(old, hard) == 0)
            let symbolic = directory + "/link.txt"
            try FileManager.default.createSymbolicLink(atPath: symbolic, withDestinationPath: "old.txt")
            let dotted = directory + "/./old.txt"
            for path in [old, dotted, hard, symbolic] {
                for mode in [OutputFile.Mode.replace, .journal(replacing: true)] {
                    #expect(
                        Self.problem { () throws(OutputFileError) in
                            try OutputFile.open(path, what: "JUnit report", inputs: [input], mode: mode)
                        }
                            == .isInput(input), "\(path)")
                }
            }
            #expect(
                OutputFileError(old, what: "JUnit report", .isInput(input)).description
                    == "'\(old)' is the script itself; a JUnit report needs a file of its own")
            #expect(
                OutputFileError(hard, what: "JUnit report", .isInput(input)).description
                    == "'\(hard)' is the same file as the script '\(old)'; a JUnit report needs a file of its own")
            #expect(try String(contentsOfFile: old, encoding: .utf8) == "old\n")
            #expect(try Self.names(in: directory) == ["hard.txt", "link.txt", "old.txt"])
        }
    }

    @Test("a replacement goes through an exclusive temporary file and keeps the replaced file's permissions and links")
    func atomic() throws {
        try withTemporaryDirectory("output") { folder in
            let directory = folder.path
            let old = try Self.writeOld(in: directory)
            chmod(old, 0o640)
            let symbolic = directory + "/link.txt"
            try FileManager.default.createSymbolicLink(atPath: symbolic, withDestinationPath: "old.txt")
            let file = try OutputFile.open(symbolic, what: "map")
            file.write("new")
            // While it is written: the old text whole, the new one in `.old.txt.vcnav-XXXXXX`, private.
            #expect(try String(contentsOfFile: old, encoding: .utf8) == "old\n")
            let temporary = try #require(try Self.names(in: directory).first { $0.hasPrefix(".old.txt.vcnav-") })
            #expect(temporary.count == ".old.txt.vcnav-".count + 6)
            var info = stat()
            #expect(lstat(directory + "/" + temporary, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && info.st_mode & 0o777 == 0o600)
            try file.commit()
            #expect(try String(contentsOfFile: old, encoding: .utf8) == "new\n")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: symbolic) == "old.txt")
            #expect(stat(old, &info) == 0 && info.st_mode & 0o777 == 0o640)
            #expect(try Self.names(in: directory) == ["link.txt", "old.txt"])
            // A read-only file, a link to nothing: left as they are.
            chmod(old, 0o444)
            #expect(Self.problem { () throws(OutputFileError) in try OutputFile.open(old, what: "map") } == .readOnly)
            try FileManager.default.createSymbolicLink(atPath: directory + "/nothing", withDestinationPath: "missing")
            #expect(
                Self.problem { () throws(OutputFileError) in try OutputFile.open(directory + "/nothing", what: "map") } == .danglingLink)
            #expect(try Self.names(in: directory) == ["link.txt", "nothing", "old.txt"])
        }
    }

    @Test("a file that is not finished is never committed: a write failure leaves the old file and no temporary file")
    func failedWrite() async throws {
        try await withTemporaryDirectory("failed") { folder in
            let directory = folder.path
            let old = try Self.writeOld(in: directory)
            _ = await #expect(processExitsWith: .success) { [directory = directory as String, old = old as String] in
                signal(SIGXFSZ, SIG_IGN)
                var limit = rlimit(rlim_cur: 100, rlim_max: 100)
                setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
                guard let file = try? OutputFile.open(old, what: "map") else { exit(2) }
                for _ in 0..<10 { file.write(String(repeating: "x", count: 30)) }
                var problem: OutputFileError.Problem?
                do throws(OutputFileError) { try file.commit() } catch { problem = error.problem }
                let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
                let kept = (try? String(contentsOfFile: old, encoding: .utf8)) == "old\n"
                exit(kept && names == ["old.txt"] && problem == .cannotWrite(reason: "File too large") ? 0 : 1)
            }
        }
    }
}
