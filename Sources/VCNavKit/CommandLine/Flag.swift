/// One option of a command, declared once: the parser reads it (and converts its value), the
/// help and the synopsis list it, the errors name it. A switch is a `Flag`; an option with a
/// value is an `Option<Value>`, which makes its `Flag` from its type.
struct Flag: Sendable, OptionDeclaration {
    /// The long name, without dashes: `golden` for `--golden`.
    let name: String
    /// The one-letter name, if any: `q` for `-q`.
    let short: Character?
    /// The value's placeholder (`FILE`), or nil for a switch.
    let valueName: String?
    /// What it does, for the help.
    let help: String
    /// Whether it may be given more than once, each value kept (`[--sources DIR]...`).
    let isRepeatable: Bool
    /// The words it takes when it takes one of a few (`text|json`), for the synopsis.
    let choices: [String]?
    /// Reads a value: the typed value, or why the word is not one. Nil for a switch.
    let read: (@Sendable (String) -> Result<any Sendable, InvalidValue>)?

    /// A switch: `--update`, `-q, --quiet`.
    init(_ name: String, short: Character? = nil, help: String) {
        self.init(name: name, short: short, valueName: nil, help: help, isRepeatable: false, choices: nil, read: nil)
    }

    /// An option with a value; `Option` makes these.
    init(
        name: String, short: Character?, valueName: String?, help: String, isRepeatable: Bool, choices: [String]?,
        read: (@Sendable (String) -> Result<any Sendable, InvalidValue>)?
    ) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.help = help
        self.isRepeatable = isRepeatable
        self.choices = choices
        self.read = read
    }

    var flag: Flag { self }

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

/// Why a word is not a value of an option, as the error says it after the option's name:
/// `needs a number from 1 to 256, got '0'`, `is text or json, not 'xml'`.
struct InvalidValue: Error, Sendable {
    var reason: String
}

/// What a command lists as its options: a switch (`Flag`) or an `Option<Value>`.
protocol OptionDeclaration: Sendable {
    /// Its names, help and reader.
    var flag: Flag { get }
}
