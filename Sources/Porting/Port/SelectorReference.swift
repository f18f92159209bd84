/// What `#selector(…)` names: `Type.method(label:)` with its parts.
struct SelectorReference: Equatable {
    /// The qualifying type (`ViewController`), empty for `method` or `self.method`.
    var qualifier: String
    var name: String
    /// The argument labels (nil for `_`), or nil when written without parentheses.
    var labels: [String?]?

    var swiftName: String {
        labels.map { "\(name)(\($0.map { ($0 ?? "_") + ":" }.joined()))" } ?? name
    }

    /// Reads the tokens inside `#selector(…)`; nil for `getter:`/`setter:` and anything else it
    /// cannot read.
    init?(tokens: [String]) {
        var tokens = tokens
        if tokens.count >= 2, tokens[0] == "getter" || tokens[0] == "setter", tokens[1] == ":" { return nil }
        while tokens.first == "(", tokens.last == ")", Self.balanced(tokens.dropFirst().dropLast()) {
            tokens = Array(tokens.dropFirst().dropLast())
        }
        if let coercion = tokens.firstIndex(of: "as") { tokens = Array(tokens[..<coercion]) }
        var path = tokens
        labels = nil
        if let open = tokens.firstIndex(of: "("), tokens.last == ")" {
            path = Array(tokens[..<open])
            var parsed: [String?] = []
            var inside = tokens[(open + 1)..<(tokens.count - 1)]
            while let label = inside.first, inside.dropFirst().first == ":" {
                parsed.append(label == "_" ? nil : label.trimmingCharacters(in: "`"))
                inside = inside.dropFirst(2)
            }
            guard inside.isEmpty else { return nil }
            labels = parsed
        }
        let names = path.enumerated().filter { $0.offset % 2 == 0 }.map { $0.element.trimmingCharacters(in: "`") }
        guard !names.isEmpty, path.enumerated().allSatisfy({ $0.offset % 2 == 0 ? $0.element != "." : $0.element == "." }),
            path.count % 2 == 1
        else { return nil }
        name = names[names.count - 1]
        qualifier = names.dropLast().filter { $0 != "self" && $0 != "Self" }.joined(separator: ".")
    }

    private static func balanced(_ tokens: ArraySlice<String>) -> Bool {
        var depth = 0
        for token in tokens {
            if token == "(" { depth += 1 }
            if token == ")" { depth -= 1 }
            if depth < 0 { return false }
        }
        return depth == 0
    }
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
