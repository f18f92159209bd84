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
        let startsLine = before < 0 || tokens[before].kind == .newline
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
        while index > 0, tokens[index - 1].kind != .newline { index -= 1 }
        let token = tokens[index]
        return token.kind == .whitespace ? text(token.start..<token.end) : ""
    }

    /// The text with the edits applied. Edits must not overlap; an edit overlapping an earlier
    /// one is dropped (and reported false).
    func applying(_ edits: [TextEdit]) -> (text: String, clean: Bool) {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var cursor = 0
        var clean = true
        let ordered = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.element.range.upperBound, $0.offset)
                < ($1.element.range.lowerBound, $1.element.range.upperBound, $1.offset)
        }
        for edit in ordered.map(\.element) {
            guard edit.range.lowerBound >= cursor else {
                clean = false
                continue
            }
            result += bytes[cursor..<edit.range.lowerBound]
            result += Array(edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        result += bytes[cursor...]
        return (String(decoding: result, as: UTF8.self), clean)
    }
}
