/// What one file tells of its names' types, as far as a reader of its tokens can be sure: a
/// name declared with a type (`@IBOutlet weak var tableView: UITableView!`, a parameter
/// `_ cell: UITableViewCell`), made by an initializer (`let label = UILabel()`) or a cast at
/// the end of its line (`let cell = … as! UITableViewCell`). A name bound anywhere else in the
/// file (`if let`, `for`, a closure's parameters, `let x = f()`), or with two different types,
/// has no type: nothing is said of its members.
struct ReceiverTypes {
    /// Each name's type, nil when the file binds it without one or with two.
    private(set) var types: [String: String?] = [:]

    init(file: SourceFile) {
        for position in file.code.indices where file.kind(at: position) == .identifier {
            if file.is(position, "in") {
                bindClosureParameters(before: position, in: file)
                continue
            }
            // `for` as a loop (not a label: `prepare(for segue:`, `cellForRow(at:, for:)`).
            let loop = file.is(position, "for") && !file.is(position - 1, "(") && !file.is(position - 1, ",")
            guard file.kind(at: position + 1) == .identifier, file.is(position, "let") || file.is(position, "var") || loop else {
                if file.is(position + 1, ":"), Self.startsLowercase(file.name(at: position)),
                    file.is(position - 1, "(") || file.is(position - 1, ",") || file.kind(at: position - 1) == .identifier
                {
                    // A parameter (`_ cell: UITableViewCell`), its label, or a tuple element.
                    let declaration = file.is(position - 1, "let") || file.is(position - 1, "var")
                    if let type = Self.declaredType(after: position + 1, in: file, declaration: declaration) {
                        bind(file.name(at: position), type)
                    }
                }
                continue
            }
            let name = file.name(at: position + 1)
            // A type is read above, as a name followed by `:`; `if let window {` keeps its type.
            if file.is(position + 2, ":") || file.is(position + 2, "{") || file.is(position + 2, ",") || file.is(position + 2, "else") {
                continue
            }
            if !loop, file.is(position + 2, "="), file.kind(at: position + 3) == .identifier, Self.endsBinding(position + 4, in: file) {
                aliases.append((name, file.name(at: position + 3)))  // `if let cell = cell`, `let view = view`
                continue
            }
            bind(name, loop ? nil : Self.initializedType(after: position + 2, in: file))
        }
        for (name, original) in aliases { bind(name, types[original] ?? nil) }
    }

    /// Names bound to another name (`if let x = y`): they take its type once the file is read.
    private var aliases: [(name: String, original: String)] = []

    /// Whether a binding ends at `position`: `{`, `,`, `else`, or another line that does not go
    /// on with the expression (`let h = tableView` then `.dequeue…` on the next line does).
    private static func endsBinding(_ position: Int, in file: SourceFile) -> Bool {
        guard position < file.code.count else { return true }
        if file.is(position, "{") || file.is(position, ",") || file.is(position, "else") { return true }
        return file.line(at: position) != file.line(at: position - 1) && (file.kind(at: position) != .punctuation || file.is(position, "}"))
    }

    /// The type of a name, when the file gives it one and only one.
    func type(of name: String) -> String?? { types[name] }

    private mutating func bind(_ name: String, _ type: String?) {
        if let known = types[name] { types[name] = known == type ? type : String?.none } else { types[name] = type }
    }

    /// `{ a, b in`, `{ (a: T, b) in`: names a closure binds, without a type.
    private mutating func bindClosureParameters(before keyword: Int, in file: SourceFile) {
        var position = keyword - 1
        while position >= 0, !file.is(position, "{") {
            if file.is(position, "}") || file.is(position, ";") { return }
            position -= 1
        }
        for inner in (position + 1)..<keyword where file.kind(at: inner) == .identifier && !file.is(inner + 1, ":") {
            bind(file.name(at: inner), nil)
        }
    }

    private static func startsLowercase(_ name: String) -> Bool {
        name.first.map { $0.isLowercase || $0 == "_" } ?? false
    }

    /// What follows a name and its colon: `Name` or `Outer.Inner` (with `?` or `!`) when nothing
    /// else follows on the type; `.some(nil)` for another type (`[UIView]`, `some View`, a
    /// generic); nil when it is not a type but an argument (`content: content`,
    /// `view: UIView()`), unless `declaration` says a `let` or `var` is being declared.
    static func declaredType(after colon: Int, in file: SourceFile, declaration: Bool) -> String?? {
        guard let (type, end) = dottedName(at: colon + 1, in: file) else { return .some(nil) }
        guard type.first?.isUppercase == true else {
            let specifiers: Set<String> = ["some", "any", "inout", "borrowing", "consuming", "isolated", "sending"]
            return declaration || specifiers.contains(type) ? .some(nil) : nil
        }
        var next = end
        if file.is(next, "?") || file.is(next, "!") { next += 1 }
        if file.is(next, "<") || file.is(next, "[") { return .some(nil) }
        if file.is(next, "(") || file.is(next, ".") { return declaration ? .some(nil) : nil }
        return type
    }

    /// The type of `= Type(…)`, `= Type.init(…)` or `= … as! Type` (the cast ending the line).
    static func initializedType(after position: Int, in file: SourceFile) -> String? {
        guard file.is(position, "=") else { return nil }
        if let (type, end) = dottedName(at: position + 1, in: file), file.is(end, "(") || (file.is(end, ".") && file.is(end + 1, "init")) {
            return type.first?.isUppercase == true ? type : nil
        }
        let line = file.line(at: position)
        var cursor = position + 1
        while cursor < file.code.count, file.line(at: cursor) == line {
            if file.is(cursor, "as"), file.is(cursor + 1, "!") || file.is(cursor + 1, "?"),
                let (type, end) = dottedName(at: cursor + 2, in: file)
            {
                return endsBinding(end, in: file) ? type : nil
            }
            if file.is(cursor, "{") { return nil }
            cursor = file.after(cursor, braces: false)
        }
        return nil
    }

    /// A name and its dotted members (`UIScene.ConnectionOptions`) starting at `position`, and
    /// the position after it.
    static func dottedName(at position: Int, in file: SourceFile) -> (String, Int)? {
        guard file.kind(at: position) == .identifier else { return nil }
        var name = file.name(at: position)
        var end = position + 1
        while file.is(end, "."), file.kind(at: end + 1) == .identifier, file.name(at: end + 1).first?.isUppercase == true {
            name += "." + file.name(at: end + 1)
            end += 2
        }
        return (name, end)
    }
}
