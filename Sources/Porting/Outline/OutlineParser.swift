/// Reads a file's declarations from its tokens: types with their bodies, and the functions,
/// properties and imports declared directly in them or at file level. Function bodies and
/// closures are skipped (nothing declared inside them is a member); `#selector` expressions are
/// found everywhere.
struct OutlineParser {
    let file: SourceFile
    var outline = Outline()
    /// Open type bodies: (type index, position of the closing brace).
    var scopes: [(type: Int, close: Int)] = []

    static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "extension"]
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "override", "static", "class", "dynamic",
        "mutating", "nonmutating", "convenience", "required", "optional", "lazy", "weak", "unowned", "nonisolated",
        "indirect", "prefix", "postfix", "infix", "distributed", "isolated", "consuming", "borrowing", "__consuming",
    ]
    /// Keywords that start a declaration: where a signature or initializer scan stops.
    static let declarationKeywords: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "case", "typealias", "associatedtype", "import", "struct",
        "enum", "extension", "protocol", "operator", "precedencegroup", "macro",
    ]

    static func outline(of file: SourceFile) -> Outline {
        var parser = OutlineParser(file: file)
        parser.run()
        return parser.outline
    }

    private mutating func run() {
        var position = 0
        while position < file.code.count {
            while let scope = scopes.last, position >= scope.close { scopes.removeLast() }
            position = step(at: position)
        }
        findSelectors()
    }

    var owner: Int? { scopes.last?.type }

    /// Reads whatever starts at `position`; returns where to go on.
    private mutating func step(at position: Int) -> Int {
        let token = file.token(at: position)
        if token.kind == .punctuation, file.is(position, "{") {
            return (file.partner(of: position) ?? position) + 1
        }
        guard token.kind == .identifier else { return position + 1 }
        let word = file.text(at: position)
        switch word {
        case "func":
            return function(at: position)
        case "var", "let":
            return variable(at: position)
        case "import":
            return importDeclaration(at: position)
        case "init":
            return initializer(at: position)
        case "deinit", "subscript":
            outline.attributed.append((prefix(before: position), position))
            return skipSignature(from: position + 1).end
        default:
            if Self.typeKeywords.contains(word) || word == "actor", let next = typeDeclaration(at: position) { return next }
            return position + 1
        }
    }

    // MARK: - Prefix

    /// The attributes and modifiers before the keyword at `keyword`, read backwards.
    func prefix(before keyword: Int) -> DeclarationPrefix {
        var result = DeclarationPrefix(start: keyword)
        let floor = (scopes.last.map { file.partner(of: $0.close) ?? 0 } ?? -1) + 1
        var position = keyword - 1
        while position >= floor {
            let token = file.token(at: position)
            if token.kind == .attribute {
                result.attributes.insert(
                    Attribute(name: String(file.text(at: position).dropFirst()), position: position, end: position + 1), at: 0)
                position -= 1
            } else if token.kind == .identifier, Self.modifiers.contains(file.text(at: position)) {
                result.modifiers.insert(Modifier(name: file.text(at: position), position: position, end: position + 1), at: 0)
                position -= 1
            } else if file.is(position, ")"), let open = file.partner(of: position), open > floor {
                let before = open - 1
                let adjacent = file.token(at: before).end == file.token(at: open).start
                let inside = file.text(file.token(at: open).end..<file.token(at: position).start)
                if file.kind(at: before) == .attribute, adjacent {
                    let attribute = Attribute(
                        name: String(file.text(at: before).dropFirst()), position: before, end: position + 1, arguments: inside)
                    result.attributes.insert(attribute, at: 0)
                } else if file.kind(at: before) == .identifier, Self.modifiers.contains(file.text(at: before)) {
                    result.modifiers.insert(
                        Modifier(name: file.text(at: before) + "(\(inside))", position: before, end: position + 1), at: 0)
                } else {
                    break
                }
                position = before - 1
            } else {
                break
            }
        }
        result.start = ([keyword] + result.attributes.map(\.position) + result.modifiers.map(\.position)).min() ?? keyword
        return result
    }

    /// The comments between the code token before `start` and `keyword`.
    private func comments(before start: Int, through keyword: Int) -> [String] {
        let first = start > 0 ? file.code[start - 1] + 1 : 0
        return (first..<file.code[keyword]).compactMap { index in
            let token = file.tokens[index]
            return token.kind == .blockComment || token.kind == .lineComment ? file.text(token.start..<token.end) : nil
        }
    }

    // MARK: - Types

    private mutating func typeDeclaration(at keyword: Int) -> Int? {
        let word = file.text(at: keyword)
        guard file.kind(at: keyword + 1) == .identifier, !file.is(keyword - 1, ".") else { return nil }
        let nameWord = file.text(at: keyword + 1)
        if word == "class", Self.modifiers.contains(nameWord) || Self.declarationKeywords.contains(nameWord) { return nil }
        var position = keyword + 1
        var name = file.name(at: position)
        position += 1
        while word == "extension", file.is(position, "."), file.kind(at: position + 1) == .identifier {
            name += "." + file.name(at: position + 1)
            position += 2
        }
        var headerEnd = position - 1
        if file.is(position, "<"), let end = angleEnd(from: position) {
            headerEnd = end - 1
            position = end
        }
        if word == "actor", !(file.is(position, "{") || file.is(position, ":") || file.is(position, "where")) { return nil }
        var inheritance: [String] = []
        if file.is(position, ":") {
            position += 1
            while position < file.code.count {
                let end = typeEnd(from: position)
                guard end > position else { break }
                inheritance.append(file.text(file.token(at: position).start..<file.token(at: end - 1).end))
                headerEnd = end - 1
                position = end
                guard file.is(position, ",") else { break }
                position += 1
            }
        }
        while position < file.code.count, !file.is(position, "{") {
            if file.is(position, "}") || file.is(position, ";") { return nil }
            position = file.after(position, braces: false)
        }
        guard position < file.code.count, let close = file.partner(of: position) else { return nil }
        let parentName = owner.map { outline.types[$0].qualifiedName }
        let declaration = TypeDeclaration(
            kind: TypeDeclaration.Kind(rawValue: word) ?? .class, name: name,
            qualifiedName: word == "extension" ? name : [parentName, name].compactMap { $0 }.joined(separator: "."),
            prefix: prefix(before: keyword), keyword: keyword, inheritance: inheritance, headerEnd: headerEnd, bodyOpen: position,
            bodyClose: close, parent: owner)
        outline.attributed.append((declaration.prefix, keyword))
        outline.types.append(declaration)
        scopes.append((outline.types.count - 1, close))
        return position + 1
    }

    // MARK: - Functions

    private mutating func function(at keyword: Int) -> Int {
        let declarationPrefix = prefix(before: keyword)
        outline.attributed.append((declarationPrefix, keyword))
        guard keyword + 1 < file.code.count else { return keyword + 1 }
        let name = file.name(at: keyword + 1)
        var position = keyword + 2
        if file.is(position, "<"), let end = angleEnd(from: position) { position = end }
        guard file.is(position, "("), let close = file.partner(of: position) else { return position }
        let parameters = self.parameters(open: position, close: close)
        let signature = skipSignature(from: close + 1)
        outline.functions.append(
            FunctionDeclaration(
                name: name, prefix: declarationPrefix, keyword: keyword, parameters: parameters, returnType: signature.returnType,
                owner: owner, leadingComments: comments(before: declarationPrefix.start, through: keyword), end: signature.end))
        return signature.end
    }

    /// `init`, `init?` or `init!` with its parameters (kept apart from `functions`, which the
    /// port's rules read as methods).
    private mutating func initializer(at keyword: Int) -> Int {
        let declarationPrefix = prefix(before: keyword)
        outline.attributed.append((declarationPrefix, keyword))
        var position = keyword + 1
        if file.is(position, "?") || file.is(position, "!") { position += 1 }
        if file.is(position, "<"), let end = angleEnd(from: position) { position = end }
        guard file.is(position, "("), let close = file.partner(of: position) else { return skipSignature(from: keyword + 1).end }
        let signature = skipSignature(from: close + 1)
        outline.initializers.append(
            FunctionDeclaration(
                name: "init", prefix: declarationPrefix, keyword: keyword, parameters: parameters(open: position, close: close),
                returnType: nil, owner: owner, leadingComments: [], end: signature.end))
        return signature.end
    }

    /// After a parameter list: effects, a return type, a `where` clause, then the body if there
    /// is one. Returns the position after the body (or after the signature) and the return type.
    private func skipSignature(from start: Int) -> (end: Int, returnType: String?) {
        var position = start
        var arrow: Int?
        while position < file.code.count {
            if file.is(position, "{") {
                let end = (file.partner(of: position) ?? position) + 1
                return (end, returnType(arrow, upTo: position))
            }
            if file.is(position, "}") || file.is(position, ";") || startsDeclaration(position) {
                return (position, returnType(arrow, upTo: position))
            }
            if file.is(position, "->"), arrow == nil { arrow = position }
            position = file.after(position, braces: false)
        }
        return (position, returnType(arrow, upTo: position))
    }

    private func returnType(_ arrow: Int?, upTo end: Int) -> String? {
        guard let arrow, arrow + 1 < end else { return nil }
        let typeEnd = min(typeEnd(from: arrow + 1), end)
        guard typeEnd > arrow + 1 else { return nil }
        return compact(arrow + 1, typeEnd)
    }

    /// Whether a new declaration starts at `position` (an attribute, a modifier, a keyword, `#if`):
    /// where a signature or an initializer on an earlier line ends.
    func startsDeclaration(_ position: Int) -> Bool {
        switch file.kind(at: position) {
        case .attribute, .pound: return true
        case .identifier:
            let word = file.text(at: position)
            return Self.declarationKeywords.contains(word) || Self.modifiers.contains(word) || word == "class"
        case .number, .string, .regex, .punctuation, .lineComment, .blockComment, .whitespace, .byteOrderMark, .newline, nil:
            return false
        }
    }

    /// The parameters between the parentheses at `open` and `close`.
    func parameters(open: Int, close: Int) -> [Parameter] {
        var result: [Parameter] = []
        var position = open + 1
        while position < close {
            var names: [String] = []
            while position < close, file.kind(at: position) == .identifier, !file.is(position + 1, ".") {
                names.append(file.name(at: position))
                position += 1
                if file.is(position, ":") { break }
            }
            guard file.is(position, ":"), !names.isEmpty, names.count <= 2 else { return result }
            let typeStart = position + 1
            let typeEnd = min(typeEnd(from: typeStart), close)
            position = typeEnd
            var hasDefault = false
            while position < close, !file.is(position, ",") {
                if file.is(position, "=") { hasDefault = true }
                position = file.after(position, braces: true)
            }
            let label = names[0] == "_" ? nil : names[0]
            result.append(Parameter(label: label, name: names.last ?? "", type: compact(typeStart, typeEnd), hasDefault: hasDefault))
            position += 1
        }
        return result
    }

    /// The text of positions `start..<end` without whitespace or comments.
    func compact(_ start: Int, _ end: Int) -> String {
        guard start < end else { return "" }
        return (start..<end).map { file.text(at: $0) }.joined()
    }

    // MARK: - Types as written

    /// The position after the type starting at `start` (`start` itself when there is none).
    func typeEnd(from start: Int) -> Int {
        var position = start
        while file.kind(at: position) == .attribute {
            position +=
                file.is(position + 1, "(") && file.token(at: position).end == file.token(at: position + 1).start
                ? (file.partner(of: position + 1) ?? position) - position + 1 : 1
        }
        let specifiers: Set<String> = ["inout", "borrowing", "consuming", "__owned", "__shared", "some", "any", "each", "sending"]
        while file.kind(at: position) == .identifier, specifiers.contains(file.text(at: position)),
            file.kind(at: position + 1) == .identifier || file.is(position + 1, "(") || file.is(position + 1, "[")
        {
            position += 1
        }
        if file.is(position, "(") || file.is(position, "[") {
            position = (file.partner(of: position) ?? position) + 1
        } else if file.kind(at: position) == .identifier {
            position += 1
        } else {
            return start
        }
        while position < file.code.count {
            if file.is(position, "<"), let end = angleEnd(from: position) {
                position = end
            } else if file.is(position, "."), file.kind(at: position + 1) == .identifier {
                position += 2
            } else if file.is(position, "?") || file.is(position, "!") || file.is(position, "...") {
                position += 1
            } else {
                break
            }
        }
        while file.kind(at: position) == .identifier, ["async", "throws", "rethrows"].contains(file.text(at: position)) {
            position += 1
            if file.is(position, "("), let close = file.partner(of: position) { position = close + 1 }
        }
        if file.is(position, "->") || file.is(position, "&") {
            let end = typeEnd(from: position + 1)
            return end > position + 1 ? end : position
        }
        return position
    }

    /// The position after the `>` closing the `<` at `open`, or nil when it is not a generic
    /// clause.
    func angleEnd(from open: Int) -> Int? {
        var depth = 0
        var position = open
        while position < file.code.count {
            if file.is(position, "<") {
                depth += 1
            } else if file.is(position, ">") {
                depth -= 1
                if depth == 0 { return position + 1 }
            } else if file.is(position, "(") || file.is(position, "[") {
                position = file.partner(of: position) ?? position
            } else if file.is(position, "{") || file.is(position, "}") || file.is(position, ";") || file.is(position, "=") {
                return nil
            }
            position += 1
        }
        return nil
    }
}
