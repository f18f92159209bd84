import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// The navigator in a terminal with an app stuck in a loop that keeps sending events (the watchdog
/// set to two minutes, so only the user can end it): `q`, Ctrl-C, SIGTERM, SIGHUP and closing the
/// terminal each end the navigator at once, restore the terminal and take the app down; no
/// process is left behind.
@Suite("Navigator with a runaway app", .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct RunawayNavigatorTests {
    enum Ending: String, CustomStringConvertible, CaseIterable {
        case q, ctrlC, sigterm, sighup, closedTerminal
        var description: String { rawValue }
    }

    @Test(
        "a looping app: the screen says it is busy; q, Ctrl-C, SIGTERM, SIGHUP and closing the terminal end it all",
        arguments: Ending.allCases)
    func quitWhileBusy(_ ending: Ending) throws {
        let loop = VCNavBinary.packageRoot.appendingPathComponent("Tests/vcnavTests/Fixtures/Loop").path
        let session = try TmuxSession.start(
            command: "'\(VCNavBinary.url.path)' --storyboards '\(loop)'; echo EXIT=$?; read wait", width: 100, height: 30)
        defer { session.kill() }
        try session.waitFor(text: "the app is busy")
        let shell = try #require(Int32(try session.paneFormat("#{pane_pid}")))
        let navigator = try #require(ProcessTable.children(of: shell).first, "no navigator process")
        let app = try #require(ProcessTable.children(of: navigator).first, "no app process")
        switch ending {
        case .q: try session.sendKeys("q")
        case .ctrlC: try session.sendKeys("C-c")
        case .sigterm: kill(navigator, SIGTERM)
        case .sighup: kill(navigator, SIGHUP)
        case .closedTerminal: session.kill()
        }
        if ending != .closedTerminal {
            let status = [Ending.q: 0, .ctrlC: 130, .sigterm: 143, .sighup: 129][ending] ?? -1
            try session.waitFor(text: "EXIT=\(status)")
            #expect(try session.paneFormat("#{alternate_on}") == "0")
        }
        for (name, pid) in [("navigator", navigator), ("app", app)] {
            #expect(ProcessTable.waitUntilGone(pid), "the \(name) process \(pid) is still running")
        }
    }
}
