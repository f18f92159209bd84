import SimUIKit

/// Parses the tokens of one line into a command, or reports the line's first error.
struct ReplayLineParser {
    /// An error of the line and where it is.
    typealias Failure = ReplayLexer.Failure

    /// The commands, in the order suggestions prefer them.
    static let commands = [
        "launch", "relaunch", "tap", "type", "back", "dismiss", "segue", "return", "swipe", "pick", "move", "background",
        "foreground", "step", "next", "wait", "resize", "marker", "expect",
    ]

    let line: Substring
    let tokens: [ReplayToken]
    let lexFailure: Failure?
    var position = 0

    /// A parser of `line`.
    init(line: Substring) {
        self.line = line
        (tokens, lexFailure) = ReplayLexer.tokenize(line)
    }

    /// The command of the line and where it starts, or nil for a blank or comment line.
    mutating func parse() throws(Failure) -> (command: ReplayCommand, start: String.Index)? {
        guard let first = try peek() else { return nil }
        guard let keyword = first.word else {
            throw failure("expected a command, found \(display(first))", at: first)
        }
        advance()
        let command: ReplayCommand
        switch keyword {
        case "launch": command = .launch
        case "relaunch": command = .relaunch
        case "back": command = .back
        case "dismiss": command = try dismissal()
        case "next": command = .next
        case "return": command = .pressReturn
        case "pick":
            let value = try string(or: "'pick' needs a quoted value as the picker shows it, like pick \"2026-12-24\"")
            var query: ElementQuery?
            if try peek()?.word == "in" {
                advance()
                query = try pickerQuery()
            }
            command = .pick(value, in: query)
        case "move":
            let from = try rowPath(after: "move")
            guard try peek()?.word == "to" else {
                throw missing("expected 'to' and where the row goes, like move row 2 to row 0", found: try peek())
            }
            advance()
            let to = try rowPath(after: "move row N to")
            command = .moveRow(row: from.row, section: from.section, toRow: to.row, toSection: to.section)
        case "background": command = .background
        case "foreground": command = .foreground
        case "swipe":
            guard try peek()?.word == "delete" else {
                throw missing("'swipe' needs what the swipe does and where, like swipe delete row 2", found: try peek())
            }
            advance()
            let (row, section) = try rowPath(after: "swipe delete")
            command = .swipeDelete(row: row, section: section)
        case "tap": command = .tap(try elementQuery())
        case "type": command = .type(try string(or: "'type' needs a quoted text, like type \"Rex\"", allowsEmpty: true))
        case "segue":
            command = .segue(
                try string(or: "'segue' needs a quoted identifier, like segue \"showCat\"", allowsEmpty: true))
        case "marker":
            command = .marker(
                try string(or: "'marker' needs a quoted title, like marker \"Storyboard creator\"", allowsEmpty: true))
        case "step": command = .step(on: try onOff())
        case "wait":
            let milliseconds = try number("'wait' needs a duration like 500ms or 2s", ReplaySyntax.milliseconds)
            command = .wait(milliseconds: milliseconds)
        case "resize":
            let size = try number("'resize' needs a size like 80x24", ReplaySyntax.size)
            command = .resize(columns: size.columns, rows: size.rows)
        case "expect": command = try check()
        default:
            let hint = EditDistance.didYouMean(keyword, among: Self.commands)
            throw failure("unknown command \(display(first))" + hint, at: first)
        }
        if let extra = try peek() {
            throw failure("unexpected \(display(extra)) after command", at: extra)
        }
        return (command, first.range.lowerBound)
    }

    // MARK: Arguments

    /// `"text"`, `#id` (either with `index N`), `row N [in section M]`, `accessory row N`,
    /// `delete control row N` or `delete row N` (each `[in section M]`) after `tap`.
    private mutating func elementQuery() throws(Failure) -> ElementQuery {
        let needs = "'tap' needs a quoted text, an #id or row N, like tap \"Dogs\", tap #b-1 or tap row 0"
        let token = try peek()
        switch token?.kind {
        case .string(let text)?:
            advance()
            let index = try optionalIndex()
            guard !text.isEmpty || index != nil else { throw failure("'tap' needs a text to look for; \"\" is empty", at: token!) }
            return .text(text, index: index)
        case .id(let id)?:
            advance()
            return .id(id, index: try optionalIndex())
        case .word("row")?:
            let (row, section) = try rowPath(after: "tap")
            return .row(row, section: section)
        case .word("accessory")?:
            advance()
            let (row, section) = try rowPath(after: "tap accessory")
            return .accessoryButton(row: row, section: section)
        case .word("delete")?:
            advance()
            if try peek()?.word == "control" {
                advance()
                let (row, section) = try rowPath(after: "tap delete control")
                return .deleteControl(row: row, section: section)
            }
            let (row, section) = try rowPath(after: "tap delete")
            return .deleteButton(row: row, section: section)
        case .word?, .symbol?, nil:
            throw missing(needs, found: token)
        }
    }

    /// `"text"` or `#id` (either with `index N`) after `pick … in`: the picker to pick on.
    private mutating func pickerQuery() throws(Failure) -> ElementQuery {
        let token = try peek()
        switch token?.kind {
        case .string(let text)? where !text.isEmpty:
            advance()
            return .text(text, index: try optionalIndex())
        case .id(let id)?:
            advance()
            return .id(id, index: try optionalIndex())
        case .string?, .word?, .symbol?, nil:
            throw missing("'in' needs the picker's #id or its quoted text, like pick \"14:05\" in #time", found: token)
        }
    }

    /// `row N [in section M]`, after `command` (`tap`, `tap accessory`, `swipe delete`...).
    private mutating func rowPath(after command: String) throws(Failure) -> (row: Int, section: Int) {
        guard try peek()?.word == "row" else {
            throw missing("'\(command)' needs a row, like \(command) row 2", found: try peek())
        }
        advance()
        let row = try number("'\(command) row' needs a row number from 0, like \(command) row 2", ReplaySyntax.index)
        guard try peek()?.word == "in" else { return (row, 0) }
        advance()
        guard try peek()?.word == "section" else {
            throw missing("expected 'section' after 'in', like \(command) row 2 in section 1", found: try peek())
        }
        advance()
        let section = try number("'in section' needs a section number from 0, like in section 1", ReplaySyntax.index)
        return (row, section)
    }

    /// `index N` after a tap's text or id, if there.
    private mutating func optionalIndex() throws(Failure) -> Int? {
        guard try peek()?.word == "index" else { return nil }
        advance()
        return try number("'index' needs a number from 0, like tap \"OK\" index 1", ReplaySyntax.index)
    }

    /// `dismiss` (a swipe down) or `dismiss by code` (the presenter's `dismiss(animated:)`).
    private mutating func dismissal() throws(Failure) -> ReplayCommand {
        guard let token = try peek() else { return .dismiss }
        guard token.word == "by" else {
            throw failure(
                "unexpected \(display(token)) after command; dismiss alone is a swipe down, dismiss by code is the presenter's dismiss(animated:)",
                at: token)
        }
        advance()
        guard try peek()?.word == "code" else {
            throw missing("expected 'code' after 'dismiss by', like dismiss by code", found: try peek())
        }
        advance()
        return .dismissByCode
    }

    /// `on` or `off` after `step`.
    private mutating func onOff() throws(Failure) -> Bool {
        let token = try peek()
        switch token?.word {
        case "on"?:
            advance()
            return true
        case "off"?:
            advance()
            return false
        default:
            throw missing("'step' needs on or off", found: token)
        }
    }

    /// A quoted string, or a failure with `message`; an empty one too unless `allowsEmpty`
    /// (a check or a tap looking for "" would hold everywhere or nowhere).
    mutating func string(or message: String, allowsEmpty: Bool = false) throws(Failure) -> String {
        let token = try peek()
        guard let token, let text = token.string else { throw missing(message, found: token) }
        guard allowsEmpty || !text.isEmpty else {
            throw failure(emptied(message), at: token)
        }
        advance()
        return text
    }

    /// A bare word or a quoted string, or a failure with `message`.
    mutating func name(or message: String) throws(Failure) -> String {
        let token = try peek()
        guard let token, let name = token.name else { throw missing(message, found: token) }
        guard !name.isEmpty else { throw failure(emptied(message), at: token) }
        advance()
        return name
    }

    /// `'expect top' needs a name; "" is empty`: the start of `message`, up to its example.
    private func emptied(_ message: String) -> String {
        (message.split(separator: ", like ", maxSplits: 1).first.map(String.init) ?? message) + "; \"\" is empty"
    }

    /// A bare word that `convert` reads as a number within its bounds; a failure with
    /// `message` when it is no such number, or with the bound when it is too large.
    mutating func number<Value>(
        _ message: String, _ convert: (String) -> Result<Value, ReplaySyntax.NumberProblem>
    ) throws(Failure) -> Value {
        let token = try peek()
        guard let token, let word = token.word else { throw missing(message, found: token) }
        switch convert(word) {
        case .success(let value):
            advance()
            return value
        case .failure(.malformed):
            throw failure(message, at: token)
        case .failure(.tooLarge(let bound)):
            throw failure("\(display(token)) is too large; \(bound)", at: token)
        }
    }

    // MARK: Tokens

    /// The next token; nil at the end of the line. Throws the line's lexical error when
    /// the tokens before it are used up, so that the first error of the line wins.
    func peek() throws(Failure) -> ReplayToken? {
        if position < tokens.count { return tokens[position] }
        if let lexFailure { throw lexFailure }
        return nil
    }

    /// Moves past the next token.
    mutating func advance() {
        position += 1
    }

    /// A failure at `token`, or just after the previous token at the end of the line.
    func missing(_ message: String, found token: ReplayToken?) -> Failure {
        if let token { return failure(message, at: token) }
        let end = position > 0 ? tokens[position - 1].range.upperBound : line.startIndex
        return Failure(message: message, position: end)
    }

    /// A failure at `token`.
    func failure(_ message: String, at token: ReplayToken) -> Failure {
        Failure(message: message, position: token.range.lowerBound)
    }

    /// The token's source text, for a message.
    func display(_ token: ReplayToken) -> String {
        ReplaySyntax.display(line[token.range])
    }
}
