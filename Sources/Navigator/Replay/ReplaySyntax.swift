/// The lexical rules of replay scripts, shared by the lexer, the parser and the
/// renderer so that what one writes the other reads.
enum ReplaySyntax {
    /// Words with a meaning of their own where a name may stand; such names are quoted.
    static let reservedNames: Set<String> = ["none", "nil"]

    /// Whitespace between tokens (a line never holds `\n`).
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\r" || scalar.properties.isWhitespace
    }

    /// A character of a bare word or an id: a letter, a digit, `-`, `_` or `.`.
    static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "-" || scalar == "_" || scalar == "." || scalar.properties.isAlphabetic
            || scalar.properties.numericType != nil
    }

    /// Whether `text` can be written without quotes.
    static func isBareWord(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy(isNameScalar)
    }

    /// `text` in double quotes with `\`, `"`, line feeds (`\n`) and carriage returns (`\r`)
    /// escaped, so that it stays on one line.
    static func quoted(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        result.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\":
                result.append("\\")
                result.append(scalar)
            case "\n": result.append(contentsOf: "\\n".unicodeScalars)
            case "\r": result.append(contentsOf: "\\r".unicodeScalars)
            default: result.append(scalar)
            }
        }
        result.append("\"")
        return String(result)
    }

    /// The character an escape in a string stands for (`n` in `\n`), or nil for none.
    static func unescaped(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar {
        case "\"", "\\": scalar
        case "n": "\n"
        case "r": "\r"
        case "t": "\t"
        default: nil
        }
    }

    /// A name bare when it is a single word that means nothing else, quoted otherwise.
    static func name(_ text: String) -> String {
        isBareWord(text) && !reservedNames.contains(text) ? text : quoted(text)
    }

    /// A property name as `expect value` writes it: bare when it is one word without a `.`
    /// (a `.` separates the controller from the property), quoted otherwise.
    static func propertyName(_ text: String) -> String {
        !text.contains(".") ? name(text) : quoted(text)
    }

    /// Whether `text` can be written unquoted as the value of `expect value` and read back
    /// as the same text: it lexes without error, holds no comment, starts and ends with a
    /// token, and is neither a single quoted string nor the word `nil` (which mean
    /// something else there).
    static func isRawValue(_ text: String) -> Bool {
        let (tokens, failure) = ReplayLexer.tokenize(Substring(text))
        guard failure == nil, let first = tokens.first, let last = tokens.last,
            first.range.lowerBound == text.startIndex, last.range.upperBound == text.endIndex
        else { return false }
        if tokens.count == 1, first.string != nil || first.word == "nil" { return false }
        return true
    }

    // MARK: Numbers

    /// The longest `wait` a script may ask for: an hour.
    static let maxWaitMilliseconds = 3_600_000
    /// The largest terminal a script may `resize` to.
    static let maxColumns = 1000
    static let maxRows = 1000
    /// The largest row, section or index a `tap` may name.
    static let maxIndex = 99_999

    /// `2s` for whole seconds, `500ms` otherwise.
    static func durationText(milliseconds: Int) -> String {
        milliseconds != 0 && milliseconds % 1000 == 0 ? "\(milliseconds / 1000)s" : "\(milliseconds)ms"
    }

    /// Milliseconds of `500ms`, `2s` or `1.5s` (at most three decimals), or why not.
    static func milliseconds(of word: String) -> Result<Int, NumberProblem> {
        let total: Int
        if word.hasSuffix("ms") {
            guard let value = wholeNumber(word.dropLast(2)) else { return .failure(.malformed) }
            total = value
        } else {
            guard word.hasSuffix("s") else { return .failure(.malformed) }
            let parts = word.dropLast().split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            guard let seconds = wholeNumber(parts[0]) else { return .failure(.malformed) }
            var fraction = 0
            if parts.count == 2 {
                guard parts[1].count <= 3, let digits = wholeNumber(parts[1]) else { return .failure(.malformed) }
                fraction = digits * [1, 100, 10, 1][parts[1].count]
            }
            total = min(seconds, maxWaitMilliseconds) * 1000 + fraction
        }
        guard total <= maxWaitMilliseconds else {
            return .failure(.tooLarge("a wait lasts at most 3600s (an hour)"))
        }
        return .success(total)
    }

    /// Columns and rows of `80x24`, each from 1 to 1000, or why not.
    static func size(of word: String) -> Result<(columns: Int, rows: Int), NumberProblem> {
        let parts = word.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = wholeNumber(parts[0]), let rows = wholeNumber(parts[1]),
            columns > 0, rows > 0
        else { return .failure(.malformed) }
        guard columns <= maxColumns, rows <= maxRows else {
            return .failure(.tooLarge("a terminal size is at most \(maxColumns)x\(maxRows)"))
        }
        return .success((columns, rows))
    }

    /// ` in section 1` after a row; nothing for section 0.
    static func sectionText(_ section: Int) -> String {
        section == 0 ? "" : " in section \(section)"
    }

    /// A row, section or index: 0 to 99999, or why not.
    static func index(of word: String) -> Result<Int, NumberProblem> {
        guard let value = wholeNumber(Substring(word)) else { return .failure(.malformed) }
        guard value <= maxIndex else { return .failure(.tooLarge("rows, sections and indexes go up to \(maxIndex)")) }
        return .success(value)
    }

    /// Why a number in a script is refused.
    enum NumberProblem: Error, Equatable {
        /// Not a number of the expected shape.
        case malformed
        /// A number too large to mean anything here; the text says what is allowed (`a wait lasts
        /// at most 3600s (an hour)`).
        case tooLarge(String)
    }

    /// A non-negative decimal integer made only of ASCII digits, saturating at `Int.max`
    /// (every bound above is far below it).
    private static func wholeNumber(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.allSatisfy(\.isASCIIDigit) else { return nil }
        return Int(text) ?? Int.max
    }

    /// Source text for a message: `'text'`, with invisible characters escaped as `\u{…}`
    /// and long text cut short.
    static func display(_ text: some StringProtocol) -> String {
        let limit = 32
        var result = ""
        var count = 0
        for character in text {
            if count == limit {
                result += "…"
                break
            }
            count += 1
            for scalar in character.unicodeScalars {
                if isInvisible(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return "'" + result + "'"
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse, .surrogate:
            true
        default:
            scalar != " " && scalar.properties.isWhitespace
        }
    }
}

extension Character {
    /// `0`-`9`.
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
