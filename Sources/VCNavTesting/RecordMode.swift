import Foundation
import Testing

/// When golden files are written, as swift-snapshot-testing's record modes: `missing` writes a
/// golden that does not exist yet, `all` rewrites every one, `never` writes none (CI: a missing
/// golden is a failure, never a recording). Whatever is written is reported as a test issue:
/// recording is never a pass.
public enum RecordMode: String, Sendable {
    case missing, all, never

    /// The mode of this run, from the environment variable `VCNAV_RECORD` (`missing` when it is
    /// not set); an unknown value is refused loudly rather than guessed.
    public static var current: RecordMode {
        guard let value = ProcessInfo.processInfo.environment["VCNAV_RECORD"], !value.isEmpty else { return .missing }
        guard let mode = RecordMode(rawValue: value) else {
            Issue.record("VCNAV_RECORD=\(value) is not a record mode (missing, all or never); recording nothing")
            return .never
        }
        return mode
    }
}
