import Foundation
import Navigator

/// A played script in a live terminal: real pauses, during which keys stay live (q stops,
/// Space pauses and resumes, a resize redraws). The terminal's size is the viewer's: the
/// script's `resize` is ignored.
@MainActor
public struct LiveStage: PlaybackStage {
    /// The navigator on the terminal.
    public let app: NavigatorApp

    /// A stage on `app`'s terminal.
    public init(app: NavigatorApp) {
        self.app = app
    }

    public mutating func pause(milliseconds: Int, controller: NavigatorController) -> Int32? {
        if let status = app.pendingExit { return status }  // the user quit while the app was busy
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
                controller.send(.showMessage(paused ? "playback paused: Space resumes" : nil))
                app.draw()
            case .resize:
                _ = app.handle(event)
                app.draw()
            default:
                break
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
