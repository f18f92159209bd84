import Foundation

/// An image, by name only (an SF Symbol or asset name); the terminal shows no pixels.
public struct UIImage: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public init?(named name: String) { self.name = name }
    public init?(systemName name: String) { self.name = name }
    init(name: String) { self.name = name }
    public var description: String { name }
}
