import SimUIKit

/// One command of the replay language (VCNavKit's Replays article): the one message that drives
/// the app, whoever sends it. A replay script, the navigator's `:` prompt and keys, a recording
/// and the pipe to the app process all speak it: a script line parses into a command, a
/// command's `scriptText` is the line that parses back into it.
public enum ReplayCommand: Sendable, Equatable {
    // MARK: Actions on the app

    /// `launch`: start the app with the main storyboard's initial controller in a window.
    case launch
    /// `relaunch`: end the app (if alive) and launch it again.
    case relaunch
    /// `tap "Dogs"` / `tap #b-1` / `tap row 2 in section 1` / `tap accessory row 2` /
    /// `tap delete control row 2` / `tap delete row 2`: tap the visible control that matches.
    case tap(ElementQuery)
    /// `type "Rex"`: type into the focused text field.
    case type(String)
    /// `back`: the navigation bar's back button.
    case back
    /// `dismiss`: dismiss the topmost presented controller, as a swipe-down would.
    case dismiss
    /// `dismiss by code`: what app code does to close the topmost presentation, whatever its
    /// style: its presenter calls `dismiss(animated: true)`. The way out of a screen whose own
    /// way out needs code that is not there (a stand-in's Cancel); the trace shows a call, not
    /// a gesture.
    case dismissByCode
    /// `segue "showCat"`: the top controller calls `performSegue(withIdentifier:sender:)`.
    case segue(String)
    /// `return`: the Return key of the keyboard, for the text field being edited.
    case pressReturn
    /// `swipe delete row 2` / `swipe delete row 0 in section 1`: a full swipe to the left on the
    /// row of the visible table, which performs its Delete.
    case swipeDelete(row: Int, section: Int)
    /// `pick "2026-12-24"` / `pick "14:05" in #due`: chooses a date on a date picker (the first
    /// on screen, or the one the query finds), written as the screen shows it.
    case pick(String, in: ElementQuery?)
    /// `move row 2 to row 0` / `move row 0 in section 1 to row 3`: in editing mode, drags the row's
    /// reorder control to the other index path.
    case moveRow(row: Int, section: Int, toRow: Int, toSection: Int)
    /// `background`: the user goes to the home screen; the app resigns active and enters the
    /// background.
    case background
    /// `foreground`: the user comes back to the app.
    case foreground

    // MARK: Step mode (the navigator's)

    /// `step on` / `step off`: pause before each callback (in the navigator).
    case step(on: Bool)
    /// `next`: advance one callback while stepping.
    case next

    // MARK: Pacing and chapters

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
    /// `expect presented NAME` / `expect presented none` (or `nil`): the topmost presented
    /// controller; nil for none.
    case expectPresented(String?)
    /// `expect screen "text"`: the text is visible on the simulated screen.
    case expectScreen(String)
    /// `expect no screen "text"`: the text is nowhere on the simulated screen.
    case expectNoScreen(String)
    /// `expect log "text"`: a trace line since the last action contains the text.
    case expectLog(String)
    /// `expect no log "text"`: no trace line since the last action contains the text.
    case expectNoLog(String)
    /// `expect value name == "Rex"` / `expect value CatsViewController.cats == ["Tom", "Luna"]`:
    /// a controller's stored property renders as the value.
    case expectValue(ValueExpectation)
    /// `expect crash "text"`: the app has crashed and its crash message contains the text.
    case expectCrash(String)
    /// `expect hang`: the app stopped answering and was killed after the timeout.
    case expectHang
    /// `expect alive`: the app has neither crashed nor hung.
    case expectAlive
    /// `expect leak` / `expect leak NAME`: a controller (named NAME, if given) that should
    /// have been released is still alive.
    case expectLeak(String?)
    /// `expect no leaks`: every controller that should have been released was.
    case expectNoLeaks

    /// What a command is for, and so who handles it.
    public enum Role: Sendable, Equatable {
        /// Something a person does to the app (`launch`, `tap`, `back`...): sent to the app.
        case action
        /// Step mode (`step on`, `next`): sent to the app by the navigator; nothing headless.
        case stepping
        /// `wait` and `resize`: pacing for played replays and recordings; nothing headless.
        case pacing
        /// `marker`: a chapter heading.
        case marker
        /// An `expect` command: judged by the check evaluator; a failed check stops a script.
        case check
    }

    /// What the command is for.
    public var role: Role {
        switch self {
        case .launch, .relaunch, .tap, .type, .back, .dismiss, .dismissByCode, .segue, .pressReturn, .swipeDelete, .pick, .moveRow,
            .background, .foreground:
            .action
        case .step, .next: .stepping
        case .wait, .resize: .pacing
        case .marker: .marker
        case .expectTop, .expectStack, .expectPresented, .expectScreen, .expectNoScreen, .expectLog, .expectNoLog,
            .expectValue, .expectCrash, .expectHang, .expectAlive, .expectLeak, .expectNoLeaks:
            .check
        }
    }

    /// The words a command line starts with (`launch`, `tap`, `expect`…), for help texts.
    public static var keywords: [String] { ReplayLineParser.commands }

    /// Whether the command is a check (an `expect` command): a failed check stops the script.
    public var isCheck: Bool { role == .check }

    /// Whether the command starts the app afresh (`launch`, `relaunch`).
    public var isLaunch: Bool { self == .launch || self == .relaunch }
}
