import Foundation
import Navigator

/// The app's Swift at the call step mode holds: the method with its lines numbered and the
/// call's line marked (▶, in the pending style), scrolled so that line shows; or, where UIKit
/// acts with no code of the app's, what UIKit does, in plain words.
struct SourcePanel: Panel {
    let theme: Theme

    /// The rows the panel would like for `excerpt` at `width` (its box included).
    static func height(of excerpt: SourceExcerpt, width: Int) -> Int {
        let note = excerpt.note.map { TextLayout.wrap($0, width: max(1, width - 2)).count } ?? 0
        let heading = title(of: excerpt, width: width).rest == nil ? 0 : 1
        return 2 + heading + note + rows(of: excerpt, width: width - 2, ascii: false).count
    }

    /// The box's title in a panel `width` wide, never cut: `DogsViewController.swift:28 ·
    /// tableView(_:didSelectRowAt:)` whole when it fits, else its first part, the rest (the
    /// method) on the panel's first row when the panel has ten rows or more.
    static func title(of excerpt: SourceExcerpt, width: Int) -> (title: String, rest: String?) {
        let room = width - 4
        guard DisplayWidth.of(excerpt.title) > room, let range = excerpt.title.range(of: " · ") else { return (excerpt.title, nil) }
        return (String(excerpt.title[..<range.lowerBound]), String(excerpt.title[range.upperBound...]))
    }

    /// The code's rows at `width`: each line numbered, the marked one with ▶; a line too long
    /// wraps under its code (the lesson is often at its end: a creator's closure, an argument).
    static func rows(of excerpt: SourceExcerpt, width: Int, ascii: Bool) -> [(text: String, marked: Bool)] {
        let digits = String(excerpt.firstLine + excerpt.lines.count - 1).count
        let indent = commonIndent(excerpt.lines)
        var rows: [(String, Bool)] = []
        for (index, text) in excerpt.lines.enumerated() {
            let number = String(excerpt.firstLine + index)
            let marked = excerpt.marked == excerpt.firstLine + index
            let gutter = (marked ? ascii ? ">" : "▶" : " ") + String(repeating: " ", count: digits - number.count) + number + " "
            let code = String(text.replacingOccurrences(of: "\t", with: "    ").dropFirst(indent))
            let room = width - DisplayWidth.of(gutter)
            guard room > 12, DisplayWidth.of(code) > room else {
                rows.append((gutter + code, marked))
                continue
            }
            let own = String(code.prefix { $0 == " " })
            let wrapped = TextLayout.wrap(String(code.dropFirst(own.count)), width: room - own.count - 4)
            let blank = String(repeating: " ", count: DisplayWidth.of(gutter))
            for (part, line) in wrapped.enumerated() {
                rows.append(((part == 0 ? gutter + own : blank + own + "    ") + line, marked))
            }
        }
        return rows
    }

    static func slice(of state: NavigatorState) -> SourceExcerpt? { state.source }

    func draw(_ slice: SourceExcerpt?, in rect: Rect, on grid: inout CellGrid) {
        guard let excerpt = slice else { return }
        let title = Self.title(of: excerpt, width: rect.width)
        theme.box(rect, title: title.title, on: &grid)
        let inner = rect.insetBy(dx: 1, dy: 1)
        var row = 0
        // A small pane keeps its rows for the code: the file and line say where it is.
        if let rest = title.rest, inner.height >= 10 {
            grid.put(rest, in: inner, row: row, style: .bold, charset: theme.charset)
            row += 1
        }
        if let note = excerpt.note {
            for line in TextLayout.wrap(note, width: max(1, inner.width)) where row < inner.height {
                grid.put(line, in: inner, row: row, style: theme.note, charset: theme.charset)
                row += 1
            }
        }
        let code = Self.rows(of: excerpt, width: inner.width, ascii: theme.charset == .ascii)
        guard !code.isEmpty, row < inner.height else { return }
        let room = inner.height - row
        let marked = code.firstIndex { $0.marked } ?? 0
        let markedEnd = code.lastIndex { $0.marked } ?? marked
        // The marked line a third of the way down when the method is taller than the panel,
        // higher when it takes several rows: all of it shows.
        var start = code.count > room ? max(0, min(marked - room / 3, code.count - room)) : 0
        if markedEnd >= start + room { start = max(0, min(marked, markedEnd - room + 1)) }
        for (offset, line) in code.dropFirst(start).prefix(room).enumerated() {
            grid.put(line.text, in: inner, row: row + offset, style: line.marked ? theme.pending : .plain, charset: theme.charset)
        }
    }

    /// The leading spaces every non-blank line has (a method in a class is indented by its body).
    static func commonIndent(_ lines: [String]) -> Int {
        lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.replacingOccurrences(of: "\t", with: "    ").prefix { $0 == " " }.count }.min() ?? 0
    }
}
