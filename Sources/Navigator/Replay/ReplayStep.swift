/// A command of a replay script with where it was written.
public struct ReplayStep: Sendable, Equatable {
    /// The command.
    public var command: ReplayCommand
    /// The 1-based line of the command.
    public var line: Int
    /// The 1-based column of the command's first character (a tab counts as one column).
    public var column: Int

    /// A step for `command` written at `line`:`column`.
    public init(command: ReplayCommand, line: Int, column: Int) {
        self.command = command
        self.line = line
        self.column = column
    }
}
