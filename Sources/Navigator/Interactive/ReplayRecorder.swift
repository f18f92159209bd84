import Foundation

/// Writes replay commands to a script, one line each as it happens (see `LineFile`): a session
/// killed at any moment keeps everything done so far, and a failed write (a full disk) leaves
/// every complete line and stops the recording, saying why.
public final class ReplayRecorder {
    /// The script being written.
    public var path: String { file.path }
    /// How many commands were written (the header's comments not counted).
    public private(set) var commandCount = 0
    /// Why recording stopped early, for a person, if it did.
    public private(set) var failure: String?

    private let file: LineFile

    /// Creates the file and writes `header` (comment lines, without `#`). An existing file is
    /// replaced only when `replacing`; otherwise that is an error saying so.
    public init(path: String, replacing: Bool, header: [String]) throws(NavigatorError) {
        do {
            file = try LineFile(path: path, existing: replacing ? .replace : .refuse)
        } catch .exists {
            throw NavigatorError(message: "'\(path)' already exists; give --force to replace it")
        } catch {
            throw NavigatorError(message: "cannot create the recording: \(error)")
        }
        for line in header where !file.write("# " + line) {
            throw NavigatorError(message: "cannot write the recording '\(path)': \(file.failure ?? "")")
        }
    }

    /// A path like `path` that does not exist yet: `path` itself, else `name-2.vcreplay`,
    /// `name-3.vcreplay`...
    public static func unusedPath(like path: String) -> String {
        guard FileManager.default.fileExists(atPath: path) else { return path }
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().path
        let suffix = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
        for number in 2...9999 where !FileManager.default.fileExists(atPath: "\(stem)-\(number)\(suffix)") {
            return "\(stem)-\(number)\(suffix)"
        }
        return "\(stem)-\(UUID().uuidString)\(suffix)"
    }

    /// Appends one command. Returns false when it could not be written (see `failure`).
    @discardableResult
    public func write(_ command: ReplayCommand) -> Bool {
        guard failure == nil else { return false }
        guard file.write(command.scriptText) else {
            failure =
                "recording stopped: cannot write to '\(path)' (\(file.failure ?? "")); the \(commandCount) command"
                + (commandCount == 1 ? "" : "s") + " before it are kept"
            return false
        }
        commandCount += 1
        return true
    }

    /// Closes the file.
    public func close() {
        file.close()
    }
}

/// An error of the navigator layer, with a message a person can act on.
public struct NavigatorError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, for a person.
    public var message: String

    /// An error with this message.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
