import Foundation

/// A font, kept by name and size; the terminal draws one font.
public struct UIFont: Hashable, Sendable {
    public enum TextStyle: String, Sendable {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
    }
    public struct Weight: Hashable, Sendable {
        public let rawValue: Double
        public init(rawValue: Double) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3), bold = Weight(rawValue: 0.4)
    }
    public let fontName: String
    public let pointSize: Double
    public init?(name: String, size: Double) { fontName = name; pointSize = size }
    init(system size: Double, _ name: String = ".SFUI-Regular") { fontName = name; pointSize = size }
    public static func systemFont(ofSize size: Double) -> UIFont { UIFont(system: size) }
    public static func systemFont(ofSize size: Double, weight: Weight) -> UIFont { UIFont(system: size) }
    public static func boldSystemFont(ofSize size: Double) -> UIFont { UIFont(system: size, ".SFUI-Semibold") }
    public static func italicSystemFont(ofSize size: Double) -> UIFont { UIFont(system: size, ".SFUI-Italic") }
    /// Sizes of the Large (default) Dynamic Type category.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [TextStyle: Double] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15, .body: 17,
            .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        return UIFont(system: sizes[style] ?? 17, style == .headline ? ".SFUI-Semibold" : ".SFUI-Regular")
    }
}
