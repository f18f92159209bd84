import Foundation

/// The `vcnav` executable built beside the test bundle.
public enum VCNavBinary {
    public static var url: URL {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var candidates = [directory.appendingPathComponent("vcnav")]
        // `swift test` runs the bundle from .build/<triple>/debug.
        candidates.append(directory.deletingLastPathComponent().appendingPathComponent("vcnav"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// The package's root directory (for Scenes/Replays and other checked-in files).
    public static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Runs vcnav with arguments; returns exit status, standard output and standard error.
    /// `unprivileged`: as user `nobody` when the tests run as root (root reads files whatever their
    /// permissions, so a test of an unreadable file needs that).
    public static func run(
        _ arguments: [String], currentDirectory: URL? = nil, environment: [String: String] = [:], unprivileged: Bool = false
    ) throws -> (status: Int32, stdout: String, stderr: String) {
        if unprivileged, getuid() == 0 {
            return try launch(
                URL(fileURLWithPath: "/usr/bin/setpriv"), ["--reuid=65534", "--regid=65534", "--clear-groups", url.path] + arguments,
                currentDirectory: currentDirectory, environment: environment)
        }
        return try launch(url, arguments, currentDirectory: currentDirectory, environment: environment)
    }

    /// Runs a bash command line (for redirections); returns its exit status and output.
    public static func shell(_ command: String) throws -> (status: Int32, stdout: String, stderr: String) {
        try launch(URL(fileURLWithPath: "/bin/bash"), ["-c", command])
    }

    /// Runs any executable; returns its exit status and output.
    public static func launch(
        _ executable: URL, _ arguments: [String], currentDirectory: URL? = nil, environment: [String: String] = [:]
    ) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let errorReader = BackgroundReader(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = errorReader.result()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}

/// Reads a pipe to its end on a thread of its own (so two pipes never deadlock).
final class BackgroundReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }.start()
    }

    func result() -> Data {
        done.wait()
        return data
    }
}
