import Foundation
import Testing
import TestSupport
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// The real binary in a real terminal (tmux): keys, screens, resizes, crashes, recording, and the
/// terminal restored on every way out.
@Suite("Navigator in a terminal", .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct TerminalE2ETests {
    static var binary: String { VCNavBinary.url.path }

    /// Starts the navigator; the shell prints the exit status after it, so the pane shows it.
    static func start(_ arguments: String = "", width: Int = 100, height: Int = 30, environment: [String: String] = [:]) throws
        -> TmuxSession
    {
        let session = try TmuxSession.start(
            command: "cd '\(VCNavBinary.packageRoot.path)' && '\(binary)' \(arguments); echo EXIT=$?; read wait",
            width: width, height: height, environment: environment)
        try session.waitFor(text: "Pick a pet")
        return session
    }

    static func command(_ session: TmuxSession, _ text: String) throws {
        try session.sendKeys(":")
        try session.waitFor(text: ":")
        try session.sendLiteral(text)
        try session.sendKeys("Enter")
    }

    @Test("Selection → Dogs → Rex → back, with Tab, Enter and b")
    func dogs() throws {
        let session = try Self.start()
        try session.sendKeys("Enter")  // the focus starts on "Dogs"
        try session.waitFor(text: "Bella")
        // After a push the focus starts on the new screen's first row, not on the back button
        // (Enter used to go straight back).
        try session.sendKeys("Enter")
        let detail = try session.waitUntil("the dog detail with its inspector") { screen in
            screen.contains { $0.contains("Injected by init?(coder:dog:)") } && screen.contains { $0.contains("dog = \"Rex\"") }
        }
        #expect(detail.contains { $0.contains("‹ Dogs") })
        try session.sendKeys("b")
        try session.waitUntil("back on Dogs, Rex released") { screen in
            screen.contains { $0.contains("Bella") } && screen.contains { $0.contains("DogDetailViewController#1.deinit") }
        }
        try session.sendKeys("q", "q")
        let end = try session.waitFor(text: "EXIT=0")
        #expect(try session.paneFormat("#{alternate_on}") == "0")
        #expect(!end.contains { $0.contains("Lifecycle log") })
    }

    /// The crawler of `vcnav explore`, live: its steps show in the log as they happen (a crash
    /// among them, relaunched), a key stops it where it is, and the navigator is the user's again.
    @Test("e explores the app live; a key stops it on the screen it reached, and the keys work again")
    func exploreLive() throws {
        let session = try Self.start(width: 120, height: 40)
        try session.sendKeys("e")
        try session.waitFor(text: "e again explores")  // it asks once: the crawler taps by itself
        try session.sendKeys("e")
        try session.waitFor(text: "exploring the app: any key stops it here")
        try session.waitUntil("the crawl under way: its taps in the log", timeout: .seconds(30)) { screen in
            screen.contains { $0.contains("> tap ") }
        }
        try session.sendKeys("x")
        let stopped = try session.waitFor(text: "exploring stopped: ", timeout: .seconds(30))
        #expect(stopped.contains { $0.contains("actions,") && $0.contains("screens,") })
        // Wherever it stopped (perhaps on a crash it just caused), the keys are the user's again:
        // r relaunches at once after a crash, and asks once while the app runs.
        try session.sendKeys("r")
        let asked = try session.waitUntil("the relaunch, or its question") { screen in
            screen.contains { $0.contains("r again relaunches") } || screen.contains { $0.contains("Pick a pet") }
        }
        if asked.contains(where: { $0.contains("r again relaunches") }) { try session.sendKeys("r") }
        try session.waitFor(text: "Pick a pet")
        try Self.command(session, "expect alive")
        try session.waitFor(text: "✓ expect alive")
        try session.sendKeys("q", "q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test("Cats: the half-built window shows in the inspector")
    func cats() throws {
        let session = try Self.start(width: 120, height: 40)
        try Self.command(session, "tap \"Cats\"")
        let screen = try session.waitFor(text: "still nil after awakeFromNib()")
        #expect(screen.contains { $0.contains("cats = [\"Tom\", \"Luna\"]") })
        #expect(screen.contains { $0.contains("nil at init(coder:)") })
        try session.sendKeys("q", "q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test("step mode through a push: one callback at a time, with its explanation")
    func stepMode() throws {
        let session = try Self.start()
        try session.sendKeys("s")
        try session.waitFor(text: "STEP")
        try session.sendKeys("Enter")
        // Before the storyboard makes the controller: the moment no dependency can be passed.
        try session.waitFor(text: "Paused before the storyboard calls DogsViewController.init(coder:)")
        try session.waitFor(text: "▶ the storyboard calls DogsViewController.init(coder:)")
        try session.sendKeys("n")
        try session.waitFor(text: "Paused before DogsViewController#1.awakeFromNib()")
        for callback in ["willMove", "loadView", "viewDidLoad"] {
            try session.sendKeys("n")
            try session.waitFor(text: "Paused before DogsViewController#1.\(callback)(")
        }
        try session.waitFor(text: "The view and its outlets exist now")
        try session.sendKeys("s")
        try session.waitFor(text: "Bella")
        try session.sendKeys("q", "q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test("a pitfall crashes the app: the device's message; r relaunches")
    func crashAndRelaunch() throws {
        let session = try Self.start()
        try Self.command(session, "tap \"Pitfalls\"")
        try session.waitFor(text: "Creator not used")
        try Self.command(session, "tap \"Creator not used\"")
        let crash = try session.waitFor(text: "The app crashed")
        // The report takes the phone's place (half the width here); its message wraps.
        #expect(crash.contains { $0.contains("Scenes/DogDetailViewController.swift:15: Fatal") })
        #expect(crash.contains { $0.contains("error: Use storyboard creator with dog") })
        // The log and the inspector stay readable beside it.
        #expect(crash.contains { $0.contains("┌ Inspector · ") })
        #expect(crash.contains { $0.contains("> tap \"Creator not used\"") })
        #expect(crash.contains { $0.contains("crash: Scenes/DogDetailViewController.swift:15: Fatal error") })
        try session.sendKeys("r")
        try session.waitUntil("relaunched") { screen in
            screen.contains { $0.contains("Pick a pet") } && !screen.contains { $0.contains("The app crashed") }
        }
        try session.sendKeys("q", "q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test("resizes live: 80x24, 200x60, too small, and back")
    func resize() throws {
        let session = try Self.start()
        try session.resize(width: 80, height: 24)
        try session.waitUntil("80 columns") { $0.first?.count == 80 && $0.first?.hasSuffix("┐") == true }
        try session.resize(width: 200, height: 60)
        try session.waitUntil("200 columns") { $0.first?.count == 200 && $0.first?.hasSuffix("┐") == true }
        try session.resize(width: 40, height: 10)
        try session.waitFor(text: "vcnav needs at least")
        try session.resize(width: 1, height: 1)
        try session.waitUntil("a 1x1 terminal") { $0.count == 1 }
        try session.resize(width: 3, height: 2)
        try session.waitUntil("a 3x2 terminal") { $0.count == 2 }
        try session.resize(width: 100, height: 30)
        try session.waitFor(text: "Pick a pet")
        try session.sendKeys("q", "q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test("a mouse click taps (xterm mouse reporting)")
    func mouseClick() throws {
        let session = try Self.start()
        let screen = try session.capture()
        let row = try #require(screen.firstIndex { $0.contains("[ Cats ]") })
        let column = try #require(
            screen[row].range(of: "Cats").map { screen[row].distance(from: screen[row].startIndex, to: $0.lowerBound) })
        // X10 encoding: ESC [ M, then button, column and row, each + 32 (1-based).
        func event(_ button: Int) -> String {
            "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + button))) + String(UnicodeScalar(UInt8(32 + column + 1)))
                + String(UnicodeScalar(UInt8(32 + row + 1)))
        }
        try session.sendLiteral(event(0) + event(3))
        try session.waitFor(text: "CatsViewController#1  stack[1], top")
        try session.sendKeys("q", "q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test("--play plays a script at a readable pace, then hands the navigator over")
    func play() throws {
        try withTemporaryDirectory("play") { folder in
            let script = folder.appendingPathComponent("play.vcreplay")
            try "launch\nmarker \"Cats\"\ntap \"Cats\"\nwait 100ms\nexpect top CatsViewController\n".write(
                to: script, atomically: true, encoding: .utf8)
            let session = try TmuxSession.start(
                command: "cd '\(VCNavBinary.packageRoot.path)' && '\(Self.binary)' replay '\(script.path)' --play; echo EXIT=$?; read wait",
                width: 100, height: 30)
            let end = try session.waitFor(text: "finished: the navigator is yours", timeout: .seconds(20))
            #expect(end.contains { $0.contains("✓ expect top CatsViewController") })
            try session.sendKeys("q", "q")
            try session.waitFor(text: "EXIT=0")
        }
    }

    @Test("record, then replay the recording headless")
    func recordAndReplay() throws {
        try withTemporaryDirectory("rec") { folder in
            let file = folder.appendingPathComponent("rec.vcreplay")
            let session = try Self.start("record '\(file.path)'")
            try session.sendKeys("Enter")
            try session.waitFor(text: "Bella")
            try Self.command(session, "tap \"Fido\"")
            try session.waitFor(text: "Injected by init?(coder:dog:)")
            try Self.command(session, "expect value dog == \"Fido\"")
            try session.waitFor(text: "✓ expect value dog == \"Fido\"")
            try session.sendKeys("q", "q")
            try session.waitFor(text: "EXIT=0")
            let recorded = try String(contentsOf: file, encoding: .utf8)
            let commands = recorded.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("wait ") }
            #expect(commands == ["launch", "tap \"Dogs\"", "tap \"Fido\"", "expect value dog == \"Fido\""])
            let replay = try VCNavBinary.run(["replay", file.path])
            #expect(replay.status == 0, "\(replay.stderr)")
            #expect(replay.stdout.contains("✓ expect value dog == \"Fido\""))
        }
    }

    @Test("killed with SIGKILL while recording: everything done so far is on disk")
    func killWhileRecording() throws {
        // SIGKILL leaves vcnav no chance to remove its app's container: it goes in this test's
        // folder (TMPDIR), removed with it.
        try withTemporaryDirectory("kill") { directory in
            let file = directory.appendingPathComponent("kill.vcreplay")
            let session = try TmuxSession.start(
                command: "cd '\(VCNavBinary.packageRoot.path)' && exec '\(Self.binary)' record '\(file.path)'", width: 100, height: 30,
                environment: ["TMPDIR": directory.path])
            try session.waitFor(text: "Pick a pet")
            try session.sendKeys("Enter")
            try session.waitFor(text: "Bella")
            try session.sendKeys("b")
            try session.waitFor(text: "Pick a pet")
            let pid = try #require(Int32(try session.paneFormat("#{pane_pid}")))
            kill(pid, SIGKILL)
            let recorded = try String(contentsOf: file, encoding: .utf8)
            #expect(
                recorded.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("wait ") } == [
                    "launch", "tap \"Dogs\"", "back",
                ])
        }
    }

    @Test("SIGTERM and SIGHUP restore the terminal and exit 128+signal", arguments: [(SIGTERM, 143), (SIGHUP, 129)])
    func signals(signal: Int32, status: Int) throws {
        let session = try Self.start()
        let shell = try #require(Int32(try session.paneFormat("#{pane_pid}")))
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        let navigator = try #require(children.split(separator: " ").compactMap { Int32($0) }.first)
        kill(navigator, signal)
        try session.waitFor(text: "EXIT=\(status)")
        #expect(try session.paneFormat("#{alternate_on}") == "0")
    }

    @Test("no colour, no Unicode: NO_COLOR and TERM=vt100 with a non-UTF-8 locale")
    func plainTerminal() throws {
        let session = try TmuxSession.start(
            command: "cd '\(VCNavBinary.packageRoot.path)' && '\(Self.binary)'; echo EXIT=$?; read wait", width: 80, height: 24,
            environment: ["NO_COLOR": "1", "TERM": "vt100", "LANG": "C", "LC_ALL": "C"])
        let screen = try session.waitFor(text: "Pick a pet")
        #expect(screen.first?.hasPrefix("+ iPhone") == true)
        let attributes = try session.captureWithAttributes().joined()
        let colour = attributes.range(of: "\u{1B}\\[([0-9;]*;)?(3[0-7]|9[0-7]|38;5)[;m]", options: .regularExpression)
        #expect(colour == nil, "colour codes with NO_COLOR")
        try session.sendKeys("q", "q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test("not a terminal: a clear error that suggests vcnav replay")
    func notATerminal() throws {
        let result = try VCNavBinary.run([])
        #expect(result.status == 69)
        // Printed once, by the one funnel: one `vcnav: ` prefix.
        #expect(
            result.stderr
                == "vcnav: the navigator needs a terminal (stdin and stdout must be a tty); try `vcnav replay SCRIPT` for headless runs\n"
        )
    }

    @Test("--cast writes an asciinema v2 recording whose last frame is the script's end")
    func cast() throws {
        try withTemporaryDirectory("cast") { directory in
            let script = directory.appendingPathComponent("demo.vcreplay")
            try """
            resize 90x28
            launch
            marker "Dogs"
            tap "Dogs"
            wait 2s
            marker "Rex"
            tap "Rex"
            """.write(to: script, atomically: true, encoding: .utf8)
            let cast = directory.appendingPathComponent("demo.cast")
            let result = try VCNavBinary.run(["replay", script.path, "--cast", cast.path])
            #expect(result.status == 0, "\(result.stderr)")
            let reader = try AsciicastReader(contentsOf: cast)
            #expect(reader.header.width == 90 && reader.header.height == 28)
            #expect(reader.header.title == "vcnav replay demo.vcreplay")
            #expect(reader.markers == ["Dogs", "Rex"])
            let last = reader.finalScreen.joined(separator: "\n")
            #expect(last.contains("Injected by init?(coder:dog:)"))
            #expect(last.contains("‹ Dogs"))
            let times = reader.events.map(\.time)
            #expect(times == times.sorted())
            #expect((times.last ?? 0) >= 2)
        }
    }

    @Test("recording through a crash: the crash dialog's : records expect crash, b does nothing, r relaunches")
    func recordCrash() throws {
        try withTemporaryDirectory("crash") { folder in
            let file = folder.appendingPathComponent("crash.vcreplay")
            let session = try Self.start("record '\(file.path)'")
            try Self.command(session, "tap \"Pitfalls\"")
            try session.waitFor(text: "Creator not used")
            try Self.command(session, "tap \"Creator not used\"")
            try session.waitFor(text: "The app crashed")
            try session.sendKeys("b")
            try session.waitFor(text: "the app crashed: r relaunches")
            try Self.command(session, "expect crash \"Use storyboard creator\"")
            try session.waitFor(text: "✓ expect crash")
            try session.sendKeys("r")
            try session.waitUntil("relaunched") { screen in
                screen.contains { $0.contains("Pick a pet") } && !screen.contains { $0.contains("The app crashed") }
            }
            try session.sendKeys("q", "q")
            try session.waitFor(text: "EXIT=0")
            let recorded = try String(contentsOf: file, encoding: .utf8)
            #expect(
                recorded.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("wait ") } == [
                    "launch", "tap \"Pitfalls\"", "tap \"Creator not used\"", "expect crash \"Use storyboard creator\"", "relaunch",
                ])
            #expect(recorded.contains("# Replay with: vcnav replay \(file.lastPathComponent)\n"))
            let replay = try VCNavBinary.run(["replay", file.path, "-q"])
            #expect(replay.status == 0, "\(replay.stderr)")
        }
    }

    /// Before: a Foundation try! error, exit 132, the terminal left raw, the file cut mid-line.
    @Test("recording on a full disk (ulimit -f 1): every complete line kept, a clear message, exit 74")
    func recordFullDisk() throws {
        try withTemporaryDirectory("full") { folder in
            // The header names the file and the limit counts bytes: a name of this length leaves
            // room for two markers.
            let file = folder.appendingPathComponent("full-\(UUID().uuidString).vcreplay")
            let session = try TmuxSession.start(
                command:
                    "cd '\(VCNavBinary.packageRoot.path)' && ulimit -f 1 && '\(Self.binary)' record '\(file.path)'; echo EXIT=$?; read wait",
                width: 100, height: 30)
            try session.waitFor(text: "Pick a pet")
            let title = String(repeating: "x", count: 300)
            for _ in 0..<4 {
                let before = try session.capture().first { $0.hasPrefix("┌ Lifecycle log") } ?? ""
                try Self.command(session, "marker \"\(title)\"")
                // The marker is in the log (wrapped: its title counts one more line), or the write failed.
                try session.waitUntil("the marker") { screen in
                    screen.contains { $0.contains("recording stopped") } || screen.first { $0.hasPrefix("┌ Lifecycle log") } != before
                }
            }
            try session.waitFor(text: "recording stopped: cannot write to")
            try session.sendKeys("q", "q")
            let end = try session.waitFor(text: "EXIT=74")
            #expect(end.joined().contains("vcnav: recording stopped: cannot write to"))
            #expect(try session.paneFormat("#{alternate_on}") == "0")
            let recorded = try String(contentsOf: file, encoding: .utf8)
            #expect(recorded.hasSuffix("\n"))
            let commands = recorded.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("wait ") }
            #expect(commands == ["launch", "marker \"\(title)\"", "marker \"\(title)\""])
        }
    }
}
