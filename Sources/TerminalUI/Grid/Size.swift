/// A size in terminal cells: `width` columns by `height` rows.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a size; negative values are clamped to zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// An empty size.
    public static let zero = Size(width: 0, height: 0)

    /// `WxH`, the notation of replay scripts (`resize 80x24`).
    public var description: String { "\(width)x\(height)" }
}
