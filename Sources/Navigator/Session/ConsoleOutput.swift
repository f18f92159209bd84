import Foundation

/// What the app wrote on its console (standard output and error) during one action: the last
/// lines, oldest first, and how much was not kept. The app process relays each line before the
/// action's reply, so the lines belong to the action whatever the timing (see `AppWire`).
public struct ConsoleOutput: Sendable, Equatable {
    /// What marks a console line in a transcript and in the navigator's log.
    public static let marker = "console: "
    /// The most lines the host keeps of one action (the last ones: where an app says what went wrong).
    public static let defaultLimit = 1000

    /// The lines kept (the last `limit`), without their newlines; a line longer than the app
    /// process relays ends with ` … (+N bytes)`.
    public var lines: [String]
    /// Earlier lines not kept.
    public var omittedLines: Int
    /// Their bytes.
    public var omittedBytes: Int
    /// The most lines kept for one action.
    public var limit: Int

    /// Console output of `lines`, with what was not kept.
    public init(lines: [String] = [], omittedLines: Int = 0, omittedBytes: Int = 0, limit: Int = ConsoleOutput.defaultLimit) {
        self.lines = lines
        self.omittedLines = omittedLines
        self.omittedBytes = omittedBytes
        self.limit = limit
    }

    /// The transcript's lines: `console: TEXT` for each line kept, after one that says what was
    /// not kept.
    public var transcriptLines: [String] {
        var out: [String] = []
        out.reserveCapacity(lines.count + 1)
        if omittedLines > 0 {
            out.append(
                Self.marker
                    + "… \(omittedLines) earlier lines (\(omittedBytes) bytes) not kept: the host keeps the last \(limit) of an action")
        }
        for line in lines { out.append(Self.marker + line) }
        return out
    }

    /// Takes the lines from a crash's message on (they are the crash's report, not the app's
    /// output) and returns them, one per line; nothing when no line is a crash's message.
    mutating func takeCrashReport() -> String {
        guard let start = lines.firstIndex(where: { Self.isExceptionMessage($0) || Self.isTrapMessage($0) }) else { return "" }
        defer { lines.removeSubrange(start...) }
        return lines[start...].joined(separator: "\n")
    }
}

extension ConsoleOutput {
    /// Whether a console line is an uncaught exception's message (where its report begins).
    static func isExceptionMessage(_ line: String) -> Bool { line.hasPrefix("*** Terminating app due to uncaught exception") }

    /// Whether a console line is a Swift trap's message (where its report begins).
    static func isTrapMessage(_ line: String) -> Bool { line.contains(": Fatal error") }
}
