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

    /// `text` in double quotes with `\` and `"` escaped; line breaks become spaces.
    static func quoted(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        result.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\":
                result.append("\\")
                result.append(scalar)
            case "\n": result.append(" ")
            default: result.append(scalar)
            }
        }
        result.append("\"")
        return String(result)
    }

    /// A name bare when it is a single word that means nothing else, quoted otherwise.
    static func name(_ text: String) -> String {
        isBareWord(text) && !reservedNames.contains(text) ? text : quoted(text)
    }

    /// Whether a bare word is a literal value of `expect value`: a number, `true` or `false`.
    static func isLiteralValue(_ text: String) -> Bool {
        if text == "true" || text == "false" { return true }
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
    }

    /// The value of `expect value` as written: bare for a literal, quoted otherwise.
    static func valueText(_ value: String) -> String {
        isLiteralValue(value) ? value : quoted(value)
    }

    /// `2s` for whole seconds, `500ms` otherwise.
    static func durationText(milliseconds: Int) -> String {
        milliseconds != 0 && milliseconds % 1000 == 0 ? "\(milliseconds / 1000)s" : "\(milliseconds)ms"
    }

    /// Milliseconds of `500ms`, `2s` or `1.5s` (at most three decimals); nil otherwise.
    static func milliseconds(of word: String) -> Int? {
        if word.hasSuffix("ms") {
            return wholeNumber(word.dropLast(2))
        }
        guard word.hasSuffix("s") else { return nil }
        let parts = word.dropLast().split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let seconds = wholeNumber(parts[0]) else { return nil }
        var fraction = 0
        if parts.count == 2 {
            guard parts[1].count <= 3, let digits = wholeNumber(parts[1]) else { return nil }
            fraction = digits * [1, 100, 10, 1][parts[1].count]
        }
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        guard !overflow else { return nil }
        let (total, overflow2) = whole.addingReportingOverflow(fraction)
        return overflow2 ? nil : total
    }

    /// Columns and rows of `80x24`, each at least 1; nil otherwise.
    static func size(of word: String) -> (columns: Int, rows: Int)? {
        let parts = word.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = wholeNumber(parts[0]), let rows = wholeNumber(parts[1]),
            columns > 0, rows > 0
        else { return nil }
        return (columns, rows)
    }

    /// A non-negative decimal integer made only of ASCII digits, without overflow.
    private static func wholeNumber(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.allSatisfy(\.isASCIIDigit) else { return nil }
        return Int(text)
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
