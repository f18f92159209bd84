import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// The navigator in a terminal (tmux) shows the app's console in its log, marked as console lines,
/// never on the terminal itself; `q` and SIGTERM end an app that closed its standard output, and
/// leave no process (Fixtures/Console).
@Suite("The app's console in the navigator", .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct ConsoleNavigatorTests {
    enum Ending: String, CustomStringConvertible, CaseIterable {
        case q, sigterm
        var description: String { rawValue }
    }

    @Test(
        "console lines in the log; an app that closed its standard output ends with q or SIGTERM, and nothing is left",
        arguments: Ending.allCases)
    func consoleInTheLog(_ ending: Ending) throws {
        let console = VCNavBinary.packageRoot.appendingPathComponent("Tests/vcnavTests/Fixtures/Console").path
        let session = try TmuxSession.start(
            command: "'\(VCNavBinary.url.path)' --storyboards '\(console)'; echo EXIT=$?; read wait", width: 120, height: 40)
        defer { session.kill() }
        try session.waitFor(text: "console: Console: viewDidLoad")
        try TeachingE2ETests.command(session, "tap \"Say\"")
        let screen = try session.waitFor(text: "console: a warning on standard error")
        #expect(screen.contains { $0.contains("console: hello from the app") })
        // Never drawn over the terminal: only inside the log's box.
        #expect(!screen.contains { $0.hasPrefix("hello from the app") || $0.hasPrefix("a warning") })
        let shell = try #require(Int32(try session.paneFormat("#{pane_pid}")))
        let navigator = try #require(ProcessTable.children(of: shell).first, "no navigator process")
        let app = try #require(ProcessTable.children(of: navigator).first, "no app process")
        try TeachingE2ETests.command(session, "tap \"Close stdout\"")
        try session.waitFor(text: "closed its standard output")
        switch ending {
        case .q: try session.sendKeys("q", "q")
        case .sigterm: kill(navigator, SIGTERM)
        }
        try session.waitFor(text: "EXIT=\(ending == .q ? 0 : 143)")
        #expect(try session.paneFormat("#{alternate_on}") == "0")
        for (name, pid) in [("navigator", navigator), ("app", app)] {
            #expect(ProcessTable.waitUntilGone(pid), "the \(name) process \(pid) is still running")
        }
        #expect(ProcessTable.waitUntilGroupGone(app).isEmpty)
    }
}
