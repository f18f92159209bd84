/// The Objective-C selector Swift gives a method, by the compiler's rules
/// (`AbstractFunctionDecl::getObjCSelector` in swiftlang/swift, lib/AST/Decl.cpp):
/// - no parameters: the base name (`done()` → `done`);
/// - then one piece per parameter, the first attached to the base name: `_` adds nothing
///   (`save(_:)` → `save:`), a label is capitalized and preceded by `With` unless its first word
///   is a preposition (`tapped(sender:)` → `tappedWithSender:`, `show(for:)` → `showFor:`);
/// - each later parameter is its label, or nothing for `_` (`tapped(_:forEvent:)` →
///   `tapped:forEvent:`, `move(_:_:)` → `move::`).
public enum SelectorName {
    /// Swift's list of prepositions (include/swift/Basic/PartsOfSpeech.def).
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from", "given", "in",
        "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to", "until", "using", "via",
        "when", "with", "within",
    ]

    /// The selector of a method named `baseName` whose parameters have these argument labels
    /// (nil for `_`).
    public static func selector(baseName: String, labels: [String?]) -> String {
        guard let first = labels.first else { return baseName }
        var head = baseName
        if let label = first, !label.isEmpty {
            if !prepositions.contains(firstWord(of: label)) { head += "With" }
            head += label.prefix(1).uppercased() + label.dropFirst()
        }
        return ([head] + labels.dropFirst().map { $0 ?? "" }).map { $0 + ":" }.joined()
    }

    /// The selector of a Swift name as `#selector` writes it: `save(_:)`, `tapped(sender:)`,
    /// `done`. Without parentheses the number of arguments is unknown: nil.
    public static func selector(swiftName: String) -> String? {
        guard let open = swiftName.firstIndex(of: "("), swiftName.hasSuffix(")") else { return nil }
        let base = String(swiftName[..<open])
        let inside = swiftName[swiftName.index(after: open)..<swiftName.index(before: swiftName.endIndex)]
        guard !base.isEmpty else { return nil }
        if inside.isEmpty { return base }
        guard inside.hasSuffix(":") else { return nil }
        let labels: [String?] = inside.dropLast().split(separator: ":", omittingEmptySubsequences: false).map {
            $0 == "_" ? nil : String($0)
        }
        return selector(baseName: base, labels: labels)
    }

    /// The first camel-case word: `forEvent` → `for`, `URLString` → `URL`, `sender` → `sender`.
    static func firstWord(of label: String) -> String {
        let characters = Array(label)
        guard let first = characters.first else { return "" }
        var end = 1
        if first.isUppercase {
            while end < characters.count, characters[end].isUppercase { end += 1 }
            if end < characters.count, end > 1, characters[end].isLowercase { end -= 1 }
            if end == 1 { while end < characters.count, !characters[end].isUppercase { end += 1 } }
        } else {
            while end < characters.count, !characters[end].isUppercase { end += 1 }
        }
        return String(characters[..<end])
    }
}
