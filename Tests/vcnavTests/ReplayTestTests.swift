import Foundation
import Synchronization
import Testing
import TestSupport
import VCNavTesting

/// VCNavTesting, the product an app's own tests use: a replay against the app in its app process
/// (here the real `vcnav`), its transcript, its golden under each record mode, and every way it
/// can go wrong reported as an issue at the caller.
@MainActor
@Suite("VCNavTesting: replays in swift test")
struct ReplayTestTests {
    static let host = ReplayHost.appProcess(executable: "vcnav")

    /// `name` in `directory`, holding `text`.
    static func script(_ text: String, named name: String = "t.vcreplay", in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// What an issue says.
    nonisolated static func text(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined(separator: "\n") }

    static func golden(of script: URL) -> URL { script.deletingPathExtension().appendingPathExtension("transcript") }

    @Test("run: the transcript as vcnav replay prints it, and no failure")
    func run() throws {
        try withTemporaryDirectory("replaytest") { directory in
            let script = try Self.script("launch\ntap \"Profile\"\nexpect top ProfileViewController\n", in: directory)
            let run = try ReplayTest.run(script.path, on: Self.host)
            #expect(run.passed && run.failure == nil && run.crashReport == nil)
            #expect(Array(run.lines.prefix(2)) == ["> launch", "launch(\"Selection\")"])
            #expect(run.lines.contains("> tap \"Profile\"") && run.lines.last == "✓ expect top ProfileViewController")
            #expect(run.transcript == run.lines.map { $0 + "\n" }.joined())
        }
    }

    @Test("record modes: missing writes the golden and says so; then it matches; never fails on a missing one and writes nothing")
    func recordModes() throws {
        try withTemporaryDirectory("replaytest") { directory in
            let script = try Self.script("launch\ntap \"Profile\"\n", in: directory)
            let golden = Self.golden(of: script)
            withKnownIssue {
                ReplayTest.check(script.path, on: Self.host, record: .never)
            } matching: {
                Self.text($0).contains("no golden transcript at \(golden.path) and VCNAV_RECORD=never")
            }
            #expect(!FileManager.default.fileExists(atPath: golden.path))
            withKnownIssue {
                ReplayTest.check(script.path, on: Self.host, record: .missing)
            } matching: {
                Self.text($0).contains("recorded the golden transcript \(golden.path) (VCNAV_RECORD=missing)")
            }
            let recorded = try String(contentsOf: golden, encoding: .utf8)
            #expect(recorded.hasPrefix("> launch\nlaunch(\"Selection\")\n") && recorded.contains("> tap \"Profile\"\n"))
            let run = ReplayTest.check(script.path, on: Self.host, record: .never)
            #expect(run?.transcript == recorded)
        }
    }

    @Test("a golden that differs: a line diff naming both sides; all rewrites it, and that is reported too")
    func mismatchAndAll() throws {
        try withTemporaryDirectory("replaytest") { directory in
            let script = try Self.script("launch\n", in: directory)
            let golden = Self.golden(of: script)
            try "> launch\nsomething else\n".write(to: golden, atomically: true, encoding: .utf8)
            withKnownIssue {
                ReplayTest.check(script.path, on: Self.host, record: .never)
            } matching: { issue in
                let text = Self.text(issue)
                return text.contains("the transcript differs from \(golden.path)") && text.contains("-something else")
                    && text.contains("+launch(\"Selection\")")
            }
            withKnownIssue { ReplayTest.check(script.path, on: Self.host, record: .all) }
            #expect(try String(contentsOf: golden, encoding: .utf8).hasPrefix("> launch\nlaunch(\"Selection\")\n"))
        }
    }

    @Test("a failed check and an unexpected crash are issues with file:line:column and the crash report")
    func failures() throws {
        try withTemporaryDirectory("replaytest") { directory in
            let script = try Self.script("launch\nexpect top Dogs\n", in: directory)
            try "> launch\n".write(to: Self.golden(of: script), atomically: true, encoding: .utf8)
            let recorded = Mutex<[String]>([])
            withKnownIssue {
                ReplayTest.check(script.path, on: Self.host, record: .never)
            } matching: { issue in
                recorded.withLock { $0.append(Self.text(issue)) }
                return true
            }
            let issues = recorded.withLock { $0 }
            // The failure, and the golden's diff beside it (the transcript goes on to the failure).
            #expect(issues.count == 2)
            #expect(
                issues.first?.hasPrefix("\(script.path):2:1: expected top Dogs; the visible controller is SelectionViewController") == true)
            let crash = try ReplayTest.run(
                try Self.script("launch\ntap \"Pitfalls\"\ntap \"Creator not used\"\n", named: "crash.vcreplay", in: directory).path,
                on: Self.host)
            #expect(crash.failure?.contains(":3:1: the app crashed") == true)
            #expect(crash.crashReport?.contains("Fatal error: Use storyboard creator with dog") == true)
        }
    }

    @Test("a script that does not parse, a missing script, a missing executable: thrown, saying what to do")
    func cannotRun() throws {
        try withTemporaryDirectory("replaytest") { directory in
            let bad = try Self.script("launch\nswipe row 2\n", in: directory)
            #expect(
                throws: ReplayTestError.doesNotParse([
                    "\(bad.path):2:7: 'swipe' needs what the swipe does and where, like swipe delete row 2"
                ])
            ) {
                try ReplayTest.run(bad.path, on: Self.host)
            }
            let missing = bad.deletingLastPathComponent().appendingPathComponent("none.vcreplay").path
            #expect(throws: ReplayTestError.self) { try ReplayTest.run(missing, on: Self.host) }
            let good = try Self.script("launch\n", named: "good.vcreplay", in: directory)
            let noApp = #expect(throws: ReplayTestError.self) { try ReplayTest.run(good.path, on: .appProcess(executable: "no-such-app")) }
            #expect(noApp?.description.contains("make the test target depend on the executable target") == true)
        }
    }

    @Test("paths: relative to the package root of the calling file; scripts(in:) lists a folder's, sorted")
    func paths() throws {
        let scripts = ReplayTest.scripts(in: "Scenes/Replays")
        #expect(scripts.contains("Scenes/Replays/tour.vcreplay") && scripts == scripts.sorted() && scripts.count >= 14)
        let run = try ReplayTest.run("Scenes/Replays/factory.vcreplay", on: Self.host)
        #expect(run.script == VCNavBinary.packageRoot.appendingPathComponent("Scenes/Replays/factory.vcreplay").path && run.passed)
    }
}
