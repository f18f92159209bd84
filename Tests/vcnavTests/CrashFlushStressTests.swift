import Foundation
import Synchronization
import Testing
import TestSupport

/// The crash path writes every trace event exactly once, under any load. The app batches events
/// and a thread flushes them every 20 ms; a crash handler writes what is pending. Before the two
/// took turns, a crash that struck while the flushing thread was writing made both write the same
/// bytes: under load (8 replays at once) about one run in eight showed the lines just before the
/// crash twice and failed its golden.
@Suite("Crash flush under load")
struct CrashFlushStressTests {
    /// The demo replays that crash the app (each expects the crash, then relaunches).
    static let crashingReplays: [String] = {
        let directory = VCNavBinary.packageRoot.appendingPathComponent("Scenes/Replays")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".vcreplay") }.sorted().filter { name in
            let text = (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
            return text.contains("expect crash")
        }.map { "Scenes/Replays/" + $0 }
    }()

    @Test("the crash replays, 8 at a time, 20 rounds: every golden matches every time")
    func parallelCrashReplays() throws {
        #expect(Self.crashingReplays.count >= 4)
        let failures = Mutex<[String]>([])
        for _ in 0..<20 {
            // Eight threads of our own (`concurrentPerform` would run only as many as there are cores).
            let group = DispatchGroup()
            for _ in 0..<8 {
                group.enter()
                Thread {
                    defer { group.leave() }
                    do {
                        let result = try VCNavBinary.run(
                            ["replay"] + Self.crashingReplays + ["--goldens", "--quiet"], currentDirectory: VCNavBinary.packageRoot)
                        if result.status != 0 { failures.withLock { $0.append(result.stderr) } }
                    } catch {
                        failures.withLock { $0.append("\(error)") }
                    }
                }.start()
            }
            group.wait()
        }
        let seen = failures.withLock { $0 }
        #expect(seen.isEmpty, "\(seen.count) of 160 runs failed; the first:\n\(seen.first ?? "")")
    }
}
