import Foundation
import Navigator
import Testing

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
}
