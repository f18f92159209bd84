/// A replacement of a byte range of a file.
struct TextEdit: Equatable {
    var range: Range<Int>
    var replacement: String
}

extension SourceFile {
    /// The byte range of code tokens `first...last`.
    func span(_ first: Int, _ last: Int) -> Range<Int> {
        token(at: first).start..<token(at: last).end
    }

    /// An edit replacing code tokens `first...last` with `text`.
    func replacing(_ first: Int, _ last: Int, with text: String) -> TextEdit {
        TextEdit(range: span(first, last), replacement: text)
    }

    /// An edit removing code tokens `first...last`: their whole line when nothing else is on it,
    /// otherwise with the spaces that follow them.
    func removing(_ first: Int, _ last: Int) -> TextEdit {
        let firstToken = code[first]
        let lastToken = code[last]
        var before = firstToken - 1
        while before >= 0, tokens[before].kind == .whitespace { before -= 1 }
        var after = lastToken + 1
        while after < tokens.count, tokens[after].kind == .whitespace { after += 1 }
        // A byte order mark starts the first line and stays.
        let startsLine = before < 0 || tokens[before].kind == .newline || tokens[before].kind == .byteOrderMark
        let endsLine = after >= tokens.count || tokens[after].kind == .newline
        if startsLine, endsLine {
            let start = before < 0 ? 0 : tokens[before].end
            let end = after < tokens.count ? tokens[after].end : bytes.count
            return TextEdit(range: start..<end, replacement: "")
        }
        if endsLine {
            // Trailing: take the spaces before instead.
            return TextEdit(range: tokens[before + 1].start..<tokens[lastToken].end, replacement: "")
        }
        return TextEdit(range: tokens[firstToken].start..<(after < tokens.count ? tokens[after].start : bytes.count), replacement: "")
    }

    /// The spaces and tabs that start the line holding code token `position`.
    func indentation(ofLineAt position: Int) -> String {
        var index = code[position]
        while index > 0, tokens[index - 1].kind != .newline, tokens[index - 1].kind != .byteOrderMark { index -= 1 }
        let token = tokens[index]
        return token.kind == .whitespace ? text(token.start..<token.end) : ""
    }

    /// The line break the file writes: `\r\n` when every line break of it is one, else `\n`.
    var lineBreak: String {
        var crlf = false
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            guard offset > 0, bytes[offset - 1] == UInt8(ascii: "\r") else { return "\n" }
            crlf = true
        }
        return crlf ? "\r\n" : "\n"
    }

    /// The text of `range` (the whole file by default) with the edits inside it applied, their
    /// line breaks written as the file writes them. Edits that overlap are not applied: each
    /// overlap is returned (the edit and the earlier one it overlaps), and the text is then
    /// only what the other edits give: the caller decides (the port changes nothing then).
    func applying(_ edits: [TextEdit], within range: Range<Int>? = nil) -> (text: String, overlaps: [(TextEdit, TextEdit)]) {
        let range = range ?? 0..<bytes.count
        let lineBreak = self.lineBreak
        var result: [UInt8] = []
        result.reserveCapacity(range.count)
        var cursor = range.lowerBound
        var last: TextEdit?
        var overlaps: [(TextEdit, TextEdit)] = []
        let ordered = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.element.range.upperBound, $0.offset)
                < ($1.element.range.lowerBound, $1.element.range.upperBound, $1.offset)
        }
        for edit in ordered.map(\.element) {
            guard edit.range.lowerBound >= cursor else {
                if let last { overlaps.append((last, edit)) }
                continue
            }
            result += bytes[cursor..<edit.range.lowerBound]
            result += Array(Self.lineBreaks(edit.replacement, as: lineBreak).utf8)
            cursor = edit.range.upperBound
            last = edit
        }
        result += bytes[cursor..<range.upperBound]
        return (String(decoding: result, as: UTF8.self), overlaps)
    }

    /// `text` with its line breaks written as `lineBreak`.
    private static func lineBreaks(_ text: String, as lineBreak: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\n")) else { return text }
        // By bytes: `\r\n` is one Character, which a split at "\n" would not cut.
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0, as: UTF8.self)
        }
        return lines.joined(separator: lineBreak)
    }
}
