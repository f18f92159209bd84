/// A position on the terminal grid, in columns (`x`) and rows (`y`), zero-based
/// from the top-left corner.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Column, zero-based.
    public var x: Int
    /// Row, zero-based.
    public var y: Int

    /// Creates a point at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The top-left corner.
    public static let zero = Point(x: 0, y: 0)

    /// `(x,y)`.
    public var description: String { "(\(x),\(y))" }
}
