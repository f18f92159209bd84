/// An error in a replay script, reported before anything runs.
public struct ReplayParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The script's name, as given to the parser.
    public var file: String
    /// The 1-based line of the error.
    public var line: Int
    /// The 1-based column of the offending token (a tab counts as one column).
    public var column: Int
    /// What is wrong, for a person: `unknown command 'tapp'; did you mean 'tap'?`.
    public var message: String

    /// An error at `file`:`line`:`column`.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: message`.
    public var description: String { "\(FileName.shown(file)):\(line):\(column): \(message)" }
}
