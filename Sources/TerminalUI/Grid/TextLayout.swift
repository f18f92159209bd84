/// Text helpers measured in display columns (see `DisplayWidth`).
public enum TextLayout {
    /// `text` cut to at most `width` columns; when cut, it ends with the
    /// charset's ellipsis (`…` or `...`), itself cut when `width` is tiny.
    public static func truncate(_ text: String, toWidth width: Int, charset: BoxCharset = .unicode) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        let ellipsis = charset.ellipsis
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        if ellipsisWidth >= width { return prefix(ellipsis, width: width) }
        return prefix(text, width: width - ellipsisWidth) + ellipsis
    }

    /// The longest prefix of `text` that fits in `width` columns.
    public static func prefix(_ text: String, width: Int) -> String {
        var used = 0
        var result = ""
        for character in text {
            let w = DisplayWidth.of(character)
            if used + w > width { break }
            used += w
            result.append(character)
        }
        return result
    }

    /// Word-wraps `text` into lines of at most `width` columns. Newlines
    /// start new lines, runs of spaces collapse, and a word longer than
    /// `width` is broken across lines (after a `.`, `(` or `/` when there is one in
    /// its last two thirds).
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for wordSub in paragraph.split(separator: " ") {
                var word = String(wordSub)
                var wordWidth = DisplayWidth.of(word)
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                while wordWidth > width {
                    var head = prefix(word, width: width)
                    if head.isEmpty { head = String(word.first!) }  // a wide char in width 1
                    // A long call (`Selection#1.prepare(for:sender:)`) breaks after a dot or a
                    // parenthesis when one is far enough in, not in the middle of a name.
                    if let cut = head.lastIndex(of: ".") ?? head.lastIndex(where: { $0 == "(" || $0 == "/" }),
                        head.distance(from: head.startIndex, to: cut) >= width / 3, head.index(after: cut) < head.endIndex
                    {
                        head = String(head[...cut])
                    }
                    lines.append(head)
                    word.removeFirst(head.count)
                    wordWidth = DisplayWidth.of(word)
                }
                line = word
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines
    }
}
