import Foundation
import Navigator

/// Where a replay's results go, as text for people or JSON lines for tools (and for the
/// parallel runner, which reads its workers' JSON and prints it as asked).
@MainActor
struct ReplayOutput {
    /// How much the text output says.
    enum Detail {
        /// Failures, diffs and the summary.
        case quiet
        /// One line per script that passed (its name, its time); everything for one that did
        /// not (its transcript up to the failure, the failure, the diff); the summary.
        case concise
        /// Every transcript line as it is written (one script, or `--verbose`).
        case full
    }

    /// JSON lines instead of text.
    var json: Bool
    /// How much text.
    var detail: Detail
    /// Whether a `==> SCRIPT <==` heading opens each script's transcript (several scripts).
    var headings: Bool

    private var started = 0

    init(json: Bool, detail: Detail, headings: Bool) {
        self.json = json
        self.detail = detail
        self.headings = headings
    }

    /// Whether transcript lines are written as they come.
    var streams: Bool { detail == .full }

    /// Whether a failing script's report must hold its transcript for this output (the JUnit
    /// report may want it too).
    var wantsTail: Bool { json || detail == .concise }

    /// The start of a script's transcript.
    mutating func begin(_ script: String) {
        guard streams, !json else { return }
        heading(script)
    }

    private mutating func heading(_ script: String) {
        guard headings else { return }
        Console.out((started > 0 ? "\n" : "") + "==> \(FileName.shown(script)) <==")
        started += 1
    }

    /// One transcript line.
    func line(_ text: String, of script: String) {
        guard streams else { return }
        if json {
            Console.out(Self.encode(TranscriptLine(script: script, text: text)))
        } else {
            Console.out(text)
        }
    }

    /// A script's result.
    mutating func finish(_ report: ScriptReport) {
        if json {
            Console.out(Self.encode(report))
            return
        }
        if detail == .concise {
            if report.passed {
                Console.out("✓ \(report.script) (\(String(format: "%.2f", report.seconds))s)")
            } else if let transcript = report.transcript, report.diff == nil {
                // (A golden's diff shows the transcript where it matters.)
                heading(report.script)
                if let omitted = report.transcriptOmitted, omitted > 0 { Console.out("… (\(omitted) earlier lines)") }
                for line in transcript { Console.out(line) }
            }
        }
        for line in report.errorLines { Console.errorLine(line) }
        for note in report.notes { Console.error(note) }
    }

    /// The closing line: `3 passed, 1 failed` (`, 2 not run` when some were not).
    func summary(_ reports: [ScriptReport]) {
        let notRun = reports.filter { $0.kind == .notRun }.count
        let failed = reports.filter { !$0.passed }.count - notRun
        let passed = reports.count - failed - notRun
        if json {
            Console.out(Self.encode(Summary(passed: passed, failed: failed, notRun: notRun)))
        } else {
            Console.errorLine("\(passed) passed, \(failed) failed" + (notRun > 0 ? ", \(notRun) not run" : ""))
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
        var notRun: Int
    }

    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
