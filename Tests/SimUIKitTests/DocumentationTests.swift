import Foundation
import Testing

/// Each text of the documentation lives in one place (issue 25): README.md gives the tour and points
/// at the DocC articles, which hold the reference; a passage copied from one into another drifts
/// from its original at the first edit. A run of `minimumRun` identical lines, blank lines, code
/// fence markers and table separators left out, is such a copy.
@Suite("Documentation")
struct DocumentationTests {
    static let minimumRun = 6

    /// README.md and every DocC article of the package's modules, as paths from the package root.
    static func documents() throws -> [String] {
        let root = LayeringTests.root
        let sources = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
        var articles: [String] = []
        for module in sources.sorted() {
            let catalog = "Sources/\(module)/\(module).docc"
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)
            else { continue }
            articles += files.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
        return ["README.md"] + articles
    }

    /// The lines a copy is judged by, with their line numbers from 1: trimmed, without blank lines,
    /// code fence markers (```` ```sh ````) and table separators (`|---|---|`), which any two
    /// documents share without one copying the other.
    static func passageLines(of text: String) -> [(line: Int, text: String)] {
        var lines: [(line: Int, text: String)] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            let separator = line.contains("-") && line.allSatisfy { "|-: ".contains($0) }
            if line.isEmpty || line.hasPrefix("```") || separator { continue }
            lines.append((index + 1, line))
        }
        return lines
    }

    /// Where `first` and `second` share a run of at least `minimumRun` identical passage lines: the
    /// first line of each run in both, and its length.
    static func sharedRuns(_ first: String, _ second: String, minimumRun: Int = minimumRun)
        -> [(first: Int, second: Int, length: Int)]
    {
        let a = passageLines(of: first)
        let b = passageLines(of: second)
        guard a.count >= minimumRun, b.count >= minimumRun else { return [] }
        var starts: [String: [Int]] = [:]
        for k in 0...(b.count - minimumRun) {
            starts[b[k..<k + minimumRun].map(\.text).joined(separator: "\n"), default: []].append(k)
        }
        var runs: [(first: Int, second: Int, length: Int)] = []
        var covered = -1  // the last line of `a` already inside a reported run
        for i in 0...(a.count - minimumRun) where i > covered {
            guard let j = starts[a[i..<i + minimumRun].map(\.text).joined(separator: "\n")]?.first else { continue }
            var length = minimumRun
            while i + length < a.count, j + length < b.count, a[i + length].text == b[j + length].text { length += 1 }
            runs.append((a[i].line, b[j].line, length))
            covered = i + length - 1
        }
        return runs
    }

    @Test("no passage of README.md or a DocC article is copied into another one")
    func eachTextLivesInOnePlace() throws {
        let paths = try Self.documents()
        #expect(paths.count > 10, "found only \(paths)")
        let texts = try paths.map {
            try String(contentsOf: LayeringTests.root.appendingPathComponent($0), encoding: .utf8)
        }
        for i in paths.indices {
            for j in paths.indices where j > i {
                for run in Self.sharedRuns(texts[i], texts[j]) {
                    Issue.record(
                        """
                        \(paths[i]):\(run.first) and \(paths[j]):\(run.second) hold the same \(run.length) lines: \
                        keep the text in one of them and point at it from the other
                        """)
                }
            }
        }
    }

    @Test("a run of six shared lines is found, with where it starts in both; five, blank lines and fences are not")
    func theDetectorFindsACopy() {
        let passage = (1...6).map { "line \($0) of a passage" }
        let readme = (["# Title", "", "an introduction"] + passage + ["README goes on"]).joined(separator: "\n")
        let article = (["# Article", "", "```sh"] + passage[0..<3] + ["", "  "] + passage[3...] + ["```"])
            .joined(separator: "\n")
        let runs = Self.sharedRuns(readme, article)
        #expect(runs.count == 1)
        #expect(runs.first?.first == 4)
        #expect(runs.first?.second == 4)
        #expect(runs.first?.length == 6)

        let five = (["# Article"] + passage[0..<5] + ["something else"]).joined(separator: "\n")
        #expect(Self.sharedRuns(readme, five).isEmpty)
        let fencesAndTables = (["```", "", "|---|---|", "```sh", "", "|:--|", "```"]).joined(separator: "\n")
        #expect(Self.sharedRuns(fencesAndTables, fencesAndTables).isEmpty)
    }
}
