import Foundation
import Navigator

/// The bottom line: the line being edited (with its prompt: `:`, `/`, `type into …`), or the
/// state (recording, step mode, playback), a message and the keys. `?:help` and `q:quit` keep
/// their place at the right whatever the width; the other keys show as the room allows, the
/// most useful first.
struct StatusBar: Panel {
    let theme: Theme

    /// The keys the bar shows on the left, in the order they are shown, with the rank they are
    /// kept by (lower first) when the bar is narrow (from `KeyTable`); in the crash report, only
    /// the keys that work there.
    static func keys(crashed: Bool) -> [(key: String, does: String, rank: Int)] {
        KeyTable.bar(crashed: crashed).compactMap { entry in entry.rank.map { (entry.key, entry.does, $0) } }
    }

    /// The app's keys on the bar (see `keys(crashed:)`).
    static let keys = keys(crashed: false)

    /// The keys that keep their place at the right whatever the width (`?:help  q:quit`).
    static let pinned: [(key: String, does: String)] = KeyTable.bar().filter { $0.rank == nil }.map { ($0.key, $0.does) }

    /// What the bar says: the line being edited, or the modes, a message and the keys.
    struct Slice {
        var commandLine: String?
        var prompt = LinePrompt.command
        /// A notice beside the line being edited (a paste cut at its bound).
        var lineNotice: String?
        var recordingPath: String?
        var stepping = false
        var presentation = false
        var playback: String?
        var message: String?
        /// The crash (or hang) report is shown: the bar lists only the keys that work there.
        var crashed = false
        /// The help is open: the bar says which keys scroll it.
        var help = false
    }

    static func slice(of state: NavigatorState) -> Slice {
        Slice(
            commandLine: state.commandLine, prompt: state.linePrompt, lineNotice: state.lineNotice, recordingPath: state.recordingPath,
            stepping: state.stepping,
            presentation: state.presentation, playback: state.playback, message: state.message,
            crashed: state.crash != nil || state.hung, help: state.showHelp)
    }

    func draw(_ state: Slice, in rect: Rect, on grid: inout CellGrid) {
        if let command = state.commandLine {
            let prompt = state.prompt.prompt
            // A notice about the line (a paste cut at the bound) shows at the right, in at most
            // half the bar.
            let notice = state.lineNotice.map { TextLayout.truncate($0, toWidth: rect.width / 2, charset: theme.charset) }
            let noticeWidth = notice.map { DisplayWidth.of($0) + 2 } ?? 0
            let room = rect.width - DisplayWidth.of(prompt) - 1 - noticeWidth
            grid.put(prompt + Self.tail(of: command, fitting: room) + theme.cursor, in: rect, row: 0, style: .bold, charset: theme.charset)
            if let notice {
                grid.put(
                    notice, in: rect, row: 0, column: rect.width - noticeWidth + 2, style: notice.hasPrefix("✗") ? theme.error : .bold,
                    charset: theme.charset)
            }
            return
        }
        if state.help {
            // Over the help only its own keys work: the bar says so, not the app's keys.
            let keys = KeyTable.sections.last?.keys.map(\.key).joined(separator: ", ") ?? ""
            grid.put(
                "Help\(theme.dot)\(keys) scroll it\(theme.dot)any other key closes it", in: rect, row: 0, style: .bold,
                charset: theme.charset)
            return
        }
        let fixed = Self.pinned.map { "  \($0.key):\($0.does)" }.joined()  // drawn two columns after `right`
        let right = rect.width - DisplayWidth.of(fixed)
        var column = 0
        let left = Rect(x: rect.minX, y: rect.minY, width: max(0, right), height: 1)
        if let path = state.recordingPath {
            // The file's name, short: the message after it matters more.
            let name = TextLayout.truncate(URL(fileURLWithPath: path).lastPathComponent, toWidth: 20, charset: theme.charset)
            column += grid.put("\(theme.recording) REC \(name) ", in: left, row: 0, style: theme.error, charset: theme.charset)
        }
        if state.stepping {
            column += grid.put("STEP ", in: left, row: 0, column: column, style: theme.warning, charset: theme.charset)
        }
        if state.presentation {
            column += grid.put("PRESENTING ", in: left, row: 0, column: column, style: .bold, charset: theme.charset)
        }
        if let playback = state.playback {
            column += grid.put("\(theme.play) \(playback) ", in: left, row: 0, column: column, style: theme.good, charset: theme.charset)
        }
        if let message = state.message {
            grid.put(message, in: left, row: 0, column: column, style: message.hasPrefix("✗") ? theme.error : .bold, charset: theme.charset)
        } else {
            drawKeys(Self.keysFitting(left.width - column, crashed: state.crashed), in: left, column: column, on: &grid)
        }
        drawKeys(Self.pinned, in: rect, column: max(column, right) + 2, on: &grid)
    }

    /// The keys that fit in `width` columns, most useful first, shown in their usual order.
    static func keysFitting(_ width: Int, crashed: Bool = false) -> [(key: String, does: String)] {
        let keys = keys(crashed: crashed)
        var chosen: Set<Int> = []
        var used = 0
        for (index, entry) in keys.enumerated().sorted(by: { $0.element.rank < $1.element.rank }) {
            let cost = DisplayWidth.of(entry.key) + 1 + DisplayWidth.of(entry.does) + 2
            guard used + cost <= width else { continue }
            used += cost
            chosen.insert(index)
        }
        return keys.indices.filter(chosen.contains).map { (keys[$0].key, keys[$0].does) }
    }

    private func drawKeys(_ keys: [(key: String, does: String)], in rect: Rect, column start: Int, on grid: inout CellGrid) {
        var column = start
        for (key, does) in keys {
            if column > start { column += 2 }
            column += grid.put(key, in: rect, row: 0, column: column, style: theme.key, charset: theme.charset)
            column += grid.put(":" + does, in: rect, row: 0, column: column, charset: theme.charset)
        }
    }

    /// The end of `text` that fits `width` columns, `…` first when it was cut: a long `:` line
    /// shows where the cursor is.
    static func tail(of text: String, fitting width: Int) -> String {
        guard width > 1, DisplayWidth.of(text) > width else { return text }
        var kept: [Character] = []
        var used = 1
        for character in text.reversed() {
            let columns = DisplayWidth.cellText(character).width
            if used + columns > width { break }
            used += columns
            kept.append(character)
        }
        return "…" + String(kept.reversed())
    }
}
