import TextDiff

/// Compares a transcript with its golden file as the transcript is written, line by line: while
/// they agree nothing is kept but the last few lines (the diff's context), so a long replay
/// is checked in constant memory. From the first difference on, both sides are kept (up to
/// `limit` lines each) for the line diff. The transcript matches when the golden's text is its
/// lines, each ended by a line feed: byte for byte, carriage returns and all.
public final class GoldenComparison {
    /// Lines kept of each side after the first difference.
    public static let limit = 20_000

    private let golden: String
    private var position: String.Index
    private var context: [String] = []
    private var agreed = 0
    private var differs = false
    private var actualRest: [String] = []
    private var actualCut = false

    /// A comparison against a golden file's text.
    public init(golden text: String) {
        golden = text
        position = text.startIndex
    }

    /// The next line of the transcript.
    public func add(_ line: String) {
        if differs {
            if actualRest.count < Self.limit { actualRest.append(line) } else { actualCut = true }
            return
        }
        let scalars = golden.unicodeScalars
        if let end = scalars[position...].firstIndex(of: "\n"), scalars[position..<end].elementsEqual(line.unicodeScalars) {
            position = scalars.index(after: end)
            agreed += 1
            context.append(line)
            if context.count > 3 { context.removeFirst() }
            return
        }
        differs = true
        actualRest.append(line)
    }

    /// The golden's line (1-based) where the transcript first differs from it: the first line
    /// it does not agree with, or the line after its last when the golden goes on.
    public var firstDifferentLine: Int { agreed + 1 }

    /// Nil when the transcript matched the golden, else a unified diff (`---` the golden,
    /// `+++` this run).
    public func finish(goldenName: String, runName: String) -> String? {
        if !differs, position == golden.endIndex { return nil }
        var expectedRest = context.map { $0 + "\n" }.joined()
        var kept = 0
        var index = position
        while index < golden.endIndex, kept < Self.limit {
            let scalars = golden.unicodeScalars
            let end = scalars[index...].firstIndex(of: "\n").map { scalars.index(after: $0) } ?? scalars.endIndex
            expectedRest.unicodeScalars.append(contentsOf: scalars[index..<end])
            index = end
            kept += 1
        }
        let actualRestText = (context + actualRest).map { $0 + "\n" }.joined()
        let first = agreed - context.count + 1
        var diff =
            LineDiff.unified(
                expectedText: expectedRest, actualText: actualRestText, expectedName: goldenName, actualName: runName,
                firstLines: (first, first)) ?? ""
        if actualCut || index < golden.endIndex {
            diff += "\n(the diff stops after \(Self.limit) lines of each side)"
        }
        return diff
    }
}
