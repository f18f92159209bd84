import Diagnostics

/// Parses a replay script line by line: each line's command or error.
enum ReplayParser {
    /// The steps of `text` and the errors of its faulty lines (at most one per line).
    static func parse(_ text: String, file: String) -> (steps: [ReplayStep], errors: [ReplayParseError]) {
        var steps: [ReplayStep] = []
        var errors: [ReplayParseError] = []
        for (number, line) in ReplayTextLines(text) {
            switch parse(line, number: number, file: file) {
            case .success(let step?): steps.append(step)
            case .success(nil): break
            case .failure(let error): errors.append(error)
            }
        }
        return (steps, errors)
    }

    /// The command of one line (nil for a blank or comment line), or its error.
    static func parse(_ line: Substring, number: Int, file: String) -> Result<ReplayStep?, ReplayParseError> {
        var parser = ReplayLineParser(line: line)
        do {
            guard let (command, start) = try parser.parse() else { return .success(nil) }
            return .success(
                ReplayStep(command: command, location: SourceLocation(file: file, line: number, column: column(of: start, in: line))))
        } catch {
            return .failure(
                ReplayParseError(file: file, line: number, column: column(of: error.position, in: line), message: error.message))
        }
    }

    /// The 1-based column of `index`, counting characters (a tab is one column).
    private static func column(of index: String.Index, in line: Substring) -> Int {
        line.distance(from: line.startIndex, to: index) + 1
    }
}

/// The lines of a script's text with their 1-based numbers: split at LF, a CR before it
/// dropped, a leading byte order mark skipped. Lazy, so a long script is never copied.
struct ReplayTextLines: Sequence, IteratorProtocol {
    private let scalars: Substring.UnicodeScalarView
    private var position: String.Index
    private var number = 0
    private var done = false

    init(_ text: String) {
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        self.scalars = scalars
        position = scalars.startIndex
    }

    mutating func next() -> (Int, Substring)? {
        guard !done else { return nil }
        number += 1
        let end = scalars[position...].firstIndex(of: "\n") ?? scalars.endIndex
        var line = scalars[position..<end]
        if line.last == "\r" { line = line.dropLast() }
        if end == scalars.endIndex {
            done = true
        } else {
            position = scalars.index(after: end)
        }
        return (number, Substring(line))
    }
}

/// Script lines parsed with a memory of their texts: a long script repeats a few lines
/// (`tap "Alpha"`, `back`) thousands of times, and lexing and parsing each again was an eighth
/// of what `vcnav replay` did for an action. A line whose text was parsed before gets that step,
/// at its own line. Lines that do not parse are parsed each time (their errors name their
/// line). Holds at most `capacity` texts, forgotten all at once beyond.
struct ReplayLineCache {
    private var steps: [Substring: ReplayStep?] = [:]
    private static let capacity = 1024

    mutating func parse(_ line: Substring, number: Int, file: String) -> Result<ReplayStep?, ReplayParseError> {
        if let known = steps[line] {
            return .success(
                known.map { step in
                    var step = step
                    step.location.line = number
                    return step
                })
        }
        let result = ReplayParser.parse(line, number: number, file: file)
        if case .success(let step) = result {
            if steps.count >= Self.capacity { steps.removeAll(keepingCapacity: true) }
            steps[line] = .some(step)
        }
        return result
    }
}
