/// Where and why tokenizing stopped.
struct LexFailure: Error, Equatable {
    var offset: Int
    var message: String
}

/// Swift's tokens, as far as a mechanical rewrite needs them: exact about what is code and what
/// is not (string literals of every kind with their interpolations, nested comments), loose about
/// operators (`<` and `>` always stand alone, so generic brackets can be matched).
///
/// Not handled: bare `/regex/` literals (read as operators; a `"` inside one would be misread).
struct Lexer {
    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The tokens of `bytes`, trivia included; concatenated, their spans cover every byte once.
    static func tokenize(_ bytes: [UInt8]) throws(LexFailure) -> [Token] {
        var lexer = Lexer(bytes)
        var tokens: [Token] = []
        tokens.reserveCapacity(bytes.count / 3)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            tokens.append(Token(kind: .byteOrderMark, start: 0, end: 3))
            lexer.index = 3
        }
        if bytes[lexer.index...].starts(with: [UInt8(ascii: "#"), UInt8(ascii: "!")]) {
            let start = lexer.index
            lexer.skipToLineEnd()
            tokens.append(Token(kind: .lineComment, start: start, end: lexer.index))
        }
        while lexer.index < bytes.count {
            tokens.append(try lexer.next())
        }
        return tokens
    }

    // MARK: - One token

    private func peek(_ offset: Int = 0) -> UInt8? {
        let position = index + offset
        return position < bytes.count ? bytes[position] : nil
    }

    private mutating func next() throws(LexFailure) -> Token {
        let start = index
        let byte = bytes[index]
        let kind: Token.Kind
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
            while let next = peek(), next == 0x20 || next == 0x09 || next == 0x0B || next == 0x0C { index += 1 }
            kind = .whitespace
        case UInt8(ascii: "\n"):
            index += 1
            kind = .newline
        case UInt8(ascii: "\r"):
            index += peek(1) == UInt8(ascii: "\n") ? 2 : 1
            kind = .newline
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            skipToLineEnd()
            kind = .lineComment
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            try skipBlockComment()
            kind = .blockComment
        case UInt8(ascii: "\""):
            try skipString(hashes: 0)
            kind = .string
        case UInt8(ascii: "#"):
            kind = try lexPound()
        case UInt8(ascii: "@"):
            index += 1
            if let next = peek(), Self.isIdentifierStart(next) {
                skipIdentifierBody()
                kind = .attribute
            } else {
                kind = .punctuation
            }
        case UInt8(ascii: "`"):
            index += 1
            while let next = peek(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { index += 1 }
            guard peek() == UInt8(ascii: "`") else { throw LexFailure(offset: start, message: "unterminated `identifier`") }
            index += 1
            kind = .identifier
        case UInt8(ascii: "$"):
            index += 1
            skipIdentifierBody()
            kind = .identifier
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            skipNumber()
            kind = .number
        case _ where Self.isIdentifierStart(byte):
            index += 1
            skipIdentifierBody()
            kind = .identifier
        default:
            lexPunctuation()
            kind = .punctuation
        }
        return Token(kind: kind, start: start, end: index)
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private mutating func skipIdentifierBody() {
        while let next = peek(), Self.isIdentifierBody(next) { index += 1 }
    }

    private mutating func skipToLineEnd() {
        while let next = peek(), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") { index += 1 }
    }

    /// A number: digits, letters (hex, suffixes, exponents), `_`, a `.` before a digit, and the
    /// sign of an exponent (`1e-5`, `0x1p-3`).
    private mutating func skipNumber() {
        let start = index
        let hex = peek(1) == UInt8(ascii: "x") && bytes[start] == UInt8(ascii: "0")
        index += 1
        while let next = peek() {
            if Self.isIdentifierBody(next) {
                index += 1
            } else if next == UInt8(ascii: "."), let after = peek(1), after >= UInt8(ascii: "0"), after <= UInt8(ascii: "9") {
                index += 1
            } else if next == UInt8(ascii: "+") || next == UInt8(ascii: "-"), let previous = peek(-1),
                hex
                    ? (previous == UInt8(ascii: "p") || previous == UInt8(ascii: "P"))
                    : (previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E")),
                let after = peek(1), after >= UInt8(ascii: "0"), after <= UInt8(ascii: "9")
            {
                index += 1
            } else {
                break
            }
        }
    }

    /// Brackets and separators alone; `<`, `>`, `?`, `!` alone; `->`; a run of dots; a run of
    /// other operator characters (a comment start ends it).
    private mutating func lexPunctuation() {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "-") where peek() == UInt8(ascii: ">"):
            index += 1
        case UInt8(ascii: "."):
            while peek() == UInt8(ascii: ".") { index += 1 }
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "/"):
            while let next = peek(), Self.operatorRun.contains(next) {
                if next == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") { break }
                index += 1
            }
        default:
            break
        }
    }

    private static let operatorRun: Set<UInt8> = Set("=-+*%&|^~/".utf8)

    // MARK: - Comments

    private mutating func skipBlockComment() throws(LexFailure) {
        let start = index
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
        throw LexFailure(offset: start, message: "unterminated /* comment */")
    }

    // MARK: - `#`

    /// `#"raw"#`, `#/regex/#`, `#selector` and friends, or a lone `#`.
    private mutating func lexPound() throws(LexFailure) -> Token.Kind {
        let start = index
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        switch peek(hashes) {
        case UInt8(ascii: "\""):
            index += hashes
            try skipString(hashes: hashes)
            return .string
        case UInt8(ascii: "/"):
            index += hashes + 1
            let closing = [UInt8(ascii: "/")] + [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\\") {
                    index += 2
                } else if bytes[index...].starts(with: closing) {
                    index += closing.count
                    return .regex
                } else {
                    index += 1
                }
            }
            throw LexFailure(offset: start, message: "unterminated regular expression literal")
        default:
            index += 1
            if hashes == 1, let next = peek(), Self.isIdentifierStart(next) {
                skipIdentifierBody()
                return .pound
            }
            return .punctuation
        }
    }

    // MARK: - Strings

    /// A string literal from its opening quote (after any raw `#`s): single-line or `"""`,
    /// escapes and interpolations (`\(…)`, or `\#(…)` in a raw string) included.
    private mutating func skipString(hashes: Int) throws(LexFailure) {
        let start = index - hashes
        let multiline = bytes[index...].starts(with: Array("\"\"\"".utf8))
        index += multiline ? 3 : 1
        let closing = Array((multiline ? "\"\"\"" : "\"").utf8) + [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), escapeHashes(after: index) == hashes {
                index += 1 + hashes
                if peek() == UInt8(ascii: "(") {
                    try skipInterpolation()
                } else if index < bytes.count {
                    index += 1
                }
            } else if bytes[index...].starts(with: closing) {
                index += closing.count
                return
            } else if !multiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                throw LexFailure(offset: start, message: "unterminated string literal")
            } else {
                index += 1
            }
        }
        throw LexFailure(offset: start, message: multiline ? "unterminated multi-line string literal" : "unterminated string literal")
    }

    /// How many `#` follow the backslash at `position` (a raw string's escapes need them all).
    private func escapeHashes(after position: Int) -> Int {
        var count = 0
        while position + 1 + count < bytes.count, bytes[position + 1 + count] == UInt8(ascii: "#") { count += 1 }
        return count
    }

    /// `(…)` of an interpolation: tokens (strings, comments, nested parentheses) up to the
    /// matching `)`.
    private mutating func skipInterpolation() throws(LexFailure) {
        let start = index
        var depth = 0
        while index < bytes.count {
            let token = try next()
            guard token.kind == .punctuation, token.end - token.start == 1 else { continue }
            switch bytes[token.start] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return }
            default: break
            }
        }
        throw LexFailure(offset: start, message: "unterminated string interpolation")
    }
}
