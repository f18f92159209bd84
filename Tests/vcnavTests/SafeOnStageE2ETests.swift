import Foundation
import Testing
import TestSupport

/// Safe on stage, with the real binary in tmux: a command typed without its `:` runs as one,
/// `q` asks once, a word that starts with `q` is typing, the crash report's bar offers only the
/// keys that work there, and the map scrolls to its end.
@Suite("Safe on stage in a terminal", .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct SafeOnStageE2ETests {
    @Test("typed without :, q asked once, the crash report's bar, the map scrolled to its end, at 100x30")
    func onStage() throws {
        let session = try TeachingE2ETests.start(width: 100, height: 30)
        // A command typed without its ":": the line opens at its first letter and holds all of it.
        try session.sendLiteral("tap \"Cats\"")
        try session.waitUntil("the typed command on the : line") { $0.last?.hasPrefix(":tap \"Cats\"") == true }
        #expect(try session.capture().last?.contains("typed outside a prompt") == true)
        try session.sendKeys("Enter")
        try session.waitFor(text: "Luna")

        // q asks; a second letter that is not q was typing: it goes to the : line, nothing quits.
        try session.sendKeys("q")
        try session.waitFor(text: "q again quits vcnav")
        try session.sendKeys("u")
        try session.waitUntil("qu on the : line") { $0.last?.hasPrefix(":qu") == true }
        try session.sendKeys("Escape")
        try session.waitUntil("the : line closed") { $0.last?.hasPrefix(":") == false }
        #expect(try !session.capture().contains { $0.contains("EXIT=") })

        // The map scrolls to its end; the path stays on top.
        try session.sendKeys("m")
        try session.waitFor(text: "Map of the app's flow")
        try session.sendKeys("End")
        let map = try session.waitFor(text: "more lines above")
        #expect(map.contains { $0.contains("Your path:") })
        try session.sendKeys("m")
        try session.waitUntil("the map closed") { screen in !screen.contains { $0.contains("Map of the app's flow") } }

        // A crash: the bar lists only what works in the report.
        try TeachingE2ETests.command(session, "back")
        try session.waitFor(text: "Pick a pet")
        try TeachingE2ETests.command(session, "tap \"Pitfalls\"")
        try session.waitFor(text: "Creator not used")
        try TeachingE2ETests.command(session, "tap \"Creator not used\"")
        let crashed = try session.waitFor(text: "The app crashed")
        let bar = try #require(crashed.last)
        #expect(bar.contains("r:relaunch") && bar.contains("::command") && bar.contains("q:quit"), "\(bar)")
        for key in ["Enter:tap", "b:back", "d:dismiss", "s:step", "n:next"] { #expect(!bar.contains(key), "\(bar)") }
        // After a crash r relaunches at once.
        try session.sendKeys("r")
        try session.waitFor(text: "Pick a pet")
        try session.sendKeys("q", "q")
        try session.waitFor(text: "EXIT=0")
    }
}
