/// One option of a command, declared once: the parser reads it, the help lists it, the errors
/// name it.
struct Flag: Hashable, Sendable {
    /// The long name, without dashes: `golden` for `--golden`.
    let name: String
    /// The one-letter name, if any: `q` for `-q`.
    let short: Character?
    /// The value's placeholder (`FILE`), or nil for a switch.
    let valueName: String?
    /// What it does, for the help.
    let help: String

    init(_ name: String, short: Character? = nil, value: String? = nil, help: String) {
        self.name = name
        self.short = short
        valueName = value
        self.help = help
    }

    /// `--golden`.
    var spelling: String { "--" + name }

    /// `-q, --quiet`, `--golden FILE`: how the help shows it.
    var usage: String {
        var text = short.map { "-\($0), " } ?? ""
        text += spelling
        if let valueName { text += " " + valueName }
        return text
    }
}
