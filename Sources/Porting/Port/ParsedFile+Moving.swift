extension ParsedFile {
    /// The text of `range` with the edits inside it applied; those edits are taken out of the
    /// file's (the range is about to go).
    func extract(_ range: Range<Int>) -> String {
        let inside = { (edit: TextEdit) in range.contains(edit.range.lowerBound) && edit.range.upperBound <= range.upperBound }
        let taken = edits.filter(inside)
        edits.removeAll(where: inside)
        return source.applying(taken, within: range).text
    }
}

extension SourceFile {
    /// The offset after the blank line starting at `offset`, or `offset` when that line is not blank.
    func endOfBlankLine(after offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "\r"), bytes[end + 1] == UInt8(ascii: "\n") { return end + 2 }
        return end < bytes.count && bytes[end] == UInt8(ascii: "\n") ? end + 1 : offset
    }

    /// The bytes of the whole lines holding code tokens `first...last`, with the comment lines
    /// right above (a doc comment goes with its declaration) and the last line break.
    func lineRange(from first: Int, through last: Int) -> Range<Int> {
        var index = code[first]
        // Back over the spaces and comment lines right above (stopping at a blank line).
        var start = index
        var newlines = 0
        while index > 0 {
            let previous = tokens[index - 1]
            if previous.kind == .whitespace {
                index -= 1
            } else if previous.kind == .newline {
                newlines += 1
                if newlines > 1 { break }
                index -= 1
            } else if previous.kind == .lineComment || previous.kind == .blockComment {
                newlines = 0
                index -= 1
                start = index
            } else {
                break
            }
        }
        while start > 0, tokens[start - 1].kind == .whitespace { start -= 1 }
        var end = code[last] + 1
        while end < tokens.count, tokens[end].kind != .newline { end += 1 }
        let startOffset = start > 0 && tokens[start - 1].kind != .newline ? tokens[code[first]].start : tokens[start].start
        return startOffset..<(end < tokens.count ? tokens[end].end : bytes.count)
    }
}
