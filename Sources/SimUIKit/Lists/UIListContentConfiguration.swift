import Foundation

/// A cell's content as iOS 14's list configurations describe it (`defaultContentConfiguration()`).
public protocol UIContentConfiguration {
    /// The text a reader sees, if any.
    var displayText: String? { get }
}

extension UIContentConfiguration {
    /// The secondary text a list configuration shows beside the text.
    var displaySecondaryText: String? { (self as? UIListContentConfiguration)?.secondaryText }
}

/// The content of a list cell, header or footer (iOS 14): text, secondary text, image, and how
/// each looks. A table row or list row shows the text, and the secondary text beside it; the
/// styles (`cell()`, `sidebarCell()`, `groupedHeader()`...) differ only in looks, which are kept.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties()
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 0
    public var textToSecondaryTextHorizontalPadding: CGFloat = 0
    public var textToSecondaryTextVerticalPadding: CGFloat = 0

    /// The text shown.
    public var displayText: String? { text }

    public init() {}

    /// How a text looks (kept).
    public struct TextProperties: Hashable, Sendable {
        public var font = UIFont.systemFont(ofSize: 17)
        public var color = UIColor.label
        public var alignment = TextAlignment.natural
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// Where the text sits.
        public enum TextAlignment: Int, Hashable, Sendable { case natural, center, justified }
        public init() {}
    }

    /// How the image looks (kept).
    public struct ImageProperties: Hashable, Sendable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize = CGSize.zero
        public var reservedLayoutSize = CGSize.zero
        public var accessibilityIgnoresInvertColors = false
        public init() {}
    }

    // The system styles: the same content, looks kept.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func header() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func footer() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func sidebarHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
}
