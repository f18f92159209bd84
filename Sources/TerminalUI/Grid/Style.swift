/// How a cell looks: colours from the small palette plus text attributes.
public struct Style: Hashable, Sendable {
    /// Text colour.
    public var foreground: Color
    /// Cell colour.
    public var background: Color
    /// Bold (bright) text.
    public var bold: Bool
    /// Foreground and background swapped.
    public var reverse: Bool
    /// Underlined text.
    public var underline: Bool
    /// Faint text (dropped where the terminal has no colours).
    public var dim: Bool

    /// Creates a style; every part defaults to the terminal's plain text.
    public init(
        foreground: Color = .default, background: Color = .default,
        bold: Bool = false, reverse: Bool = false, underline: Bool = false, dim: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.reverse = reverse
        self.underline = underline
        self.dim = dim
    }

    /// Plain text in the terminal's colours.
    public static let plain = Style()
    /// Bold text.
    public static let bold = Style(bold: true)
    /// Reverse video, the usual selection highlight.
    public static let reverse = Style(reverse: true)
    /// Underlined text.
    public static let underline = Style(underline: true)
    /// Faint text.
    public static let dim = Style(dim: true)

    /// A copy with another foreground.
    public func foreground(_ color: Color) -> Style {
        var copy = self
        copy.foreground = color
        return copy
    }

    /// A copy with another background.
    public func background(_ color: Color) -> Style {
        var copy = self
        copy.background = color
        return copy
    }
}
