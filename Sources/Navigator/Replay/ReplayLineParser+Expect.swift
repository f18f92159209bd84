extension ReplayLineParser {
    /// The kinds of `expect`, in the order suggestions prefer them.
    static let checks = ["top", "stack", "presented", "screen", "log", "value", "crash", "hang", "alive", "leak", "no"]

    /// The check after `expect`.
    mutating func check() throws(Failure) -> ReplayCommand {
        let token = try peek()
        let needsKind =
            "'expect' needs one of: top, stack, presented, screen, no screen, log, no log, value, crash, hang, alive, "
            + "leak, no leaks"
        guard let kind = token?.word else { throw missing(needsKind, found: token) }
        advance()
        switch kind {
        case "top":
            return .expectTop(try name(or: "'expect top' needs a name, like expect top DogsViewController"))
        case "stack":
            return .expectStack(try stack())
        case "presented":
            // `none` and `nil` both mean nothing presented; a controller named so is quoted.
            if let word = try peek()?.word, word == "none" || word == "nil" {
                advance()
                return .expectPresented(nil)
            }
            return .expectPresented(try name(or: "'expect presented' needs a name or none"))
        case "screen":
            return .expectScreen(try string(or: "'expect screen' needs a quoted text, like expect screen \"Dogs\""))
        case "log":
            return .expectLog(try string(or: "'expect log' needs a quoted text, like expect log \"viewDidLoad\""))
        case "value":
            return .expectValue(try value())
        case "crash":
            return .expectCrash(
                try string(or: "'expect crash' needs a quoted text, like expect crash \"Unexpectedly found nil\""))
        case "hang":
            return .expectHang
        case "alive":
            return .expectAlive
        case "leak":
            guard let name = try peek()?.name else { return .expectLeak(nil) }
            guard !name.isEmpty else { throw failure("'expect leak' needs a name or nothing; \"\" is empty", at: try peek()!) }
            advance()
            return .expectLeak(name)
        case "no":
            return try negativeCheck()
        default:
            throw missing(needsKind + EditDistance.didYouMean(kind, among: Self.checks), found: token)
        }
    }

    /// The check after `expect no`.
    private mutating func negativeCheck() throws(Failure) -> ReplayCommand {
        let next = try peek()
        switch next?.word {
        case "log"?:
            advance()
            return .expectNoLog(try string(or: "'expect no log' needs a quoted text, like expect no log \"deinit\""))
        case "screen"?:
            advance()
            return .expectNoScreen(try string(or: "'expect no screen' needs a quoted text, like expect no screen \"Dogs\""))
        case "leaks"?:
            advance()
            return .expectNoLeaks
        default:
            throw missing("'expect no' needs log \"text\", screen \"text\" or leaks", found: next)
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

    /// `name == "Rex"`, `CatsViewController.cats == ["Tom", "Luna"]` or
    /// `"DogsViewController#2".dog == nil` after `expect value`.
    private mutating func value() throws(Failure) -> ValueExpectation {
        let (controller, property) = try valueTarget()
        let equals = try peek()
        guard case .symbol("==")? = equals?.kind else {
            throw missing("expected '==' after the property name, like expect value name == \"Rex\"", found: equals)
        }
        advance()
        return ValueExpectation(controller: controller, property: property, value: try expectedValue())
    }

    /// The controller (if named) and the property of `expect value`.
    private mutating func valueTarget() throws(Failure) -> (controller: String?, property: String) {
        let needs = "'expect value' needs a property, like expect value name == \"Rex\" or expect value Cats.cats == []"
        let token = try peek()
        guard let token, let name = token.name, !name.isEmpty else { throw missing(needs, found: token) }
        advance()
        if token.string != nil {
            // `"Title with spaces".property`: the property follows the quote at once.
            guard let next = try peek(), next.range.lowerBound == token.range.upperBound, let word = next.word,
                word.hasPrefix(".")
            else { return (nil, name) }
            advance()
            return (name, try propertyAfterDot(word.dropFirst(), at: next))
        }
        guard let dot = name.lastIndex(of: ".") else { return (nil, name) }
        let controller = String(name[..<dot])
        guard !controller.isEmpty else {
            throw failure("expected a controller before '.', like expect value CatsViewController.cats == []", at: token)
        }
        return (controller, try propertyAfterDot(name[name.index(after: dot)...], at: token))
    }

    private func propertyAfterDot(_ text: Substring, at token: ReplayToken) throws(Failure) -> String {
        guard !text.isEmpty, !text.contains(".") else {
            throw failure("expected one property name after the controller's '.', like Cats.cats", at: token)
        }
        return String(text)
    }

    /// What follows `==`: `nil`, a quoted text, or the rest of the line as the property renders.
    private mutating func expectedValue() throws(Failure) -> ExpectedValue {
        guard let first = try peek() else {
            throw missing(
                "'expect value' needs a value after '==': nil, a quoted text, or the value as it renders "
                    + "(3, true, [\"Tom\", \"Luna\"])", found: nil)
        }
        var last = first
        while let token = try peek() {
            last = token
            advance()
        }
        if first.range == last.range {
            if let text = first.string { return .text(text) }
            if first.word == "nil" { return .nil }
        }
        return .rendering(String(line[first.range.lowerBound..<last.range.upperBound]))
    }
}
