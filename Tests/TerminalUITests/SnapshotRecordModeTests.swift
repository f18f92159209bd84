import Foundation
import Testing
import TestSupport

/// Golden files are written only as the record mode says, and writing one is never a pass.
@Suite("Snapshot record modes")
struct SnapshotRecordModeTests {
    @Test("never: a missing golden fails and nothing is written")
    func never() throws {
        try withTemporaryDirectory("snapshots") { directory in
            withKnownIssue { Snapshot.assert("screen\n", named: "a.txt", directory: directory, mode: .never) }
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("a.txt").path))
        }
    }

    @Test("missing: a missing golden is written and reported; an existing one is compared, not rewritten")
    func missing() throws {
        try withTemporaryDirectory("snapshots") { directory throws in
            let url = directory.appendingPathComponent("a.txt")
            withKnownIssue { Snapshot.assert("screen\n", named: "a.txt", directory: directory, mode: .missing) }
            #expect(try String(contentsOf: url, encoding: .utf8) == "screen\n")
            Snapshot.assert("screen\n", named: "a.txt", directory: directory, mode: .missing)
            // A mismatch is a unified line diff, a trailing space made visible.
            withKnownIssue {
                Snapshot.assert("changed \n", named: "a.txt", directory: directory, mode: .missing)
            } matching: { issue in
                let text = issue.comments.map(\.rawValue).joined()
                return text.contains("-screen") && text.contains("+changed·") && text.contains("@@ -1,1 +1,1 @@")
            }
            #expect(try String(contentsOf: url, encoding: .utf8) == "screen\n")
        }
    }

    @Test("all: every golden is rewritten, and that too is reported")
    func all() throws {
        try withTemporaryDirectory("snapshots") { directory in
            let url = directory.appendingPathComponent("a.txt")
            try "old\n".write(to: url, atomically: true, encoding: .utf8)
            withKnownIssue { Snapshot.assert("new\n", named: "a.txt", directory: directory, mode: .all) }
            #expect(try String(contentsOf: url, encoding: .utf8) == "new\n")
        }
    }

    @Test("a golden that cannot be written fails as such, and is never reported as recorded")
    func unwritable() throws {
        // A folder cannot be made inside a regular file.
        try withTemporaryDirectory("snapshots") { folder in
            let file = folder.appendingPathComponent("not-a-folder")
            try "x".write(to: file, atomically: true, encoding: .utf8)
            let directory = file.appendingPathComponent("snapshots")
            let cannotRecord: @Sendable (Issue) -> Bool = { issue in
                let text = issue.comments.map(\.rawValue).joined()
                return text.hasPrefix("cannot record snapshot a.txt at ") && !text.contains("recorded snapshot")
            }
            withKnownIssue {
                Snapshot.assert("screen\n", named: "a.txt", directory: directory, mode: .missing)
            } matching: {
                cannotRecord($0)
            }
            withKnownIssue {
                Snapshot.assert("screen\n", named: "a.txt", directory: directory, mode: .all)
            } matching: {
                cannotRecord($0)
            }
            #expect(!FileManager.default.fileExists(atPath: directory.path))
        }
    }
}
