/// A command of `vcnav` as it is declared: its operands, its options, its help, its exit codes and
/// the `Command` it makes. The parser, the synopsis, the help text and the usage errors are all
/// made from it; dispatch asks it for its command (there is no list of names to keep in step).
struct CommandSpec: Sendable {
    /// The subcommand (`replay`), or nil for `vcnav` alone.
    let name: String?
    /// What follows the command in the usage line (`SCRIPT|DIR... [options]`), made from
    /// declarations.
    let synopsis: [Usage]
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
    /// What each exit status it can end with means, in order.
    let exitCodes: [ExitStatus]
    /// Hidden commands are not listed (the app process).
    var isHidden = false
    /// The command a command line of it means (options converted and checked against each other).
    let command: @Sendable (ParsedArguments) throws(UsageError) -> Command

    init(
        name: String?, synopsis: [Usage], abstract: String, discussion: String, options: [any OptionDeclaration],
        operands: ClosedRange<Int>, operandError: String, exitCodes: [ExitStatus], isHidden: Bool = false,
        command: @escaping @Sendable (ParsedArguments) throws(UsageError) -> Command
    ) {
        self.name = name
        self.synopsis = synopsis
        self.abstract = abstract
        self.discussion = discussion
        self.flags = options.map(\.flag)
        self.operands = operands
        self.operandError = operandError
        self.exitCodes = exitCodes
        self.isHidden = isHidden
        self.command = command
    }

    /// `vcnav replay` (`notes replay` in an app's own executable).
    var invocation: String { [Program.name, name].compactMap { $0 }.joined(separator: " ") }

    /// The line an error prints after its message.
    var hint: String { "Run '\(invocation) --help' for usage." }

    /// Every option, `--help` last.
    var allFlags: [Flag] { flags + [Self.help] }

    /// The usage line after the invocation: `FILE [--force] [--storyboards DIR [--main NAME]]`.
    var synopsisText: String { synopsis.map(\.text).joined(separator: " ") }

    /// `0 success, 1 a check failed, 64 bad command line`.
    var exitCodesText: String { exitCodes.map { "\($0.code) \($0.meaning)" }.joined(separator: ", ") }

    static let help = Flag("help", short: "h", help: "show this help")
}

/// A part of a command's usage line.
indirect enum Usage: Sendable {
    /// Operands as the line shows them: `SCRIPT|DIR...`.
    case operands(String)
    /// An option in brackets, its value's placeholder (or its choices: `--format text|json`), the
    /// options that only go with it inside; `...` after it when it may be repeated.
    case option(any OptionDeclaration, with: [Usage] = [])
    /// `[options]`: see the list.
    case options

    /// How the usage line shows it.
    var text: String {
        switch self {
        case .operands(let text): return text
        case .options: return "[options]"
        case .option(let declaration, let nested):
            let flag = declaration.flag
            var text = "[" + flag.spelling
            if let value = flag.choices?.joined(separator: "|") ?? flag.valueName { text += " " + value }
            for usage in nested { text += " " + usage.text }
            return text + "]" + (flag.isRepeatable ? "..." : "")
        }
    }

    /// The options it names, nested ones included.
    var flags: [Flag] {
        switch self {
        case .operands, .options: []
        case .option(let declaration, let nested): [declaration.flag] + nested.flatMap(\.flags)
        }
    }
}

/// An exit status a command declares, and what it means: `65 a script does not parse`.
struct ExitStatus: Sendable {
    let code: Int32
    let meaning: String

    init(_ code: Int32, _ meaning: String) {
        self.code = code
        self.meaning = meaning
    }
}
