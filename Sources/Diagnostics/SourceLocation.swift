/// A place in a text file: `Dogs.storyboard:41:7`.
///
/// Every layer that reports something about a file (a storyboard, a replay script, Swift sources)
/// names the place with this one value, so every report renders and sorts it the same way.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The file as the person named it (or its display name, such as `Dogs.storyboard`).
    public var file: String
    /// The line, starting at 1.
    public var line: Int
    /// The column in Unicode scalars, starting at 1 (a tab counts as one column).
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `Dogs.storyboard:41:7`, the file's name escaped as any text from a file is (see
    /// `TextEscaping`): a script named with a line feed cannot forge a line.
    public var description: String { "\(TextEscaping.visible(file)):\(line):\(column)" }

    /// By file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
