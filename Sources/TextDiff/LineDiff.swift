/// A readable unified diff, shown when a transcript differs from its golden file.
///
/// Changed lines show their trailing whitespace (a space as `·`, a tab as `→`, a
/// carriage return as `␍`, explained once in a note line), so a whitespace-only
/// difference is visible. The diff is Myers' linear-space algorithm after trimming the
/// common prefix and suffix: fast and small on long, similar inputs. When two parts
/// differ by more than a few thousand lines, the diff shows them as replaced outright
/// rather than search for the shortest edit.
public enum LineDiff {
    /// The note printed once below a diff whose changed lines show trailing whitespace.
    public static let whitespaceNote = "note: trailing whitespace is shown as · (space), → (tab), ␍ (carriage return)"

    /// A unified diff of two lists of lines, or nil when they are equal.
    ///
    /// - Parameters:
    ///   - expected: the expected lines (the golden file), without line breaks.
    ///   - actual: the lines produced.
    ///   - expectedName: the name in the `---` header, such as `demo.transcript`.
    ///   - actualName: the name in the `+++` header.
    ///   - context: how many unchanged lines to show around each change.
    ///   - firstLines: the line numbers of `expected[0]` and `actual[0]` in their files, when
    ///     the lists are parts of longer ones (hunk headers count from there).
    /// - Returns: `--- expectedName`, `+++ actualName`, then `@@ -a,b +c,d @@` hunks of
    ///   `-`, `+` and ` ` lines, joined by line breaks, without a final one.
    public static func unified(
        expected: [String], actual: [String], expectedName: String, actualName: String, context: Int = 3,
        firstLines: (expected: Int, actual: Int) = (1, 1)
    ) -> String? {
        unified(
            expected: expected.map { Line(text: $0, hasNewline: true) },
            actual: actual.map { Line(text: $0, hasNewline: true) },
            expectedName: expectedName, actualName: actualName, context: context, firstLines: firstLines)
    }

    /// A unified diff of two texts split at `\n`, or nil when they are equal; a last line
    /// without a line break is followed by `\ No newline at end of file`. With `showsWhitespace`
    /// false, lines are shown as they are (a patch that `patch` applies).
    public static func unified(
        expectedText: String, actualText: String, expectedName: String, actualName: String, context: Int = 3,
        showsWhitespace: Bool = true, firstLines: (expected: Int, actual: Int) = (1, 1)
    ) -> String? {
        unified(
            expected: lines(of: expectedText), actual: lines(of: actualText),
            expectedName: expectedName, actualName: actualName, context: context, showsWhitespace: showsWhitespace,
            firstLines: firstLines)
    }

    // MARK: Lines

    /// A line and whether a line break ends it (only a file's last line may lack one).
    struct Line: Hashable {
        var text: String
        var hasNewline: Bool
    }

    static func lines(of text: String) -> [Line] {
        // Split scalars, not characters: "\r\n" is a single Character.
        var parts = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            Line(text: String($0), hasNewline: true)
        }
        if parts.last?.text == "" {
            parts.removeLast()
        } else {
            parts[parts.count - 1].hasNewline = false
        }
        return parts
    }

    // MARK: Rendering

    private static func unified(
        expected: [Line], actual: [Line], expectedName: String, actualName: String, context: Int, showsWhitespace: Bool = true,
        firstLines: (expected: Int, actual: Int) = (1, 1)
    ) -> String? {
        guard expected != actual else { return nil }
        var numbers: [Line: Int] = [:]
        func number(_ line: Line) -> Int {
            if let known = numbers[line] { return known }
            numbers[line] = numbers.count
            return numbers.count - 1
        }
        var myers = Myers(a: expected.map(number), b: actual.map(number))
        myers.diff(0, expected.count, 0, actual.count)
        let edits = myers.edits

        // Lines of each side consumed before edit i.
        var aBefore = [0]
        var bBefore = [0]
        for edit in edits {
            aBefore.append(aBefore.last! + (edit.a == nil ? 0 : 1))
            bBefore.append(bBefore.last! + (edit.b == nil ? 0 : 1))
        }
        var output = ["--- \(expectedName)", "+++ \(actualName)"]
        var shownWhitespace = false
        func emit(_ prefix: String, _ line: Line, visible: Bool) {
            var text = line.text
            if visible, showsWhitespace {
                let shown = visibleTrailingWhitespace(text)
                shownWhitespace = shownWhitespace || shown != text
                text = shown
            }
            output.append(prefix + text)
            if !line.hasNewline { output.append("\\ No newline at end of file") }
        }

        let context = max(0, context)
        for (first, last) in hunks(of: edits, context: context) {
            let low = max(0, first - context)
            let high = min(edits.count - 1, last + context)
            let aCount = aBefore[high + 1] - aBefore[low]
            let bCount = bBefore[high + 1] - bBefore[low]
            let aStart = aBefore[low] + firstLines.expected - 1 + (aCount > 0 ? 1 : 0)
            let bStart = bBefore[low] + firstLines.actual - 1 + (bCount > 0 ? 1 : 0)
            output.append("@@ -\(aStart),\(aCount) +\(bStart),\(bCount) @@")
            var index = low
            while index <= high {
                if let a = edits[index].a, edits[index].b != nil {
                    emit(" ", expected[a], visible: false)
                    index += 1
                    continue
                }
                // A run of changes: its deletions, then its insertions.
                var end = index
                while end <= high, edits[end].a == nil || edits[end].b == nil { end += 1 }
                for edit in edits[index..<end] { if let a = edit.a { emit("-", expected[a], visible: true) } }
                for edit in edits[index..<end] { if let b = edit.b { emit("+", actual[b], visible: true) } }
                index = end
            }
        }
        if shownWhitespace { output.append(whitespaceNote) }
        return output.joined(separator: "\n")
    }

    /// The first and last edit index of each hunk: changes closer than twice the context
    /// share a hunk.
    private static func hunks(of edits: [Edit], context: Int) -> [(Int, Int)] {
        var hunks: [(Int, Int)] = []
        for index in edits.indices where edits[index].a == nil || edits[index].b == nil {
            if let last = hunks.last, index - last.1 - 1 <= 2 * context {
                hunks[hunks.count - 1].1 = index
            } else {
                hunks.append((index, index))
            }
        }
        return hunks
    }

    /// `text` with its trailing spaces, tabs and carriage returns made visible.
    static func visibleTrailingWhitespace(_ text: String) -> String {
        let body = text.unicodeScalars.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.count
        var result = String.UnicodeScalarView(text.unicodeScalars.prefix(body))
        for scalar in text.unicodeScalars.dropFirst(body) {
            result.append(scalar == " " ? "·" : scalar == "\t" ? "→" : "␍")
        }
        return String(result)
    }

    // MARK: Myers

    /// One step of an edit script: a line kept (both indices), deleted (`a` only) or
    /// inserted (`b` only).
    struct Edit: Equatable {
        var a: Int?
        var b: Int?
    }

    /// Myers' O((N+M)D) diff in linear space (the middle-snake bisection of
    /// "An O(ND) Difference Algorithm and Its Variations", as in diff-match-patch).
    struct Myers {
        /// Beyond this many edits in one bisection, a part is treated as replaced.
        static let searchLimit = 2_000

        let a: [Int]
        let b: [Int]
        var edits: [Edit] = []

        /// Appends the edits turning `a[aLow..<aHigh]` into `b[bLow..<bHigh]`.
        mutating func diff(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) {
            var (aLow, aHigh, bLow, bHigh) = (aLow, aHigh, bLow, bHigh)
            while aLow < aHigh, bLow < bHigh, a[aLow] == b[bLow] {
                edits.append(Edit(a: aLow, b: bLow))
                aLow += 1
                bLow += 1
            }
            var suffix = 0
            while aLow < aHigh, bLow < bHigh, a[aHigh - 1] == b[bHigh - 1] {
                aHigh -= 1
                bHigh -= 1
                suffix += 1
            }
            if aLow < aHigh, bLow < bHigh, let (x, y) = bisect(aLow, aHigh, bLow, bHigh),
                (x, y) != (aLow, bLow), (x, y) != (aHigh, bHigh)
            {
                diff(aLow, x, bLow, y)
                diff(x, aHigh, y, bHigh)
            } else {
                for index in aLow..<aHigh { edits.append(Edit(a: index, b: nil)) }
                for index in bLow..<bHigh { edits.append(Edit(a: nil, b: index)) }
            }
            for offset in 0..<suffix { edits.append(Edit(a: aHigh + offset, b: bHigh + offset)) }
        }

        /// The point where a shortest edit path crosses the middle, or nil when the
        /// parts have nothing in common or differ too much to search.
        private func bisect(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) -> (Int, Int)? {
            let n = aHigh - aLow
            let m = bHigh - bLow
            let maxD = min((n + m + 1) / 2, Self.searchLimit)
            let offset = maxD + 1
            var forward = [Int](repeating: -1, count: 2 * maxD + 4)
            var reverse = forward
            forward[offset + 1] = 0
            reverse[offset + 1] = 0
            let delta = n - m
            let front = delta % 2 != 0
            var (k1Start, k1End, k2Start, k2End) = (0, 0, 0, 0)
            for d in 0..<maxD {
                for k1 in stride(from: -d + k1Start, through: d - k1End, by: 2) {
                    let k1Offset = offset + k1
                    let (x1, y1) = furthest(on: k1, after: d, in: forward, offset: offset, n: n, m: m) {
                        a[aLow + $0] == b[bLow + $1]
                    }
                    forward[k1Offset] = x1
                    if x1 > n {
                        k1End += 2
                    } else if y1 > m {
                        k1Start += 2
                    } else if front {
                        let k2Offset = offset + delta - k1
                        if k2Offset >= 0, k2Offset < reverse.count, reverse[k2Offset] != -1,
                            x1 >= n - reverse[k2Offset]
                        {
                            return (aLow + x1, bLow + y1)
                        }
                    }
                }
                for k2 in stride(from: -d + k2Start, through: d - k2End, by: 2) {
                    let k2Offset = offset + k2
                    let (x2, y2) = furthest(on: k2, after: d, in: reverse, offset: offset, n: n, m: m) {
                        a[aHigh - $0 - 1] == b[bHigh - $1 - 1]
                    }
                    reverse[k2Offset] = x2
                    if x2 > n {
                        k2End += 2
                    } else if y2 > m {
                        k2Start += 2
                    } else if !front {
                        let k1Offset = offset + delta - k2
                        if k1Offset >= 0, k1Offset < forward.count, forward[k1Offset] != -1 {
                            let x1 = forward[k1Offset]
                            let y1 = x1 - (k1Offset - offset)
                            if x1 >= n - x2 { return (aLow + x1, bLow + y1) }
                        }
                    }
                }
            }
            return nil
        }

        /// The furthest point reached on diagonal `k` after `d` edits in one direction,
        /// from the points reached after `d - 1` edits (`v`), then along the matching lines.
        @inline(__always)
        private func furthest(
            on k: Int, after d: Int, in v: [Int], offset: Int, n: Int, m: Int, matches: (Int, Int) -> Bool
        ) -> (x: Int, y: Int) {
            let index = offset + k
            var x = k == -d || (k != d && v[index - 1] < v[index + 1]) ? v[index + 1] : v[index - 1] + 1
            var y = x - k
            while x < n, y < m, matches(x, y) {
                x += 1
                y += 1
            }
            return (x, y)
        }
    }
}
