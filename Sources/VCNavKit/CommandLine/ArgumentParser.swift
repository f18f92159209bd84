import Navigator

/// The operands and options of one command line, as its `CommandSpec` reads them.
struct ParsedArguments: Sendable {
    /// Words that are not options, in order.
    var operands: [String] = []
    /// Each option given, with its values in order (a switch has "").
    private var values: [String: [String]] = [:]

    /// Whether `flag` was given.
    func has(_ flag: Flag) -> Bool { values[flag.name] != nil }

    /// The value of `flag`, if given (the last one, when given more than once).
    func value(_ flag: Flag) -> String? { values[flag.name]?.last }

    /// Every value of a flag that may be given more than once (`--sources A --sources B`).
    func values(_ flag: Flag) -> [String] { values[flag.name] ?? [] }

    mutating func add(_ flag: Flag, _ value: String) { values[flag.name, default: []].append(value) }
}

/// Reads words against a `CommandSpec`: options before or after operands, `--flag value` and
/// `--flag=value`, `-q`, `--` ending the options. Unknown options and missing values are
/// usage errors, with the nearest option suggested.
enum ArgumentParser {
    static func parse(_ words: ArraySlice<String>, as spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            index += 1
            if word == "--" {
                parsed.operands.append(contentsOf: words[index...])
                break
            }
            guard word.hasPrefix("-"), word.count > 1 else {
                parsed.operands.append(word)
                continue
            }
            var (spelling, inline) = (word, String?.none)
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                spelling = String(word[..<equals])
                inline = String(word[word.index(after: equals)...])
            }
            let flag = try find(spelling, in: spec)
            if flag.valueName == nil {
                guard inline == nil else { throw UsageError("\(flag.spelling) takes no value", hint: spec.hint) }
                parsed.add(flag, "")
            } else if let inline {
                parsed.add(flag, inline)
            } else {
                guard index < words.endIndex else {
                    throw UsageError("\(flag.spelling) needs a value (\(flag.valueName ?? ""))", hint: spec.hint)
                }
                parsed.add(flag, words[index])
                index += 1
            }
        }
        if parsed.has(CommandSpec.help) { return parsed }
        guard spec.operands.contains(parsed.operands.count) else {
            if parsed.operands.count > spec.operands.upperBound, spec.operands.upperBound == 0 {
                throw UsageError("unexpected argument '\(parsed.operands[0])'", hint: spec.hint)
            }
            throw UsageError(spec.operandError, hint: spec.hint)
        }
        return parsed
    }

    private static func find(_ spelling: String, in spec: CommandSpec) throws(UsageError) -> Flag {
        let flags = spec.allFlags
        if spelling.hasPrefix("--"), let flag = flags.first(where: { $0.spelling == spelling }) { return flag }
        if !spelling.hasPrefix("--"), spelling.count == 2,
            let flag = flags.first(where: { "-\($0.short.map(String.init) ?? "")" == spelling })
        {
            return flag
        }
        let names = flags.map(\.spelling)
        let guess = spelling.hasPrefix("--") ? spelling : "-" + spelling
        throw UsageError("unknown option '\(spelling)'" + EditDistance.didYouMean(guess, among: names), hint: spec.hint)
    }
}
