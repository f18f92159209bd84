import Foundation
import Navigator
import Testing

/// Golden text files beside the tests. A missing golden, or `VCNAV_RECORD_SNAPSHOTS=1`, writes the
/// file and records an issue: recording is never a pass. A mismatch prints a line diff with
/// trailing spaces made visible.
public enum Snapshot {
    public static func assert(
        _ actual: String, named name: String, directory: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let url = directory.appendingPathComponent(name)
        let recording = ProcessInfo.processInfo.environment["VCNAV_RECORD_SNAPSHOTS"] == "1"
        guard !recording, let data = FileManager.default.contents(atPath: url.path) else {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded snapshot \(name); check it and run the tests again", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return }
        let diff = LineDiff.unified(expectedText: expected, actualText: actual, expectedName: name, actualName: "actual") ?? ""
        Issue.record(Comment(rawValue: "snapshot \(name) differs (- golden, + actual):\n" + diff), sourceLocation: sourceLocation)
    }
}
