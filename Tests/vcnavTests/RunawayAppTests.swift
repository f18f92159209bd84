import Foundation
import Navigator
import SimUIKit
import Testing
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// An app stuck in a loop that keeps sending trace events (Fixtures/Loop: its first screen's
/// `viewDidLoad` never returns and makes, loads and drops a controller per turn). The watchdog
/// measures progress, not chatter: the app is hung when it does not become idle within the
/// timeout, whatever it prints; the host keeps a bounded part of what it sent.
@MainActor
@Suite("A runaway app", .timeLimit(.minutes(2)))
struct RunawayAppTests {
    static var loopDirectory: URL { Bundle.module.url(forResource: "Loop", withExtension: nil, subdirectory: "Fixtures")! }

    @Test("a looping app that keeps sending events is hung after the timeout: reported like a crash, then relaunched")
    func chattyLoopIsHung() throws {
        let session = ChildProcessSession(
            executable: VCNavBinary.url, arguments: AppConfiguration.storyboards(at: Self.loopDirectory, main: "Main").processArguments,
            timeout: 1)
        defer { session.terminate() }
        for attempt in 1...2 {
            let started = Date()
            let outcome = session.perform(.launch, wantsState: true)
            let waited = Date().timeIntervalSince(started)
            #expect(waited < 6, "attempt \(attempt): the host waited \(waited) s for an app that never became idle")
            #expect(outcome.hung)
            let report = try #require(outcome.hang)
            #expect(report.message.hasPrefix("the app did not become idle within 1 s, while it sent "))
            #expect(report.message.hasSuffix("trace events: it was killed (a main-thread hang or a loop)"))
            // What it was doing: the controllers it kept making, and the screen that never loaded.
            #expect(report.lastTrace.count == 12)
            #expect(report.lastTrace.contains { $0.contains("UIViewController#") && $0.contains("viewDidLoad()") })
            // Bounded: at most the limit, plus the note that says how many were dropped.
            #expect(outcome.events.count <= 20_001)
            #expect(!session.isAlive)
        }
    }

    @Test("vcnav replay against a looping app: the hang is reported within the timeout, not never")
    func replayOfLoopingApp() throws {
        try withTemporaryDirectory("loop") { folder in
            let script = folder.appendingPathComponent("loop.vcreplay")
            try "launch\nexpect alive\n".write(to: script, atomically: true, encoding: .utf8)
            let started = Date()
            let result = try VCNavBinary.run(
                ["replay", script.path, "--storyboards", Self.loopDirectory.path, "--timeout", "1", "--quiet"])
            #expect(Date().timeIntervalSince(started) < 10)
            #expect(result.status == 1)
            // Blamed on the launch that hung, not on the check after it (before: `:2:1: expected the app alive; it hung`).
            #expect(
                result.stderr.contains(
                    "\(script.path):1:1: the app hung (it did not answer in time and was killed), and no 'expect hang' acknowledges it"))
        }
    }
}
