import Navigator

/// What each key means to the navigator: a message for `NavigatorController.send(_:)`, or a
/// front-end matter (quit, the `:` and `/` lines, typing, recording). Keys and the `:` prompt
/// speak the same language: `b` is `back`, `d` is `dismiss`, `D` is `dismiss by code`, `s` is
/// `step on`/`step off`, `n` is `next`, `r` is `relaunch`, Backspace is `swipe delete row N` on
/// the focused row, `h` is `background` (and `foreground` after it).
enum KeyAction: Equatable {
    /// Send this message.
    case send(NavigatorMessage)
    /// End the navigator with this status.
    case quit(Int32)
    /// Open the `:` command line.
    case openCommandLine
    /// Open the `/` filter line.
    case openFilter
    /// Tap the focused text field, then open a line to type into it.
    case typeIntoFocused(field: String)
    /// Scroll the help by lines (down when positive).
    case scrollHelp(Int)
    /// Start or stop recording.
    case toggleRecording
    /// Nothing.
    case none
}

enum Keymap {
    /// The action of `key` in `state` (outside the command line); `page` is how many lines the
    /// log shows (PgUp and PgDn move that many).
    static func action(for key: Key, in state: NavigatorState, page: Int = 10) -> KeyAction {
        if state.showHelp { return help(key) }
        if let action = common(key, in: state, page: page) { return action }
        if state.crash != nil || state.hung {
            // The crash report: only relaunching acts on the app; `:` still checks it.
            switch key {
            case .character("r"), .enter: return .send(.command(.relaunch))
            default: return .send(.showMessage("the app crashed: r relaunches, : checks (expect crash \"…\"), q quits"))
            }
        }
        switch key {
        case .tab, .down, .right: return .send(.moveFocus(by: 1))
        case .backTab, .up, .left: return .send(.moveFocus(by: -1))
        case .enter:
            if let focus = state.focus, let element = state.screen?.elements[safe: focus], element.kind == .textField {
                return .typeIntoFocused(field: element.text)
            }
            return .send(.tapFocused)
        case .character("b"): return .send(.command(.back))
        case .character("d"): return .send(.command(.dismiss))
        case .character("D"): return .send(.command(.dismissByCode))
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

    /// Keys that mean the same in the crash report and outside it.
    private static func common(_ key: Key, in state: NavigatorState, page: Int) -> KeyAction? {
        switch key {
        case .character("q"), .ctrl("d"), .ctrl("c"): .quit(0)
        case .character(":"): .openCommandLine
        case .character("/"): .openFilter
        case .character("?"): .send(.showHelp(true))
        case .character("m"): .send(.showMap(!state.showMap))
        case .character("p"): .send(.presentation(!state.presentation))
        case .pageUp: .send(.scrollLog(by: page, visible: page))
        case .pageDown: .send(.scrollLog(by: -page, visible: page))
        case .shiftUp, .ctrl("y"): .send(.scrollLog(by: 1, visible: page))
        case .shiftDown, .ctrl("e"): .send(.scrollLog(by: -1, visible: page))
        case .home: .send(.scrollLog(by: state.log.count, visible: page))
        case .end: .send(.scrollLog(by: -state.log.count, visible: page))
        case .escape: state.showMap ? .send(.showMap(false)) : .send(.showMessage(nil))
        default: nil
        }
    }

    /// The help: its keys scroll it; Esc, q, ? and Enter close it, as does any other key.
    private static func help(_ key: Key) -> KeyAction {
        switch key {
        case .down, .shiftDown, .character("j"): .scrollHelp(1)
        case .up, .shiftUp, .character("k"): .scrollHelp(-1)
        case .pageDown, .character(" "): .scrollHelp(10)
        case .pageUp: .scrollHelp(-10)
        case .home: .scrollHelp(-10_000)
        case .end: .scrollHelp(10_000)
        default: .send(.showHelp(false))
        }
    }
}

extension Array {
    /// The element at `index`, or nil outside the array (indices come from another process).
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
