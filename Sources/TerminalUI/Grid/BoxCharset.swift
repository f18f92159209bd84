/// The characters used for box borders and ellipses: Unicode line drawing
/// in UTF-8 locales, plain ASCII elsewhere.
public enum BoxCharset: Sendable, Hashable {
    /// `─│┌┐└┘├┤` and `…`.
    case unicode
    /// `-|+` and `...`.
    case ascii

    /// Horizontal edge.
    public var horizontal: Character { self == .unicode ? "─" : "-" }
    /// Vertical edge.
    public var vertical: Character { self == .unicode ? "│" : "|" }
    /// Top-left corner.
    public var topLeft: Character { self == .unicode ? "┌" : "+" }
    /// Top-right corner.
    public var topRight: Character { self == .unicode ? "┐" : "+" }
    /// Bottom-left corner.
    public var bottomLeft: Character { self == .unicode ? "└" : "+" }
    /// Bottom-right corner.
    public var bottomRight: Character { self == .unicode ? "┘" : "+" }
    /// Left tee, where a divider meets the left edge.
    public var teeLeft: Character { self == .unicode ? "├" : "+" }
    /// Right tee, where a divider meets the right edge.
    public var teeRight: Character { self == .unicode ? "┤" : "+" }
    /// The mark of truncated text.
    public var ellipsis: String { self == .unicode ? "…" : "..." }
}
