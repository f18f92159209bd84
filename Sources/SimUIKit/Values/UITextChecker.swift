import Foundation

/// Checks spelling: `rangeOfMisspelledWord(in:range:startingAt:wrap:language:)` finds the first word
/// of a range that the spelling dictionary does not know, as UIKit's does (`NSNotFound` when every
/// word is known). UIKit uses the device's dictionary; here it is the system's word list
/// (`/usr/share/dict/words`, one word a line, as Debian's `wamerican` installs it), plus the words
/// learned (`learnWord(_:)`) or ignored. Without a word list no word is misspelled: listed in
/// SimUIKit's deliberate differences.
@preconcurrency @MainActor
open class UITextChecker: NSObject {
    /// The word lists looked for, first found wins (tests set their own).
    static var wordListPaths = ["/usr/share/dict/words"] {
        didSet { loadedDictionary = nil }
    }
    private static var learned: Set<String> = []
    private static var loadedDictionary: Set<String>??
    private var ignored: Set<String> = []

    public override init() { super.init() }

    /// The system's words, lowercased (nil when the system has no word list).
    static var dictionary: Set<String>? {
        if let loadedDictionary { return loadedDictionary }
        let path = wordListPaths.first { FileManager.default.isReadableFile(atPath: $0) }
        let words = path.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }.map {
            Set($0.split(whereSeparator: \.isNewline).map { $0.lowercased() })
        }
        loadedDictionary = .some(words)
        return words
    }

    /// The languages it checks.
    open class var availableLanguages: [String] { ["en_US"] }

    /// Adds a word to the dictionary of every checker (UIKit keeps it for the app).
    open class func learnWord(_ word: String) { learned.insert(word.lowercased()) }
    open class func hasLearnedWord(_ word: String) -> Bool { learned.contains(word.lowercased()) }
    open class func unlearnWord(_ word: String) { learned.remove(word.lowercased()) }

    /// Words this checker skips from now on.
    open func ignoreWord(_ wordToIgnore: String) { ignored.insert(wordToIgnore.lowercased()) }
    open var ignoredWords: [String]? {
        get { ignored.isEmpty ? nil : ignored.sorted() }
        set { ignored = Set((newValue ?? []).map { $0.lowercased() }) }
    }

    /// The range of the first unknown word in `range` of `stringToCheck` at or after
    /// `startingOffset` (then from the start of `range` with `wrapFlag`); `NSNotFound` as the
    /// location when there is none.
    open func rangeOfMisspelledWord(
        in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool, language: String
    ) -> NSRange {
        let none = NSRange(location: NSNotFound, length: 0)
        guard let dictionary = Self.dictionary else { return none }
        let text = stringToCheck as NSString
        let bounded = NSIntersectionRange(range, NSRange(location: 0, length: text.length))
        let words = Self.words(in: text, range: bounded)
        let ordered = words.filter { $0.location >= startingOffset } + (wrapFlag ? words.filter { $0.location < startingOffset } : [])
        for word in ordered {
            let lowered = text.substring(with: word).lowercased()
            if !dictionary.contains(lowered), !Self.learned.contains(lowered), !ignored.contains(lowered) { return word }
        }
        return none
    }

    /// Suggested spellings (none: the word list has no suggestions).
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? { [] }
    /// Completions of a partial word: the known words starting with it, sorted.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        let partial = (string as NSString).substring(with: range).lowercased()
        guard !partial.isEmpty, let dictionary = Self.dictionary else { return [] }
        return dictionary.union(Self.learned).filter { $0.hasPrefix(partial) }.sorted()
    }

    /// The ranges of the words (runs of letters and apostrophes) of `range`.
    private static func words(in text: NSString, range: NSRange) -> [NSRange] {
        var result: [NSRange] = []
        var start: Int?
        let end = range.location + range.length
        for index in range.location..<end {
            let unit = text.character(at: index)
            let isWordPart = UnicodeScalar(unit).map { CharacterSet.letters.contains($0) || $0 == "'" } ?? true
            if isWordPart, start == nil { start = index }
            if !isWordPart, let first = start {
                result.append(NSRange(location: first, length: index - first))
                start = nil
            }
        }
        if let first = start { result.append(NSRange(location: first, length: end - first)) }
        return result
    }
}
