/// Everything that can happen to the navigator, as one message type: the user's keys and
/// clicks, lines typed at the `:` prompt, a played script's commands. `NavigatorController`
/// handles each in `send(_:)`, its one entry point, and folds it into its state.
public enum NavigatorMessage: Sendable, Equatable {
    /// Any replay command: an action for the app, step mode, pacing, a marker or a check.
    case command(ReplayCommand)
    /// What another driver of the app did (the crawler, live): its command, when it sent one,
    /// and its outcome, folded in as if the navigator had sent it (nothing is recorded).
    case observed(ReplayCommand?, ActionOutcome)
    /// A played script's step: its command under the script's rules (`AppRun`), a failure
    /// blamed on the step that caused it (`NavigatorState.failedStep`).
    case play(ReplayStep)
    /// A line typed at the `:` prompt: any replay command, parsed, then run.
    case commandLine(String)
    /// Tap element `index` of the screen (a click, or Enter on the focused element).
    case tapElement(Int)
    /// Tap the focused element.
    case tapFocused
    /// Move the focus among tappable elements, forward or back, wrapping.
    case moveFocus(by: Int)
    /// Inspect the next or previous controller of the hierarchy.
    case moveInspection(by: Int)
    /// Scroll the log up (positive) or down by lines; `visible` is how many lines the log
    /// shows (it never scrolls past its first page).
    case scrollLog(by: Int, visible: Int)
    /// Show only log lines containing the text (nil or empty: all).
    case filterLog(String?)
    /// Show or hide the help.
    case showHelp(Bool)
    /// Scroll the help down (positive) or up by lines, to at most `limit` lines from its top.
    case scrollHelp(by: Int, limit: Int)
    /// Show or hide the map of the app's flow.
    case showMap(Bool)
    /// Show the map from this line (below its path).
    case scrollMap(to: Int)
    /// Scroll the inspector to this line (for the controller it shows now).
    case scrollInspector(to: Int)
    /// Presentation mode on or off (high contrast, large panels).
    case presentation(Bool)
    /// Open an empty line at the bottom for this prompt (`:`, `/`, typing into a field).
    case openLine(LinePrompt)
    /// Add text at the end of the open line (what would take it past `LinePrompt.limit` bytes
    /// is left out, and a message says how much).
    case typeInLine(String)
    /// Remove the open line's last character.
    case eraseInLine
    /// At the `:` prompt, show an earlier (negative) or later `:` line of the history; past
    /// the latest, the line is empty again.
    case recallHistory(by: Int)
    /// Close the open line (what it held is the caller's to use).
    case closeLine
    /// A one-line message (nil clears it).
    case showMessage(String?)
    /// A notice beside the line being edited (a paste cut at the line's bound); nil clears it,
    /// and so does closing the line.
    case showLineNotice(String?)
    /// A played script's name and progress (nil: no playback).
    case showPlayback(String?)
    /// Start writing the replay commands that succeed to a file; an existing file is replaced
    /// only when `replacing`.
    case startRecording(path: String, replacing: Bool)
    /// Stop recording (acknowledging a crash first, so the recording replays).
    case stopRecording
    /// Give the recording up before anything was recorded (the navigator could not start): a new
    /// file is removed, a file it was to replace is left as it was.
    case discardRecording
}
