import Foundation
import Navigator
import SimUIKit
import Testing
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// The app's standard output and error are its console, apart from the wire (Fixtures/Console:
/// one button per thing app code can do to its console and its process). What it prints reaches
/// the transcript as `console:` lines after the events of the action that printed it, bounded;
/// it never breaks a message, and a flood is never a hang.
@MainActor
@Suite("The app's console", .timeLimit(.minutes(3)))
struct AppConsoleTests {
    static var directory: URL { Bundle.module.url(forResource: "Console", withExtension: nil, subdirectory: "Fixtures")! }

    /// A session on the fixture, launched, and its app process's id (its process group's too).
    static func launched(timeout: TimeInterval) throws -> (session: ChildProcessSession, pid: Int32) {
        let session = ChildProcessSession(
            executable: VCNavBinary.url, arguments: AppConfiguration.storyboards(at: directory, main: "Main").processArguments,
            timeout: timeout)
        _ = session.perform(.launch, wantsState: false)
        return (session, try #require(session.processIdentifier))
    }

    /// Runs `vcnav replay` on `script` against the fixture; returns its result and how long it took.
    static func replay(_ script: String, timeout: Int) throws -> (status: Int32, lines: [String], stderr: String, seconds: Double) {
        try withTemporaryDirectory("console") { folder in
            let file = folder.appendingPathComponent("console.vcreplay")
            try script.write(to: file, atomically: true, encoding: .utf8)
            let started = Date()
            let result = try VCNavBinary.run(["replay", file.path, "--storyboards", directory.path, "--timeout", String(timeout)])
            let lines = result.stdout.split(separator: "\n").map(String.init)
            return (result.status, lines, result.stderr, Date().timeIntervalSince(started))
        }
    }

    /// The lines of `lines` from the one that is `start` up to (not including) the next action.
    static func block(_ lines: [String], after start: String) -> [String] {
        guard let index = lines.firstIndex(of: start) else { return [] }
        return Array(lines[(index + 1)...].prefix { !$0.hasPrefix("> ") })
    }

    @Test("console lines come after the action's events, in the order written, stdout and stderr together; the same every run")
    func placement() throws {
        // Consecutive actions are pipelined (the app runs the next while the host reads the last):
        // each action's lines still belong to it.
        let script = "launch\ntap \"Say\"\ntap \"Partial\"\ntap \"Say\"\nexpect alive\n"
        let first = try Self.replay(script, timeout: 10)
        #expect(first.status == 0, "\(first.stderr)")
        let launch = Self.block(first.lines, after: "> launch")
        #expect(launch.last == "console: Console: viewDidLoad", "\(launch)")
        #expect(launch.filter { $0.hasPrefix("console: ") } == ["console: Console: viewDidLoad"])
        let say = Self.block(first.lines, after: "> tap \"Say\"")
        #expect(Array(say.suffix(2)) == ["console: hello from the app", "console: a warning on standard error"], "\(say)")
        #expect(!say.dropLast(2).contains { $0.hasPrefix("console: ") })
        #expect(Self.block(first.lines, after: "> tap \"Partial\"").last == "console: no newline yet")
        #expect(first.lines.filter { $0 == "console: hello from the app" }.count == 2)
        for _ in 0..<3 {
            let again = try Self.replay(script, timeout: 10)
            #expect(again.lines == first.lines)
        }
    }

    @Test("a crash: what the app printed first is its output; the trap's message and stack trace are the crash's report")
    func crash() throws {
        let result = try Self.replay("launch\ntap \"Crash\"\nexpect crash \"the probe crashed on purpose\"\n", timeout: 10)
        #expect(result.status == 0, "\(result.stderr)")
        let crash = Self.block(result.lines, after: "> tap \"Crash\"")
        let index = try #require(crash.firstIndex { $0.hasPrefix("crash: ") })
        #expect(crash[index - 1] == "console: about to crash")
        #expect(crash[index].hasSuffix(": Fatal error: the probe crashed on purpose"))
        #expect(crash.filter { $0.hasPrefix("console: ") } == ["console: about to crash"])
    }

    @Test("the crash's console under load: 24 crashing replays in parallel workers, each keeps its line and its message")
    func crashUnderLoad() throws {
        // Before the crash handler stopped the relay first, a line the relay thread was putting in
        // the outbox as the app crashed was never written: about one run in thirty lost both.
        try withTemporaryDirectory("console-crashes") { folder in
            let script = "launch\ntap \"Crash\"\nexpect crash \"the probe crashed on purpose\"\n"
            for number in 1...24 {
                try script.write(to: folder.appendingPathComponent("crash-\(number).vcreplay"), atomically: true, encoding: .utf8)
            }
            let result = try VCNavBinary.run(["replay", folder.path, "--storyboards", Self.directory.path, "--quiet"])
            #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        }
    }

    @Test("1 MB in one line and 100,000 lines from app code: the transcript stays whole and bounded, and it is no hang")
    func flood() throws {
        let script = "launch\ntap \"Megabyte\"\ntap \"Many lines\"\ntap \"Say\"\nexpect alive\nexpect top Console\n"
        let result = try Self.replay(script, timeout: 5)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.seconds < 30)
        // The long line: its first 4096 bytes, and how many more there were.
        let megabyte = Self.block(result.lines, after: "> tap \"Megabyte\"").filter { $0.hasPrefix("console: ") }
        #expect(megabyte == ["console: " + String(repeating: "x", count: 4096) + " … (+\((1 << 20) - 4096) bytes)"])
        // The flood: the last thousand lines, after a line that says what was not kept.
        let many = Self.block(result.lines, after: "> tap \"Many lines\"").filter { $0.hasPrefix("console: ") }
        #expect(many.count == 1001)
        let dropped = (1...99_000).reduce(0) { $0 + "line \($1)".utf8.count }
        #expect(many.first == "console: … 99000 earlier lines (\(dropped) bytes) not kept: the host keeps the last 1000 of an action")
        #expect(many[1] == "console: line 99001")
        #expect(many.last == "console: line 100000")
        // The actions and checks after it are all there.
        #expect(
            Self.block(result.lines, after: "> tap \"Say\"").suffix(4) == [
                "console: hello from the app", "console: a warning on standard error", "✓ expect alive", "✓ expect top Console",
            ])
        #expect(result.lines.joined(separator: "\n").utf8.count < 1 << 16)
    }

    @Test("an app that closes its standard output goes on: the note says so, its standard error still shows, nothing is left")
    func closedStandardOutput() throws {
        let (session, pid) = try Self.launched(timeout: 10)
        defer { session.terminate() }
        let closed = session.perform(.tap(.text("Close stdout")), wantsState: false)
        #expect(closed.reply?.error == nil)
        #expect(closed.console.lines.isEmpty)
        #expect(
            closed.events.flatMap(\.lines).contains(
                "the app closed its standard output (descriptor 1): what it writes there no longer reaches its console"))
        let said = session.perform(.tap(.text("Say")), wantsState: false)
        #expect(said.console.lines == ["a warning on standard error"])
        #expect(session.isAlive)
        let started = Date()
        session.terminate()
        #expect(Date().timeIntervalSince(started) < 3)
        #expect(ProcessTable.waitUntilGone(pid))
        #expect(ProcessTable.waitUntilGroupGone(pid).isEmpty)
    }

    /// Before, an app that closed its standard output and stayed alive left `vcnav replay` in
    /// `waitpid` for ever, whatever `--timeout` said.
    @Test("vcnav replay of an app that closes its standard output ends within its timeout and leaves no process")
    func replayClosedStandardOutput() throws {
        try withTemporaryDirectory("console") { folder in
            let file = folder.appendingPathComponent("console.vcreplay")
            // `wait 1s` keeps the app alive long enough to be seen from here.
            let script = "launch\ntap \"Close stdout\"\ntap \"Say\"\nwait 1s\nexpect alive\n"
            try script.write(to: file, atomically: true, encoding: .utf8)
            let started = Date()
            let replay = try Subprocess(
                executable: VCNavBinary.url.path, arguments: ["replay", file.path, "--storyboards", Self.directory.path, "--timeout", "5"],
                environment: ProcessInfo.processInfo.environment)
            defer { replay.kill() }
            var app: Int32?
            while app == nil, replay.isRunning, Date().timeIntervalSince(started) < 20 {
                app = ProcessTable.children(of: replay.pid).first
                usleep(10_000)
            }
            let group = try #require(app, "the app process was never seen")
            let output = FileHandle(fileDescriptor: replay.output, closeOnDealloc: false).readDataToEndOfFile()
            #expect(replay.wait(timeout: 20) == .exited(0))
            #expect(Date().timeIntervalSince(started) < 5, "the replay outlived its timeout")
            let lines = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
            #expect(
                lines.contains {
                    $0.hasSuffix("the app closed its standard output (descriptor 1): what it writes there no longer reaches its console")
                })
            #expect(lines.contains("✓ expect alive"))
            #expect(ProcessTable.waitUntilGroupGone(group).isEmpty, "left behind in the app's group")
        }
    }

    @Test("an app that closes its standard input goes on, and the trace says what it did")
    func closedStandardInput() throws {
        let result = try Self.replay(
            "launch\ntap \"Close stdin\"\nexpect log \"closed its standard input\"\ntap \"Say\"\nexpect alive\n", timeout: 10)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.block(result.lines, after: "> tap \"Close stdin\"").contains("the app closed its standard input (descriptor 0)"))
        #expect(result.lines.contains("console: hello from the app"))
    }

    @Test("a child forked by app code holds the wire and the console: the app's exit is reported at once, and the child ends with it")
    func forkedChild() throws {
        let (session, pid) = try Self.launched(timeout: 30)
        defer { session.terminate() }
        let forked = session.perform(.tap(.text("Fork")), wantsState: false)
        let line = try #require(forked.console.lines.first { $0.hasPrefix("forked ") })
        let child = try #require(Int32(line.dropFirst("forked ".count)))
        #expect(ProcessTable.exists(child))
        let started = Date()
        let exited = session.perform(.tap(.text("Exit")), wantsState: false)
        // Reported as what it did, long before the 30 s timeout: not a hang.
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(!exited.hung)
        #expect(exited.crash?.message == "the app exited with status 0")
        #expect(exited.crash?.exitStatus == 0)
        #expect(ProcessTable.waitUntilGone(child), "the forked child \(child) outlived the app")
        #expect(ProcessTable.waitUntilGroupGone(pid).isEmpty)
    }

    @Test("an app that closes its wire and runs on is reported at once and killed")
    func closedWire() throws {
        let (session, pid) = try Self.launched(timeout: 30)
        defer { session.terminate() }
        let started = Date()
        let outcome = session.perform(.tap(.text("Close wire")), wantsState: false)
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(outcome.crash?.message == "the app closed its connection to vcnav (descriptors 3 and 4) and went on running: it was killed")
        #expect(!session.isAlive)
        #expect(ProcessTable.waitUntilGone(pid))
        #expect(ProcessTable.waitUntilGroupGone(pid).isEmpty)
    }

    @Test("the same with a forked child that keeps the wire open: a hang, ended at the timeout, with the child")
    func closedWireKeptOpen() throws {
        let (session, pid) = try Self.launched(timeout: 2)
        defer { session.terminate() }
        let forked = session.perform(.tap(.text("Fork")), wantsState: false)
        let child = try #require(forked.console.lines.first.flatMap { Int32($0.dropFirst("forked ".count)) })
        let started = Date()
        let outcome = session.perform(.tap(.text("Close wire")), wantsState: false)
        let waited = Date().timeIntervalSince(started)
        #expect(waited >= 2 && waited < 6)
        #expect(outcome.hung)
        #expect(!session.isAlive)
        #expect(ProcessTable.waitUntilGone(pid))
        #expect(ProcessTable.waitUntilGone(child), "the forked child \(child) outlived the app")
        #expect(ProcessTable.waitUntilGroupGone(pid).isEmpty)
    }

    @Test("vcnav replay: a forked child and an app that exits; the replay ends within its timeout and leaves no process")
    func replayLeavesNoProcess() throws {
        let result = try Self.replay("launch\ntap \"Fork\"\ntap \"Exit\"\nexpect crash \"exited with status 0\"\n", timeout: 20)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.seconds < 10)
        #expect(result.lines.contains("crash: the app exited with status 0"))
        let line = try #require(result.lines.first { $0.hasPrefix("console: forked ") })
        let child = try #require(Int32(line.dropFirst("console: forked ".count)))
        #expect(ProcessTable.waitUntilGone(child), "the forked child \(child) outlived the replay")
    }

    @Test(
        "vcnav replay ended by SIGTERM or SIGINT while the app is busy: what the app forked ends too",
        .enabled(if: TmuxSession.isAvailable, "tmux is not installed"), arguments: [SIGTERM, SIGINT])
    func replayEndedBySignal(_ signal: Int32) throws {
        try withTemporaryDirectory("console") { folder in
            let file = folder.appendingPathComponent("console.vcreplay")
            // A forked child keeps the closed wire open: the host waits for the (long) timeout.
            try "launch\ntap \"Fork\"\ntap \"Close wire\"\n".write(to: file, atomically: true, encoding: .utf8)
            // In tmux: a process started from the test runner may inherit signals blocked.
            let command = "'\(VCNavBinary.url.path)' replay '\(file.path)' --storyboards '\(Self.directory.path)' --timeout 60 -q"
            let terminal = try TmuxSession.start(command: command + "; echo EXIT=$?; read wait", width: 100, height: 20)
            defer { terminal.kill() }
            let shell = try #require(Int32(try terminal.paneFormat("#{pane_pid}")))
            var replay: Int32?
            var app: Int32?
            var members: [Int32] = []
            let deadline = Date().addingTimeInterval(20)
            while members.count < 3, Date() < deadline {
                replay = replay ?? ProcessTable.children(of: shell).first
                app = app ?? replay.flatMap { ProcessTable.children(of: $0).first }
                members = app.map(ProcessTable.members(ofGroup:)) ?? []
                usleep(20_000)
            }
            let group = try #require(app)
            #expect(members.count == 3, "the app, its keeper and its forked child: \(members)")
            kill(try #require(replay), signal)
            try terminal.waitFor(text: "EXIT=\(128 + signal)")
            #expect(ProcessTable.waitUntilGroupGone(group, timeout: 5).isEmpty, "left behind in the app's group")
        }
    }

    @Test("vcnav replay killed with SIGKILL while the app is busy: the app and everything it forked end all the same")
    func replayKilled() throws {
        try withTemporaryDirectory("console") { folder in
            let file = folder.appendingPathComponent("console.vcreplay")
            // A forked child keeps the closed wire open: the host waits for the (long) timeout.
            try "launch\ntap \"Fork\"\ntap \"Close wire\"\n".write(to: file, atomically: true, encoding: .utf8)
            // SIGKILL cannot be blocked or handled: nothing the host does at its end runs. The app
            // dies by its parent-death signal (prctl(2), PR_SET_PDEATHSIG), which fork(2) does not
            // pass on to the child; its keeper kills the group. Nor can the host remove the app's
            // container: it goes in this test's folder (TMPDIR), removed with it.
            let replay = try Subprocess(
                executable: VCNavBinary.url.path,
                arguments: ["replay", file.path, "--storyboards", Self.directory.path, "--timeout", "60", "-q"],
                environment: ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.path]) { _, new in new })
            defer { replay.kill() }
            var app: Int32?
            var members: [Int32] = []
            let deadline = Date().addingTimeInterval(20)
            while members.count < 3, Date() < deadline {
                app = app ?? ProcessTable.children(of: replay.pid).first
                members = app.map(ProcessTable.members(ofGroup:)) ?? []
                usleep(20_000)
            }
            let group = try #require(app)
            #expect(members.count == 3, "the app, its keeper and its forked child: \(members)")
            replay.kill(SIGKILL)
            #expect(replay.wait() == .signaled(SIGKILL))
            #expect(ProcessTable.waitUntilGroupGone(group, timeout: 5).isEmpty, "left behind in the app's group")
        }
    }
}
