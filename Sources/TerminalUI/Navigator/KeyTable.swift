import Navigator

/// Every key of the navigator, declared once: the keys, where they act, what they do, how the
/// help, the docs and the status bar name them. `Keymap` reads it to act, `HelpOverlay` to list
/// the keys, `StatusBar` to show the most useful ones, and a test checks that the navigator's
/// DocC article lists exactly `markdown`. A new key is one `KeyBinding` here.
enum KeyTable {
    /// The bindings, in the order the help and the docs list them (the status bar has its own
    /// order: `KeyBinding.Bar.order`).
    static let bindings: [KeyBinding] = [
        KeyBinding(
            [.tab, .down, .right], "Tab / ↓ / →", "focus the next tappable element",
            docs: "focus the next tappable element (after a push, the focus starts on the new screen, not on its back button)",
            bar: .init("focus", rank: 6, order: 1)
        ) { _ in .send(.moveFocus(by: 1)) },
        KeyBinding([.backTab, .up, .left], "Shift-Tab / ↑ / ←", "focus the previous one") { _ in .send(.moveFocus(by: -1)) },
        KeyBinding(
            [.enter], "Enter / mouse click", "tap; on a text field, then type its text (Enter types it, Esc cancels)",
            docs: "tap; on a text field, then type its text (digits and all; Enter types it, Esc cancels)",
            bar: .init("tap", rank: 0, order: 0)
        ) { context in
            if let focus = context.state.focus, let element = context.state.screen?.elements[safe: focus], element.kind == .textField {
                return .typeIntoFocused(field: element.text)
            }
            return .send(.tapFocused)
        },
        KeyBinding(
            [.character("b")], "b", "back (the navigation bar's back button)", bar: .init("back", rank: 1, order: 2)
        ) { _ in .send(.command(.back)) },
        KeyBinding(
            [.character("d")], "d", "swipe down the presented sheet (a gesture: only sheets go)",
            docs: "swipe down the presented sheet (a gesture: only sheets go; logged as `gesture:`; as `dismiss` in a replay)",
            bar: .init("dismiss", rank: 4, order: 3)
        ) { _ in .send(.command(.dismiss)) },
        KeyBinding(
            [.character("D")], "D",
            "dismiss by code: the presenter calls dismiss(animated:), as app code would; the way out of any presentation",
            docs:
                "dismiss by code: the presenter calls `dismiss(animated: true)`, as app code would; the way out of any presentation"
        ) { _ in .send(.command(.dismissByCode)) },
        KeyBinding(
            [.backspace, .delete], "Backspace / Delete", "swipe the focused row to delete it",
            docs: "swipe the focused table row fully to the left: its Delete (`swipe delete row N`)"
        ) { context in
            guard let row = context.state.focusedRow else {
                return .send(.showMessage("focus a table row first (Tab), then swipe it with Backspace"))
            }
            return .send(.command(.swipeDelete(row: row.row, section: row.section)))
        },
        KeyBinding(
            [.character("h")], "h", "home screen: background; h again: foreground",
            docs: "the home screen: the app goes to the background (`background`); `h` again brings it back (`foreground`)"
        ) { context in .send(.command(context.state.inBackground ? .foreground : .background)) },
        KeyBinding(
            [.character("s")], "s", "step mode on/off: pause before each callback, with what it is for",
            bar: .init("step", rank: 2, order: 4)
        ) { context in .send(.command(.step(on: !context.state.stepping))) },
        KeyBinding(
            [.character("n"), .character(" ")], "n / Space", "in step mode: run to the next callback",
            bar: .init("next", rank: 3, order: 5)
        ) { _ in .send(.command(.next)) },
        KeyBinding(
            [.character("["), .character("]")], "[ / ]", "inspect the previous / next controller of the hierarchy"
        ) { context in .send(.moveInspection(by: context.key == .character("[") ? -1 : 1)) },
        KeyBinding(
            [.pageUp, .pageDown], "PgUp / PgDn", "scroll the log a page (the lines it shows)", scope: .everywhere
        ) { context in
            .send(.scrollLog(by: context.key == .pageUp ? context.page : -context.page, visible: context.page))
        },
        KeyBinding(
            [.shiftUp, .ctrl("y"), .shiftDown, .ctrl("e")], "Shift-↑ / Shift-↓ / wheel",
            "scroll the log a line (Ctrl-Y / Ctrl-E too)", scope: .everywhere
        ) { context in
            let up = context.key == .shiftUp || context.key == .ctrl("y")
            return .send(.scrollLog(by: up ? 1 : -1, visible: context.page))
        },
        KeyBinding(
            [.home, .end], "Home / End", "the log's first / latest lines", docs: "the log's first page / its latest lines",
            scope: .everywhere
        ) { context in
            let count = context.state.log.count
            return .send(.scrollLog(by: context.key == .home ? count : -count, visible: context.page))
        },
        KeyBinding([.character("/")], "/", "filter the log (Enter applies, empty clears)", scope: .everywhere) { _ in .openFilter },
        KeyBinding(
            [.character(":")], ":", "command line: any command below; ↑/↓ history, Esc cancels; also in the crash report",
            docs:
                "command line: any replay command (`tap \"Dogs\"`, `expect top Pets`, `relaunch`…) and `help`, `map`, "
                + "`presentation`; ↑/↓ history, Esc cancels; also in the crash report",
            scope: .everywhere, bar: .init("command", rank: 5, order: 6)
        ) { _ in .openCommandLine },
        KeyBinding(
            [.character("m")], "m", "map of the app's flow: where you are, the path taken (Esc closes)",
            docs: "the map of the app's flow: where you are, the path taken", scope: .everywhere,
            bar: .init("map", rank: 7, order: 7)
        ) { context in .send(.showMap(!context.state.showMap)) },
        KeyBinding(
            [.character("p")], "p", "presentation mode: high contrast, large phone, inspector and log",
            docs: "presentation mode (also `--presentation`): high contrast, large phone, inspector and log", scope: .everywhere,
            bar: .init("present", rank: 8, order: 8)
        ) { context in .send(.presentation(!context.state.presentation)) },
        KeyBinding(
            [.character("R")], "R", "start / stop recording to a replay script",
            docs: "start / stop recording (to `vcnav-recording.vcreplay`, or the `record` FILE)", bar: .init("record", rank: 9, order: 9)
        ) { _ in .toggleRecording },
        KeyBinding(
            [.character("e")], "e", "explore (asks once): the crawler taps its way through the app live; any key stops it",
            docs:
                "explore (asks once: `e` again starts it): the crawler of `vcnav explore` taps its way through the app, each step shown as it happens; any key stops it on the screen it reached, and the navigator is yours again"
        ) { _ in .confirm("e again explores: the crawler taps through the app by itself; any other key goes on", then: .explore) },
        KeyBinding(
            [.character("r")], "r", "relaunch the app (asks once while it runs; at once after a crash)",
            docs:
                "relaunch the app (in step mode, stepping from the launch's first callback); while the app runs it asks once (`r` again relaunches), after a crash it relaunches at once"
        ) { _ in .confirm("r again relaunches the app (its state starts over); any other key goes on", then: .send(.command(.relaunch))) },
        KeyBinding(
            [.character("?")], "?", "this help", docs: "help: every key and every `:` command; ↓ PgDn Space scroll it, Esc closes",
            scope: .everywhere, bar: .init("help", order: 10)
        ) { _ in .send(.showHelp(true)) },
        KeyBinding(
            [.character("q")], "q q", "quit: q asks once, q again quits (while a script plays: stop the playback)",
            docs:
                "quit: `q` asks once and `q` again quits, any other key goes on (a stray letter never ends a lesson); while a script plays, `q` stops the playback and keeps the navigator",
            scope: .everywhere, bar: .init("quit", order: 11)
        ) { _ in .confirm("q again quits vcnav (Ctrl-C quits at once); any other key goes on", then: .quit(0)) },
        KeyBinding([.ctrl("c"), .ctrl("d")], "Ctrl-C / Ctrl-D", "quit at once", scope: .everywhere) { _ in .quit(0) },
        KeyBinding(
            [.character("{"), .character("}")], "{ / }", "scroll the inspector (or the map) a line up / down",
            docs: "scroll the inspector a line up / down (the map, while it shows); its first and last rows say what is above and below",
            scope: .everywhere
        ) { context in
            context.state.showMap
                ? .scrollMap(context.key == .character("{") ? -1 : 1) : .scrollInspector(context.key == .character("{") ? -1 : 1)
        },
        // Esc: closes the map, else clears the message (not listed: it closes what says so).
        KeyBinding([.escape], nil, "", scope: .everywhere) { context in
            context.state.showMap ? .send(.showMap(false)) : .send(.showMessage(nil))
        },
        KeyBinding(
            [.character("r"), .enter], "r / Enter", "relaunch the app at once (the keys that act everywhere work too)",
            scope: .crashReport, bar: .init("relaunch", rank: 0, order: 0)
        ) { _ in .send(.command(.relaunch)) },
        KeyBinding([.down, .character("j")], "↓ / j", "scroll the map a line down (↑ / k: up)", scope: .map) { _ in .scrollMap(1) },
        KeyBinding([.up, .character("k")], nil, "", scope: .map) { _ in .scrollMap(-1) },
        KeyBinding([.pageDown, .pageUp], "PgDn / PgUp", "scroll the map a page", scope: .map) { context in
            .scrollMap(context.key == .pageDown ? 1 : -1, page: true)
        },
        KeyBinding([.home, .end], "Home / End", "the map's top / its end", scope: .map) { context in
            .scrollMap(context.key == .home ? -10_000 : 10_000)
        },
        KeyBinding([.down, .shiftDown, .character("j")], "↓ / j", "scroll the help a line down (↑ / k: up)", scope: .help) { _ in
            .scrollHelp(1)
        },
        KeyBinding([.up, .shiftUp, .character("k")], nil, "", scope: .help) { _ in .scrollHelp(-1) },
        KeyBinding([.pageDown, .character(" ")], "PgDn / Space", "scroll the help a page (PgUp: back)", scope: .help) { _ in
            .scrollHelp(10)
        },
        KeyBinding([.pageUp], nil, "", scope: .help) { _ in .scrollHelp(-10) },
        KeyBinding([.home, .end], "Home / End", "the help's top / its end (any other key closes it)", scope: .help) { context in
            .scrollHelp(context.key == .home ? -10_000 : 10_000)
        },
    ]

    /// The keys the help lists, by where they act (the app's keys first), in order: how it names
    /// them, what they do.
    static var sections: [(title: String, keys: [(key: String, does: String)])] {
        var sections: [(title: String, keys: [(key: String, does: String)])] = []
        for scopes in KeyBinding.Scope.listed {
            var keys: [(key: String, does: String)] = []
            for binding in bindings where scopes.contains(binding.scope) {
                if let label = binding.label { keys.append((label, binding.help)) }
            }
            if !keys.isEmpty { sections.append((scopes[0].heading, keys)) }
        }
        return sections
    }

    /// Every key the help lists, in order.
    static var listed: [(key: String, does: String)] { sections.flatMap(\.keys) }

    /// The keys the status bar shows where the navigator is (`crashed`: in the crash report, where
    /// only relaunching and the keys that act everywhere work), in its order: the key, what it
    /// does, the rank it is kept by when the bar is narrow (nil: always shown, at the right).
    static func bar(crashed: Bool = false) -> [(key: String, does: String, rank: Int?)] {
        let scopes: [KeyBinding.Scope] = crashed ? [.crashReport, .everywhere] : [.app, .everywhere]
        var entries: [(key: String, bar: KeyBinding.Bar)] = []
        for binding in bindings where scopes.contains(binding.scope) {
            if let bar = binding.bar { entries.append((binding.keys[0].name, bar)) }
        }
        return entries.sorted { $0.bar.order < $1.bar.order }.map { ($0.key, $0.bar.does, $0.bar.rank) }
    }

    /// The docs' table of keys (the navigator's DocC article holds exactly this): the keys of
    /// the map, the crash report and the help say where they act.
    static var markdown: String {
        var rows: [String] = []
        for scopes in KeyBinding.Scope.listed {
            let place = scopes[0].place.map { "\($0): " } ?? ""
            for binding in bindings where scopes.contains(binding.scope) {
                guard let label = binding.label else { continue }
                rows.append("| \(label) | \(place)\(binding.docs ?? binding.help) |")
            }
        }
        return (["| key | does |", "|---|---|"] + rows).joined(separator: "\n")
    }
}

/// One line of the key table: the keys, where they act, what they do and how they are named.
struct KeyBinding: Sendable {
    /// Where a binding acts.
    enum Scope: Sendable {
        /// On the running app (not in the crash report).
        case app
        /// Everywhere, the crash report included.
        case everywhere
        /// Only in the crash report.
        case crashReport
        /// While the help is open.
        case help
        /// While the map shows (before the keys that act everywhere).
        case map

        /// The scopes the help lists, in order, grouped under one heading each.
        static let listed: [[Scope]] = [[.app, .everywhere], [.crashReport], [.map], [.help]]

        /// The help's heading for the keys of this scope.
        var heading: String {
            switch self {
            case .app, .everywhere: "Keys"
            case .crashReport: "In the crash report"
            case .map: "While the map shows (m)"
            case .help: "In this help"
            }
        }

        /// Where the keys act, for the docs' table (nil: on the app).
        var place: String? {
            switch self {
            case .app, .everywhere: nil
            case .crashReport: "in the crash report"
            case .map: "while the map shows"
            case .help: "in the help"
            }
        }
    }

    /// How the status bar shows a key: what it does, the rank it is kept by when the bar is
    /// narrow (nil: always, at the right), and its place in the bar.
    struct Bar: Sendable {
        let does: String
        let rank: Int?
        let order: Int

        init(_ does: String, rank: Int? = nil, order: Int) {
            self.does = does
            self.rank = rank
            self.order = order
        }
    }

    /// What an action may look at.
    struct Context {
        /// The key pressed (one of the binding's).
        let key: Key
        let state: NavigatorState
        /// How many lines the log shows (PgUp and PgDn move that many).
        let page: Int
    }

    let keys: [Key]
    /// How the help and the docs name the keys (`Tab / ↓ / →`); nil: not listed.
    let label: String?
    /// What it does, for the help.
    let help: String
    /// What it does, for the docs, when they say more than the help.
    let docs: String?
    let scope: Scope
    let bar: Bar?
    let action: @Sendable (Context) -> KeyAction

    init(
        _ keys: [Key], _ label: String?, _ help: String, docs: String? = nil, scope: Scope = .app, bar: Bar? = nil,
        action: @escaping @Sendable (Context) -> KeyAction
    ) {
        self.keys = keys
        self.label = label
        self.help = help
        self.docs = docs
        self.scope = scope
        self.bar = bar
        self.action = action
    }
}

extension Key {
    /// How the status bar names the key: `Enter`, `Tab`, `b`.
    var name: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .enter: "Enter"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .shiftUp: "Shift-↑"
        case .shiftDown: "Shift-↓"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .function(let number): "F\(number)"
        case .ctrl(let letter): "Ctrl-" + String(letter).uppercased()
        }
    }
}
