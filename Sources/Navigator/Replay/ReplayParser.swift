/// Parses a whole replay script: splits it into lines and collects every line's
/// command or error.
enum ReplayParser {
    /// The steps of `text` and the errors of its faulty lines (at most one per line).
    static func parse(_ text: String, file: String) -> (steps: [ReplayStep], errors: [ReplayParseError]) {
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        var steps: [ReplayStep] = []
        var errors: [ReplayParseError] = []
        for (offset, var lineScalars) in scalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if lineScalars.last == "\r" { lineScalars = lineScalars.dropLast() }
            let line = Substring(lineScalars)
            let number = offset + 1
            var parser = ReplayLineParser(line: line)
            do {
                if let (command, start) = try parser.parse() {
                    steps.append(ReplayStep(command: command, line: number, column: column(of: start, in: line)))
                }
            } catch {
                errors.append(
                    ReplayParseError(
                        file: file, line: number, column: column(of: error.position, in: line),
                        message: error.message))
            }
        }
        return (steps, errors)
    }

    /// The 1-based column of `index`, counting characters (a tab is one column).
    private static func column(of index: String.Index, in line: Substring) -> Int {
        line.distance(from: line.startIndex, to: index) + 1
    }
}
