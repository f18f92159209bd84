import Foundation
import Navigator
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Recordings, casts and reports are written through `LineFile`: a failed write never traps and
/// leaves whole lines.
@Suite("Line files")
struct LineFileTests {
    /// A file size limit (`ulimit -f`) stops a write part-way through a line, as a full disk
    /// does. Before, `FileHandle.write` trapped (exit 132) and left half a line.
    @Test("at a file size limit, every complete line is kept and the cut line is removed")
    func sizeLimit() async {
        await #expect(processExitsWith: .success) {
            signal(SIGXFSZ, SIG_IGN)
            var limit = rlimit(rlim_cur: 100, rlim_max: 100)
            setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("limit-\(UUID().uuidString)").path
            guard let file = try? LineFile(path: path, existing: .refuse) else { exit(2) }
            var written = 0
            for number in 0..<10 where file.write("line \(number) " + String(repeating: "x", count: 20)) {
                written += 1
            }
            file.close()
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "?"
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            // 28 bytes a line: three fit in 100 bytes; the fourth was cut and removed.
            let whole = written == 3 && file.lineCount == 3 && text.hasSuffix("\n") && lines.count == 4
            exit(whole && file.failure == "File too large" && !file.write("more") ? 0 : 1)
        }
    }

    @Test("refuse means refuse: an existing file is left as it is")
    func refuses() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("exists-\(UUID().uuidString)").path
        try "old\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: LineFileError.exists(path)) { try LineFile(path: path, existing: .refuse) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
    }
}
