/// A storyboard file that could not be read at all (missing, unreadable).
///
/// Bad *content* is never thrown: it becomes a ``StoryboardProblem`` in the
/// loaded ``StoryboardDocument``.
public struct StoryboardReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path that was asked for.
    public var path: String
    /// Why it could not be read, from the file system.
    public var reason: String

    /// Creates a read error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `cannot read /x/Dogs.storyboard: no such file`.
    public var description: String { "cannot read \(path): \(reason)" }
}
