extension ReplayLineParser {
    /// The kinds of `expect`, in the order suggestions prefer them.
    static let checks = ["top", "stack", "presented", "screen", "log", "value", "crash", "alive", "leak", "no"]

    /// The check after `expect`.
    mutating func check() throws(Failure) -> ReplayCommand {
        let token = try peek()
        let needsKind =
            "'expect' needs one of: top, stack, presented, screen, log, no log, value, crash, alive, leak, no leaks"
        guard let kind = token?.word else { throw missing(needsKind, found: token) }
        advance()
        switch kind {
        case "top":
            return .expectTop(try name(or: "'expect top' needs a name, like expect top DogsViewController"))
        case "stack":
            return .expectStack(try stack())
        case "presented":
            if try peek()?.word == "none" {
                advance()
                return .expectPresented(nil)
            }
            return .expectPresented(try name(or: "'expect presented' needs a name or none"))
        case "screen":
            return .expectScreen(try string(or: "'expect screen' needs a quoted text, like expect screen \"Dogs\""))
        case "log":
            return .expectLog(try string(or: "'expect log' needs a quoted text, like expect log \"viewDidLoad\""))
        case "value":
            return try value()
        case "crash":
            return .expectCrash(
                try string(or: "'expect crash' needs a quoted text, like expect crash \"Unexpectedly found nil\""))
        case "alive":
            return .expectAlive
        case "leak":
            guard let name = try peek()?.name else { return .expectLeak(nil) }
            advance()
            return .expectLeak(name)
        case "no":
            let next = try peek()
            switch next?.word {
            case "log"?:
                advance()
                return .expectNoLog(
                    try string(or: "'expect no log' needs a quoted text, like expect no log \"deinit\""))
            case "leaks"?:
                advance()
                return .expectNoLeaks
            default:
                throw missing("'expect no' needs log \"text\" or leaks", found: next)
            }
        default:
            throw missing(needsKind + EditDistance.didYouMean(kind, among: Self.checks), found: token)
        }
    }

    /// `A > B > C` after `expect stack`.
    private mutating func stack() throws(Failure) -> [String] {
        var names = [try name(or: "'expect stack' needs names from bottom to top, like expect stack A > B > C")]
        while let token = try peek() {
            guard case .symbol(">") = token.kind else {
                throw failure("expected '>' between stack names, found \(display(token))", at: token)
            }
            advance()
            names.append(try name(or: "expected a name after '>'"))
        }
        return names
    }

    /// `name == "Rex"`, `count == 3` or `dog == nil` after `expect value`.
    private mutating func value() throws(Failure) -> ReplayCommand {
        let property = try name(or: "'expect value' needs a property, like expect value name == \"Rex\"")
        let equals = try peek()
        guard case .symbol("==")? = equals?.kind else {
            throw missing("expected '==' after the property name, like expect value name == \"Rex\"", found: equals)
        }
        advance()
        let token = try peek()
        switch token?.kind {
        case .string(let text)?:
            advance()
            return .expectValue(property: property, value: text)
        case .word("nil")?:
            advance()
            return .expectValue(property: property, value: nil)
        case .word(let word)? where ReplaySyntax.isLiteralValue(word):
            advance()
            return .expectValue(property: property, value: word)
        default:
            throw missing(
                "'expect value' needs a value after '==': a quoted text, a number, true, false or nil",
                found: token)
        }
    }
}
