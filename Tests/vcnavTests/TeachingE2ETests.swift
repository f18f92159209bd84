import Foundation
import Testing
import TestSupport

/// What a teacher does in front of a class, with the real binary in a real terminal (tmux): page
/// through the lesson, present on a projector, find the help, type, map the flow, record a tour
/// in step mode and play it back.
@Suite("Teaching in a terminal", .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct TeachingE2ETests {
    static var binary: String { VCNavBinary.url.path }
    static var lesson: String { Bundle.module.url(forResource: "Lesson", withExtension: nil, subdirectory: "Fixtures")!.path }

    static func start(_ arguments: String = "", width: Int = 80, height: Int = 24, waitingFor text: String = "Pick a pet") throws
        -> TmuxSession
    {
        let session = try TmuxSession.start(
            command: "cd '\(VCNavBinary.packageRoot.path)' && '\(binary)' \(arguments); echo EXIT=$?; read wait",
            width: width, height: height)
        try session.waitFor(text: text)
        return session
    }

    static func command(_ session: TmuxSession, _ text: String) throws {
        try session.sendKeys(":")
        try session.waitUntil("the : prompt") { $0.last?.hasPrefix(":") == true }
        try session.sendLiteral(text)
        try session.sendKeys("Enter")
    }

    /// The log's lines (inside its box), from the screen.
    static func logLines(_ screen: [String]) -> [String] {
        guard let top = screen.firstIndex(where: { $0.hasPrefix("┌ Lifecycle log") }) else { return [] }
        return screen[(top + 1)...].prefix { $0.hasPrefix("│") }.map {
            String($0.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
    }

    /// `lines 5-8 of 33` in the log's title: the first and last lines shown, and how many.
    static func logRange(_ screen: [String]) -> (first: Int, last: Int, total: Int)? {
        guard let title = screen.first(where: { $0.hasPrefix("┌ Lifecycle log") }), let range = title.range(of: "lines ") else {
            return nil
        }
        let words = title[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "-" })
        guard words.count >= 4, let first = Int(words[0]), let last = Int(words[1]), let total = Int(words[3]) else { return nil }
        return (first, last, total)
    }

    static func quit(_ session: TmuxSession) throws {
        try session.sendKeys("q", "q")
        try session.waitFor(text: "EXIT=0")
    }

    /// At 80x24 the log shows 4 lines; after `tap "Cats"` PgUp used to move 10 and skip the
    /// lesson (init(coder:), cats = nil, awakeFromNib, still nil), and Home showed one line.
    @Test("80x24: the lesson never scrolls out of reach: a page is the lines shown, Shift-↑ and the wheel a line, Home the first page")
    func scrolling() throws {
        let session = try Self.start()
        try Self.command(session, "tap \"Cats\"")
        try session.waitFor(text: "Luna")
        let end = Self.logLines(try session.capture())
        #expect(end.count == 4 && end.last == "CatsViewController#1.didMove(toParent: UINavigationController#1)")
        let total = try #require(Self.logRange(try session.capture())?.total)
        var seen = Set(end)
        for page in 1...4 {
            try session.sendKeys("PPage")
            // A page is the 4 lines shown: the title says which.
            let after = try session.waitUntil("page \(page) up") { Self.logRange($0)?.last == total - 4 * page }
            #expect(Self.logLines(after).count == 4)
            seen.formUnion(Self.logLines(try session.capture()))
        }
        for line in [
            "CatsViewController#1.init(coder:) [coder] segue \"showCats\"", "CatsViewController#1.cats = nil  (at init)",
            "CatsViewController#1.awakeFromNib()", "CatsViewController#1: still nil after awakeFromNib(): cats",
        ] {
            #expect(seen.contains(line), "never shown: \(line)")
        }
        try session.sendKeys("Home")
        let home = try session.waitUntil("the first page") { Self.logLines($0).first == "> launch" }
        #expect(Self.logLines(home).count == 4)
        #expect(home.contains { $0.contains("lines 1-4 of") })
        try session.sendKeys("S-Down")
        try session.waitUntil("a line down") { Self.logLines($0).first == "launch(\"Selection\")" }
        // The wheel (X10 mouse report, button 65: down; 64: up) moves two lines.
        try session.sendLiteral("\u{1B}[M" + String(UnicodeScalar(UInt8(32 + 65))) + "!!")
        // Two lines down: line 7 is the last shown (a long line above it wraps, so the first may be 5).
        try session.waitUntil("the wheel down") { $0.contains { $0.contains("-7 of") } }
        try session.sendKeys("End")
        try session.waitUntil("the end again") { Self.logLines($0).last == end.last && !$0.contains { $0.contains("End: latest") } }
        try Self.quit(session)
    }

    @Test("80x24 keeps q:quit and every state; p (or --presentation) is presentation mode: no hierarchy, a large phone, inspector and log")
    func presentation() throws {
        let session = try Self.start()
        let normal = try session.capture()
        #expect(normal.last?.hasSuffix("?:help  q:quit") == true)
        #expect(normal.contains { $0.contains("SelectionViewController#1") && $0.contains("appeared") })
        try session.sendKeys("p")
        let presenting = try session.waitFor(text: "PRESENTING")
        #expect(!presenting.contains { $0.contains("Hierarchy") })
        #expect(presenting.contains { $0.contains("┌ Inspector · SelectionViewController#1") })
        try session.sendKeys("p")
        try session.waitUntil("back to normal") { !$0.contains { $0.contains("PRESENTING") } && $0.contains { $0.contains("Hierarchy") } }
        try Self.quit(session)
        let flagged = try Self.start("--presentation", width: 100, height: 30)
        #expect(try flagged.capture().contains { $0.contains("PRESENTING") })
        try Self.quit(flagged)
    }

    @Test("the help: ? and :help, every : command listed, scrolled with ↓; / opens an empty filter line showing /")
    func helpAndPrompts() throws {
        let session = try Self.start()
        try Self.command(session, "help")
        let help = try session.waitFor(text: "Help  lines 1-20 of")
        #expect(help.contains { $0.contains("Keys") })
        var shown = false
        for _ in 0..<80 where !shown {
            try session.sendKeys("Down")
            shown = try session.capture().contains { $0.contains("dismiss by code") && $0.contains("presenter") }
        }
        #expect(shown, "the : commands never scrolled into view")
        try session.sendKeys("End")
        try session.waitFor(text: "help / map / presentation")
        try session.sendKeys("Escape")
        try session.waitUntil("the help closed") { !$0.contains { $0.contains("Help  lines") } }
        try session.sendKeys("/")
        try session.sendLiteral("viewDid")
        try session.sendKeys("Enter")
        try session.waitFor(text: "Lifecycle log  /viewDid")
        try session.sendKeys("/")
        try session.waitUntil("an empty / line") { $0.last == "/█" }
        try session.sendKeys("Escape")
        try Self.quit(session)
    }

    @Test("typing: Enter on a text field opens a line for its text, digits included; Enter types it into the field")
    func typing() throws {
        let session = try Self.start("--storyboards '\(Self.lesson)'", width: 100, height: 30, waitingFor: "Compose")
        try Self.command(session, "tap \"Compose\"")
        try session.waitFor(text: "[Pages")
        // The focus starts on the first element (Cancel, in the bar); Tab moves it to the field.
        try session.sendKeys("Tab")
        try session.sendKeys("Enter")
        try session.waitFor(text: "type into \"Pages\": ")
        try session.sendLiteral("12 pages, 3 drafts")
        try session.waitFor(text: "type into \"Pages\": 12 pages, 3 drafts")
        try session.sendKeys("Enter")
        try session.waitFor(text: "[12 pages, 3 drafts")
        try session.waitFor(text: "> type \"12 pages, 3 drafts\"")
        try Self.quit(session)
    }

    @Test("m shows the map of the flow: where you are, the path taken; Esc closes it")
    func map() throws {
        let session = try Self.start(width: 100, height: 30)
        try Self.command(session, "tap \"Cats\"")
        try session.waitFor(text: "Luna")
        try session.sendKeys("m")
        let map = try session.waitFor(text: "Map of the app's flow")
        #expect(map.contains { $0.contains("Your path: SelectionViewController › CatsViewController") })
        #expect(map.contains { $0.contains("▸ CatsViewController") && $0.contains("you are here") })
        try session.sendKeys("Escape")
        try session.waitUntil("the map closed") { $0.contains { $0.contains("Hierarchy") } }
        try Self.quit(session)
    }

    /// `teach.vcreplay` in `folder`, holding `text`.
    static func script(_ text: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("teach.vcreplay")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// Step mode used to be lost on the way: `n` recorded, but in `--play` the first pause
    /// lasted a second and the rest ran at once.
    @Test("a tour recorded in step mode keeps it: s and n are written, and --play pauses before each callback as recorded")
    func recordAndPlayStepMode() throws {
        try withTemporaryDirectory("tour") { folder in
            let file = folder.appendingPathComponent("tour.vcreplay")
            let session = try Self.start("record '\(file.path)'", width: 100, height: 30)
            try session.sendKeys("s")
            try session.waitFor(text: "STEP")
            try session.sendKeys("Enter")  // Dogs
            try session.waitFor(text: "Paused before the storyboard calls DogsViewController.init(coder:)")
            try session.sendKeys("n")
            try session.waitFor(text: "Paused before DogsViewController#1.awakeFromNib()")
            try session.sendKeys("n")
            try session.waitFor(text: "Paused before DogsViewController#1.willMove(toParent:")
            try session.sendKeys("Space")
            try session.waitFor(text: "Paused before DogsViewController#1.loadView()")
            try session.sendKeys("s")
            try session.waitFor(text: "Bella")
            try Self.quit(session)
            let recorded = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter {
                !$0.hasPrefix("#") && !$0.hasPrefix("wait ")
            }
            #expect(recorded == ["launch", "step on", "tap \"Dogs\"", "next", "next", "next", "step off"])
            let play = try Self.start("replay '\(file.path)' --play", width: 100, height: 30, waitingFor: "STEP")
            for call in [
                "the storyboard calls DogsViewController.init(coder:)", "DogsViewController#1.awakeFromNib()",
                "DogsViewController#1.willMove(toParent:", "DogsViewController#1.loadView()",
            ] {
                try play.waitFor(text: "Paused before \(call)", timeout: .seconds(15))
            }
            try play.waitFor(text: "playback finished", timeout: .seconds(15))
            try Self.quit(play)
        }
    }

    @Test("during --play in step mode, Space and n go to the next step now; q stops the playback and leaves the navigator")
    func playbackKeys() throws {
        try withTemporaryDirectory("teach") { folder in
            let file = try Self.script("launch\nstep on\ntap \"Dogs\"\nwait 60s\nnext\nwait 60s\nnext\n", in: folder)
            let session = try Self.start(
                "replay '\(file.path)' --play", width: 100, height: 30,
                waitingFor: "Paused before the storyboard calls DogsViewController.init(coder:)")
            try session.sendKeys("Space")  // not a pause of the playback: the next step, now
            try session.waitFor(text: "Paused before DogsViewController#1.awakeFromNib()", timeout: .seconds(5))
            try session.sendKeys("q")  // stops the playback; vcnav stays
            let handed = try session.waitFor(text: "playback stopped before line 6: the navigator is yours")
            #expect(!handed.contains { $0.contains("EXIT=") })
            try session.sendKeys("n")
            try session.waitFor(text: "Paused before DogsViewController#1.willMove(toParent:")
            try session.sendKeys("s")
            try session.waitFor(text: "Bella")
            try Self.quit(session)
        }
    }
}
