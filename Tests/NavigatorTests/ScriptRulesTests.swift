import Navigator
import Testing

/// The rules every runner of a script follows (VCNavKit's Replays article): a crash or hang must be
/// acknowledged, and is blamed on the line that caused it; a relaunch does not wash it out; a
/// script streams and stops at once.
@MainActor
@Suite("Script rules")
struct ScriptRulesTests {
    static func run(_ text: String, _ session: ScriptedSession = ScriptedSession()) throws -> (ReplayResult, ScriptedSession) {
        let script = try ReplayScript.parse(text, file: "s.vcreplay")
        return (ReplayRunner(session: session).run(script), session)
    }

    static func crashing(on text: String) -> ScriptedSession {
        let session = ScriptedSession()
        session.crashOn = text
        return session
    }

    @Test("a crash at the end of a script that nothing expects fails it, at the line that crashed")
    func crashAtEnd() throws {
        let (result, _) = try Self.run("launch\ntap \"Boom\"\n", Self.crashing(on: "tap \"Boom\""))
        #expect(
            result.failure?.description
                == "s.vcreplay:2:1: the app crashed, and no 'expect crash' acknowledges it: Scenes/X.swift:1: Fatal error: boom")
        #expect(result.crash != nil)
        #expect(
            result.transcript.last
                == "FAILED tap \"Boom\": the app crashed, and no 'expect crash' acknowledges it: Scenes/X.swift:1: Fatal error: boom")
    }

    @Test("a launch or relaunch after an unacknowledged crash does not wash it out", arguments: ["launch", "relaunch"])
    func relaunchAfterCrash(_ relaunch: String) throws {
        let (result, session) = try Self.run("launch\ntap \"Boom\"\n\(relaunch)\nexpect alive\n", Self.crashing(on: "tap \"Boom\""))
        #expect(result.failure?.line == 2)
        #expect(session.sent.filter { $0?.isLaunch == true }.count == 1, "the relaunch did not run")
    }

    @Test("expect crash acknowledges the crash; then the script may relaunch and go on")
    func acknowledged() throws {
        let (result, session) = try Self.run(
            "launch\ntap \"Boom\"\nexpect crash \"boom\"\nrelaunch\nexpect alive\n", Self.crashing(on: "tap \"Boom\""))
        #expect(result.failure == nil)
        #expect(session.sent.filter { $0?.isLaunch == true }.count == 2)
    }

    @Test("a crash in the middle of a pipelined run fails at the line that crashed, and sends nothing after it")
    func crashInRun() throws {
        let (result, session) = try Self.run(
            "launch\ntap \"A\"\ntap \"Boom\"\ntap \"B\"\ntap \"C\"\n", Self.crashing(on: "tap \"Boom\""))
        #expect(result.failure?.line == 3)
        #expect(!session.sent.contains(.tap(.text("B"))))
    }

    @Test("a hang nothing expects fails the script; expect hang acknowledges it")
    func hang() throws {
        let session = ScriptedSession()
        session.hangOn = "tap \"Busy\""
        let (failed, _) = try Self.run("launch\ntap \"Busy\"\n", session)
        #expect(
            failed.failure?.description
                == "s.vcreplay:2:1: the app hung (it did not answer in time and was killed), and no 'expect hang' acknowledges it")
        let again = ScriptedSession()
        again.hangOn = "tap \"Busy\""
        let (held, _) = try Self.run("launch\ntap \"Busy\"\nexpect hang\nrelaunch\nexpect alive\n", again)
        #expect(held.failure == nil)
        #expect(held.transcript.contains("✓ expect hang"))
    }

    @Test("expect alive after a hang fails at the hang, expect crash does not take a hang, expect hang does not take a crash")
    func deathsAreDistinct() throws {
        let hanging = ScriptedSession()
        hanging.hangOn = "tap \"Busy\""
        #expect(
            try Self.run("launch\ntap \"Busy\"\nexpect alive\n", hanging).0.failure?.description
                == "s.vcreplay:2:1: the app hung (it did not answer in time and was killed), and no 'expect hang' acknowledges it")
        let hanging2 = ScriptedSession()
        hanging2.hangOn = "tap \"Busy\""
        #expect(
            try Self.run("launch\ntap \"Busy\"\nexpect crash \"x\"\n", hanging2).0.failure?.message
                == "expected a crash containing \"x\"; the app hung instead")
        #expect(
            try Self.run("launch\ntap \"Boom\"\nexpect hang\n", Self.crashing(on: "tap \"Boom\"")).0.failure?.message
                == "expected the app to hang; it crashed: Scenes/X.swift:1: Fatal error: boom")
    }

    /// `launch` then a million failing `back`s: the failure at line 2 is reported at once, with
    /// only a window of commands sent ahead, and the script is never held in memory as a whole.
    @Test("a long script streams: the first failure stops it at once")
    func streams() {
        let text = "launch\n" + String(repeating: "back\n", count: 1_000_000)
        let session = ScriptedSession()
        let runner = ReplayRunner(session: session)
        runner.keepsTranscript = false
        var lines = 0
        var last = ""
        runner.onLine = {
            lines += 1
            last = $0
        }
        let result = runner.run(ReplayScript.steps(of: text, file: "long.vcreplay"))
        #expect(result.failure?.description == "long.vcreplay:2:1: there is no back button on this screen")
        #expect(session.pulled <= 33, "\(session.pulled) commands were taken from the script")
        #expect(result.transcript.isEmpty)
        #expect(lines == 6)
        #expect(last == "not run: line 3 (back) and after")
    }

    /// Before, a check after the crash failed at its own line with a vaguer message
    /// (`s.vcreplay:4:1: the app has crashed: …` for a tap on line 3): CI annotations pointed at
    /// the wrong line.
    @Test(
        "a check failing after a crash or hang nothing acknowledged is blamed on the action that caused it, in the same words",
        arguments: ["expect top Pets", "expect alive", "expect screen \"x\"", "expect no leaks", "expect log \"nothing\""])
    func blame(check: String) throws {
        let (result, _) = try Self.run("launch\ntap \"A\"\ntap \"Boom\"\n\(check)\ntap \"B\"\n", Self.crashing(on: "tap \"Boom\""))
        let message = "the app crashed, and no 'expect crash' acknowledges it: Scenes/X.swift:1: Fatal error: boom"
        #expect(result.failure?.description == "s.vcreplay:3:1: \(message)")
        #expect(result.transcript.suffix(2) == ["FAILED tap \"Boom\": \(message)", "not run: line 4 (\(check)) and after"])
        let hanging = ScriptedSession()
        hanging.hangOn = "tap \"Boom\""
        let (hung, _) = try Self.run("launch\ntap \"Boom\"\n\(check)\n", hanging)
        #expect(hung.failure?.line == 2)
        #expect(hung.failure?.message.hasPrefix("the app hung (it did not answer in time and was killed)") == true)
    }

    @Test("a failed action after a crash is blamed on the crash; the lines after it are reported as not run")
    func notRun() throws {
        let (result, session) = try Self.run(
            "launch\ntap \"Boom\"\ntap \"B\"\nexpect alive\n", Self.crashing(on: "tap \"Boom\""))
        #expect(result.failure?.line == 2)
        #expect(result.transcript.last == "not run: line 3 (tap \"B\") and after")
        #expect(!session.sent.contains(.tap(.text("B"))))
    }

    @Test("a script whose first action is not a launch is launched once, before it")
    func implicitLaunch() throws {
        let (result, session) = try Self.run("marker \"m\"\nresize 80x24\ntap \"A\"\nexpect alive\n")
        #expect(result.failure == nil)
        #expect(result.transcript.prefix(2) == ["## m", "> launch  # implicit: the script did not start with launch"])
        #expect(session.sent.filter { $0?.isLaunch == true }.count == 1)
    }

    /// In the navigator (`--play`, `--cast`) an action while the app is paused before a callback
    /// waits forever; headless, the same script must not pass.
    @Test("step mode headless: an action while paused fails; next and step off let it go on")
    func pausedAction() throws {
        let (stuck, _) = try Self.run("launch\nstep on\ntap \"A\"\ntap \"B\"\n")
        #expect(
            stuck.failure?.description
                == "s.vcreplay:4:1: paused in step mode before X#1.viewDidLoad(): the script needs 'next' or 'step off' before this")
        let (stepped, session) = try Self.run("launch\nstep on\ntap \"A\"\nnext\nnext\ntap \"B\"\nnext\nstep off\ntap \"C\"\n")
        #expect(stepped.failure == nil)
        #expect(session.sent.contains(.tap(.text("C"))))
        #expect(stepped.transcript.contains("did next"), "what a next ran is in the transcript")
        // The implicit launch steps too: the first action finds the app paused.
        let (implicit, _) = try Self.run("step on\ntap \"A\"\n")
        #expect(implicit.failure?.line == 2)
        // A launch while paused starts over.
        let (relaunched, _) = try Self.run("launch\nstep on\ntap \"A\"\nstep off\nrelaunch\nexpect alive\n")
        #expect(relaunched.failure == nil)
    }
}
