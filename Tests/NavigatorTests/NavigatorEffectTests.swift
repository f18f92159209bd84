import Foundation
import Navigator
import Testing
import TestSupport

/// `update` and `receive` change the state and ask for effects; only `run` (inside `send`)
/// drives the session. These tests drive the update alone: the session is never asked anything.
@MainActor
@Suite("Navigator effects")
struct NavigatorEffectTests {
    static func controller() -> (NavigatorController, ScriptedSession) {
        let session = ScriptedSession()
        return (NavigatorController(session: session, appSummary: "the test app"), session)
    }

    @Test("an action is logged and asked for, not performed; its outcome is folded in when it comes")
    func actionAsEffect() {
        let (controller, session) = Self.controller()
        #expect(controller.update(.command(.launch)) == [.perform(.launch, for: .action)])
        #expect(controller.state.log.map(\.text) == ["> launch"])
        #expect(session.sent.isEmpty)
        let crash = CrashReport(message: "Fatal error: boom", signal: 4, exitStatus: nil, standardError: "", lastTrace: [])
        let next = controller.receive(.performed(.launch, for: .action, ActionOutcome(events: [], reply: nil, crash: crash)))
        #expect(next.isEmpty)
        #expect(controller.state.crash?.message == "Fatal error: boom")
        #expect(controller.state.log.last?.text == "crash: Fatal error: boom")
        // Crashed: an action is refused, with nothing asked of the app.
        #expect(controller.update(.command(.back)).isEmpty)
        #expect(controller.state.lastFailure?.hasPrefix("the app has crashed") == true)
        #expect(session.sent.isEmpty)
    }

    @Test("step mode: asked of the app only as an effect; with no app running, it says so all the same")
    func stepMode() {
        let (controller, session) = Self.controller()
        #expect(controller.update(.command(.step(on: true))) == [.perform(.step(on: true), for: .stepMode)])
        #expect(controller.state.stepping)
        #expect(controller.receive(.notRunning(.step(on: true), for: .stepMode)).isEmpty)
        #expect(controller.state.message == "step mode: n runs the next callback")
        // A launch in step mode starts a fresh app that steps from its first callback.
        #expect(controller.update(.command(.relaunch)) == [.launchStepping(.relaunch)])
        #expect(controller.receive(.launchFailed("cannot start the app")).isEmpty)
        #expect(controller.state.lastFailure == "cannot start the app")
        #expect(session.sent.isEmpty)
    }

    @Test("the commands of a : line run in turn, each after the effects of the one before")
    func lineInTurn() {
        let (controller, session) = Self.controller()
        let effects = controller.update(.commandLine("launch"))
        #expect(effects == [.message(.command(.launch))])
        #expect(controller.state.history == ["launch"])
        #expect(session.sent.isEmpty)
        // send runs them: the session is driven, the outcome folded in.
        controller.send(.commandLine("launch"))
        #expect(session.sent.contains(.launch))
        #expect(controller.state.log.contains { $0.text == "> launch" })
    }

    @Test("recording is an effect: from a literal state, update asks for the lines (a wait first after a long pause) and writes nothing")
    func recordingAsEffect() throws {
        try withTemporaryDirectory("vcnav-effects") { directory in
            let path = directory.appendingPathComponent("r.vcreplay").path
            var state = NavigatorState(appSummary: "the test app")
            state.recordingPath = path
            state.sinceLaunch = [.launch]
            state.lastRecordedAt = Date(timeIntervalSince1970: 0)
            let session = ScriptedSession()
            let controller = NavigatorController(session: session, state: state)
            controller.clock = { Date(timeIntervalSince1970: 3) }
            #expect(controller.update(.command(.marker("Dogs"))) == [.record([.wait(milliseconds: 3000), .marker("Dogs")])])
            #expect(controller.state.sinceLaunch == [.launch, .marker("Dogs")])
            #expect(controller.state.lastRecordedAt == Date(timeIntervalSince1970: 3))
            #expect(controller.update(.command(.marker("Cats"))) == [.record([.marker("Cats")])])
            #expect(controller.update(.stopRecording) == [.stopRecording])
            #expect(controller.update(.discardRecording) == [.discardRecording])
            #expect(controller.state.recordingPath == nil)
            // Nothing was opened or written, nothing asked of the app.
            #expect(!FileManager.default.fileExists(atPath: path))
            #expect(session.sent.isEmpty)
        }
    }

    @Test("a recording starts with what brought the app where it is: update asks, run writes, receive says so")
    func startRecordingAsEffect() throws {
        try withTemporaryDirectory("vcnav-effects") { directory in
            let path = directory.appendingPathComponent("r.vcreplay").path
            var state = NavigatorState(appSummary: "the test app")
            state.sinceLaunch = [.launch, .tap(.text("Dogs"))]
            let controller = NavigatorController(session: ScriptedSession(), state: state)
            let effects = controller.update(.startRecording(path: path, replacing: false))
            guard case .startRecording(path, false, let header, let commands)? = effects.first, effects.count == 1 else {
                Issue.record("expected one startRecording effect, got \(effects)")
                return
            }
            #expect(header.first == "Recorded by vcnav on the test app.")
            #expect(commands == [.launch, .tap(.text("Dogs"))])
            #expect(!FileManager.default.fileExists(atPath: path))
            #expect(controller.state.recordingPath == nil)
            let result = try #require(controller.run(effects[0]))
            #expect(controller.receive(result).isEmpty)
            #expect(controller.state.recordingPath == path)
            #expect(controller.state.message == "recording to \(path)")
            controller.send(.stopRecording)
            #expect(controller.state.message == "recording saved to \(path)")
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
            #expect(lines == ["launch", "tap \"Dogs\""])
        }
    }
}
