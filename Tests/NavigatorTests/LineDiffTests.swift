import Navigator
import TextDiff
import Testing

@Suite("Line diff")
struct LineDiffTests {
    private func diff(_ expected: [String], _ actual: [String], context: Int = 3) -> String? {
        LineDiff.unified(
            expected: expected, actual: actual, expectedName: "golden", actualName: "actual", context: context)
    }

    @Test("equal inputs have no diff", arguments: [[], [""], ["a", "b", "c"]])
    func equal(lines: [String]) {
        #expect(diff(lines, lines) == nil)
        let text = lines.map { $0 + "\n" }.joined()
        #expect(LineDiff.unified(expectedText: text, actualText: text, expectedName: "g", actualName: "a") == nil)
    }

    @Test("a changed line in the middle, with context")
    func changedLine() {
        #expect(
            diff(["a", "b", "c", "d", "e"], ["a", "b", "X", "d", "e"]) == """
                --- golden
                +++ actual
                @@ -1,5 +1,5 @@
                 a
                 b
                -c
                +X
                 d
                 e
                """)
    }

    @Test("distant changes make separate hunks; near ones share one")
    func hunks() {
        let expected = (1...10).map(String.init)
        var actual = expected
        actual[1] = "two"
        actual[8] = "nine"
        #expect(
            diff(expected, actual, context: 1) == """
                --- golden
                +++ actual
                @@ -1,3 +1,3 @@
                 1
                -2
                +two
                 3
                @@ -8,3 +8,3 @@
                 8
                -9
                +nine
                 10
                """)
        #expect(
            diff(expected, actual, context: 3) == """
                --- golden
                +++ actual
                @@ -1,10 +1,10 @@
                 1
                -2
                +two
                 3
                 4
                 5
                 6
                 7
                 8
                -9
                +nine
                 10
                """)
    }

    @Test("insertions and deletions, including from and to nothing")
    func insertionsAndDeletions() {
        #expect(diff([], ["a"]) == "--- golden\n+++ actual\n@@ -0,0 +1,1 @@\n+a")
        #expect(diff(["a", "b"], []) == "--- golden\n+++ actual\n@@ -1,2 +0,0 @@\n-a\n-b")
        #expect(
            diff(["a", "b", "c"], ["a", "new", "b", "c"], context: 0)
                == "--- golden\n+++ actual\n@@ -1,0 +2,1 @@\n+new")
        #expect(
            diff(["a", "b", "c"], ["a", "c"], context: 1)
                == "--- golden\n+++ actual\n@@ -1,3 +1,2 @@\n a\n-b\n c")
    }

    @Test("a run of changes shows its deletions before its insertions")
    func deletionsFirst() {
        #expect(
            diff(["keep", "a", "b", "keep2"], ["keep", "x", "y", "z", "keep2"], context: 0)
                == "--- golden\n+++ actual\n@@ -2,2 +2,3 @@\n-a\n-b\n+x\n+y\n+z")
    }

    @Test("trailing whitespace in changed lines is made visible, with one note")
    func trailingWhitespace() {
        #expect(
            diff(["a", "b", "c d", "same  "], ["a ", "b\t", "c d", "same  "], context: 1) == """
                --- golden
                +++ actual
                @@ -1,3 +1,3 @@
                -a
                -b
                +a·
                +b→
                 c d
                note: trailing whitespace is shown as · (space), → (tab), ␍ (carriage return)
                """)
    }

    @Test("CRLF against LF shows the carriage returns")
    func carriageReturns() {
        #expect(
            LineDiff.unified(expectedText: "a\nb\n", actualText: "a\r\nb\n", expectedName: "g", actualName: "a")
                == "--- g\n+++ a\n@@ -1,2 +1,2 @@\n-a\n+a␍\n b\n" + LineDiff.whitespaceNote)
    }

    @Test("a missing final newline is noted")
    func missingFinalNewline() {
        #expect(
            LineDiff.unified(expectedText: "a\nb\n", actualText: "a\nb", expectedName: "golden", actualName: "actual")
                == """
                --- golden
                +++ actual
                @@ -1,2 +1,2 @@
                 a
                -b
                +b
                \\ No newline at end of file
                """)
        #expect(
            LineDiff.unified(expectedText: "x", actualText: "y", expectedName: "golden", actualName: "actual")
                == """
                --- golden
                +++ actual
                @@ -1,1 +1,1 @@
                -x
                \\ No newline at end of file
                +y
                \\ No newline at end of file
                """)
        #expect(
            LineDiff.unified(expectedText: "", actualText: "\n", expectedName: "golden", actualName: "actual")
                == "--- golden\n+++ actual\n@@ -0,0 +1,1 @@\n+")
    }

    // MARK: Correctness at scale

    @Test("random small inputs: the diff is minimal and patches expected into actual", arguments: 0..<60)
    func randomSmall(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let expected = (0..<Int(random.next() % 25)).map { _ in ["a", "b", "c", "d"][Int(random.next() % 4)] }
        let actual = (0..<Int(random.next() % 25)).map { _ in ["a", "b", "c", "d"][Int(random.next() % 4)] }
        for context in [0, 1, 3] {
            guard let output = diff(expected, actual, context: context) else {
                #expect(expected == actual)
                return
            }
            #expect(try patch(expected, with: output) == actual)
            let changes = output.split(separator: "\n").dropFirst(2).filter { $0.first == "-" || $0.first == "+" }
            #expect(changes.count == expected.count + actual.count - 2 * longestCommonSubsequence(expected, actual))
        }
    }

    @Test("10,000 similar lines: the right hunks, quickly")
    func largeSimilar() throws {
        let expected = (0..<10_000).map { "line \($0): DogsViewController#\($0 % 7).viewWillAppear(true)" }
        var actual = expected
        for index in stride(from: 9_500, through: 500, by: -1_000) { actual[index] = "changed \(index)" }
        actual.insert("inserted", at: 5_000)
        actual.remove(at: 100)
        let output = try #require(diff(expected, actual))
        #expect(output.split(separator: "\n").filter { $0.hasPrefix("@@") }.count == 12)
        #expect(try patch(expected, with: output) == actual)
    }

    @Test("10,000 entirely different lines still patch correctly")
    func largeDifferent() throws {
        let expected = (0..<10_000).map { "golden \($0)" }
        let actual = (0..<10_000).map { "actual \($0)" }
        let output = try #require(diff(expected, actual))
        #expect(try patch(expected, with: output) == actual)
    }

    @Test("interleaved differences beyond the search limit still patch correctly")
    func largeInterleaved() throws {
        let expected = (0..<12_000).map { "\($0 % 3 == 0 ? "same" : "old") \($0)" }
        let actual = (0..<12_000).map { "\($0 % 3 == 0 ? "same" : "new") \($0)" }
        let output = try #require(diff(expected, actual))
        #expect(try patch(expected, with: output) == actual)
    }

    // MARK: Helpers

    struct PatchError: Error {}

    /// Applies a unified diff (of lines without trailing whitespace) to `lines`.
    private func patch(_ lines: [String], with diff: String) throws -> [String] {
        var result: [String] = []
        var next = 0
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2) {
            if line.hasPrefix("@@") {
                let fields = line.split(separator: " ")[1].dropFirst().split(separator: ",")
                guard let start = Int(fields[0]), let count = Int(fields[1]) else { throw PatchError() }
                let firstIndex = count == 0 ? start : start - 1
                guard firstIndex >= next else { throw PatchError() }
                result += lines[next..<firstIndex]
                next = firstIndex
            } else if line.hasPrefix(" ") {
                guard next < lines.count, lines[next] == line.dropFirst() else { throw PatchError() }
                result.append(lines[next])
                next += 1
            } else if line.hasPrefix("-") {
                guard next < lines.count, lines[next] == line.dropFirst() else { throw PatchError() }
                next += 1
            } else if line.hasPrefix("+") {
                result.append(String(line.dropFirst()))
            } else {
                throw PatchError()
            }
        }
        return result + lines[next...]
    }

    private func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices {
            for j in b.indices {
                table[i + 1][j + 1] = a[i] == b[j] ? table[i][j] + 1 : max(table[i][j + 1], table[i + 1][j])
            }
        }
        return table[a.count][b.count]
    }
}
