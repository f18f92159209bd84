import Navigator

/// What each key means to the navigator: a message for `NavigatorController.send(_:)`, or a
/// front-end matter (quit, the `:` and `/` lines, recording). Keys and the `:` prompt speak
/// the same language: `b` is `back`, `d` is `dismiss`, `s` is `step on`/`step off`, `n` is
/// `next`, `r` is `relaunch`, Backspace is `swipe delete row N` on the focused row, `h` is
/// `background` (and `foreground` after it).
enum KeyAction: Equatable {
    /// Send this message.
    case send(NavigatorMessage)
    /// End the navigator with this status.
    case quit(Int32)
    /// Open the `:` command line.
    case openCommandLine
    /// Open the `/` filter line.
    case openFilter
    /// Start or stop recording.
    case toggleRecording
    /// Nothing.
    case none
}

enum Keymap {
    /// The action of `key` in `state` (outside the command line and the help).
    static func action(for key: Key, in state: NavigatorState) -> KeyAction {
        if let action = common(key, in: state) { return action }
        if state.crash != nil || state.hung {
            // The crash dialog: only relaunching acts on the app; `:` still checks it.
            switch key {
            case .character("r"), .enter: return .send(.command(.relaunch))
            default: return .send(.showMessage("the app crashed: r relaunches, : checks (expect crash \"…\"), q quits"))
            }
        }
        switch key {
        case .tab, .down, .right: return .send(.moveFocus(by: 1))
        case .backTab, .up, .left: return .send(.moveFocus(by: -1))
        case .enter: return .send(.tapFocused)
        case .character("b"): return .send(.command(.back))
        case .character("d"): return .send(.command(.dismiss))
        case .character("s"): return .send(.command(.step(on: !state.stepping)))
        case .character("n"), .character(" "): return .send(.command(.next))
        case .character("r"): return .send(.command(.relaunch))
        case .character("["): return .send(.moveInspection(by: -1))
        case .character("]"): return .send(.moveInspection(by: 1))
        case .character("R"): return .toggleRecording
        case .character("h"): return .send(.command(state.inBackground ? .foreground : .background))
        case .backspace, .delete:
            guard let row = state.focusedRow else {
                return .send(.showMessage("focus a table row first (Tab), then swipe it with Backspace"))
            }
            return .send(.command(.swipeDelete(row: row.row, section: row.section)))
        default: return .none
        }
    }

    /// Keys that mean the same in the crash dialog and outside it.
    private static func common(_ key: Key, in state: NavigatorState) -> KeyAction? {
        switch key {
        case .character("q"), .ctrl("d"), .ctrl("c"): .quit(0)
        case .character(":"): .openCommandLine
        case .character("/"): .openFilter
        case .character("?"): .send(.showHelp(true))
        case .pageUp: .send(.scrollLog(by: 10))
        case .pageDown: .send(.scrollLog(by: -10))
        case .home: .send(.scrollLog(by: state.log.count))
        case .end: .send(.scrollLog(by: -state.log.count))
        case .escape: .send(.showMessage(nil))
        default: nil
        }
    }
}
