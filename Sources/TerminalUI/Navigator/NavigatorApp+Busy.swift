import Foundation
import Navigator

extension NavigatorApp {
    /// While the host waits for a busy app: `q`, Ctrl-C, Ctrl-D and SIGINT/SIGTERM/SIGHUP still
    /// end the navigator. Returns true to abandon the wait (the session then kills the app); the
    /// navigator ends with `pendingExit` as soon as the action returns. Other keys are dropped
    /// (the app cannot take them). After a moment the screen says the app is busy, so a looping
    /// app never leaves it blank.
    func watchWhileBusy(waited: TimeInterval) -> Bool {
        while let event = backend.nextEvent(timeoutMilliseconds: 0) {
            switch event {
            case .terminate:
                pendingExit = event.exitStatus ?? 1
                return true
            case .key(.character("q")), .key(.ctrl("c")), .key(.ctrl("d")):
                pendingExit = 0
                return true
            case .resize:
                lastDrawn = nil
                busyNoticeShown = 0
            case .key, .mouse, .wheel:
                break
            }
        }
        if waited >= 0.5, waited - busyNoticeShown >= 1 {
            busyNoticeShown = waited
            controller.send(.showMessage(String(format: "the app is busy (%.0f s): q quits", waited)))
            draw()
        }
        return false
    }
}
