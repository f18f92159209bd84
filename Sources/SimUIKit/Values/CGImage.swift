import Foundation

/// Core Graphics' bitmap image, as `UIImage.cgImage` gives it (a layer's `contents`): the image it
/// came from and its size in pixels; there are no pixels to read.
public final class CGImage: @unchecked Sendable, CustomStringConvertible {
    /// The name of the `UIImage` it came from.
    let name: String
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int

    init(name: String, width: Int, height: Int) {
        self.name = name
        self.width = width
        self.height = height
    }

    public var description: String { "CGImage(\(name), \(width)x\(height))" }
}
