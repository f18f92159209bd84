extension PortRules {
    /// Swift on Linux overrides only in a class body (UIKit's methods are `@objc dynamic` on
    /// Apple platforms, which lets extensions override them): an `override` in an extension of a
    /// class of these sources moves, ported, to the end of the class body.
    func moveOverrides() {
        for name in program.classNames {
            guard let info = program.classes[name] else { continue }
            var moved: [String] = []
            for part in info.extensions {
                let file = files[part.file]
                let members =
                    file.outline.functions.filter { $0.owner == part.type && $0.prefix.has("override") }.map {
                        ($0.prefix.start, $0.end, $0.keyword)
                    }
                    + file.outline.variables.filter { $0.owner == part.type && $0.prefix.has("override") }.map {
                        ($0.prefix.start, $0.end, $0.keyword)
                    }
                for (start, end, keyword) in members.sorted(by: { $0.0 < $1.0 }) {
                    let range = file.source.lineRange(from: start, through: end - 1)
                    moved.append(file.extract(range))
                    file.edits.append(
                        TextEdit(range: range.lowerBound..<file.source.endOfBlankLine(after: range.upperBound), replacement: ""))
                    let source = file.source
                    let member = source.text(source.span(keyword, min(keyword + 1, end - 1)))
                    report(
                        part.file, at: keyword, .note,
                        "\(member) moved into \(program.displayName(name))'s body: Swift on Linux overrides only in a class body, not in an extension"
                    )
                }
            }
            guard !moved.isEmpty else { continue }
            let body = files[info.body.file]
            let close = program.type(info.body).bodyClose
            let lineStart = body.source.lineRange(from: close, through: close).lowerBound
            let closeOffset = body.source.token(at: close).start
            let alone = body.source.text(lineStart..<closeOffset).allSatisfy { $0 == " " || $0 == "\t" }
            let text = moved.map { "\n" + $0 }.joined()
            let offset = alone ? lineStart : closeOffset
            body.edits.append(TextEdit(range: offset..<offset, replacement: alone ? text : text + "\n"))
        }
    }
}

extension ParsedFile {
    /// The text of `range` with the edits inside it applied; those edits are taken out of the
    /// file's (the range is about to go).
    func extract(_ range: Range<Int>) -> String {
        let inside = edits.filter { range.contains($0.range.lowerBound) && $0.range.upperBound <= range.upperBound }
        edits.removeAll { range.contains($0.range.lowerBound) && $0.range.upperBound <= range.upperBound }
        let shifted = inside.map {
            TextEdit(
                range: ($0.range.lowerBound - range.lowerBound)..<($0.range.upperBound - range.lowerBound), replacement: $0.replacement)
        }
        let piece = Array(source.bytes[range])
        var result: [UInt8] = []
        var cursor = 0
        for edit in shifted.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where edit.range.lowerBound >= cursor {
            result += piece[cursor..<edit.range.lowerBound] + Array(edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        result += piece[cursor...]
        return String(decoding: result, as: UTF8.self)
    }
}

extension SourceFile {
    /// The offset after the blank line starting at `offset`, or `offset` when that line is not blank.
    func endOfBlankLine(after offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
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
