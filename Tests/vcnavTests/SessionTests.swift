import Foundation
import Navigator
import SimUIKit
import Testing
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// The app in its own process: crashes reported like a device's, relaunch, hangs, orphans.
@MainActor
@Suite("App process")
struct SessionTests {
    static let demo = AppConfiguration(
        app: AppDescription(bundle: .main, mainStoryboard: "Selection"), summary: "the Pets demo")

    static func hangFixture() -> AppConfiguration {
        let directory = Bundle.module.url(forResource: "Hang", withExtension: nil, subdirectory: "Fixtures")!
        return .storyboards(at: directory, main: "Main")
    }

    static func session(_ configuration: AppConfiguration = demo, timeout: TimeInterval = 10) -> ChildProcessSession {
        ChildProcessSession(executable: VCNavBinary.url, arguments: configuration.processArguments, timeout: timeout)
    }

    /// The outcomes of `commands` sent together (pipelined), as a replay sends a run of actions.
    static func performAll(_ session: ChildProcessSession, _ commands: [ReplayCommand]) -> [ActionOutcome] {
        var outcomes: [ActionOutcome] = []
        var pending = commands[...]
        session.performAll(
            next: { pending.popFirst() },
            handle: {
                outcomes.append($0); return true
            })
        return outcomes
    }

    static func perform(_ session: ChildProcessSession, _ actions: [ReplayCommand]) -> ActionOutcome {
        var last = ActionOutcome(events: [], reply: nil)
        for action in actions { last = session.perform(action, wantsState: false) }
        return last
    }

    @Test(
        "each kind of crash is reported with the device's message, and the app relaunches",
        arguments: [
            ("Creator not used", "Scenes/DogDetailViewController.swift:15: Fatal error: Use storyboard creator with dog"),
            (
                "Outlet before load",
                "Scenes/PitfallsViewController.swift:30: Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value"
            ),
            (
                "Wrong identifier",
                "Scenes/Storyboard.swift:20: Fatal error: Failed to instantiate view controller with identifier BirdsViewController"
            ),
            (
                "Missing identifier",
                "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Storyboard (<UIStoryboard: 0x…>) doesn't contain a view controller with identifier 'HamstersViewController''"
            ),
        ])
    func crashAndRelaunch(button: String, message: String) throws {
        let session = Self.session()
        defer { session.terminate() }
        let outcome = Self.perform(session, [.launch, .tap(.text("Pitfalls")), .tap(.text(button))])
        let crash = try #require(outcome.crash)
        #expect(crash.deterministicMessage == message)
        #expect(!session.isAlive)
        #expect(
            crash.lastTrace.contains { $0.contains("PitfallsViewController#1 action") || $0.contains("prepare") || $0.contains("didMove") })
        if message.hasPrefix("***") {
            #expect(crash.signal == SIGABRT)
        }
        let relaunched = session.perform(.launch, wantsState: true)
        #expect(relaunched.crash == nil)
        #expect(relaunched.reply?.screen?.title == "Pets")
        #expect(session.isAlive)
    }

    @Test("an action the app cannot do is an error, not a crash")
    func impossibleAction() {
        let session = Self.session()
        defer { session.terminate() }
        let outcome = Self.perform(session, [.launch, .tap(.text("Hamsters"))])
        #expect(outcome.crash == nil)
        #expect(
            outcome.reply?.error
                == "nothing on screen matches \"Hamsters\"; visible: \"Pets\", \"Pick a pet\", \"Dogs\", \"Cats\", \"Profile\", \"Pitfalls\""
        )
        #expect(session.isAlive)
    }

    @Test("a hung app is reported and killed after the bound")
    func hang() throws {
        let session = Self.session(Self.hangFixture(), timeout: 1)
        defer { session.terminate() }
        #expect(session.perform(.launch, wantsState: false).reply?.error == nil)
        let pid = try #require(session.processIdentifier)
        let outcome = session.perform(.tap(.text("Busy")), wantsState: false)
        #expect(outcome.hung)
        #expect(!session.isAlive)
        #expect(!ProcessTable.exists(pid))
    }

    /// `vcnav replay` of a script whose app spins in viewDidLoad (the Hang fixture), its temporary
    /// directory (and so its app's container) in `folder`; returns once the app process runs.
    nonisolated static func startBusyReplay(in folder: URL) throws -> (host: Process, app: Int32) {
        let fixture = try #require(Bundle.module.url(forResource: "Hang", withExtension: nil, subdirectory: "Fixtures"))
        let script = folder.appendingPathComponent("busy.vcreplay")
        try "launch\ntap \"Busy\"\n".write(to: script, atomically: true, encoding: .utf8)
        let host = Process()
        host.executableURL = VCNavBinary.url
        host.arguments = ["replay", script.path, "--storyboards", fixture.path, "--timeout", "120", "--quiet"]
        host.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.path]) { _, new in new }
        host.standardOutput = FileHandle.nullDevice
        host.standardError = FileHandle.nullDevice
        try host.run()
        var child: Int32?
        let deadline = Date().addingTimeInterval(20)
        while child == nil, Date() < deadline {
            child = ProcessTable.children(of: host.processIdentifier).first
            if child == nil { usleep(20_000) }
        }
        guard let child else {
            kill(host.processIdentifier, SIGKILL)
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "the host never started an app process"])
        }
        return (host, child)
    }

    /// Waits (at most 10 s) for `pid` to end; whether it did.
    nonisolated static func ends(_ pid: Int32) -> Bool {
        let gone = Date().addingTimeInterval(10)
        while ProcessTable.exists(pid), Date() < gone { usleep(20_000) }
        return !ProcessTable.exists(pid)
    }

    @Test("the app process dies with its host, even when the host is killed with SIGKILL while the app is busy")
    func noOrphan() throws {
        // SIGKILL leaves vcnav no chance to remove its app's container: it goes in this test's
        // folder (TMPDIR), removed with it.
        try withTemporaryDirectory("orphan") { folder in
            let (host, app) = try Self.startBusyReplay(in: folder)
            kill(host.processIdentifier, SIGKILL)
            host.waitUntilExit()
            #expect(Self.ends(app), "app process \(app) outlived its host")
        }
    }

    @Test("the app killed with SIGKILL mid-replay: reported as a crash by signal 9; relaunch works")
    func killedMidReplay() throws {
        let session = Self.session()
        defer { session.terminate() }
        _ = Self.perform(session, [.launch, .tap(.text("Dogs"))])
        let pid = try #require(session.processIdentifier)
        kill(pid, SIGKILL)
        let outcome = session.perform(.tap(.text("Rex")), wantsState: false)
        let crash = try #require(outcome.crash)
        #expect(crash.signal == SIGKILL)
        #expect(crash.message == "the app was killed by signal 9")
        #expect(session.perform(.launch, wantsState: true).reply?.screen?.title == "Pets")
    }

    @Test("soak: thousands of pipelined actions, the app process's memory stays flat")
    func soak() throws {
        let session = Self.session()
        defer { session.terminate() }
        _ = session.perform(.launch, wantsState: false)
        let pid = try #require(session.processIdentifier)
        let round: [ReplayCommand] = [.tap(.text("Profile")), .back, .tap(.text("Dogs")), .tap(.text("Bella")), .back, .back]
        func run(_ times: Int) {
            let outcomes = Self.performAll(session, Array(Array(repeating: round, count: times).joined()))
            #expect(outcomes.allSatisfy { $0.reply?.error == nil && $0.crash == nil })
        }
        run(100)
        let before = ProcessTable.residentKB(pid)
        run(300)
        let after = ProcessTable.residentKB(pid)
        #expect(after - before < 2048, "resident memory grew from \(before) KB to \(after) KB over 1,800 actions")
        #expect(session.perform(nil, wantsState: true).reply?.leaks.isEmpty == true)
    }
}

extension SessionTests {
    @Test("a crash in the middle of a pipelined run: the host survives, the rest is not run")
    func crashInsidePipeline() throws {
        let session = Self.session()
        defer { session.terminate() }
        _ = session.perform(.launch, wantsState: false)
        let actions: [ReplayCommand] = [.tap(.text("Pitfalls")), .tap(.text("Creator not used"))] + Array(repeating: .back, count: 40)
        let outcomes = Self.performAll(session, actions)
        #expect(outcomes.count == 2)
        #expect(outcomes.last?.crash?.message.contains("Use storyboard creator with dog") == true)
        #expect(session.perform(.launch, wantsState: true).reply?.screen?.title == "Pets")
    }
}
