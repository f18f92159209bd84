/// A command of `vcnav` as it is declared: its operands, its options, its help. The parser,
/// the help text and the usage errors are all made from it.
struct CommandSpec: Sendable {
    /// The subcommand (`replay`), or nil for `vcnav` alone.
    let name: String?
    /// What follows the command in the usage line: `SCRIPT|DIR... [options]`.
    let synopsis: String
    /// One line for the list of commands.
    let abstract: String
    /// Paragraphs below the usage line.
    let discussion: String
    /// Its options (`--help` is added).
    let flags: [Flag]
    /// How many operands it takes.
    let operands: ClosedRange<Int>
    /// What to say when there are too few or too many (`replay needs at least one SCRIPT`).
    let operandError: String
    /// The exit codes paragraph.
    let exitCodes: String
    /// Hidden commands are not listed (the app process).
    var isHidden = false

    /// `vcnav replay` (`notes replay` in an app's own executable).
    var invocation: String { [Program.name, name].compactMap { $0 }.joined(separator: " ") }

    /// The line an error prints after its message.
    var hint: String { "Run '\(invocation) --help' for usage." }

    /// Every option, `--help` last.
    var allFlags: [Flag] { flags + [Self.help] }

    static let help = Flag("help", short: "h", help: "show this help")
}
