import Diagnostics
import Navigator
import Testing

/// The one app-run state every driver keeps (the replay runner, the navigator, the crawler),
/// tested as a reducer from literal states.
@Suite("App run")
struct AppRunTests {
    static let boom = CrashReport(
        message: "Scenes/X.swift:1: Fatal error: boom", signal: 4, exitStatus: nil, standardError: "", lastTrace: [])
    static let tap = ReplayStep(
        command: .tap(.text("Boom")), location: Diagnostics.SourceLocation(file: "boom.vcreplay", line: 3, column: 1))
    static let crashed = AppRun(scriptRules: true, launched: true, death: AppRun.Death(.crash(boom), during: tap))
    static let hung = AppRun(scriptRules: false, launched: true, death: AppRun.Death(.hang(nil)))

    static func outcome(_ lines: [String], crash: CrashReport? = nil, hung: Bool = false) -> ActionOutcome {
        ActionOutcome(events: [TraceLines(kind: .operation, lines: lines)], reply: nil, crash: crash, hung: hung)
    }

    @Test("an action starts the log since the last action; its outcome's lines fill it; a crash is blamed on its step")
    func actionAndOutcome() {
        var run = AppRun(scriptRules: true, launched: true)
        run.logSinceAction = ["old"]
        run.reduce(.actionBegan(Self.tap.command, step: Self.tap))
        #expect(run.logSinceAction.isEmpty)
        run.reduce(.outcome(Self.outcome(["a", "b"], crash: Self.boom)))
        #expect(run.logSinceAction == ["a", "b"])
        #expect(run == Self.crashedWithLog(["a", "b"]))
        #expect(run.crash == Self.boom)
        #expect(!run.hung)
    }

    static func crashedWithLog(_ log: [String]) -> AppRun {
        var run = AppRun(scriptRules: true, launched: true)
        run.reduce(.actionBegan(Self.tap.command, step: Self.tap))
        run.reduce(.outcome(Self.outcome(log, crash: Self.boom)))
        return run
    }

    @Test("under a script's rules, an unacknowledged crash fails the next action, a check, and the end, at the crash's line")
    func scriptRules() {
        let message = "the app crashed, and no 'expect crash' acknowledges it: Scenes/X.swift:1: Fatal error: boom"
        #expect(Self.crashed.verdict(before: .back) == .fail(step: Self.tap, message: message))
        #expect(Self.crashed.verdict(before: .relaunch) == .fail(step: Self.tap, message: message))
        #expect(Self.crashed.atEnd == .fail(step: Self.tap, message: message))
        #expect(Self.crashed.blame(failedCheck: .expectTop("Pets"))?.step == Self.tap)
        #expect(Self.crashed.blame(failedCheck: .expectTop("Pets"))?.message == message)
        #expect(Self.crashed.blame(failedCheck: .expectCrash("other")) == nil, "a check of the death fails where it is")
    }

    @Test("expect crash acknowledges; then a launch runs and starts afresh, anything else is refused")
    func acknowledged() {
        var run = Self.crashed
        run.reduce(.checkHeld(.expectTop("x")))
        #expect(!run.acknowledged)
        run.reduce(.checkHeld(.expectCrash("boom")))
        #expect(run.unacknowledged == nil)
        #expect(run.atEnd == .run)
        #expect(run.verdict(before: .relaunch) == .run)
        #expect(
            run.verdict(before: .back) == .refuse("the app has crashed (Scenes/X.swift:1: Fatal error: boom); relaunch it first"))
        run.reduce(.actionBegan(.relaunch, step: nil))
        #expect(run == AppRun(scriptRules: true, launched: true))
    }

    @Test("at the navigator's keys a death is refused, never failed; a recording acknowledges it")
    func navigator() {
        #expect(Self.hung.verdict(before: .back) == .refuse("the app hung and was killed; relaunch it first"))
        #expect(Self.hung.verdict(before: .launch) == .run)
        #expect(Self.hung.blame(failedCheck: .expectAlive) == nil)
        var run = Self.hung
        run.reduce(.acknowledgedInRecording)
        #expect(run.unacknowledged == nil)
        #expect(AppRun.acknowledgement(Self.hung.death!.kind) == .expectHang)
        #expect(AppRun.acknowledgement(Self.crashed.death!.kind) == .expectCrash("Scenes/X.swift:1: Fatal error: boom"))
    }

    @Test("a script's first action, when it is not a launch, launches first; a hang is reduced like a crash")
    func launchFirstAndHang() {
        var run = AppRun(scriptRules: true)
        #expect(run.verdict(before: .tap(.text("A"))) == .launchFirst)
        #expect(run.verdict(before: .launch) == .run)
        #expect(AppRun(scriptRules: false).verdict(before: .back) == .run, "the navigator sends it; the app says it is not running")
        run.reduce(.actionBegan(.launch, step: nil))
        run.reduce(.outcome(Self.outcome(["x"], hung: true)))
        #expect(run.hung)
        #expect(run.crash == nil)
        #expect(AppRun.deathLine(run.death!.kind) == "hang: the app did not answer in time and was killed")
    }
}
