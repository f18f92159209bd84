/// Splits one line of a replay script into tokens.
///
/// `#` starts a comment outside strings, except where a command takes an id — right after a
/// leading `tap`, and after `pick "…" in` — where `#` directly followed by a character starts an
/// id (`tap #b-1 # the first button`, `pick "14:05" in #time`).
enum ReplayLexer {
    /// A lexical error and where it is.
    struct Failure: Error, Equatable {
        var message: String
        var position: String.Index
    }

    /// The tokens of `line` up to its comment, or up to the first lexical error,
    /// which is returned with them.
    static func tokenize(_ line: Substring) -> (tokens: [ReplayToken], failure: Failure?) {
        let scalars = line.unicodeScalars
        var tokens: [ReplayToken] = []
        var index = scalars.startIndex
        func token(_ kind: ReplayToken.Kind, to end: String.Index) {
            tokens.append(ReplayToken(kind: kind, range: index..<end))
            index = end
        }
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if ReplaySyntax.isSpace(scalar) {
                index = next
            } else if scalar == "#" {
                let takesID =
                    tokens.count == 1 && tokens[0].word == "tap"
                    || tokens.count == 3 && tokens[0].word == "pick" && tokens[1].string != nil && tokens[2].word == "in"
                let startsID = takesID && next < scalars.endIndex && !ReplaySyntax.isSpace(scalars[next])
                guard startsID else { break }
                var end = next
                while end < scalars.endIndex, !ReplaySyntax.isSpace(scalars[end]) {
                    guard ReplaySyntax.isNameScalar(scalars[end]) else {
                        let message =
                            "invalid character \(ReplaySyntax.display(String(scalars[end]))) in id; "
                            + "ids use letters, digits, '-', '_' and '.'"
                        return (tokens, Failure(message: message, position: end))
                    }
                    end = scalars.index(after: end)
                }
                token(.id(String(scalars[next..<end])), to: end)
            } else if scalar == "\"" {
                switch string(in: scalars, from: index) {
                case .success(let (text, end)): token(.string(text), to: end)
                case .failure(let failure): return (tokens, failure)
                }
            } else if ReplaySyntax.isNameScalar(scalar) {
                var end = next
                while end < scalars.endIndex, ReplaySyntax.isNameScalar(scalars[end]) {
                    end = scalars.index(after: end)
                }
                token(.word(String(scalars[index..<end])), to: end)
            } else if scalar == "=", next < scalars.endIndex, scalars[next] == "=" {
                token(.symbol("=="), to: scalars.index(after: next))
            } else {
                token(.symbol(String(scalar)), to: next)
            }
        }
        return (tokens, nil)
    }

    /// The string whose opening quote is at `start`, unescaped, and the index after its
    /// closing quote.
    private static func string(
        in scalars: Substring.UnicodeScalarView, from start: String.Index
    ) -> Result<(String, String.Index), Failure> {
        var text = String.UnicodeScalarView()
        var index = scalars.index(after: start)
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if scalar == "\"" {
                return .success((String(text), next))
            }
            if scalar == "\\" {
                guard next < scalars.endIndex else { break }
                guard let escaped = ReplaySyntax.unescaped(scalars[next]) else {
                    let message =
                        "invalid escape \(ReplaySyntax.display("\\" + String(scalars[next]))) in string; "
                        + "only \\\", \\\\, \\n, \\r and \\t are allowed"
                    return .failure(Failure(message: message, position: index))
                }
                text.append(escaped)
                index = scalars.index(after: next)
            } else {
                text.append(scalar)
                index = next
            }
        }
        return .failure(Failure(message: "unterminated string", position: start))
    }
}
