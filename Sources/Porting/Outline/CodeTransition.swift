import Diagnostics

/// A way to another screen that the app's code takes, found in a method's body before anything
/// runs: `pushViewController(_:animated:)`, `present(_:animated:completion:)`, `show(_:sender:)`
/// or `showDetailViewController(_:sender:)`, with the controller it shows and how that controller
/// gets its dependencies, as far as the code says.
public struct CodeTransition: Sendable, Equatable {
    /// The call that shows the controller.
    public enum Call: String, Sendable, Equatable, CaseIterable {
        case push, present, show, showDetail

        /// The method's base name.
        var methodName: String {
            switch self {
            case .push: "pushViewController"
            case .present: "present"
            case .show: "show"
            case .showDetail: "showDetailViewController"
            }
        }
    }

    /// How the shown controller gets its dependencies.
    public enum Injection: String, Sendable, Equatable, CaseIterable {
        /// Its own initializer's arguments (`ProfileViewController(userID: …)`).
        case initializer
        /// A storyboard creator closure (`instantiateViewController(identifier:creator:)`).
        case creatorClosure
        /// Properties set on it after it was made, before it is shown (`detail.dog = …`).
        case afterInit
    }

    /// Where the call is: its file, and the 1-based line and column of the method's name.
    public var location: SourceLocation
    /// The type whose method makes the call (an extension's extended type).
    public var sourceClass: String
    public var call: Call
    /// The class of the controller shown, when the code names it.
    public var destinationClass: String?
    /// The Storyboard ID it is instantiated by (`instantiateViewController(withIdentifier:)`, or a
    /// `Type.instantiate()` that finds it by its class's name), when there is one.
    public var storyboardIdentifier: String?
    /// How its dependencies arrive (empty: none, the storyboard's `init(coder:)` or a bare `init()`).
    public var injections: [Injection]
}

/// Finds the `CodeTransition`s of a file's methods (see `SwiftCodeIndex.transitions`).
struct CodeTransitionFinder {
    let file: SourceFile
    let outline: Outline
    /// The methods of every file that return something, by base name, to see through a factory
    /// (`factory.makeProfileViewController(userID:)`).
    let factories: [String: (file: SourceFile, body: Range<Int>)]

    /// Every transition in the file's methods and initializers, in source order. A property set
    /// after init is a dependency handed over when `declares(class, property)`: the destination's
    /// own (a UIKit property, `modalPresentationStyle`, is presentation, not injection).
    func transitions(declares: (String, String) -> Bool) -> [CodeTransition] {
        var found: [CodeTransition] = []
        for declaration in outline.functions + outline.initializers {
            guard let owner = declaration.owner, let body = Self.body(of: declaration, in: file) else { continue }
            let typeName = outline.types[owner].name.split(separator: ".").last.map(String.init) ?? outline.types[owner].name
            var position = body.lowerBound
            while position < body.upperBound {
                defer { position += 1 }
                guard file.kind(at: position) == .identifier, file.is(position + 1, "("),
                    let call = CodeTransition.Call.allCases.first(where: { file.is(position, $0.methodName) }),
                    !file.is(position - 1, "func")
                else { continue }
                var destination = resolve(from: position + 2, in: body, file: file, depth: 0)
                guard destination.className != nil || destination.identifier != nil else { continue }
                if let className = destination.className, destination.assigned.contains(where: { declares(className, $0) }) {
                    destination.injections.insert(.afterInit)
                }
                found.append(
                    CodeTransition(
                        location: file.location(of: file.token(at: position).start), sourceClass: typeName, call: call,
                        destinationClass: destination.className, storyboardIdentifier: destination.identifier,
                        injections: CodeTransition.Injection.allCases.filter(destination.injections.contains)))
            }
        }
        return found
    }

    /// The code positions of a declaration's body, inside its braces.
    static func body(of declaration: FunctionDeclaration, in file: SourceFile) -> Range<Int>? {
        var position = declaration.keyword
        while position < declaration.end, !file.is(position, "{") {
            position = file.is(position, "(") ? file.after(position, braces: false) : position + 1
        }
        guard position < declaration.end, let close = file.partner(of: position) else { return nil }
        return (position + 1)..<close
    }

    /// What an expression starting at `start` makes.
    struct Destination {
        var className: String?
        var identifier: String?
        var injections: Set<CodeTransition.Injection> = []
        /// The properties set on it after it was made (`detail.dog = …`).
        var assigned: Set<String> = []
    }

    /// The postfix chain an expression is (`Storyboard.Dogs.instance.instantiateViewController(…) { … } as? T`):
    /// its end, and the cast type if any.
    private func chainEnd(from start: Int, in body: Range<Int>, file: SourceFile) -> (end: Int, cast: String?) {
        var position = start
        if file.is(position, "self"), file.is(position + 1, ".") { position += 2 }
        guard position < body.upperBound, file.kind(at: position) == .identifier else { return (position, nil) }
        position += 1
        while position < body.upperBound {
            if file.is(position, "."), file.kind(at: position + 1) == .identifier {
                position += 2
            } else if file.is(position, "(") || file.is(position, "[") {
                position = file.after(position, braces: false)
            } else if file.is(position, "{"), file.line(at: position) == file.line(at: position - 1) {
                position = file.after(position, braces: true)
            } else if file.is(position, "!") || file.is(position, "?") {
                position += 1
            } else if file.is(position, "as") {
                var type = position + 1
                if file.is(type, "!") || file.is(type, "?") { type += 1 }
                let cast = file.kind(at: type) == .identifier ? file.name(at: type) : nil
                return (type + 1, cast)
            } else {
                break
            }
        }
        return (position, nil)
    }

    /// Resolves the expression at `start`: a constructor, a storyboard instantiation (with or
    /// without a creator), a `Type.instantiate()`, a variable of the method (with the properties
    /// set on it before the call), or a factory method of the sources.
    func resolve(from start: Int, in body: Range<Int>, file: SourceFile, depth: Int) -> Destination {
        guard depth < 4 else { return Destination() }
        let (end, cast) = chainEnd(from: start, in: body, file: file)
        var destination = Destination()
        var first = start
        if file.is(first, "self"), file.is(first + 1, ".") { first += 2 }
        guard first < end else { return destination }
        // A storyboard instantiation anywhere in the chain.
        if let instantiate = (first..<end).first(where: { file.is($0, "instantiateViewController") && file.is($0 + 1, "(") }) {
            let close = file.after(instantiate + 1, braces: false)
            destination.identifier = string(after: instantiate + 2, until: close, in: file)
            if file.is(close, "{") || (instantiate + 2..<close).contains(where: { file.is($0, "creator") && file.is($0 + 1, ":") }) {
                destination.injections.insert(.creatorClosure)
                let closure = file.is(close, "{") ? close..<file.after(close, braces: true) : (instantiate + 2)..<close
                destination.className = closure.first {
                    file.kind(at: $0) == .identifier && isTypeName(file.name(at: $0)) && file.is($0 + 1, "(")
                }
                .map { file.name(at: $0) }
            }
            destination.className = destination.className ?? cast
            return destination
        }
        let name = file.name(at: first)
        if isTypeName(name) {
            // `Cls(…)`, `Cls.init(…)`, `Cls.instantiate()`, or a factory `Factory(…).make(…)`.
            var open = first + 1
            if file.is(open, "."), file.is(open + 1, "init") { open += 2 }
            if file.is(open, "("), file.after(open, braces: false) >= end {
                destination.className = name
                if file.after(open, braces: false) > open + 2 { destination.injections.insert(.initializer) }
                return destination
            }
            if file.is(first + 1, "."), file.kind(at: first + 2) == .identifier, file.name(at: first + 2).hasPrefix("instantiate") {
                destination.className = name
                destination.identifier = name
                return destination
            }
        } else if first + 1 == end {
            return variable(name, before: start, in: body, file: file, depth: depth)
        }
        // A call through a factory method the sources declare: what it returns.
        if let last = lastCall(in: first..<end, file: file), let factory = factories[file.name(at: last)] {
            // Its `return`'s expression, or its body's only expression.
            let returned = factory.body.first { factory.file.is($0, "return") }.map { $0 + 1 } ?? factory.body.lowerBound
            destination = resolve(from: returned, in: factory.body, file: factory.file, depth: depth + 1)
        }
        if destination.className == nil { destination.className = cast }
        return destination
    }

    /// The variable `name` declared in the method before `position`: what it was made from, and
    /// the properties of it set before `position`.
    private func variable(_ name: String, before position: Int, in body: Range<Int>, file: SourceFile, depth: Int) -> Destination {
        guard
            let declaration = (body.lowerBound..<position).last(where: {
                (file.is($0, "let") || file.is($0, "var")) && file.is($0 + 1, name)
            })
        else { return Destination() }
        var value = declaration + 2
        var annotated: String?
        if file.is(value, ":"), file.kind(at: value + 1) == .identifier {
            annotated = file.name(at: value + 1)
            value += 2
            while value < position, !file.is(value, "=") { value += 1 }
        }
        var destination = Destination()
        if file.is(value, "=") { destination = resolve(from: value + 1, in: body, file: file, depth: depth + 1) }
        if let annotated, isTypeName(annotated) { destination.className = annotated }
        for assignment in declaration..<position
        where file.is(assignment, name) && file.is(assignment + 1, ".") && file.kind(at: assignment + 2) == .identifier
            && file.is(assignment + 3, "=")
        {
            destination.assigned.insert(file.name(at: assignment + 2))
        }
        return destination
    }

    /// The position of the name of the last call in `range` (`make` in `a.b.make(…)`).
    private func lastCall(in range: Range<Int>, file: SourceFile) -> Int? {
        range.last { file.kind(at: $0) == .identifier && file.is($0 + 1, "(") }
    }

    /// The first string literal's contents between `start` and `end` (a plain literal only).
    private func string(after start: Int, until end: Int, in file: SourceFile) -> String? {
        guard let literal = (start..<end).first(where: { file.kind(at: $0) == .string }) else { return nil }
        let text = file.text(at: literal)
        guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2, !text.contains("\\(") else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// A type's name starts with a capital (`DogsViewController`, not `detail`).
    private func isTypeName(_ name: String) -> Bool { name.first?.isUppercase == true }
}
