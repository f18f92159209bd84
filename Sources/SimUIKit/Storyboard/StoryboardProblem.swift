/// Something wrong in a storyboard file, with the place it was found.
///
/// Loading never stops at a problem unless the XML itself is broken; the
/// document keeps everything that could be read and lists its problems.
public struct StoryboardProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is.
    public var location: StoryboardLocation
    /// What is wrong, starting in lower case: `segue 'showCat' points to unknown id 'x9'`.
    public var message: String

    /// Creates a problem.
    public init(location: StoryboardLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// `Dogs.storyboard:41:7: segue 'showCat' points to unknown id 'x9'`.
    public var description: String { "\(location): \(message)" }
}
