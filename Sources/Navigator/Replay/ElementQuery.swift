/// What a `tap` command looks for on the simulated screen.
public enum ElementQuery: Sendable, Equatable {
    /// The visible control whose title or text is exactly this string: `tap "Dogs"`. When
    /// several controls read the same, `index` picks one of them in reading order, from 0:
    /// `tap "OK" index 1`; without it, the tap fails and lists them.
    case text(String, index: Int? = nil)
    /// The control with this storyboard element id or accessibility identifier:
    /// `tap #b-1` (and `tap #cell index 2`). Ids are made of letters, digits, `-`, `_` and `.`.
    case id(String, index: Int? = nil)
    /// The row at this index path of the visible table (or item of the visible collection),
    /// from 0 as in `IndexPath`: `tap row 2`, `tap row 0 in section 1`.
    case row(Int, section: Int = 0)

    /// The query as written in a script: `"Dogs"` (quoted and escaped), `#b-1`,
    /// `"OK" index 1`, `row 2 in section 1`.
    ///
    /// An id that is empty or holds characters an id cannot have is written
    /// as-is and will not parse back.
    public var scriptText: String {
        switch self {
        case .text(let text, let index): ReplaySyntax.quoted(text) + Self.indexText(index)
        case .id(let id, let index): "#" + id + Self.indexText(index)
        case .row(let row, let section): "row \(row)" + (section == 0 ? "" : " in section \(section)")
        }
    }

    private static func indexText(_ index: Int?) -> String {
        index.map { " index \($0)" } ?? ""
    }
}
