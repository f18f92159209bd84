import Navigator

/// A text file vcnav writes whole (a JUnit report, a map), replacing what was there.
@MainActor
enum TextFile {
    /// Writes `text` (lines ending in `\n`) to `path`; the exit status of that. `what` names the
    /// file in the error (`the report`).
    static func write(_ text: String, to path: String, what: String) -> Int32 {
        do {
            let file = try LineFile(path: path, existing: .replace)
            defer { file.close() }
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() where !file.write(String(line)) {
                Console.error("cannot write \(what) '\(path)': \(file.failure ?? "")")
                return ExitCode.ioError
            }
            return ExitCode.ok
        } catch {
            Console.error("cannot write \(what): \(error)")
            return ExitCode.cannotCreate
        }
    }
}
