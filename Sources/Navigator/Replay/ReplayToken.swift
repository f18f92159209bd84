/// A token of one replay script line.
struct ReplayToken: Equatable {
    /// What the token is, with its value.
    enum Kind: Equatable {
        /// A bare word: letters, digits, `-`, `_` and `.` (`tap`, `DogsViewController`, `500ms`).
        case word(String)
        /// A double-quoted string, unescaped.
        case string(String)
        /// `#id` right after `tap`, without the `#`.
        case id(String)
        /// `>`, `==` or any other single character.
        case symbol(String)
    }

    /// What the token is.
    var kind: Kind
    /// Where it is in its line.
    var range: Range<String.Index>

    /// The word, if the token is a bare word.
    var word: String? {
        if case .word(let word) = kind { word } else { nil }
    }

    /// The name a bare word or a string stands for.
    var name: String? {
        switch kind {
        case .word(let text), .string(let text): text
        case .id, .symbol: nil
        }
    }

    /// The string, if the token is a quoted string.
    var string: String? {
        if case .string(let text) = kind { text } else { nil }
    }
}
