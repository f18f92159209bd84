/// `@name` or `@name(arguments)` before a declaration; positions index a file's code tokens.
struct Attribute: Equatable {
    var name: String
    var position: Int
    /// The position after the attribute and its arguments.
    var end: Int
    /// The text inside the parentheses, if any (`@objc(save:)` → `save:`).
    var arguments: String?
}

/// A declaration modifier: `private`, `private(set)`, `weak`, `override`…
struct Modifier: Equatable {
    var name: String
    var position: Int
    var end: Int
}

/// What comes before a declaration's keyword.
struct DeclarationPrefix: Equatable {
    var start: Int
    var attributes: [Attribute] = []
    var modifiers: [Modifier] = []

    func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }
    func has(_ modifier: String) -> Bool { modifiers.contains { $0.name == modifier } }
}

/// A class, struct, enum, protocol, actor or extension.
struct TypeDeclaration {
    enum Kind: String { case `class`, `struct`, `enum`, `protocol`, `actor`, `extension` }
    var kind: Kind
    /// The name as written (`Inner`; for an extension, the extended type: `Outer.Inner`).
    var name: String
    /// Enclosing types and name, joined by dots.
    var qualifiedName: String
    var prefix: DeclarationPrefix
    var keyword: Int
    /// Inherited types and protocols, as written.
    var inheritance: [String]
    /// The position of the last token of the name, generic clause or inheritance list: a new
    /// conformance is added after it.
    var headerEnd: Int
    var bodyOpen: Int
    var bodyClose: Int
    /// The enclosing type, by index in the outline.
    var parent: Int?
}

/// A parameter of a function.
struct Parameter: Equatable {
    /// The argument label, nil for `_`.
    var label: String?
    var name: String
    /// The type as written, without spaces.
    var type: String
    var hasDefault: Bool
}

/// A `func`.
struct FunctionDeclaration {
    var name: String
    var prefix: DeclarationPrefix
    var keyword: Int
    var parameters: [Parameter]
    /// The return type as written, without spaces, or nil.
    var returnType: String?
    var owner: Int?
    /// Comments between the declaration's previous code token and its keyword (where a
    /// `/* @IBAction */` marker is).
    var leadingComments: [String]
    /// The position after the declaration (its body included).
    var end: Int
}

/// A `var` or `let`.
struct VariableDeclaration {
    enum Accessors { case none, observers, computed }
    var name: String
    var prefix: DeclarationPrefix
    var keyword: Int
    /// The type annotation as written (without spaces), or nil.
    var type: String?
    var accessors: Accessors
    var hasInitializer: Bool
    /// More than one binding (`var a: T, b: T`).
    var isMultiple: Bool
    var owner: Int?
    /// The position after the declaration (its accessor block included).
    var end: Int
}

/// `import Module` (or `import class Module.Type`).
struct ImportDeclaration {
    var prefix: DeclarationPrefix
    var keyword: Int
    /// The imported path, `UIKit` or `UIKit.UIGestureRecognizerSubclass`.
    var path: String
    /// Positions of the path's first and last tokens.
    var pathStart: Int
    var pathEnd: Int
    /// `class`, `struct`… when importing a single declaration.
    var kind: String?
}

/// `#selector(…)`.
struct SelectorExpression {
    var pound: Int
    var close: Int
    /// The tokens inside, as text.
    var contents: [String]
    var owner: Int?
}

/// `Selector("name:")` or `NSSelectorFromString("name:")`: a selector spelled as text.
struct SelectorLiteral {
    var position: Int
    var selector: String
    var owner: Int?
}

/// The declarations of one file that porting cares about.
struct Outline {
    var types: [TypeDeclaration] = []
    var functions: [FunctionDeclaration] = []
    /// `init` declarations (named `init`), apart from the methods.
    var initializers: [FunctionDeclaration] = []
    var variables: [VariableDeclaration] = []
    var imports: [ImportDeclaration] = []
    var selectors: [SelectorExpression] = []
    var selectorLiterals: [SelectorLiteral] = []
    /// Every attribute of every declaration, with the declaration's keyword.
    var attributed: [(prefix: DeclarationPrefix, keyword: Int)] = []
}
