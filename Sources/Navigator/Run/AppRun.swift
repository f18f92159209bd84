/// What has happened to a running app, as every driver of it sees it: the replay runner, the
/// navigator (and the scripts it plays), the crawler. One value, changed only by `reduce(_:)`;
/// the words every driver uses to refuse an action on a dead app, and to fail a script on a
/// death nothing acknowledged, live here once.
///
/// A script follows stricter rules than a person at the navigator (`scriptRules`): an action
/// before the first launch launches the app first, and a crash or hang must be acknowledged
/// (`expect crash`, `expect hang`) before the next action or the end of the script, or the
/// script fails at the line of the action that caused it.
public struct AppRun: Sendable, Equatable {
    /// Whether a script's rules hold (see above); off at the navigator's prompt and keys.
    public var scriptRules: Bool
    /// Whether an action has launched the app (explicitly or implicitly).
    public var launched = false
    /// How the app died since its last launch, if it did.
    public var death: Death?
    /// Whether a check (`expect crash`, `expect hang`) or a recording acknowledged the death.
    public var acknowledged = false
    /// What a log check reads: the trace lines the app reported since the last action began
    /// (`next` in step mode continues the action). Not among them: the action's own `> ` line,
    /// markers, check results, and the host's `crash:` and `hang:` lines.
    public var logSinceAction: [String] = []
    /// Whether step mode is on (`step on`): the app pauses before each callback.
    public var stepping = false
    /// The call step mode holds the app before (`DogsViewController#1.viewDidLoad()`), if it
    /// is paused. Under a script's rules an action then fails: in the navigator it would wait
    /// forever, so a script that would fails headless too, at the same line.
    public var pausedBefore: String?

    /// How an app died, and during which action.
    public struct Death: Sendable, Equatable {
        /// A crash (a Swift trap, an uncaught exception), or a hang.
        public enum Kind: Sendable, Equatable {
            /// The app crashed, as a device reports it.
            case crash(CrashReport)
            /// The app did not answer in time and was killed; what it was doing, when known.
            case hang(CrashReport?)
        }

        /// What happened.
        public var kind: Kind
        /// The script step of the action that caused it (nil at the navigator's keys and prompt).
        public var step: ReplayStep?

        /// A death of `kind` during `step`.
        public init(_ kind: Kind, during step: ReplayStep? = nil) {
            self.kind = kind
            self.step = step
        }
    }

    /// A run with no app yet.
    public init(scriptRules: Bool, launched: Bool = false, death: Death? = nil, acknowledged: Bool = false) {
        self.scriptRules = scriptRules
        self.launched = launched
        self.death = death
        self.acknowledged = acknowledged
    }

    // MARK: - What happens

    /// Something that happened to the app.
    public enum Event: Sendable {
        /// An action (`step` in a script) is about to be sent: its log starts; a launch or
        /// relaunch starts the app afresh.
        case actionBegan(ReplayCommand, step: ReplayStep?)
        /// What the action (or a step of step mode) did, in order.
        case outcome(ActionOutcome)
        /// A check held: `expect crash` and `expect hang` acknowledge a death.
        case checkHeld(ReplayCommand)
        /// A recording acknowledged the death for the person who caused it (it wrote the
        /// `expect crash` or `expect hang` a replay needs).
        case acknowledgedInRecording
    }

    /// Folds `event` into the run.
    public mutating func reduce(_ event: Event) {
        switch event {
        case .actionBegan(let command, let step):
            logSinceAction.removeAll(keepingCapacity: true)
            launched = true
            if command.isLaunch {
                death = nil
                acknowledged = false
                pausedBefore = nil
            }
            current = step
        case .outcome(let outcome):
            for event in outcome.shownEvents { logSinceAction.append(contentsOf: event.lines) }
            pausedBefore = outcome.crash == nil && !outcome.hung ? outcome.reply?.pause?.call : nil
            if let crash = outcome.crash {
                death = Death(.crash(crash), during: current)
            } else if outcome.hung {
                death = Death(.hang(outcome.hang), during: current)
            }
        case .checkHeld(let command):
            if command.acknowledgesDeath { acknowledged = true }
        case .acknowledgedInRecording:
            acknowledged = true
        }
    }

    /// The step of the action under way, whom a death is blamed on.
    private var current: ReplayStep?

    // MARK: - What it means

    /// The crash, if the app crashed.
    public var crash: CrashReport? {
        if case .crash(let report)? = death?.kind { return report }
        return nil
    }

    /// Whether the app hung and was killed.
    public var hung: Bool {
        if case .hang? = death?.kind { return true }
        return false
    }

    /// When the app hung: what it was doing, as a crash is reported.
    public var hang: CrashReport? {
        if case .hang(let report)? = death?.kind { return report }
        return nil
    }

    /// Whether the app is down (crashed or hung) since its last launch.
    public var isDown: Bool { death != nil }

    /// A death nothing acknowledged yet.
    public var unacknowledged: Death? { acknowledged ? nil : death }

    /// What a driver must do before an action.
    public enum Verdict: Sendable, Equatable {
        /// Send it.
        case run
        /// Launch the app first (a script that did not start with a launch), then send it.
        case launchFirst
        /// Do not send it: the app is down (a person's action; the message says why).
        case refuse(String)
        /// Do not send it: the script fails at `step` with `message` (a death nothing acknowledged).
        case fail(step: ReplayStep?, message: String)
    }

    /// What must happen before `command`, an action, is sent.
    public func verdict(before command: ReplayCommand) -> Verdict {
        if scriptRules, let death = unacknowledged { return .fail(step: death.step, message: Self.unacknowledged(death.kind)) }
        if scriptRules, !launched, !command.isLaunch { return .launchFirst }
        if !command.isLaunch, let death { return .refuse(Self.refusal(death.kind)) }
        if scriptRules, !command.isLaunch, let pausedBefore { return .fail(step: nil, message: Self.paused(before: pausedBefore)) }
        return .run
    }

    /// Where a failed check is blamed, under a script's rules: a check that failed while a
    /// death no check acknowledged stands is the death's failure, at the action that caused it
    /// and in the same words as at the end of the script. `expect crash` and `expect hang`
    /// judge the death itself, so they fail where they are.
    public func blame(failedCheck command: ReplayCommand) -> (step: ReplayStep?, message: String)? {
        guard scriptRules, !command.acknowledgesDeath, let death = unacknowledged else { return nil }
        return (death.step, Self.unacknowledged(death.kind))
    }

    /// At the end of a script: the failure an unacknowledged death leaves, if any.
    public var atEnd: Verdict {
        guard let death = unacknowledged else { return .run }
        return .fail(step: death.step, message: Self.unacknowledged(death.kind))
    }

    // MARK: - Words

    /// The text of the implicit launch's line in a transcript.
    public static let implicitLaunchText = "launch  # implicit: the script did not start with launch"

    /// Why an action on a dead app is not sent.
    public static func refusal(_ death: Death.Kind) -> String {
        switch death {
        case .crash(let report): "the app has crashed (\(report.deterministicMessage)); relaunch it first"
        case .hang: "the app hung and was killed; relaunch it first"
        }
    }

    /// Why a script's action fails while step mode holds the app.
    public static func paused(before call: String) -> String {
        "paused in step mode before \(call): the script needs 'next' or 'step off' before this"
    }

    /// Why a script fails on a death nothing acknowledged.
    public static func unacknowledged(_ death: Death.Kind) -> String {
        switch death {
        case .crash(let report): "the app crashed, and no 'expect crash' acknowledges it: \(report.deterministicMessage)"
        case .hang: "the app hung (it did not answer in time and was killed), and no 'expect hang' acknowledges it"
        }
    }

    /// The host's transcript line for a death: `crash: …` or `hang: …`.
    public static func deathLine(_ death: Death.Kind) -> String {
        switch death {
        case .crash(let report): "crash: \(report.deterministicMessage)"
        case .hang(let report): "hang: \(report?.message ?? "the app did not answer in time and was killed")"
        }
    }

    /// The check a recording writes so that a replay of it acknowledges the death.
    public static func acknowledgement(_ death: Death.Kind) -> ReplayCommand {
        switch death {
        case .crash(let report): .expectCrash(report.deterministicMessage)
        case .hang: .expectHang
        }
    }
}

extension ReplayCommand {
    /// Whether the command, when it holds, acknowledges a crash or hang (`expect crash`,
    /// `expect hang`).
    public var acknowledgesDeath: Bool {
        switch self {
        case .expectCrash, .expectHang: true
        case .launch, .relaunch, .tap, .type, .back, .dismiss, .dismissByCode, .segue, .pressReturn, .swipeDelete, .pick, .moveRow,
            .background, .foreground, .step, .next, .wait, .resize, .marker, .expectTop, .expectStack, .expectPresented, .expectScreen,
            .expectNoScreen, .expectLog, .expectNoLog, .expectValue, .expectAlive, .expectLeak, .expectNoLeaks:
            false
        }
    }
}
