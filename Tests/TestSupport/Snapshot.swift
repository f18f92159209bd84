import Foundation
import Testing
import TextDiff

/// When golden files are written, from `VCNAV_RECORD` (as swift-snapshot-testing's record modes):
/// `missing` (the default) writes a golden that does not exist yet, `all` rewrites every one,
/// `never` writes none (CI: a missing golden is a failure, never a recording). Whatever is
/// written is reported as a test issue: recording is never a pass.
public enum RecordMode: String, Sendable {
    case missing, all, never

    /// The mode of this run; an unknown value is refused loudly rather than guessed.
    public static var current: RecordMode {
        guard let value = ProcessInfo.processInfo.environment["VCNAV_RECORD"], !value.isEmpty else { return .missing }
        guard let mode = RecordMode(rawValue: value) else {
            Issue.record("VCNAV_RECORD=\(value) is not a record mode (missing, all or never); recording nothing")
            return .never
        }
        return mode
    }
}

/// Golden text files beside the tests, written as ``RecordMode`` says. A mismatch prints a line
/// diff with trailing spaces made visible.
public enum Snapshot {
    public static func assert(
        _ actual: String, named name: String, directory: URL, mode: RecordMode = .current,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let url = directory.appendingPathComponent(name)
        let golden = FileManager.default.contents(atPath: url.path)
        if mode == .all || (golden == nil && mode == .missing) {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record(
                "recorded snapshot \(name) (VCNAV_RECORD=\(mode.rawValue)); check it and run the tests again",
                sourceLocation: sourceLocation)
            return
        }
        guard let data = golden else {
            Issue.record(
                "no snapshot \(name) and VCNAV_RECORD=never: record it with VCNAV_RECORD=missing swift test", sourceLocation: sourceLocation
            )
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard
            let diff = LineDiff.unified(
                expectedText: expected, actualText: actual, expectedName: "golden \(name)", actualName: "actual")
        else { return }
        Issue.record(Comment(rawValue: "snapshot \(name) differs:\n" + diff), sourceLocation: sourceLocation)
    }
}
