/// Why the interactive terminal could not be opened; the message says what
/// to do instead.
public struct TerminalError: Error, CustomStringConvertible, Sendable, Equatable {
    /// A message for the user.
    public let message: String

    /// An error with `message`.
    public init(message: String) {
        self.message = message
    }

    /// stdin or stdout is not a terminal, or curses could not open it.
    public static func notATerminal(detail: String) -> TerminalError {
        TerminalError(message: "the navigator needs a terminal (\(detail)); try `vcnav replay SCRIPT` for headless runs")
    }

    /// The message.
    public var description: String { message }
}
