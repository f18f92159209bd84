/// What the navigator's update asks its caller to do, as Bubble Tea's `Cmd`: the work that
/// touches the app session. `NavigatorController.update(_:)` returns effects and never runs
/// one; `send(_:)` runs each (`run(_:)`, the one place that drives the session) and folds its
/// `Result` back in with `receive(_:)`, in order.
public enum NavigatorEffect: Sendable, Equatable {
    /// Why a command goes to the app, which says what to do with its outcome.
    public enum Purpose: Sendable, Equatable {
        /// An action of the user or a script: logged, recorded, its error shown.
        case action
        /// Step mode turned on or off (only when the app runs).
        case stepMode
        /// In step mode, on to the next callback.
        case next
    }

    /// A message handled after the effects before it (the commands of one `:` line run in turn).
    case message(NavigatorMessage)
    /// `command` performed in the app.
    case perform(ReplayCommand, for: Purpose)
    /// Under a script's rules, after the launch they put before its first action: `command`
    /// (at `step`), if the launch went well.
    case afterLaunch(ReplayCommand, step: ReplayStep?)
    /// A fresh app process told to step, then `launch` (a launch in step mode: its callbacks can
    /// be stepped through from the first).
    case launchStepping(ReplayCommand)
    /// A recording started at `path` (an existing file replaced only when `replacing`): its
    /// `header`, then `commands` (what brought the app where it is) written first.
    case startRecording(path: String, replacing: Bool, header: [String], commands: [ReplayCommand])
    /// `commands` appended to the recording that runs (a command that succeeded, after the
    /// `wait` for a long pause before it).
    case record([ReplayCommand])
    /// The recording closed, kept.
    case stopRecording
    /// The recording closed and removed.
    case discardRecording

    /// What an effect came to.
    public enum Result: Sendable {
        /// The app did `command`, or died or hung doing it.
        case performed(ReplayCommand, for: Purpose, ActionOutcome)
        /// The app is not running, so `command` was not sent.
        case notRunning(ReplayCommand, for: Purpose)
        /// A fresh app process could not be started.
        case launchFailed(String)
        /// The recording at `path` started.
        case recordingStarted(path: String)
        /// The recording could not start, or a write failed and it stopped (the reason).
        case recordingFailed(String)
        /// The recording at `path` was closed; `failure`, if writing it had failed.
        case recordingStopped(path: String, failure: String?)
    }
}
