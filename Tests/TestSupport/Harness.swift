import Foundation
import Navigator
import SimUIKit
import Testing

/// A fresh simulated app with a recorder: the `TestStore` of lifecycle traces. Every `expect`
/// must account for every line recorded since the previous one; a line the test did not list
/// fails it, with a line diff.
@MainActor
public final class Harness {
    public let recorder: TraceRecorder
    private(set) var console: [String] = []

    public init(injections: Bool = false, layout: Bool = true) {
        UIApplication.shared.resetForNewLaunch()
        recorder = TraceRecorder(options: .init(injections: injections, layout: layout, indent: false))
        UIApplication.shared.addTraceObserver(recorder)
        let sink = ConsoleSink()
        UIApplication.shared.setConsole { sink.lines.append($0) }
        consoleSink = sink
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

    /// The project's one line diff (`LineDiff`, Myers), not everything after the first mismatch.
    public static func diff(expected: [String], actual: [String]) -> String {
        "trace mismatch (- expected, + actual):\n"
            + (LineDiff.unified(expected: expected, actual: actual, expectedName: "expected", actualName: "actual") ?? "")
    }
}

final class ConsoleSink: @unchecked Sendable {
    var lines: [String] = []
}
