import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Writing to a full, closed or broken standard error or output never crashes vcnav (every error
/// message used to go through `FileHandle.write`, which traps: exit 132, the backtracer's report);
/// output that could not be written is an error (exit 74), not a silent pass.
@Suite("Write failures")
struct StreamFailureTests {
    enum Stream: String, CustomStringConvertible, CaseIterable {
        /// `2>/dev/full`: every write fails with ENOSPC.
        case full
        /// `2>&-`: no descriptor 2 at all.
        case closed
        /// A pipe whose reader is gone: EPIPE (and SIGPIPE, which must not kill vcnav).
        case brokenPipe
        var description: String { rawValue }
    }

    /// Runs vcnav through the shell with its standard error (or output) made `stream`; the status.
    static func status(_ arguments: [String], stderr stream: Stream, stdout: String = "/dev/null") throws -> Int32 {
        let quoted = ([VCNavBinary.url.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let command: String
        switch stream {
        case .full: command = "\(quoted) >\(stdout) 2>/dev/full; echo $? >&3"
        case .closed: command = "\(quoted) >\(stdout) 2>&-; echo $? >&3"
        // The reader of the pipe (`true`) exits at once; vcnav writes into a pipe with no reader.
        case .brokenPipe: command = "{ sleep 0.2; \(quoted) >\(stdout); echo $? >&3; } 2>&1 | true"
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "exec 3>&1; " + command]
        process.currentDirectoryURL = VCNavBinary.packageRoot
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    @Test(
        "an error message to a full, closed or broken standard error: the exit status still says what happened", arguments: Stream.allCases)
    func errorsToABrokenStream(_ stream: Stream) throws {
        #expect(try Self.status(["check", "/nonexistent"], stderr: stream) == 66)
        #expect(try Self.status(["replay", "--no-such-flag"], stderr: stream) == 64)
        try withTemporaryDirectory("fail") { folder in
            let script = folder.appendingPathComponent("fail.vcreplay")
            try "launch\nexpect top Nowhere\n".write(to: script, atomically: true, encoding: .utf8)
            #expect(try Self.status(["replay", script.path], stderr: stream) == 1)
        }
    }

    @Test("standard output on a full disk: exit 74 and the reason on standard error")
    func fullOutput() throws {
        let process = Process()
        process.executableURL = VCNavBinary.url
        process.arguments = ["check", "Scenes/Storyboards"]
        process.currentDirectoryURL = VCNavBinary.packageRoot
        let full: FileHandle = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        process.standardOutput = full
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 74)
        #expect(text == "vcnav: cannot write the output: no space left on device\n")
    }
}
