import Diagnostics
import Navigator

/// The outcome of one script as every output reads it: the text and JSON outputs, the closing
/// summary and the JUnit report. A worker process sends it as JSON.
struct ScriptReport: Codable, Sendable {
    /// `result`, so that a JSON line says what it is.
    var type = "result"
    /// The script's path.
    var script: String
    /// The exit status this script alone gives: 0, 1 (a check, a crash, a golden), 65 (it does not
    /// parse), 66 (it or its golden cannot be read), 73 (a golden that cannot be written).
    var status: Int32
    /// What went wrong, nil when it passed.
    var kind: Kind?
    /// The failure that stopped the script (or its first parse error), if any.
    var failure: Diagnostic?
    /// The crash, when the app crashed and the script failed.
    var crash: Crash?
    /// Where the transcript first differs from the golden: `GOLDEN:LINE:1: …`.
    var golden: Diagnostic?
    /// The diff of the transcript against its golden.
    var diff: String?
    /// Problems after the run or instead of it (a golden that cannot be read or written, a
    /// script that cannot be read, parse errors after the first), each printed as `vcnav: …`
    /// (parse errors as they are).
    var problems: [String] = []
    /// Notes (`wrote GOLDEN`).
    var notes: [String] = []
    /// The transcript up to the failure (its last `TranscriptTail.limit` lines), for a script
    /// that did not pass when the output shows it or the JUnit report holds it.
    var transcript: [String]?
    /// Lines of the transcript before `transcript` that were left out.
    var transcriptOmitted: Int?
    /// Wall-clock seconds the script took.
    var seconds: Double

    /// Whether the script passed.
    var passed: Bool { kind == nil }

    /// What went wrong, as CI systems tell them apart: a `failure` is a check that did not hold
    /// (the app did something else); an `error` is a run that could not be judged (the app
    /// crashed or hung, a file could not be read, the script does not parse).
    enum Kind: String, Codable, Sendable {
        /// A check failed, or an action could not be done.
        case check
        /// The transcript differs from its golden, or the golden is missing.
        case golden
        /// The app crashed and nothing expected it.
        case crash
        /// The app hung and nothing expected it.
        case hang
        /// The script does not parse.
        case parse
        /// The script, or its golden, cannot be read (or the golden written).
        case unreadable
        /// Not run: another script does not parse or cannot be read.
        case notRun = "not-run"
        /// `vcnav explore` found something (a crash, a leak, a dependency still nil, a warning):
        /// the app's test failed, as a check that did not hold.
        case finding
        /// vcnav itself failed (a worker ended without a result).
        case software

        /// `failure`, `error` or `skipped`: the JUnit element.
        var junitElement: String {
            switch self {
            case .check, .golden, .finding: "failure"
            case .crash, .hang, .parse, .unreadable, .software: "error"
            case .notRun: "skipped"
            }
        }
    }

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
            if let signal { lines.append("  " + CrashReport.describe(signal: signal)) }
            if let exitStatus { lines.append("  exit status: \(exitStatus)") }
            if !lastTrace.isEmpty {
                lines.append("  last events:")
                lines += lastTrace.map { "    " + $0 }
            }
            return lines
        }
    }

    /// Everything said about the script not passing, in the order the text output prints it
    /// on standard error: the failure with its crash report, problems, the golden's place and
    /// its diff.
    var errorLines: [String] {
        var lines: [String] = []
        if let failure {
            lines.append(failure.description)
            lines += crash?.lines ?? []
        }
        lines += problems.map { kind == .parse ? $0 : Program.name + ": " + $0 }
        if let golden { lines.append(golden.description) }
        if let diff { lines.append(diff) }
        return lines
    }

    /// The line that sums it up: the failure, else the golden's place, else the first problem.
    var headline: String {
        if kind == .notRun { return "not run: a script does not parse or cannot be read, so none ran" }
        return failure?.description ?? golden?.description ?? problems.first.map { Program.name + ": " + $0 } ?? "failed"
    }
}
