/// What a `tap` command looks for on the simulated screen.
public enum ElementQuery: Sendable, Equatable {
    /// The visible control whose title or text is exactly this string: `tap "Dogs"`.
    case text(String)
    /// The control with this storyboard element id or accessibility identifier:
    /// `tap #b-1`. Ids are made of letters, digits, `-`, `_` and `.`.
    case id(String)

    /// The query as written in a script: `"Dogs"` (quoted and escaped) or `#b-1`.
    ///
    /// An id that is empty or holds characters an id cannot have is written
    /// as-is and will not parse back.
    public var scriptText: String {
        switch self {
        case .text(let text): ReplaySyntax.quoted(text)
        case .id(let id): "#" + id
        }
    }
}
