import Foundation

/// A cell's content as iOS 14's list configurations describe it (`defaultContentConfiguration()`).
public protocol UIContentConfiguration {
    /// The text a reader sees, if any.
    var displayText: String? { get }
}

/// The content of a list cell: text, secondary text, image. The screen shows the text.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var displayText: String? { text }
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func header() -> UIListContentConfiguration { UIListContentConfiguration() }
}
