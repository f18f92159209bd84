import Foundation
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
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var diff = "snapshot \(name) differs (- golden, + actual; · is a trailing space):\n"
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let old = index < expectedLines.count ? String(expectedLines[index]) : nil
            let new = index < actualLines.count ? String(actualLines[index]) : nil
            if old == new { continue }
            if let old { diff += "- \(visible(old))\n" }
            if let new { diff += "+ \(visible(new))\n" }
        }
        Issue.record(Comment(rawValue: diff), sourceLocation: sourceLocation)
    }

    private static func visible(_ line: String) -> String {
        let trailing = line.reversed().prefix { $0 == " " }.count
        return trailing == 0 ? line : String(line.dropLast(trailing)) + String(repeating: "·", count: trailing)
    }
}
