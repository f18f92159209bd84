/// The rules a script follows whoever runs it, headless or played in the navigator: a script
/// whose first action is not `launch` or `relaunch` is launched before that action; a crash or
/// a hang must be acknowledged (`expect crash`, `expect hang`) before the next action or the
/// end of the script, or the script fails there. In step mode, an action while the app is paused
/// before a callback fails: the script needs `next` (or `step off`) first, headless as in the
/// navigator, where the action would wait forever.
public struct ScriptRules: Sendable {
    /// Whether an action has launched the app (explicitly or implicitly).
    public private(set) var launched = false
    /// A crash or hang no check has acknowledged yet.
    public private(set) var unacknowledged: Unacknowledged?
    /// The call step mode paused the app before (`DogsViewController#1.viewDidLoad()`), if it
    /// is paused.
    public private(set) var pausedBefore: String?

    /// An app death waiting for its check: the step it happened in, and what to say.
    public struct Unacknowledged: Sendable, Equatable {
        /// The step during which the app crashed or hung.
        public var step: ReplayStep
        /// Why the script fails if nothing acknowledges it.
        public var message: String
    }

    /// What a runner must do before a step.
    public enum Verdict: Sendable, Equatable {
        /// Run the step.
        case run
        /// Launch the app first (the script did not start with a launch), then run the step.
        case launchFirst
        /// Do not run it: the script fails at `step` with `message`.
        case fail(step: ReplayStep, message: String)
    }

    /// Rules for a new script.
    public init() {}

    /// The text of the implicit launch's line in a transcript.
    public static let implicitLaunchText = "launch  # implicit: the script did not start with launch"

    /// What must happen before `step` runs. Only actions are concerned: checks, markers and
    /// pacing always run.
    public mutating func before(_ step: ReplayStep) -> Verdict {
        guard step.command.role == .action else { return .run }
        if let unacknowledged { return .fail(step: unacknowledged.step, message: unacknowledged.message) }
        if step.command.isLaunch {
            pausedBefore = nil
        } else if let pausedBefore {
            return .fail(
                step: step, message: "paused in step mode before \(pausedBefore): the script needs 'next' or 'step off' before this")
        }
        defer { launched = true }
        return launched || step.command.isLaunch ? .run : .launchFirst
    }

    /// The app crashed during `step`.
    public mutating func crashed(during step: ReplayStep, _ crash: CrashReport) {
        unacknowledged = Unacknowledged(
            step: step, message: "the app crashed, and no 'expect crash' acknowledges it: \(crash.deterministicMessage)")
    }

    /// The app hung during `step` and was killed.
    public mutating func hung(during step: ReplayStep) {
        unacknowledged = Unacknowledged(
            step: step, message: "the app hung (it did not answer in time and was killed), and no 'expect hang' acknowledges it")
    }

    /// What the app said after a command: paused before a callback (step mode), or not.
    public mutating func paused(_ pause: StepPause?) {
        pausedBefore = pause?.call
    }

    /// A check held: `expect crash` and `expect hang` acknowledge the app's death.
    public mutating func held(_ command: ReplayCommand) {
        switch command {
        case .expectCrash, .expectHang: unacknowledged = nil
        default: break
        }
    }

    /// At the end of the script: the failure an unacknowledged death leaves, if any.
    public func atEnd() -> Verdict {
        unacknowledged.map { .fail(step: $0.step, message: $0.message) } ?? .run
    }
}
