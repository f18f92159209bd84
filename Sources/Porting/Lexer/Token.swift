import Diagnostics

/// One token of Swift source: a span of bytes and what it is. Trivia (spaces, line breaks,
/// comments) are tokens too, so the tokens of a file, concatenated, give the file back.
public struct Token: Sendable, Equatable {
    /// What a token is.
    public enum Kind: Sendable, Equatable {
        /// A name or keyword, `backticked` names and `$0` included.
        case identifier
        /// `@name` (the arguments that may follow are tokens of their own).
        case attribute
        /// `#name`: `#selector`, `#if`, `#available`…
        case pound
        case number
        /// A whole string literal: delimiters, raw `#`s and interpolations included.
        case string
        /// An extended regular expression literal, `#/…/#`.
        case regex
        /// A bracket, `,`, `:`, `;`, or an operator.
        case punctuation
        case lineComment
        /// A `/* … */` comment, nested ones included.
        case blockComment
        /// Spaces and tabs.
        case whitespace
        /// The byte order mark a file may start with (U+FEFF): trivia that stays first.
        case byteOrderMark
        case newline
    }

    public var kind: Kind
    /// Byte offsets into the UTF-8 source.
    public var start: Int
    public var end: Int

    public init(kind: Kind, start: Int, end: Int) {
        self.kind = kind
        self.start = start
        self.end = end
    }

    /// Whether the token is a space, a line break or a comment.
    public var isTrivia: Bool {
        switch kind {
        case .whitespace, .newline, .lineComment, .blockComment, .byteOrderMark: return true
        case .identifier, .attribute, .pound, .number, .string, .regex, .punctuation: return false
        }
    }
}

/// Source that cannot be read as Swift: the first place the tokenizer or the outline gave up.
/// The one `Diagnostic` every layer reports with; it reads `file:line:column: error: message`
/// (`labelled`) among the port's other findings.
public typealias SwiftSourceError = Diagnostic
