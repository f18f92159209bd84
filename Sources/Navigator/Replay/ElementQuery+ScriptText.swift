import SimUIKit

extension ElementQuery {
    /// The query as written in a script: `"Dogs"` (quoted and escaped), `#b-1`,
    /// `"OK" index 1`, `row 2 in section 1`, `accessory row 2`, `delete control row 2`,
    /// `delete row 2`.
    ///
    /// An id that is empty or holds characters an id cannot have is written
    /// as-is and will not parse back.
    public var scriptText: String {
        switch self {
        case .text(let text, let index): ReplaySyntax.quoted(text) + Self.indexText(index)
        case .id(let id, let index): "#" + id + Self.indexText(index)
        case .row(let row, let section): "row \(row)" + ReplaySyntax.sectionText(section)
        case .accessoryButton(let row, let section): "accessory row \(row)" + ReplaySyntax.sectionText(section)
        case .deleteControl(let row, let section): "delete control row \(row)" + ReplaySyntax.sectionText(section)
        case .deleteButton(let row, let section): "delete row \(row)" + ReplaySyntax.sectionText(section)
        }
    }

    private static func indexText(_ index: Int?) -> String {
        index.map { " index \($0)" } ?? ""
    }
}
