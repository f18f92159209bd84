import Foundation
import Navigator

/// Plays a replay script in the navigator at a readable pace: each action after a pause, `wait`
/// for longer pauses, markers shown. Keys stay live: q stops, Space pauses and resumes.
@MainActor
public struct Playback {
    public let script: ReplayScript
    /// The pause before each action, in milliseconds.
    public var pace: Int

    public init(script: ReplayScript, pace: Int = 900) {
        self.script = script
        self.pace = pace
    }

    /// Plays in a live terminal. Returns an exit status when the user quits or a signal arrives.
    public func play(in app: NavigatorApp) -> Int32? {
        let name = URL(fileURLWithPath: script.file).lastPathComponent
        for (number, step) in script.lines.enumerated() {
            if let status = app.pendingExit { return status }  // the user quit while the app was busy
            app.controller.setPlayback("\(name) \(number + 1)/\(script.lines.count)")
            let delay: Int
            switch step.command {
            case .wait(let milliseconds): delay = milliseconds
            case .marker, .resize: delay = 0
            default: delay = step.command.isCheck ? pace / 3 : pace
            }
            if let status = pause(delay, app: app) { return status }
            if case .resize = step.command { continue }
            if case .wait = step.command { continue }
            app.controller.run(step.command)
            app.draw()
        }
        app.controller.setPlayback(nil)
        app.controller.setMessage("playback of \(name) finished: the navigator is yours (q quits)")
        app.draw()
        return nil
    }

    private func pause(_ milliseconds: Int, app: NavigatorApp) -> Int32? {
        let deadline = Date().addingTimeInterval(Double(milliseconds) / 1000)
        var paused = false
        while paused || Date() < deadline {
            let remaining = paused ? 500 : max(1, Int(deadline.timeIntervalSinceNow * 1000))
            guard let event = app.backend.nextEvent(timeoutMilliseconds: remaining) else { continue }
            switch event {
            case .key(.character("q")), .terminate:
                return event.exitStatus ?? 0
            case .key(.character(" ")):
                paused.toggle()
                app.controller.setMessage(paused ? "playback paused: Space resumes" : nil)
                app.draw()
            case .resize:
                app.draw()
            default:
                break
            }
        }
        return nil
    }
}

/// Renders a replay script to an asciinema v2 recording, without a terminal: each step's screen at
/// the script's size (its first `resize`, else 100x30), on a logical clock (the pace, `wait`),
/// with a marker per `marker` command.
@MainActor
public struct CastExporter {
    public let script: ReplayScript
    public var pace: Double = 0.9
    public var colorMode: ColorMode = .ansi256
    public var charset: BoxCharset = .unicode

    public init(script: ReplayScript) {
        self.script = script
    }

    /// The size the recording is rendered at.
    public var size: Size {
        for step in script.lines {
            if case .resize(let columns, let rows) = step.command { return Size(width: columns, height: rows) }
        }
        return Size(width: 100, height: 30)
    }

    /// Plays the script against `controller` and writes the recording through `sink` (one line a call).
    public func export(controller: NavigatorController, sink: @escaping (String) -> Void) {
        var size = self.size
        let header = AsciicastHeader(
            width: size.width, height: size.height, title: "vcnav replay \(URL(fileURLWithPath: script.file).lastPathComponent)",
            env: ["TERM": "xterm-256color", "SHELL": "/bin/sh"])
        let writer = AsciicastWriter(header: header, sink: sink)
        let view = NavigatorView(theme: Theme(charset: charset))
        let renderer = ANSIRenderer(colorMode: colorMode)
        var previous: CellGrid?
        var clock = 0.0
        func frame() {
            let grid = view.render(controller.state, size: size).grid
            let bytes = renderer.render(from: previous, to: grid)
            if !bytes.isEmpty { writer.output(bytes, at: clock) }
            previous = grid
        }
        frame()
        for step in script.lines {
            switch step.command {
            case .wait(let milliseconds):
                clock += Double(milliseconds) / 1000
                continue
            case .resize(let columns, let rows):
                let newSize = Size(width: columns, height: rows)
                if newSize != size {
                    size = newSize
                    writer.resize(size, at: clock)
                    previous = nil
                    frame()
                }
                continue
            case .marker(let title):
                writer.marker(title, at: clock)
            default:
                clock += step.command.isCheck ? pace / 3 : pace
            }
            controller.run(step.command)
            frame()
        }
        clock += pace
        writer.output("", at: clock)
    }
}
