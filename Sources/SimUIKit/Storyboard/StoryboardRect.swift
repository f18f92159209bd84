/// A rectangle, from `<rect key="frame" x=... y=... width=... height=...>`.
public struct StoryboardRect: Hashable, Sendable {
    /// Origin x.
    public var x: Double
    /// Origin y.
    public var y: Double
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double

    /// Creates a frame.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
