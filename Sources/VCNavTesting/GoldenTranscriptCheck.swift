import Foundation
import Navigator
import Testing

/// A replay's transcript against its golden file, as the record mode says: compared (a unified
/// line diff on mismatch, trailing spaces shown), or written (`missing` when there is none,
/// `all` always), each write reported as an issue. Goldens are read and written as
/// `vcnav replay --goldens [--update]` does: only regular files, atomically, links followed.
struct GoldenTranscriptCheck {
    let path: String
    let script: String
    let mode: RecordMode

    func judge(_ lines: [String], sourceLocation: SourceLocation) {
        switch GoldenFile.read(path) {
        case .success(let golden) where mode != .all:
            let comparison = GoldenComparison(golden: golden)
            for line in lines { comparison.add(line) }
            if let diff = comparison.finish(goldenName: path, runName: "\(script) (this run)") {
                Issue.record(Comment(rawValue: "the transcript differs from \(path):\n" + diff), sourceLocation: sourceLocation)
            }
        case .failure(.missing) where mode == .never:
            Issue.record(
                Comment(rawValue: "no golden transcript at \(path) and VCNAV_RECORD=never: record it with VCNAV_RECORD=missing swift test"),
                sourceLocation: sourceLocation)
        case .success, .failure(.missing):
            write(lines, sourceLocation: sourceLocation)
        case .failure(let error):
            Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
        }
    }

    private func write(_ lines: [String], sourceLocation: SourceLocation) {
        switch GoldenFile.update(path, script: script) {
        case .success(let writer):
            for line in lines { writer.write(line) }
            do {
                try writer.commit()
                Issue.record(
                    Comment(
                        rawValue: "recorded the golden transcript \(path) (VCNAV_RECORD=\(mode.rawValue)); check it and run the tests again"
                    ),
                    sourceLocation: sourceLocation)
            } catch {
                Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
            }
        case .failure(let error):
            Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
        }
    }
}
