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
        let hang = CrashReport(
            message:
                "the app did not become idle within 10 s, while it sent 48210 trace events: it was killed (a main-thread hang or a loop)",
            signal: 9, exitStatus: nil, standardError: "",
            lastTrace: ["UIViewController#4821.loadView()", "UIViewController#4821.viewDidLoad()"])
        state.run.death = AppRun.Death(.hang(hang))
        let grid = NavigatorView(theme: Theme(charset: .unicode)).render(state, size: Size(width: 100, height: 30)).grid
        let rows = grid.rows(trimmingTrailingSpaces: true)
        // The report in the phone's place, the half on the left: its words, wrapped.
        let words = rows.map { String($0.prefix(50)) }.joined(separator: " ").split(whereSeparator: { " │".contains($0) })
            .joined(separator: " ")
        #expect(rows[0].hasPrefix("┌ The app hung "))
        #expect(words.contains("the app did not become idle within 10 s, while it sent 48210 trace events: it was killed"))
        #expect(words.contains("The last events before it was killed:"))
        #expect(words.contains("UIViewController#4821.viewDidLoad()"))
        #expect(words.contains("r: relaunch : a command, like expect hang q: quit"))
        #expect(!words.contains("ended by signal"))
    }
}
