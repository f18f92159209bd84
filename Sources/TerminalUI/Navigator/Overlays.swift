import Foundation
import Navigator

/// The help, drawn over the panels: every key of the navigator.
struct HelpOverlay: Panel {
    let theme: Theme

    /// Every key of the navigator, for the help overlay and the README.
    static let keys: [(String, String)] = [
        ("Tab / ↓ / →", "focus the next tappable element"),
        ("Shift-Tab / ↑ / ←", "focus the previous one"),
        ("Enter / mouse click", "tap"),
        ("b", "back (the navigation bar's back button)"),
        ("d", "dismiss the presented controller (swipe down)"),
        ("Backspace / Delete", "swipe the focused row to delete it"),
        ("h", "home screen: background; h again: foreground"),
        ("s", "step mode on/off: pause before each callback"),
        ("n / Space", "in step mode: run to the next callback"),
        ("[ / ]", "inspect the previous / next controller of the hierarchy"),
        ("PgUp / PgDn", "scroll the lifecycle log"),
        ("/", "filter the log (empty: no filter)"),
        (":", "command line: any replay command (tap \"Dogs\", expect top Pets, relaunch…); ↑/↓ history"),
        ("R", "start / stop recording to a replay script"),
        ("r", "relaunch the app (after a crash)"),
        ("?", "this help"),
        ("q", "quit"),
    ]

    func draw(_ state: NavigatorState, in bounds: Rect, on grid: inout CellGrid) -> [HitArea] {
        let width = min(bounds.width - 4, 84)
        let height = min(bounds.height - 2, Self.keys.count + 4)
        let box = Rect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
        grid.fill(box)
        grid.drawBox(box, title: "Keys (any key closes)", style: .bold, charset: theme.charset)
        let inner = box.insetBy(dx: 2, dy: 1)
        for (row, entry) in Self.keys.prefix(inner.height).enumerated() {
            let keyWidth = grid.put(entry.0, in: inner, row: row, style: .bold)
            grid.put(entry.1, in: inner, row: row, column: max(keyWidth + 2, 22))
        }
        return []
    }
}

/// The crash (or hang) report, drawn over the panels, as a device reports it.
struct CrashOverlay: Panel {
    let theme: Theme

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case 4: return " (SIGILL: a Swift trap)"
        case 5: return " (SIGTRAP: a Swift trap)"
        case 6: return " (SIGABRT: abort)"
        case 9: return " (SIGKILL)"
        case 11: return " (SIGSEGV)"
        default: return ""
        }
    }

    func draw(_ state: NavigatorState, in bounds: Rect, on grid: inout CellGrid) -> [HitArea] {
        let width = min(bounds.width - 4, 100)
        let inner = width - 4
        var lines: [(String, Style)] = []
        if let report = state.crash ?? state.hang {
            for line in TextLayout.wrap(report.message, width: inner) { lines.append((line, theme.error)) }
            if let location = report.location { lines.append(("at \(location)", .bold)) }
            if state.crash != nil, let signal = report.signal {
                lines.append(("ended by signal \(signal)\(Self.signalName(signal))", theme.dim))
            }
            lines.append(("", .plain))
            lines.append((state.crash != nil ? "The last events before the crash:" : "The last events before it was killed:", .bold))
            for line in report.lastTrace.suffix(8) {
                lines.append((TextLayout.truncate(line, toWidth: inner, charset: theme.charset), .plain))
            }
        } else {
            lines.append(("The app did not answer in time and was killed (a main-thread hang).", theme.error))
        }
        lines.append(("", .plain))
        let check = state.crash != nil ? "expect crash \"…\"" : "expect hang"
        lines.append(("r: relaunch    :: a command, like \(check)    q: quit", .bold))
        let height = min(bounds.height - 2, lines.count + 2)
        let box = Rect(x: (bounds.width - width) / 2, y: max(0, (bounds.height - height) / 2), width: width, height: height)
        grid.fill(box)
        grid.drawBox(box, title: state.crash != nil ? "The app crashed" : "The app hung", style: theme.crashBorder, charset: theme.charset)
        let content = box.insetBy(dx: 2, dy: 1)
        for (row, line) in lines.prefix(content.height).enumerated() {
            grid.put(line.0, in: content, row: row, style: line.1)
        }
        return []
    }
}
