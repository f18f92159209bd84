import Foundation

/// Writes the user's actions as a replay script, one command per line, flushed as it happens:
/// a session killed at any moment keeps everything done so far.
public final class ReplayRecorder {
    public let path: String
    private let handle: FileHandle

    /// Creates (or truncates) the file and writes a header comment.
    public init(path: String, appSummary: String) throws {
        self.path = path
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw NavigatorError(message: "cannot create the recording '\(path)'")
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw NavigatorError(message: "cannot write the recording '\(path)'")
        }
        self.handle = handle
        write("# Recorded by vcnav on \(appSummary). Replay with: vcnav replay \(URL(fileURLWithPath: path).lastPathComponent)")
    }

    /// Appends one line and pushes it to the file system at once.
    public func write(_ line: String) {
        handle.write(Data((line + "\n").utf8))
        try? handle.synchronize()
    }

    public func close() {
        try? handle.close()
    }
}

/// An error of the navigator layer, with a message a person can act on.
public struct NavigatorError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}
