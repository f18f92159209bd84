import Diagnostics
import Foundation
import SimUIKit

/// Why a replay stopped early: the step's `file:line:column` and what was wrong, for a person.
/// The one `Diagnostic` every layer reports with.
public typealias ReplayFailure = Diagnostic

/// The outcome of one script.
public struct ReplayResult: Sendable {
    /// The transcript: deterministic, one event per line (empty when the runner does not keep it).
    public var transcript: [String]
    /// The first check that failed (or the action that could not be done, or the crash no
    /// check acknowledged); nil when all held.
    public var failure: ReplayFailure?
    /// The crash, if the app crashed.
    public var crash: CrashReport?
    /// The hang, if the app hung: what it was doing, as a crash is reported.
    public var hang: CrashReport?
}

/// Runs a replay script against an app session: actions go to the app, checks go to the
/// `CheckEvaluator`, everything is written to the transcript as it happens. Runs of actions
/// are pipelined (the app works on the next while this process reads the last), and the
/// script streams through: memory does not grow with its length.
@MainActor
public final class ReplayRunner {
    /// The app.
    public let session: AppSession
    /// Called with each transcript line as it is written (live output).
    public var onLine: (String) -> Void = { _ in }
    /// Whether `ReplayResult.transcript` holds the transcript (for tests and small scripts);
    /// off, the lines only go to `onLine`.
    public var keepsTranscript = true

    private var transcript: [String] = []
    private var state: AppReply?
    /// What has happened to the app, under a script's rules.
    private var run = AppRun(scriptRules: true)
    private var failure: ReplayFailure?
    /// The first step not run, when the failure was blamed on an earlier step.
    private var firstNotRun: ReplayStep?
    /// Steps taken from the script but not run yet (looked ahead by a pipelined run).
    private var pending: [ReplayStep] = []

    /// A runner driving `session`.
    public init(session: AppSession) {
        self.session = session
    }

    /// Runs a parsed script.
    public func run(_ script: ReplayScript) -> ReplayResult {
        run(script.lines)
    }

    /// Runs steps in order until the first failure (reported at the step's location).
    public func run(_ steps: some Sequence<ReplayStep>) -> ReplayResult {
        var iterator = steps.makeIterator()
        let nextStep = { () -> ReplayStep? in
            self.pending.isEmpty ? iterator.next() : self.pending.removeFirst()
        }
        while failure == nil, let step = nextStep() {
            if canPipeline(step) {
                pipeline(from: step, next: nextStep)
            } else {
                execute(step, prepared: nil)
            }
        }
        if failure == nil, case .fail(let step?, let message) = run.atEnd { fail(at: step, message) }
        if failure != nil, let step = firstNotRun ?? nextStep() {
            write("not run: line \(step.line) (\(step.command.scriptText)) and after")
        }
        return ReplayResult(transcript: transcript, failure: failure, crash: run.crash, hang: run.hang)
    }

    private func canPipeline(_ step: ReplayStep) -> Bool {
        step.command.role == .action && !step.command.isLaunch && run.launched && !run.isDown && session.isAlive
            && !run.stepping
    }

    /// Sends the run of actions starting at `first` (up to the next check or launch) to the app
    /// together, and handles each outcome as it comes. Markers and pacing in between do not
    /// break the run; they are handled in their place.
    private func pipeline(from first: ReplayStep, next nextStep: () -> ReplayStep?) {
        var queue: [ReplayStep] = []
        var started = false
        session.performAll(
            next: {
                if !started {
                    started = true
                    queue.append(first)
                    return first.command
                }
                while let step = nextStep() {
                    switch step.command.role {
                    case .action where !step.command.isLaunch:
                        queue.append(step)
                        return step.command
                    case .pacing, .marker:
                        queue.append(step)
                    case .action, .check, .stepping:
                        pending.insert(step, at: 0)
                        return nil
                    }
                }
                return nil
            },
            handle: { outcome in
                while let step = queue.first, step.command.role != .action {
                    queue.removeFirst()
                    execute(step, prepared: nil)
                }
                execute(queue.removeFirst(), prepared: outcome)
                return failure == nil && !run.isDown
            })
        pending.insert(contentsOf: queue, at: 0)
    }

    /// Runs one step (an action with its outcome when it was pipelined).
    private func execute(_ step: ReplayStep, prepared: ActionOutcome?) {
        switch step.command.role {
        case .action: act(step, prepared: prepared)
        case .stepping: stepCommand(step)
        case .pacing: break  // Pacing belongs to the navigator.
        case .marker:
            if case .marker(let title) = step.command { write("## \(title)") }
        case .check: check(step)
        }
    }

    private func act(_ step: ReplayStep, prepared: ActionOutcome?) {
        switch run.verdict(before: step.command) {
        case .fail(let at, let message):
            firstNotRun = step
            return fail(at: at ?? step, message)
        case .refuse(let message):
            return fail(at: step, message)
        case .launchFirst:
            perform(.launch, echo: AppRun.implicitLaunchText, step: step, prepared: nil)
            guard failure == nil, !run.isDown else { return }
            // In step mode the launch itself pauses: the action finds the app held.
            if case .fail(_, let message) = run.verdict(before: step.command) { return fail(at: step, message) }
        case .run:
            break
        }
        perform(step.command, echo: step.command.scriptText, step: step, prepared: prepared)
    }

    private func perform(_ command: ReplayCommand, echo: String, step: ReplayStep, prepared: ActionOutcome?) {
        write("> \(echo)")
        run.reduce(.actionBegan(command, step: step))
        let outcome =
            prepared
            ?? (command.isLaunch
                ? session.launch(command, stepping: run.stepping, wantsState: false) : session.perform(command, wantsState: false))
        absorb(outcome, of: step, failsOnError: true)
    }

    /// `step on`, `step off` and `next`, as the navigator takes them: sent to the app (which
    /// pauses before each callback in step mode); `next` with nothing paused does nothing.
    private func stepCommand(_ step: ReplayStep) {
        if let death = run.death { return fail(at: step, AppRun.refusal(death.kind)) }
        if case .step(let on) = step.command { run.stepping = on } else if run.pausedBefore == nil { return }
        guard session.isAlive else { return }
        absorb(session.perform(step.command, wantsState: false), of: step, failsOnError: false)
    }

    /// Writes what `step`'s command did: its events, the crash or hang it caused; its error
    /// fails the script when `failsOnError` (a step of step mode only says why it did nothing).
    private func absorb(_ outcome: ActionOutcome, of step: ReplayStep, failsOnError: Bool) {
        for event in outcome.shownEvents {
            for line in event.lines { write(line) }
        }
        outcome.console.transcriptLines.forEach(write)
        run.reduce(.outcome(outcome))
        state = nil
        if let death = run.death, outcome.crash != nil || outcome.hung {
            write(AppRun.deathLine(death.kind))
        } else if let error = outcome.reply?.error, failsOnError, outcome.reply?.pause == nil {
            fail(at: step, error)
        }
    }

    // MARK: - Checks

    private func check(_ step: ReplayStep) {
        let context = CheckContext(run: run) { [unowned self] in currentState() }
        if let message = CheckEvaluator.evaluate(step.command, in: context) {
            if let (blamed, death) = run.blame(failedCheck: step.command), let blamed {
                firstNotRun = step
                return fail(at: blamed, death)
            }
            return fail(at: step, message)
        }
        run.reduce(.checkHeld(step.command))
        write("✓ \(step.command.scriptText)")
    }

    private func currentState() -> AppReply? {
        if let state { return state }
        guard !run.isDown, session.isAlive else { return nil }
        state = session.perform(nil, wantsState: true).reply
        return state
    }

    // MARK: - Output

    private func fail(at step: ReplayStep, _ message: String) {
        failure = ReplayFailure(location: step.location, message: ValueRenderer.visible(message))
        write("FAILED \(step.command.scriptText): \(message)")
    }

    private func write(_ text: String) {
        let line = ValueRenderer.visible(text)  // script strings and app text: one line, no terminal codes
        if keepsTranscript { transcript.append(line) }
        onLine(line)
    }
}
