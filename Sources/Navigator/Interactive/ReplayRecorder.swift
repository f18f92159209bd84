import Foundation
import SimUIKit

/// Writes replay commands to a script, one line each as it happens (an `OutputFile` journal): a
/// new file is written in place, so a session killed at any moment keeps everything done so
/// far; a file replaced with `--force` is replaced only when the recording ends (until then the
/// old recording is whole). A failed write (a full disk) leaves every complete line and stops
/// the recording, saying why; a pipe or a directory is refused before anything is opened.
public final class ReplayRecorder {
    /// The script being written.
    public var path: String { file.path }
    /// How many commands were written (the header's comments not counted).
    public private(set) var commandCount = 0
    /// Why recording stopped early, for a person, if it did.
    public private(set) var failure: String?

    private let file: OutputFile
    private var closed = false

    /// Creates the file and writes `header` (comment lines, without `#`). An existing file is
    /// replaced only when `replacing`; otherwise that is an error saying so. None of `inputs`
    /// (the app's storyboards) is ever replaced.
    public init(path: String, replacing: Bool, header: [String], inputs: [InputFile] = []) throws(NavigatorError) {
        do {
            file = try OutputFile.open(path, what: "recording", inputs: inputs, mode: .journal(replacing: replacing))
        } catch {
            throw NavigatorError(message: error.description)
        }
        for line in header where !file.write("# " + line) {
            let reason = file.failure ?? ""
            file.abandon()
            throw NavigatorError(message: OutputFileError(path, what: "recording", .cannotWrite(reason: reason)).description)
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
            let kept =
                file.isInPlace
                ? "the \(commandCount) command" + (commandCount == 1 ? "" : "s") + " before it are kept"
                : "the old recording is left as it was"
            failure = "recording stopped: cannot write to '\(ValueRenderer.visible(path))' (\(file.failure ?? "")); " + kept
            return false
        }
        commandCount += 1
        return true
    }

    /// Ends the recording: the file is synchronized and closed (a replacement takes the old
    /// file's place now). A failure is kept in `failure`.
    public func close() {
        guard !closed else { return }
        closed = true
        do {
            try file.commit()
        } catch {
            if failure == nil { failure = error.description + (file.isInPlace ? "" : "; the old recording is left as it was") }
        }
    }

    /// Gives up before anything was recorded (the navigator could not start): a new file is
    /// removed, a file being replaced is left as it was.
    public func discard() {
        closed = true
        file.abandon()
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
