import Foundation
import Navigator

/// A played script in a live terminal: real pauses, during which keys stay live. `q` stops the
/// playback and hands the navigator over; Ctrl-C (or a signal) ends vcnav. Space pauses and
/// resumes, except in step mode, where Space and `n` mean what they mean there: the next step
/// now. A resize redraws. The terminal's size is the viewer's: the script's `resize` is ignored.
@MainActor
public struct LiveStage: PlaybackStage {
    /// The navigator on the terminal.
    public let app: NavigatorApp

    /// A stage on `app`'s terminal.
    public init(app: NavigatorApp) {
        self.app = app
    }

    public mutating func pause(milliseconds: Int, controller: NavigatorController) -> PlaybackStop? {
        if let status = app.pendingExit { return .quit(status) }  // the user quit while the app was busy
        let deadline = Date().addingTimeInterval(Double(milliseconds) / 1000)
        var paused = false
        while paused || Date() < deadline {
            let remaining = paused ? 500 : max(1, Int(deadline.timeIntervalSinceNow * 1000))
            guard let event = app.backend.nextEvent(timeoutMilliseconds: remaining) else { continue }
            switch event {
            case .terminate: return .quit(event.exitStatus ?? 1)
            case .key(.ctrl("c")), .key(.ctrl("d")): return .quit(0)
            case .key(.character("q")): return .handOver
            case .key(.character(" ")) where controller.state.stepping, .key(.character("n")) where controller.state.stepping:
                if paused { controller.send(.showMessage(nil)) }
                return nil  // the next step, now
            case .key(.character(" ")):
                paused.toggle()
                controller.send(.showMessage(paused ? "playback paused: Space resumes, q stops" : nil))
                app.draw()
            case .resize:
                _ = app.handle(event)
                app.draw()
            case .key, .mouse, .wheel:
                break  // the navigator's own keys and clicks wait until playback hands over
            }
        }
        return nil
    }

    public mutating func show(_ controller: NavigatorController) {
        app.draw()
    }

    public mutating func resize(to size: Size, controller: NavigatorController) {}

    public mutating func marker(_ title: String) {}
}
