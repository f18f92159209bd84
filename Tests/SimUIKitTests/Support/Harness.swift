import Foundation
import Testing

@testable import SimUIKit

/// A fresh simulated app with a recorder: the `TestStore` of lifecycle traces. Every `expect`
/// must account for every line recorded since the previous one; a line the test did not list
/// fails it, with a line diff.
@MainActor
final class Harness {
    let recorder: TraceRecorder
    private(set) var console: [String] = []

    init(injections: Bool = false, layout: Bool = true) {
        UIApplication.shared.resetForNewLaunch()
        recorder = TraceRecorder(options: .init(injections: injections, layout: layout, indent: false))
        UIApplication.shared.addTraceObserver(recorder)
        let sink = ConsoleSink()
        UIApplication.shared.setConsole { sink.lines.append($0) }
        consoleSink = sink
    }

    private var consoleSink: ConsoleSink

    /// Console lines printed so far.
    var consoleLines: [String] { consoleSink.lines }

    /// Runs `action`, then asserts the exact lines it produced (and drains them).
    func expect(
        _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation, after action: () -> Void = {}
    ) {
        action()
        let actual = recorder.lines
        _ = recorder.drain()
        if actual != expected {
            Issue.record(Comment(rawValue: Harness.diff(expected: expected, actual: actual)), sourceLocation: sourceLocation)
        }
    }

    /// Runs the main run loop until idle, then asserts the exact lines.
    func flush(_ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        expect(expected, sourceLocation: sourceLocation) { UIApplication.shared.runUntilIdle() }
    }

    /// Drops what was recorded so far (for set-up steps a test does not assert).
    func skip() {
        UIApplication.shared.runUntilIdle()
        _ = recorder.drain()
    }

    static func diff(expected: [String], actual: [String]) -> String {
        var out = "trace mismatch (- expected, + actual):\n"
        let common = zip(expected, actual).prefix { $0 == $1 }.count
        for line in expected.prefix(common) { out += "  \(line)\n" }
        for line in expected.dropFirst(common) { out += "- \(line)\n" }
        for line in actual.dropFirst(common) { out += "+ \(line)\n" }
        return out
    }
}

final class ConsoleSink: @unchecked Sendable {
    var lines: [String] = []
}

/// Test controllers named like the spec's examples.
class Dogs: UIViewController {}
class Cats: UIViewController {}
class Birds: UIViewController {}
class Modal: UIViewController {}
class Child: UIViewController {}

/// A navigation delegate that does nothing but be there (so delegate calls appear).
final class NavDelegate: UINavigationControllerDelegate {}
