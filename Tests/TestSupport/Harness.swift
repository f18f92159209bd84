import Foundation
import SimUIKit
import Testing
import TextDiff

/// A fresh simulated app with a recorder: the `TestStore` of lifecycle traces. Every `expect`
/// must account for every line recorded since the previous one; a line the test did not list
/// fails it, with a line diff. The test must finish what it starts: when it ends (the `.engine`
/// trait), the run loop is drained and any line nobody asserted fails the test, unless the test
/// said why it stops looking (``stopAsserting(because:)``).
@MainActor
public final class Harness {
    public let recorder: TraceRecorder
    private(set) var console: [String] = []
    /// Why the test does not assert what happens after its last expectation, if it says so.
    private var unassertedReason: String?

    /// The harnesses of the running engine test (one test runs at a time: `.engine`).
    static var active: [Harness] = []

    /// `notAssertingBecause`: the test checks something other than the trace (the screen, a
    /// property, a drawing) and says so; no line it leaves unasserted fails it.
    public init(injections: Bool = false, layout: Bool = true, notAssertingBecause reason: String? = nil) {
        unassertedReason = reason
        UIApplication.shared.resetForNewLaunch()
        recorder = TraceRecorder(options: .init(injections: injections, layout: layout, indent: false))
        UIApplication.shared.addTraceObserver(recorder)
        let sink = ConsoleSink()
        UIApplication.shared.setConsole { sink.lines.append($0) }
        consoleSink = sink
        Harness.active.append(self)
    }

    private var consoleSink: ConsoleSink

    /// Console lines printed so far.
    public var consoleLines: [String] { consoleSink.lines }

    /// Runs `action`, then asserts the exact lines it produced (and drains them).
    public func expect(
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
    public func flush(_ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        expect(expected, sourceLocation: sourceLocation) { UIApplication.shared.runUntilIdle() }
    }

    /// Puts `root` in a new key window and drains the run loop; returns the window (keep it).
    @discardableResult
    public func show(_ root: UIViewController) -> UIWindow {
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        return window
    }

    /// Opts out of the end-of-test check: the test stops asserting here, for the reason given
    /// (which a reader of the test should find convincing).
    public func stopAsserting(because reason: String) {
        unassertedReason = reason
    }

    /// At the end of an engine test: drains the run loop and returns the lines no expectation
    /// covered (none when the test opted out), then forgets the test's harnesses.
    static func finishActive() -> [String] {
        defer { active.removeAll() }
        guard !active.isEmpty else { return [] }
        UIApplication.shared.runUntilIdle()
        return active.filter { $0.unassertedReason == nil }.flatMap { harness in
            // Controllers the test's own variables kept alive deinit as the test returns: that is
            // the test's end, not work it started and left unasserted.
            var lines = harness.recorder.lines
            while let last = lines.last, last.hasSuffix(".deinit"), !last.contains(" ") { lines.removeLast() }
            return lines
        }
    }

    /// Drops what was recorded so far (for set-up steps a test does not assert).
    public func skip() {
        UIApplication.shared.runUntilIdle()
        _ = recorder.drain()
    }

    /// Taps the element of the current screen whose text is `text` (tappable ones first), then
    /// drains the run loop, as the navigator does after every input.
    public func tap(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let screen = Screen.capture()
        guard let index = screen.indices(withText: text).first else {
            Issue.record(
                "nothing on screen reads \"\(text)\"; screen: \(screen.model.elements.map(\.text))", sourceLocation: sourceLocation)
            return
        }
        screen.tap(index)
        UIApplication.shared.runUntilIdle()
    }

    /// The texts of the current screen's elements, in reading order.
    public var screenTexts: [String] { Screen.capture().model.elements.map(\.text) }

    /// The failure text of an expectation: the expected and the actual trace aligned as a line
    /// diff (the project's Myers diff), every line shown; unchanged lines as context, `-` for an
    /// expected line that did not happen, `+` for a line nobody expected.
    public static func diff(expected: [String], actual: [String]) -> String {
        let body =
            LineDiff.unified(
                expected: expected, actual: actual, expectedName: "expected", actualName: "actual",
                context: max(expected.count, actual.count)) ?? "(no difference)"
        return "trace mismatch:\n" + body
    }
}

final class ConsoleSink: @unchecked Sendable {
    var lines: [String] = []
}
