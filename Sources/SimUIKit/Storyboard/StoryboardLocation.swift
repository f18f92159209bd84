/// A position in a storyboard file, as `File.storyboard:line:column`.
///
/// Lines and columns start at 1. The column counts Unicode scalars (a tab is
/// one column, `é` is one column), which is what editors and libxml2 count.
/// For an element, the location is that of the `<` that opens its start tag.
public struct StoryboardLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's display name, such as `Dogs.storyboard`.
    public var file: String
    /// The line, starting at 1.
    public var line: Int
    /// The column in Unicode scalars, starting at 1.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `Dogs.storyboard:41:7`.
    public var description: String { "\(file):\(line):\(column)" }
}
