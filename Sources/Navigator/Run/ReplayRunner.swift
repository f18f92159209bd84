import Foundation
import SimUIKit

/// Why a replay stopped early.
public struct ReplayFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    public var description: String { "\(file):\(line):\(column): \(message)" }
}

/// The outcome of one script.
public struct ReplayResult: Sendable {
    /// The transcript: deterministic, one event per line.
    public var transcript: [String]
    /// The first check that failed (or the action that could not be done); nil when all held.
    public var failure: ReplayFailure?
    /// The crash, if the app crashed.
    public var crash: CrashReport?
}

/// Runs a replay script against an app session: actions become app actions, checks are
/// evaluated against what the app reports, everything is written to the transcript.
@MainActor
public final class ReplayRunner {
    public let session: AppSession
    private var transcript: [String] = []
    private var sinceLastAction: [String] = []
    private var state: AppReply?
    private var crash: CrashReport?
    private var hung = false
    private var launched = false
    /// Called with each transcript line as it is written (live output).
    public var onLine: (String) -> Void = { _ in }

    public init(session: AppSession) {
        self.session = session
    }

    public func run(_ script: ReplayScript) -> ReplayResult {
        var index = 0
        var prepared: [Int: ActionOutcome] = [:]
        while index < script.lines.count {
            let step = script.lines[index]
            if prepared.isEmpty, launched, crash == nil, !hung, Self.appAction(step.command).map({ $0 != .launch }) == true {
                prepared = pipeline(script.lines, from: index)
            }
            let message = execute(step.command, prepared: prepared.removeValue(forKey: index))
            if message == nil, step.command.isCheck {
                let line = ValueRenderer.visible("✓ \(step.command.scriptText)")
                transcript.append(line)
                onLine(line)
            }
            if let message {
                let failure = ReplayFailure(
                    file: script.file, line: step.line, column: step.column, message: ValueRenderer.visible(message))
                write("FAILED \(step.command.scriptText): \(message)")
                return ReplayResult(transcript: transcript, failure: failure, crash: crash)
            }
            index += 1
        }
        return ReplayResult(transcript: transcript, failure: nil, crash: crash)
    }

    /// The outcomes of the run of actions starting at `start` (up to the next check, launch or
    /// end), sent to the app together: it works on the next while this process reads the last.
    /// Markers and pacing commands in between do not break the run.
    private func pipeline(_ lines: [ReplayStep], from start: Int) -> [Int: ActionOutcome] {
        var positions: [Int] = []
        var actions: [AppAction] = []
        var index = start
        while index < lines.count {
            let command = lines[index].command
            if let action = Self.appAction(command) {
                guard action != .launch else { break }
                positions.append(index)
                actions.append(action)
            } else if command.isCheck {
                break
            }
            index += 1
        }
        guard actions.count > 1 else { return [:] }
        let outcomes = session.performAll(actions)
        var prepared: [Int: ActionOutcome] = [:]
        for (position, outcome) in zip(positions, outcomes) { prepared[position] = outcome }
        return prepared
    }

    /// The app action of a replay command, if it is one.
    static func appAction(_ command: ReplayCommand) -> AppAction? {
        switch command {
        case .launch, .relaunch: return .launch
        case .tap(.text(let text)): return .tapText(text)
        case .tap(.id(let id)): return .tapID(id)
        case .type(let text): return .type(text)
        case .back: return .back
        case .dismiss: return .dismiss
        case .segue(let identifier): return .segue(identifier)
        default: return nil
        }
    }

    private func write(_ text: String) {
        let line = ValueRenderer.visible(text)  // script strings and app text: one line, no terminal codes
        transcript.append(line)
        sinceLastAction.append(line)
        onLine(line)
    }

    /// Runs one command (with its outcome when it was pipelined); returns a failure message, or nil.
    private func execute(_ command: ReplayCommand, prepared: ActionOutcome?) -> String? {
        if let action = Self.appAction(command) {
            return act(action, text: command.scriptText, prepared: prepared)
        }
        switch command {
        case .step, .next, .wait, .resize:
            return nil  // Pacing and step mode belong to the interactive navigator.
        case .marker(let title):
            write("## \(title)")
            return nil
        default:
            return check(command)
        }
    }

    private func act(_ action: AppAction, text: String, prepared: ActionOutcome? = nil) -> String? {
        if action != .launch {
            if crash != nil { return "the app has crashed (\(crash?.deterministicMessage ?? "")); relaunch it first" }
            if hung { return "the app hung and was killed; relaunch it first" }
            if !launched { _ = act(.launch, text: "launch  # implicit: the script did not start with launch") }
        }
        sinceLastAction.removeAll()
        write("> \(text)")
        if action == .launch {
            crash = nil
            hung = false
            launched = true
        }
        let outcome = prepared ?? session.perform(action, wantsState: false)
        for event in outcome.events {
            for line in event.lines { write(line) }
        }
        state = nil
        if let report = outcome.crash {
            crash = report
            write("crash: \(report.deterministicMessage)")
            return nil
        }
        if outcome.hung {
            hung = true
            write("hang: the app did not answer in time and was killed")
            return nil
        }
        if let error = outcome.reply?.error { return error }
        return nil
    }

    // MARK: - Checks

    private func currentState() -> AppReply? {
        if let state { return state }
        guard crash == nil, !hung, session.isAlive else { return nil }
        let outcome = session.perform(.state, wantsState: true)
        state = outcome.reply
        return state
    }

    private func check(_ command: ReplayCommand) -> String? {
        switch command {
        case .expectAlive:
            if let crash { return "expected the app alive; it crashed: \(crash.deterministicMessage)" }
            if hung { return "expected the app alive; it hung" }
            return nil
        case .expectCrash(let text):
            guard let crash else { return "expected a crash containing \"\(text)\"; the app is alive" }
            if !crash.message.contains(text) && !crash.deterministicMessage.contains(text) {
                return "expected a crash containing \"\(text)\"; it crashed with: \(crash.deterministicMessage)"
            }
            return nil
        case .expectLog(let text):
            if sinceLastAction.contains(where: { $0.contains(text) }) { return nil }
            return "no transcript line since the last action contains \"\(text)\""
        case .expectNoLog(let text):
            if let line = sinceLastAction.first(where: { $0.contains(text) }) {
                return "a transcript line since the last action contains \"\(text)\": \(line)"
            }
            return nil
        default:
            break
        }
        guard let state = currentState() else {
            return crash != nil ? "the app has crashed: \(crash?.deterministicMessage ?? "")" : "the app is not running"
        }
        return StateChecks.evaluate(command, state: state)
    }
}
