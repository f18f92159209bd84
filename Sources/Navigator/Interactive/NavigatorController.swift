import Foundation
import SimUIKit

/// The interactive navigator's logic, without a terminal: one `send(_:)` takes every message
/// (keys, clicks, `:` lines, a played script's commands), drives the app, and folds what it
/// did into the state the front end draws; records what succeeded; relaunches after a crash.
///
/// `send` is `update` (the state changes a message makes, and the effects it asks for) and the
/// running of those effects against the session (`run`), each result folded back in
/// (`receive`): `update` and `receive` never touch the session, so a test drives them alone.
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

    /// The recording's file, open while one runs (only `run(_:)` touches it).
    var recorder: ReplayRecorder?
    /// Files a recording never replaces, whatever its name (the app's storyboards).
    public var recordingInputs: [InputFile] = []
    /// Finds the app's code for a call step mode holds (the source pane); nil shows none.
    public var sourceLocator: (@MainActor (CodePoint) -> SourceExcerpt?)?
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

    /// A navigator on `session` that starts from `state` (a test's literal state).
    public init(session: AppSession, state: NavigatorState, appArguments: [String] = [], program: String = "vcnav") {
        self.session = session
        self.appArguments = appArguments
        self.program = program
        self.state = state
    }

    /// Handles one message: its update, then its effects in order (an effect's own effects first).
    public func send(_ message: NavigatorMessage) {
        var pending = update(message)
        while !pending.isEmpty {
            let effect = pending.removeFirst()
            switch effect {
            case .message(let next): pending.insert(contentsOf: update(next), at: 0)
            case .afterLaunch(let command, let step): pending.insert(contentsOf: afterLaunch(command, step: step), at: 0)
            case .perform, .launchStepping, .startRecording, .record, .stopRecording, .discardRecording:
                run(effect).map { pending.insert(contentsOf: receive($0), at: 0) }
            }
        }
    }

    /// The navigator's update function: what `message` changes in the state, and the effects it
    /// asks for (nothing here touches the session).
    public func update(_ message: NavigatorMessage) -> [NavigatorEffect] {
        switch message {
        case .command(let command): return run(command)
        case .play(let step): return play(step)
        case .observed(let command, let outcome): observe(command, outcome)
        case .commandLine(let text): return run(line: text)
        case .tapElement(let index): return tap(elementAt: index)
        case .tapFocused: return state.focus.map(tap(elementAt:)) ?? []
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
        case .openLine(let prompt):
            state.commandLine = ""
            state.lineNotice = nil
            state.linePrompt = prompt
            state.historyIndex = nil
            state.lineLeftOut = 0
        case .typeInLine(let text): typeInLine(text)
        case .eraseInLine: if state.commandLine?.isEmpty == false { state.commandLine?.removeLast() }
        case .recallHistory(let offset): recallHistory(by: offset)
        case .closeLine:
            state.commandLine = nil
            state.lineNotice = nil
            state.historyIndex = nil
        case .showMessage(let text): state.message = text
        case .showLineNotice(let text): state.lineNotice = text
        case .showPlayback(let text): state.playback = text
        case .startRecording(let path, let replacing): return startRecording(to: path, replacing: replacing)
        case .stopRecording: return stopRecording()
        case .discardRecording: return discardRecording()
        }
        return []
    }

    /// Runs one effect against the session or the recording's file: the one place the navigator
    /// drives the app or writes. Nil for the effects that are not the session's (a message, what
    /// follows a launch: `send` hands them back to the update) and for a write that went well.
    public func run(_ effect: NavigatorEffect) -> NavigatorEffect.Result? {
        switch effect {
        case .startRecording, .record, .stopRecording, .discardRecording:
            return runRecording(effect)
        case .perform(let command, let purpose):
            if purpose == .stepMode, !session.isAlive { return .notRunning(command, for: purpose) }
            return .performed(command, for: purpose, session.perform(command, wantsState: true))
        case .launchStepping(let command):
            if let problem = session.restart() { return .launchFailed(problem) }
            _ = session.perform(.step(on: true), wantsState: false)
            return .performed(command, for: .action, session.perform(command, wantsState: true))
        case .message, .afterLaunch:
            return nil
        }
    }

    /// Folds what an effect came to into the state; returns the effects that follows from it.
    public func receive(_ result: NavigatorEffect.Result) -> [NavigatorEffect] {
        switch result {
        case .launchFailed(let problem):
            state.message = problem
            state.lastFailure = problem
        case .recordingStarted, .recordingFailed, .recordingStopped:
            receiveRecording(result)
        case .performed(let command, .action, let outcome):
            return finish(command, outcome)
        case .performed(.step(let on), .stepMode, let outcome):
            apply(outcome, quietly: true)
            state.message = Self.stepModeMessage(on: on)
        case .notRunning(.step(let on), .stepMode):
            state.message = Self.stepModeMessage(on: on)
        case .performed(_, .stepMode, let outcome), .performed(_, .next, let outcome):
            apply(outcome, quietly: true)
        case .notRunning:
            break
        }
        return []
    }

    private static func stepModeMessage(on: Bool) -> String {
        on ? "step mode: the app pauses before each callback (n: next)" : "step mode off"
    }

    // MARK: - The line at the bottom

    /// Appends in place (the line is never copied: a long paste stays linear), up to the bound
    /// in UTF-8 bytes (counted in constant time).
    private func typeInLine(_ text: String) {
        // Only the count is read: a copy of the line held here would make the append copy it.
        guard let used = state.commandLine?.utf8.count else { return }
        let room = LinePrompt.limit - used
        if text.utf8.count <= room {
            state.commandLine?.append(text)
            return
        }
        state.lineLeftOut += text.count
        state.lineNotice = "✗ a line holds \(LinePrompt.limit) bytes at most: \(state.lineLeftOut) more characters were left out"
    }

    private func recallHistory(by offset: Int) {
        guard state.commandLine != nil, state.linePrompt == .command, !state.history.isEmpty, offset != 0 else { return }
        if offset < 0 {
            let index = max(0, (state.historyIndex ?? state.history.count) + offset)
            state.historyIndex = index
            state.commandLine = state.history[index]
        } else if let current = state.historyIndex {
            let index = current + offset
            state.historyIndex = index < state.history.count ? index : nil
            state.commandLine = state.historyIndex.map { state.history[$0] } ?? ""
        }
    }

    // MARK: - Commands

    private func run(line text: String) -> [NavigatorEffect] {
        if !text.trimmingCharacters(in: .whitespaces).isEmpty { state.history.append(text) }
        // The navigator's own words at the prompt (not replay commands: nothing to record).
        switch text.trimmingCharacters(in: .whitespaces) {
        case "help", "?": return update(.showHelp(true))
        case "map": return update(.showMap(!state.showMap))
        case "presentation": return update(.presentation(!state.presentation))
        default: break
        }
        let script: ReplayScript
        do {
            script = try ReplayScript.parse(text, file: "command")
        } catch {
            state.message = error.errors.first.map { "\($0.message) (column \($0.column))" } ?? "cannot parse that"
            return []
        }
        // Each command after the effects of the one before.
        return script.lines.map { .message(.command($0.command)) }
    }

    /// Runs a played script's step under the script's rules (see `AppRun`): a failure is
    /// blamed on `state.failedStep`. (The rules judge what is sent; the outcomes come back after.)
    private func play(_ step: ReplayStep) -> [NavigatorEffect] {
        state.run.scriptRules = true
        defer { state.run.scriptRules = false }
        return run(step.command, at: step)
    }

    /// What another driver did (the crawler, live), folded in as if sent from here.
    private func observe(_ command: ReplayCommand?, _ outcome: ActionOutcome) {
        if let command {
            state.lastFailure = nil
            announce(command, step: nil)
        }
        apply(outcome)
        if let error = outcome.reply?.error { append(LogLine(text: "✗ \(error)", kind: .warning)) }
    }

    private func run(_ command: ReplayCommand, at place: ReplayStep? = nil) -> [NavigatorEffect] {
        state.lastFailure = nil
        state.failedStep = place
        switch command.role {
        case .action: return act(command, step: place)
        case .stepping: return step(command)
        case .pacing: return record(command)
        case .marker:
            if case .marker(let title) = command { append(LogLine(text: "## \(title)", kind: .marker)) }
            return record(command)
        case .check: return check(command, step: place)
        }
    }

    private func act(_ command: ReplayCommand, step: ReplayStep?) -> [NavigatorEffect] {
        switch state.run.verdict(before: command) {
        case .run: break
        case .refuse(let message): return refuse(message + " (r)")
        case .fail(let blamed, let message): return refuse(message, blaming: blamed ?? step)
        case .launchFirst: return act(.launch, step: step) + [.afterLaunch(command, step: step)]
        }
        if !command.isLaunch, state.pause != nil {
            return refuse("paused in step mode: press n (next) or s (step off)")
        }
        return begin(command, step: step)
    }

    /// After the launch a script's rules put first: `command`, if the launch went well.
    private func afterLaunch(_ command: ReplayCommand, step: ReplayStep?) -> [NavigatorEffect] {
        guard state.lastFailure == nil, !state.run.isDown else { return [] }
        // In step mode the launch itself pauses: a script's action finds the app held.
        if case .fail(_, let message) = state.run.verdict(before: command) { return refuse(message, blaming: step) }
        return begin(command, step: step)
    }

    /// An action that may go: logged, the run told, the app asked.
    private func begin(_ command: ReplayCommand, step: ReplayStep?) -> [NavigatorEffect] {
        let acknowledgement = command.isLaunch ? acknowledgeDeathInRecording() : []
        state.message = nil
        state.logScroll = 0
        announce(command, step: step)
        // A fresh app told to step before it launches: the launch's callbacks can be stepped
        // through from the first.
        if command.isLaunch, state.stepping { return acknowledgement + [.launchStepping(command)] }
        return acknowledgement + [.perform(command, for: .action)]
    }

    /// An action begins (sent from here or observed): its line in the log, the run told; a
    /// launch starts the app's state afresh.
    private func announce(_ command: ReplayCommand, step: ReplayStep?) {
        append(LogLine(text: "> \(command.scriptText)", kind: .action))
        state.run.reduce(.actionBegan(command, step: step))
        guard command.isLaunch else { return }
        state.pause = nil
        state.inspected = nil
        state.focus = nil
        state.flow.path.removeAll()
    }

    /// What an action did: its events and state, and whether it is recorded or failed.
    private func finish(_ command: ReplayCommand, _ outcome: ActionOutcome) -> [NavigatorEffect] {
        apply(outcome)
        if outcome.crash != nil || outcome.hung || outcome.reply?.error == nil {
            if command.isLaunch || command == .background || command == .foreground { state.inBackground = command == .background }
            return record(command)
        }
        state.lastFailure = outcome.reply?.error
        // In the log too, whole: the status line may be too short for it.
        outcome.reply?.error.map { append(LogLine(text: "✗ \($0)", kind: .warning)) }
        return []
    }

    private func refuse(_ message: String, blaming step: ReplayStep? = nil) -> [NavigatorEffect] {
        state.message = message
        state.lastFailure = message
        if let step { state.failedStep = step }
        return []
    }

    private func step(_ command: ReplayCommand) -> [NavigatorEffect] {
        if let death = state.run.death { return refuse(AppRun.refusal(death.kind) + " (r)") }
        switch command {
        case .step(let on):
            state.stepping = on
            state.run.stepping = on
            return record(command) + [.perform(command, for: .stepMode)]
        case .next:
            guard state.pause != nil else {
                state.message = state.stepping ? "nothing to step through: tap something" : "step mode is off: press s"
                return []
            }
            state.logScroll = 0
            return record(command) + [.perform(.next, for: .next)]
        case .launch, .relaunch, .tap, .type, .back, .dismiss, .dismissByCode, .segue, .pressReturn, .swipeDelete, .pick, .moveRow,
            .background, .foreground, .wait, .resize, .marker, .expectTop, .expectStack, .expectPresented, .expectScreen, .expectNoScreen,
            .expectLog, .expectNoLog, .expectValue, .expectCrash, .expectHang, .expectAlive, .expectLeak, .expectNoLeaks:
            return []  // not a stepping command (`send` gives this function only those)
        }
    }

    private func check(_ command: ReplayCommand, step: ReplayStep?) -> [NavigatorEffect] {
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
        var effects: [NavigatorEffect] = []
        if failure == nil {
            effects = record(command)
            state.run.reduce(.checkHeld(command))
        }
        let line = failure.map { "✗ \(command.scriptText): \($0)" } ?? "✓ \(command.scriptText)"
        append(LogLine(text: line, kind: .check))
        state.message = line
        return effects
    }

    private func apply(_ outcome: ActionOutcome, quietly: Bool = false) {
        for event in outcome.shownEvents {
            let kind = event.kind == .pending ? .callback : LogLine.kind(of: event.kind)
            for line in event.lines { append(LogLine(text: line, kind: kind)) }
        }
        for line in outcome.console.transcriptLines { append(LogLine(text: line, kind: .console)) }
        state.run.reduce(.outcome(outcome))
        if let death = state.run.death, outcome.crash != nil || outcome.hung {
            state.pause = nil
            state.source = nil
            append(LogLine(text: AppRun.deathLine(death.kind), kind: .crash))
            return
        }
        guard let reply = outcome.reply else { return }
        if let error = reply.error, !quietly || reply.pause == nil {
            state.message = error
        }
        state.pause = reply.pause
        state.source = reply.pause?.code.flatMap { code in sourceLocator?(code) }
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
