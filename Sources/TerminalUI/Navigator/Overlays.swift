import Foundation
import Navigator

/// The help, drawn over the panels: every key (the app's, then the crash report's, the map's
/// and the help's own), then every command of the `:` prompt. It scrolls (↑ ↓ PgUp PgDn Space)
/// when the terminal is too short for it; any other key closes it.
struct HelpOverlay: Panel {
    let theme: Theme

    /// Every key of the navigator, as the help lists them (from `KeyTable`).
    static var keys: [(String, String)] { KeyTable.listed.map { ($0.key, $0.does) } }

    /// The commands of the `:` prompt: the replay language, then the navigator's own words.
    static let commands: [(String, String)] = [
        ("launch / relaunch", "start the app (again)"),
        ("tap \"Dogs\" / tap #id", "tap what shows that text, or that storyboard or accessibility id"),
        ("tap \"OK\" index 1", "the second element that reads OK"),
        ("tap row 2 in section 1", "a row of the visible table or collection"),
        ("type \"Rex\" / return", "type into the text field being edited; press the keyboard's Return"),
        ("pick \"Large\" [in #id]", "choose a value on a picker or a date picker"),
        ("swipe delete row 2", "swipe a row to delete it (in section N)"),
        ("move row 0 to row 2", "drag a row's reorder control in editing mode"),
        ("background / foreground", "the home screen, and back to the app"),
        ("back", "the back button"),
        ("dismiss", "swipe down the presented sheet"),
        ("dismiss by code", "the presenter's dismiss(animated: true)"),
        ("segue \"showCats\"", "the top controller calls performSegue(withIdentifier:sender:)"),
        ("step on / step off / next", "step mode, and one callback further"),
        ("wait 2s / resize 80x24", "pacing and size for played scripts"),
        ("marker \"Title\"", "a chapter in the log, the transcript and a cast"),
        ("expect top NAME", "the visible controller (class, Storyboard ID or title)"),
        ("expect stack A > B", "the visible navigation stack, bottom to top"),
        ("expect presented NAME", "the topmost presented controller (or none)"),
        ("expect screen \"text\"", "the text is on the phone (expect no screen: it is not)"),
        ("expect log \"text\"", "a line since the last action has it (expect no log: none has)"),
        ("expect value dog == \"Rex\"", "a property of the visible controller (Class.dog for another)"),
        ("expect crash \"text\"", "the app crashed with that message (expect hang: it hung)"),
        ("expect alive", "the app has neither crashed nor hung"),
        ("expect leak [NAME]", "a controller that should be gone is alive (expect no leaks)"),
        ("help / map / presentation", "the navigator's own: this help, the map, presentation mode"),
    ]

    /// The help's lines at a content `width`: headings, then keys and what they do, wrapped.
    static func lines(width: Int) -> [(key: String, text: String, heading: Bool)] {
        var lines: [(String, String, Bool)] = []
        let column = 28
        func add(_ entries: [(String, String)]) {
            for (key, does) in entries {
                let wrapped = TextLayout.wrap(does, width: max(10, width - column))
                for (index, part) in wrapped.enumerated() { lines.append((index == 0 ? key : "", part, false)) }
            }
        }
        for section in KeyTable.sections {
            lines.append((section.title, "", true))
            add(section.keys.map { ($0.key, $0.does) })
            lines.append(("", "", false))
        }
        lines.append(("Commands at the : prompt (replays use the same)", "", true))
        add(commands)
        return lines
    }

    /// The help's box on a terminal of `size`.
    static func box(in size: Size) -> Rect {
        let width = min(size.width - 4, 110)
        let height = min(size.height - 2, lines(width: width - 4).count + 2)
        return Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    }

    /// How far the help scrolls on a terminal of `size`.
    static func scrollLimit(in size: Size) -> Int {
        let box = box(in: size)
        return max(0, lines(width: box.width - 4).count - (box.height - 2))
    }

    /// How far the help is scrolled.
    static func slice(of state: NavigatorState) -> Int { state.helpScroll }

    func draw(_ helpScroll: Int, in bounds: Rect, on grid: inout CellGrid) {
        let box = Self.box(in: bounds.size)
        let lines = Self.lines(width: box.width - 4)
        let content = box.insetBy(dx: 2, dy: 1)
        let scroll = min(helpScroll, max(0, lines.count - content.height))
        var title = "Help  (Esc closes)"
        if lines.count > content.height {
            title = "Help  lines \(scroll + 1)-\(scroll + content.height) of \(lines.count)  (↓ PgDn Space: more, Esc closes)"
        }
        // Where the box leaves only a thin margin, the panels' fragments around it would read as
        // part of the help: it covers everything above the status line.
        let thin = box.width >= bounds.width - 4 || box.height >= bounds.height - 2
        grid.fill(thin ? Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bounds.height - 1)) : box)
        grid.drawBox(box, title: title, style: .bold, charset: theme.charset)
        for (row, line) in lines.dropFirst(scroll).prefix(content.height).enumerated() {
            if line.heading {
                grid.put(line.key, in: content, row: row, style: Style(bold: true, underline: true), charset: theme.charset)
                continue
            }
            grid.put(line.key, in: content, row: row, style: .bold, charset: theme.charset)
            grid.put(line.text, in: content, row: row, column: 28, charset: theme.charset)
        }
    }
}

/// The crash (or hang) report as a device gives it, in the phone's place (the app is gone):
/// the message, where, the signal, what to do. The log beside it keeps the events that led
/// there, and the inspector stays readable.
struct CrashPanel: Panel {
    let theme: Theme

    /// `text` in `width` columns, its start replaced by the ellipsis when it is too long.
    static func tail(_ text: String, width: Int, charset: BoxCharset) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        let ellipsis = charset.ellipsis
        var kept = ""
        for character in text.reversed() {
            guard DisplayWidth.of(String(character) + kept) + DisplayWidth.of(ellipsis) <= width else { break }
            kept.insert(character, at: kept.startIndex)
        }
        return ellipsis + kept
    }

    /// The crash, or the hang (a hang with no report yet: both nil).
    struct Slice {
        var crash: CrashReport?
        var hang: CrashReport?
    }

    static func slice(of state: NavigatorState) -> Slice { Slice(crash: state.crash, hang: state.hang) }

    func draw(_ state: Slice, in rect: Rect, on grid: inout CellGrid) {
        let crashed = state.crash != nil
        grid.drawBox(rect, title: crashed ? "The app crashed" : "The app hung", style: theme.crashBorder, charset: theme.charset)
        let inner = rect.insetBy(dx: 1, dy: 1)
        var lines: [(String, Style)] = []
        func add(_ text: String, _ style: Style) {
            for line in TextLayout.wrap(text, width: max(1, inner.width)) { lines.append((line, style)) }
        }
        if let report = state.crash ?? state.hang {
            if let location = report.location, let range = report.message.range(of: ": Fatal error: ") {
                // A trap: what went wrong first, then where (cut from the left: the file name and
                // line matter more than the folder).
                add("Fatal error: " + report.message[range.upperBound...], theme.error)
                lines.append((Self.tail("at \(location)", width: inner.width, charset: theme.charset), .bold))
            } else {
                add(report.message, theme.error)
            }
            if crashed, let signal = report.signal { add("ended by " + CrashReport.describe(signal: signal), .plain) }
        } else {
            add("The app did not answer in time and was killed (a main-thread hang).", theme.error)
        }
        lines.append(("", .plain))
        add("The log below shows the events that led here; the inspector keeps the last state.", .plain)
        lines.append(("", .plain))
        add("r: relaunch", .bold)
        add(": a command, like \(crashed ? "expect crash \"…\"" : "expect hang")", .bold)
        add("q: quit", .bold)
        // The last events, when at least one fits (the log shows them too).
        let room = inner.height - lines.count - 2
        if let report = state.crash ?? state.hang, !report.lastTrace.isEmpty, room > 0 {
            lines.append(("", .plain))
            add(crashed ? "The last events before the crash:" : "The last events before it was killed:", .bold)
            // The latest events, wrapped (the last one is the call that never returned).
            var rows: [String] = []
            for line in report.lastTrace.suffix(8).reversed() {
                let wrapped = LogPanel.wrap(line, width: inner.width)
                guard rows.count + wrapped.count <= room else { break }
                rows.insert(contentsOf: wrapped, at: 0)
            }
            lines += rows.map { ($0, .plain) }
        }
        for (row, line) in lines.prefix(inner.height).enumerated() {
            grid.put(line.0, in: inner, row: row, style: line.1, charset: theme.charset)
        }
    }
}
