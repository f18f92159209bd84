import Foundation
import Navigator
import Testing

@testable import TerminalUI

/// A hung app gets the report a crash gets: what it was doing (the last trace lines), then r to
/// relaunch. Before, the dialog only said that it did not answer.
@MainActor
@Suite("Hang report")
struct HangReportTests {
    @Test("the hang dialog names the timeout and shows the last events before the app was killed")
    func hangDialog() {
        var state = NavigatorState(appSummary: "storyboards in Loop")
        state.hung = true
        state.hang = CrashReport(
            message:
                "the app did not become idle within 10 s, while it sent 48210 trace events: it was killed (a main-thread hang or a loop)",
            signal: 9, exitStatus: nil, standardError: "",
            lastTrace: ["UIViewController#4821.loadView()", "UIViewController#4821.viewDidLoad()"])
        let grid = NavigatorView(theme: Theme(charset: .unicode)).render(state, size: Size(width: 100, height: 30)).grid
        let screen = grid.rows(trimmingTrailingSpaces: true).joined(separator: "\n")
        #expect(screen.contains("The app hung"))
        #expect(screen.contains("the app did not become idle within 10 s, while it sent 48210 trace events: it was killed"))
        #expect(screen.contains("The last events before it was killed:"))
        #expect(screen.contains("UIViewController#4821.viewDidLoad()"))
        #expect(screen.contains("r: relaunch    :: a command, like expect hang    q: quit"))
        #expect(!screen.contains("ended by signal"))
    }
}
