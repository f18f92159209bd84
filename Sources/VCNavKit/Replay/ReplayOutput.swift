import Foundation
import Navigator

/// Where a replay's results go, as text for people or JSON lines for tools (and for the
/// parallel runner, which reads its workers' JSON and prints it as asked).
@MainActor
struct ReplayOutput {
    /// JSON lines instead of text.
    var json: Bool
    /// No transcript lines.
    var quiet: Bool
    /// Whether a `==> SCRIPT <==` heading opens each script's transcript (several scripts).
    var headings: Bool

    private var started = 0

    init(json: Bool, quiet: Bool, headings: Bool) {
        self.json = json
        self.quiet = quiet
        self.headings = headings
    }

    /// The start of a script's transcript.
    mutating func begin(_ script: String) {
        guard headings, !quiet, !json else { return }
        Console.out((started > 0 ? "\n" : "") + "==> \(FileName.shown(script)) <==")
        started += 1
    }

    /// One transcript line.
    func line(_ text: String, of script: String) {
        guard !quiet else { return }
        if json {
            Console.out(Self.encode(TranscriptLine(script: script, text: text)))
        } else {
            Console.out(text)
        }
    }

    /// A script's result.
    func finish(_ report: ScriptReport) {
        if json {
            Console.out(Self.encode(report))
            return
        }
        if let failure = report.failure {
            Console.errorLine(failure.description)
            if let crash = report.crash { for line in crash.lines { Console.errorLine(line) } }
        }
        for problem in report.problems { Console.error(problem) }
        for note in report.notes { Console.error(note) }
    }

    /// The closing line: `3 passed, 1 failed`.
    func summary(_ reports: [ScriptReport]) {
        let failed = reports.filter { !$0.passed }.count
        if json {
            Console.out(Self.encode(Summary(passed: reports.count - failed, failed: failed)))
        } else {
            Console.errorLine("\(reports.count - failed) passed, \(failed) failed")
        }
    }

    /// A transcript line as JSON.
    struct TranscriptLine: Codable {
        var type = "line"
        var script: String
        var text: String
    }

    /// The closing counts as JSON.
    struct Summary: Codable {
        var type = "summary"
        var passed: Int
        var failed: Int
    }

    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
