/// Help texts made from the declarations, at a given width (so they can be tested): the
/// usage line, the discussion wrapped, each option with its help, the exit codes.
enum HelpText {
    /// The help of one command.
    static func render(_ spec: CommandSpec, width: Int = 80) -> String {
        var out = "USAGE: \(spec.invocation) \(spec.synopsisText)\n"
        if !spec.discussion.isEmpty { out += "\n" + wrap(spec.discussion, width: width) }
        out += "\nOPTIONS:\n" + options(spec.allFlags, width: width)
        if !spec.exitCodes.isEmpty { out += "\nEXIT CODES:\n" + wrap(spec.exitCodesText, width: width, indent: 2) }
        return out
    }

    /// `vcnav --help`: what vcnav is, its commands, the navigator's options. `app` says which app
    /// the executable runs (`the Pets app`).
    static func main(_ commands: [CommandSpec], navigator: CommandSpec, version: String, app: String, width: Int = 80) -> String {
        let program = Program.name
        var out = (program == "vcnav" ? "vcnav \(version)" : "\(program) (vcnav \(version))")
        out += ": watch iOS view controllers come to life, in a terminal.\n\n"
        out += wrap("\(program) runs an iOS-style app (\(app), or any folder of .storyboard files) " + navigator.discussion, width: width)
        out += "\nUSAGE:\n"
        let visible = [navigator] + commands.filter { !$0.isHidden }
        let rows =
            visible.map { ("\($0.invocation) \($0.synopsisText)".trimmingSuffixSpaces, $0.abstract) }
            + [("\(program) --help | --version", "this help, the version")]
        out += table(rows, width: width)
        out += "\nOPTIONS (of the navigator):\n" + options(navigator.flags, width: width)
        out += "\nRun '\(program) COMMAND --help' for a command's options.\n"
        out += "\nEXIT CODES:\n" + wrap(navigator.exitCodesText, width: width, indent: 2)
        return out
    }

    private static func options(_ flags: [Flag], width: Int) -> String {
        table(flags.map { ($0.usage, $0.help) }, width: width)
    }

    /// Two columns: the left at 2, the right at 29 (on a line of its own below a long left).
    private static func table(_ rows: [(String, String)], width: Int) -> String {
        let column = 29
        var out = ""
        for (left, right) in rows {
            let lines = wrapLines(right, width: max(20, width - column))
            let head = "  " + left
            if head.count < column - 1 {
                out += head.padding(to: column) + (lines.first ?? "") + "\n"
                for line in lines.dropFirst() { out += String(repeating: " ", count: column) + line + "\n" }
            } else {
                out += head + "\n"
                for line in lines { out += String(repeating: " ", count: column) + line + "\n" }
            }
        }
        return out
    }

    /// Paragraphs (separated by blank lines) wrapped to `width`, indented.
    static func wrap(_ text: String, width: Int, indent: Int = 0) -> String {
        let paragraphs = text.split(separator: "\n\n", omittingEmptySubsequences: false)
        return paragraphs.map { paragraph in
            wrapLines(String(paragraph), width: width - indent).map { String(repeating: " ", count: indent) + $0 + "\n" }
                .joined()
        }.joined(separator: "\n")
    }

    private static func wrapLines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    fileprivate var trimmingSuffixSpaces: String {
        String(self.reversed().drop { $0 == " " }.reversed())
    }
}
