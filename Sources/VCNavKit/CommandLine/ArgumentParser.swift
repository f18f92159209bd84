import Navigator

/// The operands and options of one command line, as its `CommandSpec` reads them: each value
/// already converted to its option's type.
struct ParsedArguments: Sendable {
    /// Words that are not options, in order.
    var operands: [String] = []
    /// Each option given, with its values in order (a switch has none).
    private var values: [String: [any Sendable]] = [:]

    /// Whether `option` was given.
    func has(_ option: some OptionDeclaration) -> Bool { values[option.flag.name] != nil }

    /// The value of `option`: the last one given, or nil.
    func value<Value>(_ option: Option<Value>) -> Value? {
        values[option.flag.name]?.last.flatMap { $0 as? Value }
    }

    /// The value of `option`: the last one given, else its default.
    func value<Value>(_ option: DefaultedOption<Value>) -> Value {
        value(option.option) ?? option.defaultValue()
    }

    /// Every value of an option that may be given more than once (`--sources A --sources B`).
    func values<Value>(_ option: Option<Value>) -> [Value] {
        values[option.flag.name]?.compactMap { $0 as? Value } ?? []
    }

    fileprivate mutating func add(_ flag: Flag, _ value: (any Sendable)?) {
        values[flag.name, default: []] += value.map { [$0] } ?? []
    }
}

/// Reads words against a `CommandSpec`: options before or after operands, `--flag value` and
/// `--flag=value`, `-q`, `--` ending the options. Unknown options, missing values and values an
/// option's type refuses are usage errors, with the nearest option suggested.
enum ArgumentParser {
    static func parse(_ words: ArraySlice<String>, as spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        // A refused value is reported after `--help` had its chance (`--jobs 0 --help` shows help).
        var refused: UsageError?
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
            guard let read = flag.read else {
                guard inline == nil else { throw UsageError("\(flag.spelling) takes no value", hint: spec.hint) }
                parsed.add(flag, nil)
                continue
            }
            let text: String
            if let inline {
                text = inline
            } else {
                guard index < words.endIndex else {
                    throw UsageError("\(flag.spelling) needs a value (\(flag.valueName ?? ""))", hint: spec.hint)
                }
                text = words[index]
                index += 1
            }
            switch read(text) {
            case .success(let value): parsed.add(flag, value)
            case .failure(let invalid):
                refused = refused ?? UsageError("\(flag.spelling) \(invalid.reason)", hint: spec.hint)
            }
        }
        if parsed.has(CommandSpec.help) { return parsed }
        if let refused { throw refused }
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
