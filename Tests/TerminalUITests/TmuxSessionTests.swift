import Foundation
import Testing
import TestSupport

/// Checks the tmux harness itself against a plain shell, so that end-to-end
/// failures of vcnav are never failures of the harness.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .serialized)
struct TmuxSessionTests {
    @Test func startsCapturesAndSendsKeys() throws {
        let session = try TmuxSession.start(
            command: "printf 'ready %s\\n' \"$GREETING\"; exec cat", width: 40, height: 6,
            environment: ["GREETING": "hello"])
        try session.waitFor(text: "ready hello")
        try session.sendLiteral("Enter")
        try session.sendKeys("Enter")
        let screen = try session.waitUntil("echo twice") { screen in
            screen.filter { $0 == "Enter" }.count == 2
        }
        #expect(screen.count == 6)
        #expect(try session.paneFormat("#{pane_width}x#{pane_height}") == "40x6")
    }

    @Test func resizesThePane() throws {
        let session = try TmuxSession.start(command: "exec cat", width: 40, height: 6)
        try session.resize(width: 50, height: 9)
        #expect(try session.paneFormat("#{pane_width}x#{pane_height}") == "50x9")
        #expect(try session.capture().count == 9)
    }

    /// Exit statuses are printed by the shell (`; echo EXIT=$?`), never read
    /// from `#{pane_dead_status}`: tmux marks the pane dead when the pty
    /// closes, before it reaps the child, and tmux 3.3a sometimes never fills
    /// the status in at all (seen here 2 times in 22; tmux/tmux#4841).
    @Test func keepsThePaneAfterTheCommandExits() throws {
        let session = try TmuxSession.start(
            command: "echo done; read line; sh -c 'exit 7'; echo EXIT=$?", width: 40, height: 6)
        try session.waitFor(text: "done")
        try session.sendKeys("Enter")
        try session.waitUntil("pane dead") { _ in try session.paneFormat("#{pane_dead}") == "1" }
        #expect(try session.capture().contains("EXIT=7"))
    }

    @Test func timeoutListsTheLastScreen() throws {
        let session = try TmuxSession.start(command: "echo something else; exec cat", width: 30, height: 3)
        try session.waitFor(text: "something")
        do {
            try session.waitFor(text: "never shown", timeout: .milliseconds(100))
            Issue.record("expected a timeout")
        } catch let failure as TmuxSession.Failure {
            #expect(failure.description.contains("waiting for text \"never shown\""))
            #expect(failure.description.contains("  1 |something else|"))
        }
    }

    @Test func killStopsOnlyItsOwnServer() throws {
        let first = try TmuxSession.start(command: "exec cat", width: 20, height: 3)
        let second = try TmuxSession.start(command: "exec cat", width: 20, height: 3)
        first.kill()
        #expect(throws: TmuxSession.Failure.self) { try first.capture() }
        #expect(try second.capture().count == 3)
    }
}
