import Foundation
import Navigator

/// Where a played script's time passes and its frames go: a live terminal (real pauses,
/// keys stay live) or an asciinema recording (a logical clock).
@MainActor
public protocol PlaybackStage {
    /// Lets `milliseconds` pass before the next step; returns how the viewer stopped the
    /// playback, if they did (q: stop and keep the navigator; a signal: quit).
    mutating func pause(milliseconds: Int, controller: NavigatorController) -> PlaybackStop?
    /// Shows the navigator's state now.
    mutating func show(_ controller: NavigatorController)
    /// The script's `resize COLSxROWS`.
    mutating func resize(to size: Size, controller: NavigatorController)
    /// The script's `marker "title"`.
    mutating func marker(_ title: String)
}

/// How the viewer stopped a playback.
public enum PlaybackStop: Sendable, Equatable {
    /// `q`: the playback stops where it is; the navigator stays, the viewer's to use.
    case handOver
    /// A signal (or Ctrl-C): vcnav ends with this status.
    case quit(Int32)
}

/// How a playback ended.
public enum PlaybackEnd: Sendable, Equatable {
    /// Every step ran; `failure` is the first check that failed, the action that could not be
    /// done or the crash no check acknowledged, if any (the playback stops there).
    case finished(failure: ReplayFailure?)
    /// The viewer stopped it before script line `line` (`q`): the navigator is theirs.
    case handedOver(line: Int)
    /// The viewer ended vcnav (a signal), with this exit status.
    case quit(status: Int32)
}

/// Plays a replay script through the navigator at a readable pace, for `--play` (a live
/// terminal) and `--cast` (an asciinema recording): the one pacing loop. Before each action a
/// pause of `pace` (a third of it before a check); a `wait` is the pause before what follows
/// it (a recording's pauses are kept as they were, not lengthened); a crash report stays at
/// least `crashHold` before the next action; a failure stops the script, as it does headless,
/// under the same rules (`AppRun`).
@MainActor
public struct ScriptPlayer {
    /// The script.
    public let script: ReplayScript
    /// The pause before each action, in milliseconds.
    public var pace: Int
    /// The shortest time a crash report stays on screen before the next action.
    public var crashHold: Int

    /// A player of `script`.
    public init(script: ReplayScript, pace: Int = 900, crashHold: Int? = nil) {
        self.script = script
        self.pace = pace
        self.crashHold = crashHold ?? pace * 3
    }

    /// The pause before `command`, in milliseconds; `previous` is the command before it (after
    /// a `wait`, that wait was the pause), `crashed` whether the app lies crashed (or hung).
    public func delay(before command: ReplayCommand, after previous: ReplayCommand? = nil, crashed: Bool = false) -> Int {
        switch command {
        case .wait(let milliseconds): return milliseconds
        case .marker, .resize: return 0
        case .launch, .relaunch, .tap, .type, .back, .dismiss, .dismissByCode, .segue, .pressReturn, .swipeDelete, .pick, .moveRow,
            .background, .foreground, .step, .next, .expectTop, .expectStack, .expectPresented, .expectScreen, .expectNoScreen, .expectLog,
            .expectNoLog, .expectValue, .expectCrash, .expectHang, .expectAlive, .expectLeak, .expectNoLeaks:
            if case .wait? = previous { return 0 }
            let usual = command.isCheck ? pace / 3 : pace
            return crashed && command.role == .action ? max(usual, crashHold) : usual
        }
    }

    /// Plays the script against `controller` on `stage`.
    public func play(_ controller: NavigatorController, on stage: inout some PlaybackStage) -> PlaybackEnd {
        let name = FileName.shown(URL(fileURLWithPath: script.file).lastPathComponent)
        stage.show(controller)
        var previous: ReplayCommand?
        for (number, step) in script.lines.enumerated() {
            controller.send(.showPlayback("\(name) \(number + 1)/\(script.lines.count)"))
            let crashed = controller.state.crash != nil || controller.state.hung
            switch stage.pause(milliseconds: delay(before: step.command, after: previous, crashed: crashed), controller: controller) {
            case .handOver?:
                controller.send(.showPlayback(nil))
                controller.send(.showMessage("playback stopped before line \(step.line): the navigator is yours (q quits)"))
                stage.show(controller)
                return .handedOver(line: step.line)
            case .quit(let status)?: return .quit(status: status)
            case nil: break
            }
            previous = step.command
            switch step.command {
            case .wait: continue
            case .resize(let columns, let rows):
                stage.resize(to: Size(width: columns, height: rows), controller: controller)
                continue
            case .marker(let title): stage.marker(title)
            case .launch, .relaunch, .tap, .type, .back, .dismiss, .dismissByCode, .segue, .pressReturn, .swipeDelete, .pick, .moveRow,
                .background, .foreground, .step, .next, .expectTop, .expectStack, .expectPresented, .expectScreen, .expectNoScreen,
                .expectLog, .expectNoLog, .expectValue, .expectCrash, .expectHang, .expectAlive, .expectLeak, .expectNoLeaks:
                break
            }
            controller.send(.play(step))
            if let problem = controller.state.lastFailure {
                return finish(failure(at: controller.state.failedStep ?? step, problem), controller, on: &stage)
            }
            stage.show(controller)
        }
        if case .fail(let at, let message) = controller.state.run.atEnd, let at {
            return finish(failure(at: at, message), controller, on: &stage)
        }
        controller.send(.showPlayback(nil))
        return .finished(failure: nil)
    }

    private func failure(at step: ReplayStep, _ message: String) -> ReplayFailure {
        ReplayFailure(location: step.location, message: message)
    }

    private func finish(
        _ failure: ReplayFailure, _ controller: NavigatorController, on stage: inout some PlaybackStage
    ) -> PlaybackEnd {
        controller.send(.showPlayback(nil))
        controller.send(.showMessage("✗ \(failure)"))
        stage.show(controller)
        return .finished(failure: failure)
    }
}
