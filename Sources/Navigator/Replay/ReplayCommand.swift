/// One command of a replay script (see spec/replay.md): an action that drives
/// the app the way a person would, or a check of what happened.
public enum ReplayCommand: Sendable, Equatable {
    // MARK: Actions

    /// `launch`: start the app with the main storyboard's initial controller in a window.
    case launch
    /// `relaunch`: end the app (if alive) and launch it again.
    case relaunch
    /// `tap "Dogs"` / `tap #b-1`: tap the visible control that matches.
    case tap(ElementQuery)
    /// `type "Rex"`: type into the focused text field.
    case type(String)
    /// `back`: the navigation bar's back button.
    case back
    /// `dismiss`: dismiss the topmost presented controller, as a swipe-down would.
    case dismiss
    /// `segue "showCat"`: the top controller calls `performSegue(withIdentifier:sender:)`.
    case segue(String)
    /// `step on` / `step off`: pause before each callback (in the navigator).
    case step(on: Bool)
    /// `next`: advance one callback while stepping.
    case next
    /// `wait 500ms` / `wait 2s` / `wait 1.5s`: pacing for played replays; no effect headless.
    case wait(milliseconds: Int)
    /// `resize 80x24`: terminal size for played replays and recordings.
    case resize(columns: Int, rows: Int)
    /// `marker "Storyboard creator"`: a chapter heading in the transcript and recording.
    case marker(String)

    // MARK: Checks

    /// `expect top NAME`: the visible controller's class name, storyboard identifier or title.
    case expectTop(String)
    /// `expect stack A > B > C`: the visible navigation stack, bottom to top.
    case expectStack([String])
    /// `expect presented NAME` / `expect presented none` (`nil`): the topmost presented controller.
    case expectPresented(String?)
    /// `expect screen "text"`: the text is visible on the simulated screen.
    case expectScreen(String)
    /// `expect log "text"`: a transcript line since the previous action contains the text.
    case expectLog(String)
    /// `expect no log "text"`: no transcript line since the previous action contains the text.
    case expectNoLog(String)
    /// `expect value name == "Rex"`: the visible controller's stored property renders as
    /// `value` (`nil` when the value is `nil`). Unquoted numbers, `true` and `false` are
    /// compared as their text.
    case expectValue(property: String, value: String?)
    /// `expect crash "text"`: the app has crashed and its crash message contains the text.
    case expectCrash(String)
    /// `expect alive`: the app has not crashed.
    case expectAlive
    /// `expect leak` / `expect leak NAME`: a controller (named NAME, if given) that should
    /// have been released is still alive.
    case expectLeak(String?)
    /// `expect no leaks`: every controller that should have been released was.
    case expectNoLeaks

    /// Whether the command is a check (an `expect` command): a failed check stops the script.
    public var isCheck: Bool {
        switch self {
        case .expectTop, .expectStack, .expectPresented, .expectScreen, .expectLog, .expectNoLog,
            .expectValue, .expectCrash, .expectAlive, .expectLeak, .expectNoLeaks:
            true
        case .launch, .relaunch, .tap, .type, .back, .dismiss, .segue, .step, .next, .wait,
            .resize, .marker:
            false
        }
    }

    /// Whether the command is an action (anything but a check), the kind of command a
    /// recording writes.
    public var isAction: Bool { !isCheck }
}
