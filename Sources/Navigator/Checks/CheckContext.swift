/// What a check looks at: how the app is (crashed, hung, its state) and what it logged since
/// the last action, taken from the driver's `AppRun`, and handed to the one `CheckEvaluator`.
public struct CheckContext {
    /// The crash, if the app crashed.
    public var crash: CrashReport?
    /// Whether the app hung and was killed.
    public var hung: Bool
    /// What a log check reads: the trace lines the app reported since the last action began
    /// (a launch, relaunch, tap, type, back, dismiss or segue; `next` in step mode continues
    /// the action). Not among them: the action's own `> ` line, markers, check results, and
    /// the host's `crash:` and `hang:` lines.
    public var logSinceAction: [String]
    /// The app's screen, hierarchy and leaks, asked for only when a check needs them; nil
    /// when the app is not running.
    public var state: () -> AppReply?

    /// A context with these facts.
    public init(crash: CrashReport?, hung: Bool, logSinceAction: [String], state: @escaping () -> AppReply?) {
        self.crash = crash
        self.hung = hung
        self.logSinceAction = logSinceAction
        self.state = state
    }

    /// The context of `run`; `state` is asked for only when a check needs it.
    public init(run: AppRun, state: @escaping () -> AppReply?) {
        self.init(crash: run.crash, hung: run.hung, logSinceAction: run.logSinceAction, state: state)
    }
}
