/// One terminal cell: the text of one grapheme and its style.
///
/// A wide (two-column) grapheme occupies its cell and the next one; the next
/// one is a *continuation* cell with empty text. Build cells through
/// `CellGrid.put`, which keeps that pairing intact.
public struct Cell: Hashable, Sendable {
    /// The grapheme drawn here, normalised by `DisplayWidth.cellText`;
    /// empty for the right half of a wide grapheme.
    public private(set) var text: String
    /// Colours and attributes.
    public var style: Style

    /// A cell showing `character` (normalised; a zero-width cluster becomes a space).
    public init(_ character: Character = " ", style: Style = .plain) {
        let normalised = DisplayWidth.cellText(character)
        self.text = normalised.width == 0 ? " " : normalised.text
        self.style = style
    }

    private init(rawText: String, style: Style) {
        self.text = rawText
        self.style = style
    }

    /// A space in the default style.
    public static let blank = Cell()

    /// The right half of a wide grapheme drawn in `style`.
    public static func continuation(style: Style) -> Cell {
        Cell(rawText: "", style: style)
    }

    /// True for the right half of a wide grapheme.
    public var isContinuation: Bool { text.isEmpty }

    /// Columns this cell's grapheme spans: 0 (continuation), 1 or 2.
    public var width: Int {
        if text.isEmpty { return 0 }
        if text.utf8.count == 1 { return 1 }
        return DisplayWidth.of(text)
    }
}
