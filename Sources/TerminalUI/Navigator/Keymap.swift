import Navigator

/// What each key means to the navigator: a message for `NavigatorController.send(_:)`, or a
/// front-end matter (quit, the `:` and `/` lines, typing, recording). Keys and the `:` prompt
/// speak the same language: `b` is `back`, `d` is `dismiss`, `D` is `dismiss by code`, `s` is
/// `step on`/`step off`, `n` is `next`, `r` is `relaunch`, Backspace is `swipe delete row N` on
/// the focused row, `h` is `background` (and `foreground` after it).
indirect enum KeyAction: Equatable {
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
    /// Scroll the inspector by lines (down when positive).
    case scrollInspector(Int)
    /// Scroll the map by lines, or by pages when `page` (down when positive).
    case scrollMap(Int, page: Bool = false)
    /// A key that ends or starts something over (quit, relaunch, explore): the first press shows
    /// the question, the same key again does `then`; any other key goes on (a printable one,
    /// with the first, is taken as typing: see `typeOutsidePrompt`).
    case confirm(String, then: KeyAction)
    /// Characters typed outside a prompt (a key of no binding): the `:` line opens holding them,
    /// so a command typed without its `:` is neither lost nor taken as keys.
    case typeOutsidePrompt(String)
    /// Start or stop recording.
    case toggleRecording
    /// Crawl the app live (`vcnav explore`, shown step by step) until a key stops it.
    case explore
    /// Nothing.
    case none
}

/// What a key does where the navigator is: the first binding of `KeyTable` for the key whose
/// scope applies. The help takes its own keys (any other closes it); the map takes its own
/// before the rest; the crash report takes the keys that act everywhere and relaunching (any
/// other says so). A printable key no binding has anywhere is typing outside a prompt.
enum Keymap {
    /// The action of `key` in `state` (outside the command line); `page` is how many lines the
    /// log shows (PgUp and PgDn move that many).
    static func action(for key: Key, in state: NavigatorState, page: Int = 10) -> KeyAction {
        let context = KeyBinding.Context(key: key, state: state, page: page)
        func bound(in scope: KeyBinding.Scope) -> KeyAction? {
            KeyTable.bindings.first { $0.scope == scope && $0.keys.contains(key) }.map { $0.action(context) }
        }
        if state.showHelp { return bound(in: .help) ?? .send(.showHelp(false)) }
        if state.showMap, let action = bound(in: .map) { return action }
        if let action = bound(in: .everywhere) { return action }
        if case .character(let character) = key, !KeyTable.bindings.contains(where: { $0.keys.contains(key) }) {
            return .typeOutsidePrompt(String(character))
        }
        if state.crash != nil || state.hung {
            return bound(in: .crashReport)
                ?? .send(.showMessage("the app crashed: r relaunches, : checks (expect crash \"…\"), q twice quits"))
        }
        return bound(in: .app) ?? .none
    }
}

extension Array {
    /// The element at `index`, or nil outside the array (indices come from another process).
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
