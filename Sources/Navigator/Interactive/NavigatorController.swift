import Foundation
import SimUIKit

/// The interactive navigator's logic, without a terminal: one `send(_:)` takes every message
/// (keys, clicks, `:` lines, a played script's commands), drives the app, and folds what it
/// did into the state the front end draws; records what succeeded; relaunches after a crash.
@MainActor
public final class NavigatorController {
    /// What the front end draws.
    public internal(set) var state: NavigatorState
    /// The app.
    public let session: AppSession
    /// The arguments that run the same app with `vcnav replay` (`--storyboards DIR --main
    /// NAME`, none for the app the executable was built with), for a recording's header.
    public let appArguments: [String]
    /// The executable that replays a recording (`vcnav`, or an app's own), for its header.
    public let program: String
    /// Lines kept in the log (older ones are dropped).
    public var logLimit = 5000

    var recorder: ReplayRecorder?
    /// When the last command was recorded: a long pause before the next one is recorded as a
    /// `wait`, so a played recording keeps the pace it was given.
    var lastRecordedAt: Date?
    /// The clock recordings read (tests give their own).
    public var clock: () -> Date = { Date() }

    /// A navigator on `session`; `map` is what the app's storyboards declare (see
    /// `FlowMapBuilder`), which the run completes.
    public init(
        session: AppSession, appSummary: String, appArguments: [String] = [], program: String = "vcnav", map: FlowMap = FlowMap()
    ) {
        self.session = session
        self.appArguments = appArguments
        self.program = program
        state = NavigatorState(appSummary: appSummary)
        state.flow = map
    }

    /// Handles one message: the navigator's update function.
    public func send(_ message: NavigatorMessage) {
        switch message {
        case .command(let command): run(command)
        case .play(let step): play(step)
        case .observed(let command, let outcome): observe(command, outcome)
        case .commandLine(let text): run(line: text)
        case .tapElement(let index): tap(elementAt: index)
        case .tapFocused: state.focus.map(tap(elementAt:))
        case .moveFocus(let offset): moveFocus(by: offset)
        case .moveInspection(let offset): moveInspection(by: offset)
        case .scrollLog(let lines, let visible):
            state.logScroll = max(0, min(state.logScroll + lines, max(0, state.visibleLog.count - max(1, visible))))
        case .filterLog(let text):
            state.logFilter = (text?.isEmpty ?? true) ? nil : text
            state.logScroll = 0
        case .showHelp(let visible):
            state.showHelp = visible
            state.helpScroll = 0
        case .scrollHelp(let lines, let limit): state.helpScroll = max(0, min(limit, state.helpScroll + lines))
        case .showMap(let visible): state.showMap = visible
        case .presentation(let on): state.presentation = on
        case .editCommandLine(let text, let prompt):
            state.commandLine = text
            state.linePrompt = prompt
        case .showMessage(let text): state.message = text
        case .showPlayback(let text): state.playback = text
        case .startRecording(let path, let replacing): startRecording(to: path, replacing: replacing)
        case .stopRecording: stopRecording()
        }
    }

    // MARK: - Commands

    private func run(line text: String) {
        // The navigator's own words at the prompt (not replay commands: nothing to record).
        switch text.trimmingCharacters(in: .whitespaces) {
        case "help", "?": return send(.showHelp(true))
        case "map": return send(.showMap(!state.showMap))
        case "presentation": return send(.presentation(!state.presentation))
        default: break
        }
        let script: ReplayScript
        do {
            script = try ReplayScript.parse(text, file: "command")
        } catch {
            state.message = error.errors.first.map { "\($0.message) (column \($0.column))" } ?? "cannot parse that"
            return
        }
        for step in script.lines { run(step.command) }
    }

    /// Runs a played script's step under the script's rules (see `AppRun`): a failure is
    /// blamed on `state.failedStep`.
    private func play(_ step: ReplayStep) {
        state.run.scriptRules = true
        defer { state.run.scriptRules = false }
        run(step.command, at: step)
    }

    private func observe(_ command: ReplayCommand?, _ outcome: ActionOutcome) {
        if let command {
            state.lastFailure = nil
            begin(command, step: nil)
        }
        apply(outcome)
        if let error = outcome.reply?.error { append(LogLine(text: "✗ \(error)", kind: .warning)) }
    }

    private func run(_ command: ReplayCommand, at place: ReplayStep? = nil) {
        state.lastFailure = nil
        state.failedStep = place
        switch command.role {
        case .action: act(command, step: place)
        case .stepping: step(command)
        case .pacing: record(command)
        case .marker:
            if case .marker(let title) = command { append(LogLine(text: "## \(title)", kind: .marker)) }
            record(command)
        case .check: check(command, step: place)
        }
    }

    private func act(_ command: ReplayCommand, step: ReplayStep?) {
        if !command.isLaunch, state.pause != nil {
            return refuse("paused in step mode: press n (next) or s (step off)")
        }
        switch state.run.verdict(before: command) {
        case .run: break
        case .refuse(let message): return refuse(message + " (r)")
        case .fail(let blamed, let message): return refuse(message, blaming: blamed ?? step)
        case .launchFirst:
            act(.launch, step: step)
            guard state.lastFailure == nil, !state.run.isDown else { return }
        }
        if command.isLaunch { acknowledgeDeathInRecording() }
        state.message = nil
        state.logScroll = 0
        begin(command, step: step)
        if command.isLaunch {
            if state.stepping {
                // A fresh app told to step before it launches: the launch's callbacks can be
                // stepped through from the first.
                if let problem = session.restart() {
                    state.message = problem
                    state.lastFailure = problem
                    return
                }
                _ = session.perform(.step(on: true), wantsState: false)
            }
        }
        let outcome = session.perform(command, wantsState: true)
        apply(outcome)
        if outcome.crash != nil || outcome.hung || outcome.reply?.error == nil {
            record(command)
            if command.isLaunch || command == .background || command == .foreground { state.inBackground = command == .background }
        } else {
            state.lastFailure = outcome.reply?.error
            // In the log too, whole: the status line may be too short for it.
            outcome.reply?.error.map { append(LogLine(text: "✗ \($0)", kind: .warning)) }
        }
    }

    /// An action begins (sent by the navigator or observed): its line in the log, its log since
    /// the action; a launch starts the app's state afresh.
    private func begin(_ command: ReplayCommand, step: ReplayStep?) {
        append(LogLine(text: "> \(command.scriptText)", kind: .action))
        state.run.reduce(.actionBegan(command, step: step))
        guard command.isLaunch else { return }
        state.pause = nil
        state.inspected = nil
        state.focus = nil
        state.flow.path.removeAll()
    }

    private func refuse(_ message: String, blaming step: ReplayStep? = nil) {
        state.message = message
        state.lastFailure = message
        if let step { state.failedStep = step }
    }

    private func step(_ command: ReplayCommand) {
        if let death = state.run.death { return refuse(AppRun.refusal(death.kind) + " (r)") }
        switch command {
        case .step(let on):
            state.stepping = on
            record(command)
            if session.isAlive { apply(session.perform(command, wantsState: true), quietly: true) }
            state.message = on ? "step mode: the app pauses before each callback (n: next)" : "step mode off"
        default:
            guard state.pause != nil else {
                state.message = state.stepping ? "nothing to step through: tap something" : "step mode is off: press s"
                return
            }
            record(command)
            state.logScroll = 0
            apply(session.perform(.next, wantsState: true), quietly: true)
        }
    }

    private func check(_ command: ReplayCommand, step: ReplayStep?) {
        let context = CheckContext(run: state.run) { [state] in
            guard !state.run.isDown, state.hierarchy != nil || state.screen != nil else { return nil }
            return AppReply(requestID: 0, screen: state.screen, hierarchy: state.hierarchy, leaks: state.leaks)
        }
        var failure = CheckEvaluator.evaluate(command, in: context)
        if failure != nil, let (blamed, death) = state.run.blame(failedCheck: command) {
            failure = death
            state.failedStep = blamed ?? step
        }
        state.lastFailure = failure
        if failure == nil {
            record(command)
            state.run.reduce(.checkHeld(command))
        }
        let line = failure.map { "✗ \(command.scriptText): \($0)" } ?? "✓ \(command.scriptText)"
        append(LogLine(text: line, kind: .check))
        state.message = line
    }

    private func apply(_ outcome: ActionOutcome, quietly: Bool = false) {
        for event in outcome.events {
            let kind = LogLine.kind(of: event.kind)
            for line in event.lines { append(LogLine(text: line, kind: kind)) }
        }
        state.run.reduce(.outcome(outcome))
        if let death = state.run.death, outcome.crash != nil || outcome.hung {
            state.pause = nil
            append(LogLine(text: AppRun.deathLine(death.kind), kind: .crash))
            return
        }
        guard let reply = outcome.reply else { return }
        if let error = reply.error, !quietly || reply.pause == nil {
            state.message = error
        }
        state.pause = reply.pause
        if let flow = reply.flow { state.flow.merge(flow) }
        if let screen = reply.screen {
            if screen.controller != state.screen?.controller || screen.elements.count != state.screen?.elements.count {
                state.focus = nil  // a new screen: the focus starts over
            }
            state.screen = screen
        }
        if let hierarchy = reply.hierarchy { state.hierarchy = hierarchy }
        state.leaks = reply.leaks
        if let focus = state.focus, !state.focusable.contains(focus) { state.focus = nil }
        if state.focus == nil { state.focus = state.initialFocus }
        if let inspected = state.inspected,
            state.hierarchy?.flattened().contains(where: { $0.node.ref.serial == inspected }) != true
        {
            state.inspected = nil
        }
    }

    func append(_ line: LogLine) {
        var line = line
        line.text = ValueRenderer.visible(line.text)  // script strings and app text: one line, no terminal codes
        state.log.append(line)
        if state.log.count > logLimit { state.log.removeFirst(state.log.count - logLimit) }
    }
}
