import Diagnostics

/// A Swift file as tokens: every token (trivia included), the code tokens among them, and which
/// bracket closes which.
public struct SourceFile: Sendable {
    /// The path shown in diagnostics.
    public let path: String
    public let bytes: [UInt8]
    public let tokens: [Token]
    /// Indices into `tokens` of the tokens that are not trivia.
    let code: [Int]
    /// For each opening `(`, `[` or `{` among `code` (by position in `code`), the position of
    /// its closing bracket, and the reverse.
    private let partners: [Int: Int]
    private let lineStarts: [Int]

    /// Reads `text` as Swift. Throws when a literal or comment is not closed, or a bracket is
    /// not matched.
    public init(path: String, text: String) throws(SwiftSourceError) {
        self.path = path
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
        let tokens: [Token]
        do {
            tokens = try Lexer.tokenize(bytes)
        } catch {
            throw Self.error(path: path, lineStarts: starts, offset: error.offset, message: error.message)
        }
        self.tokens = tokens
        let code = tokens.indices.filter { !tokens[$0].isTrivia }
        self.code = code
        var partners: [Int: Int] = [:]
        var open: [Int] = []
        for position in code.indices {
            let token = tokens[code[position]]
            guard token.kind == .punctuation, token.end - token.start == 1 else { continue }
            let bytes = self.bytes
            switch bytes[token.start] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                open.append(position)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let closing = bytes[token.start]
                guard let opener = open.popLast(), Self.closer(of: bytes[tokens[code[opener]].start]) == closing else {
                    throw Self.error(
                        path: path, lineStarts: starts, offset: token.start,
                        message: "'\(Character(UnicodeScalar(closing)))' does not close anything")
                }
                partners[opener] = position
                partners[position] = opener
            default:
                break
            }
        }
        if let unclosed = open.last {
            let token = tokens[code[unclosed]]
            let character = Character(UnicodeScalar(bytes[token.start]))
            throw Self.error(path: path, lineStarts: starts, offset: token.start, message: "'\(character)' is never closed")
        }
        self.partners = partners
    }

    private static func closer(of opener: UInt8) -> UInt8 {
        switch opener {
        case UInt8(ascii: "("): return UInt8(ascii: ")")
        case UInt8(ascii: "["): return UInt8(ascii: "]")
        default: return UInt8(ascii: "}")
        }
    }

    private static func error(path: String, lineStarts: [Int], offset: Int, message: String) -> SwiftSourceError {
        let (line, column) = location(of: offset, lineStarts: lineStarts)
        return SwiftSourceError(file: path, line: line, column: column, message: message)
    }

    private static func location(of offset: Int, lineStarts: [Int]) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    // MARK: - Reading

    /// Where a byte offset is: this file's path, the 1-based line and column (in UTF-8 bytes, as
    /// the compiler counts them).
    public func location(of offset: Int) -> SourceLocation {
        let (line, column) = Self.location(of: offset, lineStarts: lineStarts)
        return SourceLocation(file: path, line: line, column: column)
    }

    /// The source text of a byte range.
    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The text of the code token at `position` (an index into `code`).
    func text(at position: Int) -> String {
        let token = tokens[code[position]]
        return text(token.start..<token.end)
    }

    /// The code token at `position`.
    func token(at position: Int) -> Token { tokens[code[position]] }

    /// Whether the code token at `position` is `text` (a keyword, a name or punctuation).
    func `is`(_ position: Int, _ text: String) -> Bool {
        guard position >= 0, position < code.count else { return false }
        let token = tokens[code[position]]
        guard token.end - token.start == text.utf8.count else { return false }
        return bytes[token.start..<token.end].elementsEqual(text.utf8)
    }

    func kind(at position: Int) -> Token.Kind? {
        position >= 0 && position < code.count ? tokens[code[position]].kind : nil
    }

    /// The position after the token at `position`, or after the bracketed group it opens (`(`,
    /// `[`, and with `braces` `{`).
    func after(_ position: Int, braces: Bool) -> Int {
        let opens = self.is(position, "(") || self.is(position, "[") || (braces && self.is(position, "{"))
        return (opens ? partner(of: position) ?? position : position) + 1
    }

    /// The position of the bracket matching the one at `position`.
    func partner(of position: Int) -> Int? { partners[position] }

    /// The 1-based line of the code token at `position`.
    func line(at position: Int) -> Int { location(of: tokens[code[position]].start).line }

    /// A name token's text without backticks.
    func name(at position: Int) -> String {
        let text = text(at: position)
        return text.hasPrefix("`") && text.hasSuffix("`") && text.count > 1 ? String(text.dropFirst().dropLast()) : text
    }
}
