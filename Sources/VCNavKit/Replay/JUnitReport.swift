import Foundation
import Navigator

/// A JUnit XML report, the format CI systems read: one `testsuite` named `vcnav replay`, one
/// `testcase` per script (its path as name and file, its time), a `failure` for a failed check,
/// an unexpected crash or a golden that differs (the message is the `file:line:column: …`
/// line), an `error` for what could not be judged (an unreadable golden...).
enum JUnitReport {
    static func xml(_ reports: [ScriptReport], suite: String = "vcnav replay") -> String {
        let failures = reports.filter { $0.status == ExitCode.failure }.count
        let errors = reports.filter { !$0.passed && $0.status != ExitCode.failure }.count
        let time = seconds(reports.reduce(0) { $0 + $1.seconds })
        let counts = "tests=\"\(reports.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(time)\""
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"\(suite)\" \(counts)>",
            "  <testsuite name=\"\(suite)\" \(counts)>",
        ]
        for report in reports {
            let attributes =
                "name=\"\(escape(FileName.shown(report.script)))\" classname=\"vcnav.replay\" "
                + "file=\"\(escape(FileName.shown(report.script)))\" "
                + "time=\"\(seconds(report.seconds))\""
            guard !report.passed else {
                lines.append("    <testcase \(attributes)/>")
                continue
            }
            let element = report.status == ExitCode.failure ? "failure" : "error"
            let message = report.failure?.description ?? report.problems.first.map { "vcnav: " + $0 } ?? "failed"
            var details = report.failure.map { [$0.description] } ?? []
            details += report.crash?.lines ?? []
            details += report.problems.map { "vcnav: " + $0 }
            lines.append("    <testcase \(attributes)>")
            lines.append(
                "      <\(element) message=\"\(escape(message))\" type=\"\(element == "failure" ? "check" : "error")\">"
                    + escape(details.joined(separator: "\n")) + "</\(element)>")
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
}
