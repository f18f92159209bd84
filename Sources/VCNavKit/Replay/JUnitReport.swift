import Foundation
import Navigator

/// A JUnit XML report, the format CI systems read: one `testsuite` named `vcnav replay`, one
/// `testcase` per script (its path as name and file, its time). A check that did not hold or a
/// golden that differs is a `failure` (its message is the `file:line:column: …` line); a crash
/// or hang nothing expected, a script that does not parse or cannot be read, a golden that
/// cannot be read or written is an `error`; a script not run (another does not parse) is
/// `skipped`. A case that did not pass holds its transcript up to the failure in `system-out`.
struct JUnitReport: Equatable {
    /// The suite's name.
    static let suiteName = "vcnav replay"

    var cases: [Case]
    /// The suite's name in the XML (`vcnav replay`, or `vcnav explore` for a crawl's findings).
    var suite = Self.suiteName

    /// One test case.
    struct Case: Equatable {
        var name: String
        var file: String
        var time: Double
        /// Nil when it passed.
        var outcome: Outcome?
        /// The transcript up to the failure.
        var systemOut: String?
    }

    /// Why a case did not pass: `failure`, `error` or `skipped`, with its type (`check`,
    /// `golden`, `crash`, `hang`, `parse`, `unreadable`…), message and details.
    struct Outcome: Equatable {
        var element: String
        var type: String
        var message: String
        var details: String
    }

    init(cases: [Case]) {
        self.cases = cases
    }

    /// The report of a run.
    init(_ reports: [ScriptReport], suite: String = Self.suiteName) {
        self.suite = suite
        cases = reports.map { report in
            let name = FileName.shown(report.script)
            var testCase = Case(name: name, file: name, time: report.seconds)
            guard let kind = report.kind else { return testCase }
            testCase.outcome = Outcome(
                element: kind.junitElement, type: kind.rawValue, message: report.headline,
                details: report.errorLines.joined(separator: "\n"))
            if let transcript = report.transcript {
                let omitted = report.transcriptOmitted.map { $0 > 0 ? ["… (\($0) earlier lines)"] : [] } ?? []
                testCase.systemOut = (omitted + transcript).joined(separator: "\n")
            }
            return testCase
        }
    }

    /// The XML text.
    var xml: String {
        func count(_ element: String) -> Int { cases.filter { $0.outcome?.element == element }.count }
        let time = Self.seconds(cases.reduce(0) { $0 + $1.time })
        let counts =
            "tests=\"\(cases.count)\" failures=\"\(count("failure"))\" errors=\"\(count("error"))\" "
            + "skipped=\"\(count("skipped"))\" time=\"\(time)\""
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"\(suite)\" \(counts)>",
            "  <testsuite name=\"\(suite)\" \(counts)>",
        ]
        for testCase in cases {
            let attributes =
                "name=\"\(escape(testCase.name))\" classname=\"vcnav.replay\" file=\"\(escape(testCase.file))\" "
                + "time=\"\(Self.seconds(testCase.time))\""
            guard testCase.outcome != nil || testCase.systemOut != nil else {
                lines.append("    <testcase \(attributes)/>")
                continue
            }
            lines.append("    <testcase \(attributes)>")
            if let outcome = testCase.outcome {
                let start = "      <\(outcome.element) message=\"\(escape(outcome.message))\" type=\"\(escape(outcome.type))\""
                lines.append(
                    outcome.details.isEmpty
                        ? start + "/>" : start + ">" + escape(outcome.details) + "</\(outcome.element)>")
            }
            if let systemOut = testCase.systemOut { lines.append("      <system-out>" + escape(systemOut) + "</system-out>") }
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

    /// Text as XML character data or an attribute value: the five special characters as
    /// entities, line breaks and tabs as character references (kept in attributes), and the
    /// control characters XML 1.0 cannot hold as U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && !(0xFFFE...0xFFFF).contains(value)
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    private func escape(_ text: String) -> String { Self.escape(text) }
}
