extension OutlineParser {
    // MARK: - Properties

    mutating func variable(at keyword: Int) -> Int {
        let declarationPrefix = prefix(before: keyword)
        outline.attributed.append((declarationPrefix, keyword))
        guard file.kind(at: keyword + 1) == .identifier else { return keyword + 1 }
        let name = file.name(at: keyword + 1)
        var position = keyword + 2
        var type: String?
        if file.is(position, ":") {
            let end = typeEnd(from: position + 1)
            type = compact(position + 1, end)
            position = end
        }
        var hasInitializer = false
        var accessors = VariableDeclaration.Accessors.none
        if file.is(position, "=") {
            hasInitializer = true
            position = initializerEnd(from: position + 1)
        }
        if file.is(position, "{"), let close = file.partner(of: position) {
            let first = file.text(at: position + 1)
            accessors = first == "didSet" || first == "willSet" ? .observers : .computed
            if hasInitializer, accessors == .computed {
                accessors = .none
            } else {
                position = close + 1
            }
        }
        outline.variables.append(
            VariableDeclaration(
                name: name, prefix: declarationPrefix, keyword: keyword, type: type, accessors: accessors, hasInitializer: hasInitializer,
                isMultiple: file.is(position, ","), owner: owner, end: position))
        return position
    }

    /// The end of an initializer expression: the next declaration on a later line, or an
    /// observer block (`= 0 { didSet … }`); closures and brackets inside are skipped.
    private func initializerEnd(from start: Int) -> Int {
        var position = start
        let line = file.line(at: max(start - 1, 0))
        while position < file.code.count {
            if file.is(position, "}") || file.is(position, ";") { return position }
            if file.is(position, "{") {
                let first = file.text(at: position + 1)
                if first == "didSet" || first == "willSet" { return position }
            }
            if position > start, file.line(at: position) > line, startsDeclaration(position) { return position }
            position = file.after(position, braces: true)
        }
        return position
    }

    // MARK: - Imports

    mutating func importDeclaration(at keyword: Int) -> Int {
        let declarationPrefix = prefix(before: keyword)
        var position = keyword + 1
        var kind: String?
        let kinds: Set<String> = ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]
        if file.kind(at: position) == .identifier, kinds.contains(file.text(at: position)) {
            kind = file.text(at: position)
            position += 1
        }
        guard file.kind(at: position) == .identifier else { return position }
        let start = position
        var path = file.name(at: position)
        let line = file.line(at: keyword)
        while file.is(position + 1, "."), file.kind(at: position + 2) == .identifier, file.line(at: position + 2) == line {
            path += "." + file.name(at: position + 2)
            position += 2
        }
        outline.imports.append(
            ImportDeclaration(prefix: declarationPrefix, keyword: keyword, path: path, pathStart: start, pathEnd: position, kind: kind))
        return position + 1
    }

    // MARK: - Selectors

    /// Every `#selector(…)` and `Selector("…")` in the file, with its innermost enclosing type.
    mutating func findSelectors() {
        // The types whose bodies hold `position`, innermost last (bodies nest; types are in source order).
        var enclosing: [Int] = []
        var nextType = 0
        for position in file.code.indices {
            while let last = enclosing.last, position >= outline.types[last].bodyClose { enclosing.removeLast() }
            while nextType < outline.types.count, outline.types[nextType].bodyOpen < position {
                let type = outline.types[nextType]
                while let last = enclosing.last, type.bodyOpen >= outline.types[last].bodyClose { enclosing.removeLast() }
                if position < type.bodyClose { enclosing.append(nextType) }
                nextType += 1
            }
            let token = file.token(at: position)
            if token.kind == .pound, file.is(position, "#selector"), file.is(position + 1, "("), let close = file.partner(of: position + 1)
            {
                let contents = (position + 2..<close).map { file.text(at: $0) }
                outline.selectors.append(
                    SelectorExpression(pound: position, close: close, contents: contents, owner: enclosing.last))
            } else if token.kind == .identifier, file.is(position, "Selector") || file.is(position, "NSSelectorFromString"),
                file.is(position + 1, "("), file.kind(at: position + 2) == .string, file.is(position + 3, ")"), !file.is(position - 1, "."),
                let selector = plainString(at: position + 2)
            {
                outline.selectorLiterals.append(
                    SelectorLiteral(position: position, selector: selector, owner: enclosing.last))
            }
        }
    }

    /// The text of a string literal without escapes or interpolations, or nil.
    private func plainString(at position: Int) -> String? {
        let text = file.text(at: position)
        guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2, !text.hasPrefix("\"\"\"") else { return nil }
        let inner = text.dropFirst().dropLast()
        return inner.contains("\\") || inner.contains("\"") ? nil : String(inner)
    }
}
