import Diagnostics

/// A command of a replay script with where it was written.
public struct ReplayStep: Sendable, Equatable {
    /// The command.
    public var command: ReplayCommand
    /// Where the command's first character is: the script, its 1-based line and column (a tab
    /// counts as one column). A failure at this step is reported here.
    public var location: SourceLocation

    /// A step for `command` written at `location`.
    public init(command: ReplayCommand, location: SourceLocation) {
        self.command = command
        self.location = location
    }

    /// The 1-based line of the command.
    public var line: Int { location.line }
    /// The 1-based column of the command's first character.
    public var column: Int { location.column }
}
