/// What `expect value` compares: which controller, which stored property, which value.
public struct ValueExpectation: Sendable, Equatable {
    /// The controller, named as `expect top` names one (class, Storyboard ID, title, or an
    /// instance such as `DogsViewController#2`); nil for the visible controller.
    public var controller: String?
    /// The stored property's name.
    public var property: String
    /// The value it should have.
    public var value: ExpectedValue

    /// `expect value controller.property == value`.
    public init(controller: String? = nil, property: String, value: ExpectedValue) {
        self.controller = controller
        self.property = property
        self.value = value
    }
}

/// The value side of `expect value`.
public enum ExpectedValue: Sendable, Equatable {
    /// `nil`: the property holds nil (an empty optional, an outlet not connected).
    case `nil`
    /// `"Rex"`: a quoted text; holds when the property renders as that string (`"Rex"`) or as
    /// the text itself.
    case text(String)
    /// Anything else, written as the property renders, without quotes around it:
    /// `["Tom", "Luna"]`, `3`, `true`, `Optional(2)`.
    case rendering(String)

    /// The value as a script writes it.
    public var scriptText: String {
        switch self {
        case .nil: "nil"
        case .text(let text): ReplaySyntax.quoted(text)
        case .rendering(let text): ReplaySyntax.isRawValue(text) ? text : ReplaySyntax.quoted(text)
        }
    }
}
