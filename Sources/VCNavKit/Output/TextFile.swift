import Navigator

/// The files vcnav writes whole (a JUnit report, a map, a cast): an `OutputFile`, opened before
/// the work starts so that a destination that may not be written (one of the run's inputs
/// under any name, a pipe, a directory, a read-only file) is refused before anything runs, and
/// replaced only when complete. Its errors end in the exit-code funnel: 73 when the file is
/// refused or cannot be created, 74 when writing it failed.
@MainActor
enum TextFile {
    /// Opens `path` for writing `what` (`JUnit report`); nothing is replaced yet.
    static func open(_ path: String, what: String, inputs: [InputFile]) throws(VCNavError) -> OutputFile {
        do {
            return try OutputFile.open(path, what: what, inputs: inputs)
        } catch {
            throw VCNavError(error)
        }
    }

    /// Writes `text` (lines ending in `\n`) into `file` and makes it the file's text; the exit
    /// status of that.
    static func finish(_ file: OutputFile, with text: String) -> Int32 {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() where !file.write(String(line)) {
            break
        }
        return commit(file)
    }

    /// Makes what `file` holds its text; the exit status of that (an error printed).
    static func commit(_ file: OutputFile) -> Int32 {
        do {
            try file.commit()
            return ExitCode.ok
        } catch {
            Console.error(error.description)
            return VCNavError(error).exitCode
        }
    }
}

extension VCNavError {
    /// An output that could not be written: 74 when writing failed, else 73.
    init(_ error: OutputFileError) {
        self.init(message: error.description, exitCode: error.isWriteFailure ? ExitCode.ioError : ExitCode.cannotCreate)
    }
}
