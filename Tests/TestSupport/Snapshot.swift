import Foundation
import Testing
import TextDiff
import VCNavTesting

/// Golden text files beside the tests, written as ``RecordMode`` says. A mismatch prints a line
/// diff with trailing spaces made visible; a golden that cannot be written is a failure that says
/// so, never reported as recorded.
public enum Snapshot {
    public static func assert(
        _ actual: String, named name: String, directory: URL, mode: RecordMode = .current,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let url = directory.appendingPathComponent(name)
        let golden = FileManager.default.contents(atPath: url.path)
        if mode == .all || (golden == nil && mode == .missing) {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                // Never "recorded" when nothing was: the next run would compare with nothing again.
                Issue.record("cannot record snapshot \(name) at \(url.path): \(error)", sourceLocation: sourceLocation)
                return
            }
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
