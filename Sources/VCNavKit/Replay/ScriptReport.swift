import Diagnostics
import Navigator

/// The outcome of one script as every output reads it: the text and JSON outputs, the closing
/// summary and the JUnit report. A worker process sends it as JSON.
struct ScriptReport: Codable, Sendable {
    /// `result`, so that a JSON line says what it is.
    var type = "result"
    /// The script's path.
    var script: String
    /// The exit status this script alone gives: 0, 1 (a check, a crash, a golden), 66 (an
    /// unreadable golden), 73 (a golden that cannot be written).
    var status: Int32
    /// The failure that stopped the script, if any.
    var failure: Diagnostic?
    /// The crash, when the app crashed and the script failed.
    var crash: Crash?
    /// Problems after the run (a golden that differs, cannot be read or written), each
    /// printed as `vcnav: …`.
    var problems: [String] = []
    /// Notes (`wrote GOLDEN`).
    var notes: [String] = []
    /// Wall-clock seconds the script took.
    var seconds: Double

    /// Whether the script passed.
    var passed: Bool { status == 0 }

    /// A crash report as a device gives it.
    struct Crash: Codable, Sendable {
        var message: String
        var signal: Int32?
        var exitStatus: Int32?
        var lastTrace: [String]

        init(_ report: CrashReport) {
            message = report.deterministicMessage
            signal = report.signal
            exitStatus = report.exitStatus
            lastTrace = report.lastTrace
        }

        /// The report's lines, indented under the failure.
        var lines: [String] {
            var lines = ["  crash: \(message)"]
            if let signal { lines.append("  signal: \(signal)") }
            if let exitStatus { lines.append("  exit status: \(exitStatus)") }
            if !lastTrace.isEmpty {
                lines.append("  last events:")
                lines += lastTrace.map { "    " + $0 }
            }
            return lines
        }
    }
}
