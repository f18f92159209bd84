/// A parsed replay script (`.vcreplay`): its commands in order, each with its line and column.
public struct ReplayScript: Sendable, Equatable {
    /// The script's name as used in messages, usually its path (`demo.vcreplay`).
    public var file: String
    /// The commands, one per non-blank, non-comment line, in order.
    public var lines: [ReplayStep]

    /// A script named `file` with these steps.
    public init(file: String, lines: [ReplayStep]) {
        self.file = file
        self.lines = lines
    }

    /// Parses the text of a replay script.
    ///
    /// Accepts LF and CRLF line endings and a leading UTF-8 byte order mark. Never traps,
    /// whatever the input.
    /// - Parameters:
    ///   - text: the script's contents.
    ///   - file: the name used in error messages.
    /// - Throws: every error of the file, one per faulty line, in line order.
    public static func parse(_ text: String, file: String) throws(ReplayParseErrors) -> ReplayScript {
        let (steps, errors) = ReplayParser.parse(text, file: file)
        if !errors.isEmpty { throw ReplayParseErrors(errors: errors) }
        return ReplayScript(file: file, lines: steps)
    }

    /// Checks the text of a replay script without keeping its commands, so that a script of
    /// a million lines is checked in constant memory; `steps(of:)` then streams them.
    /// - Throws: the errors of the first `limit` faulty lines, in line order.
    public static func check(_ text: String, file: String, limit: Int = 100) throws(ReplayParseErrors) {
        var errors: [ReplayParseError] = []
        var cache = ReplayLineCache()
        for (number, line) in ReplayTextLines(text) {
            if case .failure(let error) = cache.parse(line, number: number, file: file) {
                errors.append(error)
                if errors.count == limit { break }
            }
        }
        if !errors.isEmpty { throw ReplayParseErrors(errors: errors) }
    }

    /// The commands of the script `file`'s text, parsed one line at a time as they are asked
    /// for; faulty lines are skipped (check the text first).
    public static func steps(of text: String, file: String) -> some Sequence<ReplayStep> & Sendable {
        StepSequence(text: text, file: file)
    }

    /// The script as canonical text: each command's `scriptText` on a line of its own,
    /// with a final line break.
    public var scriptText: String {
        lines.map { $0.command.scriptText + "\n" }.joined()
    }
}

/// The steps of a script's text, parsed lazily.
private struct StepSequence: Sequence, Sendable {
    let text: String
    let file: String

    func makeIterator() -> some IteratorProtocol<ReplayStep> {
        var lines = ReplayTextLines(text)
        var cache = ReplayLineCache()
        return AnyIterator {
            while let (number, line) = lines.next() {
                if case .success(let step?) = cache.parse(line, number: number, file: file) { return step }
            }
            return nil
        }
    }
}
