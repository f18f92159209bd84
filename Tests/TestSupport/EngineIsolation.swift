import Foundation
import Synchronization
import Testing

/// Runs each test of a suite alone with respect to every other test that uses the trait.
///
/// SimUIKit, like UIKit, has one application per process (`UIApplication.shared`), and Swift
/// Testing runs tests in parallel. The main actor keeps synchronous `@MainActor` tests apart, but
/// nothing would keep a test that suspends from interleaving with another; every test that drives
/// the engine in process takes this trait, so no two ever overlap. Waiting is asynchronous: no
/// thread is blocked.
public struct EngineIsolation: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await EngineGate.shared.acquire()
        do {
            try await function()
        } catch {
            _ = await MainActor.run { Harness.finishActive() }
            await EngineGate.shared.release()
            throw error
        }
        let unasserted = await MainActor.run { Harness.finishActive() }
        await EngineGate.shared.release()
        if !unasserted.isEmpty {
            // Exhaustive at the end, as TCA's TestStore: what the test started and did not
            // assert fails it (opt out with `Harness.stopAsserting(because:)`).
            UnassertedCount.add(unasserted.count, test: test.name)
            if ProcessInfo.processInfo.environment["VCNAV_COUNT_UNASSERTED"] == nil {
                Issue.record(
                    Comment(
                        rawValue: "the test ended with \(unasserted.count) trace line(s) nobody asserted"
                            + " (expect or flush them where they happen, or say why not: Harness(notAssertingBecause:)):\n"
                            + unasserted.map { "+\($0)" }.joined(separator: "\n")),
                    sourceLocation: test.sourceLocation)
            }
        }
    }
}

extension Trait where Self == EngineIsolation {
    /// One test at a time for everything that uses the in-process engine.
    public static var engine: Self { Self() }
}

/// A first-come, first-served gate.
actor EngineGate {
    static let shared = EngineGate()
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        if !busy {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}

/// Counts the unasserted lines across a run (printed with `VCNAV_COUNT_UNASSERTED=1`).
enum UnassertedCount {
    private static let total = Mutex((tests: 0, lines: 0))

    static func add(_ lines: Int, test: String) {
        let now = total.withLock { value in
            value.tests += 1
            value.lines += lines
            return value
        }
        if ProcessInfo.processInfo.environment["VCNAV_COUNT_UNASSERTED"] != nil {
            print("unasserted: \(lines) line(s) at the end of \(test); so far \(now.tests) tests, \(now.lines) lines")
        }
    }
}
