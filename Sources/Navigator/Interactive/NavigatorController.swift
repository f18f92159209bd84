import Foundation
import SimUIKit

/// The interactive navigator's logic, without a terminal: sends the user's actions to the app,
/// keeps the state the front end draws, records actions, relaunches after a crash.
@MainActor
public final class NavigatorController {
    public private(set) var state: NavigatorState
    public let session: AppSession
    private var recorder: ReplayRecorder?
    /// Lines kept in the log (older ones are dropped).
    public var logLimit = 5000

    public init(session: AppSession, appSummary: String) {
        self.session = session
        state = NavigatorState(appSummary: appSummary)
    }

    // MARK: - Actions

    /// Launches (or relaunches) the app.
    public func launch() {
        perform(.launch)
    }

    /// Sends an action to the app and folds what it did into the state. Recorded if recording.
    public func perform(_ action: AppAction, record: Bool = true) {
        if state.pausedBefore != nil, action != .next, action != .step(false), action != .launch {
            state.message = "paused in step mode: press n (next) or s (step off)"
            return
        }
        if state.crash != nil || state.hung, action != .launch {
            state.message = "the app has crashed: press r to relaunch"
            return
        }
        state.message = nil
        if record, action != .next, action != .state { recorder?.write(action.scriptText) }
        append(LogLine(text: "> \(action.scriptText)", kind: .action))
        if action == .launch {
            state.crash = nil
            state.hung = false
            state.hang = nil
            state.pausedBefore = nil
            state.inspected = nil
            state.focus = nil
            if state.stepping {
                _ = session.perform(.launch, wantsState: false)
                apply(session.perform(.step(true), wantsState: true))
                return
            }
        }
        apply(session.perform(action, wantsState: true))
    }

    /// Step mode: run to the next callback.
    public func next() {
        guard state.pausedBefore != nil else {
            state.message = state.stepping ? "nothing to step through: tap something" : "step mode is off: press s"
            return
        }
        apply(session.perform(.next, wantsState: true), quietly: true)
    }

    /// Turns step mode on or off.
    public func setStepping(_ on: Bool) {
        state.stepping = on
        recorder?.write(on ? "step on" : "step off")
        if state.crash == nil, session.isAlive {
            apply(session.perform(.step(on), wantsState: true), quietly: true)
        }
        state.message = on ? "step mode: the app pauses before each callback (n: next)" : "step mode off"
    }

    /// Runs a line typed at the `:` prompt: any replay command, actions and checks alike.
    public func run(commandLine text: String) {
        let script: ReplayScript
        do {
            script = try ReplayScript.parse(text, file: "command")
        } catch {
            state.message = error.errors.first.map { "\($0.message) (column \($0.column))" } ?? "cannot parse that"
            return
        }
        for step in script.lines { run(step.command) }
    }

    /// Runs one replay command in the navigator.
    public func run(_ command: ReplayCommand) {
        if let action = ReplayRunner.appAction(command) {
            perform(action)
            return
        }
        switch command {
        case .step(let on): setStepping(on)
        case .next: next()
        case .marker(let title):
            append(LogLine(text: "## \(title)", kind: .marker))
            recorder?.write(command.scriptText)
        case .wait, .resize:
            recorder?.write(command.scriptText)
        default:
            check(command)
        }
    }

    private func check(_ command: ReplayCommand) {
        let failure: String?
        switch command {
        case .expectAlive:
            failure = state.crash.map { "it crashed: \($0.deterministicMessage)" }
        case .expectCrash(let text):
            failure =
                state.crash.map { $0.message.contains(text) ? nil : "it crashed with: \($0.deterministicMessage)" } ?? "the app is alive"
        case .expectLog(let text):
            failure = state.log.suffix(200).contains { $0.text.contains(text) } ? nil : "no recent log line contains \"\(text)\""
        case .expectNoLog(let text):
            failure = state.log.suffix(200).contains { $0.text.contains(text) } ? "a recent log line contains \"\(text)\"" : nil
        default:
            let reply = AppReply(requestID: 0, screen: state.screen, hierarchy: state.hierarchy, leaks: state.leaks)
            failure = StateChecks.evaluate(command, state: reply)
        }
        recorder?.write(command.scriptText)
        let line = failure.map { "✗ \(command.scriptText): \($0)" } ?? "✓ \(command.scriptText)"
        append(LogLine(text: line, kind: .check))
        state.message = line
    }

    private func apply(_ outcome: ActionOutcome, quietly: Bool = false) {
        for event in outcome.events {
            let kind = LogLine.kind(of: event.event)
            for line in event.lines { append(LogLine(text: line, kind: kind)) }
        }
        if let crash = outcome.crash {
            state.crash = crash
            state.pausedBefore = nil
            append(LogLine(text: "crash: \(crash.deterministicMessage)", kind: .crash))
            return
        }
        if outcome.hung {
            state.hung = true
            state.hang = outcome.hang
            state.pausedBefore = nil
            append(LogLine(text: "hang: \(outcome.hang?.message ?? "the app did not answer in time and was killed")", kind: .crash))
            return
        }
        guard let reply = outcome.reply else { return }
        if let error = reply.error, !quietly || reply.pausedBefore == nil {
            state.message = error
        }
        state.pausedBefore = reply.pausedBefore
        if let screen = reply.screen {
            if screen.controller != state.screen?.controller || screen.elements.count != state.screen?.elements.count {
                state.focus = nil  // a new screen: the focus starts over
            }
            state.screen = screen
        }
        if let hierarchy = reply.hierarchy { state.hierarchy = hierarchy }
        state.leaks = reply.leaks
        if let focus = state.focus, !state.focusable.contains(focus) { state.focus = nil }
        if state.focus == nil { state.focus = state.focusable.first }
        if let inspected = state.inspected,
            state.hierarchy?.flattened().contains(where: { $0.node.ref.serial == inspected }) != true
        {
            state.inspected = nil
        }
    }

    private func append(_ line: LogLine) {
        var line = line
        line.text = ValueRenderer.visible(line.text)  // script strings and app text: one line, no terminal codes
        state.log.append(line)
        if state.log.count > logLimit { state.log.removeFirst(state.log.count - logLimit) }
    }

    // MARK: - Focus, inspector, log, overlays

    /// Moves the focus among tappable elements (forward or back, wrapping).
    public func moveFocus(by offset: Int) {
        let focusable = state.focusable
        guard !focusable.isEmpty else { return }
        let current = state.focus.flatMap { focusable.firstIndex(of: $0) } ?? (offset > 0 ? -1 : 0)
        let next = (current + offset % focusable.count + focusable.count) % focusable.count
        state.focus = focusable[next]
    }

    /// Taps the focused element.
    public func tapFocused() {
        guard let focus = state.focus, let element = state.screen?.elements[focus] else { return }
        tap(elementAt: focus, element: element)
    }

    /// Taps element `index` of the screen (a mouse click).
    public func tap(elementAt index: Int) {
        guard let element = state.screen?.elements[safe: index] else { return }
        state.focus = index
        tap(elementAt: index, element: element)
    }

    private func tap(elementAt index: Int, element: ScreenElement) {
        if element.kind == .backButton {
            perform(.back)
        } else if let identifier = element.identifier, (state.screen?.elements.filter { $0.text == element.text }.count ?? 0) > 1 {
            perform(.tapID(identifier))
        } else {
            perform(.tapText(element.text))
        }
    }

    /// Chooses the controller the inspector shows: the next or previous node of the hierarchy.
    public func moveInspection(by offset: Int) {
        guard let nodes = state.hierarchy?.flattened().map(\.node), !nodes.isEmpty else { return }
        let current = state.inspectedNode.flatMap { node in nodes.firstIndex { $0.ref == node.ref } } ?? 0
        let next = (current + offset + nodes.count) % nodes.count
        state.inspected = nodes[next].ref.serial
    }

    public func scrollLog(by lines: Int) {
        state.logScroll = max(0, min(state.logScroll + lines, max(0, state.visibleLog.count - 1)))
    }

    public func setLogFilter(_ text: String?) {
        state.logFilter = (text?.isEmpty ?? true) ? nil : text
        state.logScroll = 0
    }

    public func setHelp(_ visible: Bool) { state.showHelp = visible }
    public func setCommandLine(_ text: String?) { state.commandLine = text }
    public func setMessage(_ text: String?) { state.message = text }
    public func setPlayback(_ text: String?) { state.playback = text }

    // MARK: - Recording

    public var isRecording: Bool { recorder != nil }

    /// Starts writing actions to `path` (replacing the file).
    public func startRecording(to path: String) throws {
        recorder?.close()
        recorder = try ReplayRecorder(path: path, appSummary: state.appSummary)
        state.recordingPath = path
        state.message = "recording to \(path)"
    }

    public func stopRecording() {
        recorder?.close()
        recorder = nil
        if let path = state.recordingPath { state.message = "recording saved to \(path)" }
        state.recordingPath = nil
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
