import Navigator
import SimUIKit

/// An app session that plays a part: each action answers with a trace line, and the test says
/// which action crashes or hangs. It counts what it was sent, so a test can see how far a
/// runner went.
@MainActor
final class ScriptedSession: AppSession {
    /// The commands sent to the app, in order (nil: a state request).
    private(set) var sent: [ReplayCommand?] = []
    /// How many commands pipelined runs asked the runner for.
    private(set) var pulled = 0
    /// The action (by its script text) that crashes the app.
    var crashOn: String?
    /// The action (by its script text) that hangs the app.
    var hangOn: String?
    /// Actions (by script text) the app says it cannot do.
    var refuses: Set<String> = ["back"]
    /// In step mode, how many callbacks each action pauses before.
    var pausesPerAction = 2
    private var stepping = false
    private var pausesLeft = 0
    private(set) var isAlive = false
    /// Set by `restart()` until the launch.
    private var fresh = false

    func perform(_ command: ReplayCommand?, wantsState: Bool) -> ActionOutcome {
        sent.append(command)
        if command?.isLaunch == true {
            isAlive = true
            fresh = false
        }
        guard isAlive || (fresh && command?.role == .stepping) else {
            return ActionOutcome(events: [], reply: AppReply(requestID: 0, error: "the app is not running"))
        }
        guard let command else { return ActionOutcome(events: [], reply: AppReply(requestID: sent.count)) }
        let text = command.scriptText
        let events = [TraceLines(kind: .note, lines: ["did \(text)"])]
        if text == crashOn {
            isAlive = false
            let crash = CrashReport(
                message: "Scenes/X.swift:1: Fatal error: boom", signal: 4, exitStatus: nil, standardError: "", lastTrace: [])
            return ActionOutcome(events: events, reply: nil, crash: crash)
        }
        if text == hangOn {
            isAlive = false
            return ActionOutcome(events: events, reply: nil, hung: true)
        }
        switch command {
        case .step(let on):
            stepping = on
            pausesLeft = 0
            return ActionOutcome(events: [], reply: AppReply(requestID: sent.count))
        case .next:
            pausesLeft = max(0, pausesLeft - 1)
        default:
            if stepping { pausesLeft = pausesPerAction }
        }
        let error = refuses.contains(text) ? "there is no back button on this screen" : nil
        let paused = pausesLeft > 0 ? StepPause(subject: nil, call: "X#1.viewDidLoad()", explanation: "the view is loaded") : nil
        return ActionOutcome(events: events, reply: AppReply(requestID: sent.count, error: error, pause: paused))
    }

    func performAll(next: () -> ReplayCommand?, handle: (ActionOutcome) -> Bool) {
        // Like the app process: up to 32 commands ahead of their outcomes.
        var window: [ReplayCommand] = []
        while true {
            while window.count < 32, let command = next() {
                pulled += 1
                window.append(command)
            }
            guard !window.isEmpty else { return }
            let outcome = perform(window.removeFirst(), wantsState: false)
            guard handle(outcome), outcome.crash == nil, !outcome.hung else { return }
        }
    }

    func restart() -> String? {
        isAlive = false
        fresh = true
        return nil
    }

    func terminate() { isAlive = false }
}
