import Diagnostics

/// Where in the app's code a call lands, as the trace knows it: a method of a class (found in
/// the app's sources by the source pane), or an exact `file:line` (a creator closure's call).
public struct CodePoint: Codable, Sendable, Equatable {
    /// The class whose method runs (`DogsViewController`); nil when only the place is known.
    public var className: String?
    /// The method's base name (`viewDidLoad`, `prepare`, `init`, `makeCatDetail`).
    public var method: String?
    /// The argument labels, when they tell overloads apart (`["coder"]` for `init(coder:)`).
    public var labels: [String]?
    /// Where the call is, when the engine knows it (`#filePath`, `#line`, `#column`).
    public var location: SourceLocation?
    /// The callback's name as `StepGuide` knows it (`viewDidLoad`, `init(coder:)`, `creator`).
    public var callback: String

    /// A point in the app's code.
    public init(
        className: String? = nil, method: String? = nil, labels: [String]? = nil, location: SourceLocation? = nil,
        callback: String
    ) {
        self.className = className
        self.method = method
        self.labels = labels
        self.location = location
        self.callback = callback
    }
}

/// The app's code to show beside a call: the method around it with its lines numbered and the
/// call's line marked, or, where UIKit acts with no code of the app's, what UIKit does there.
public struct SourceExcerpt: Sendable, Equatable {
    /// `DogsViewController.swift:26 · tableView(_:didSelectRowAt:)`, or `UIKit · loadView()`.
    public var title: String
    /// The number of the first of `lines`.
    public var firstLine: Int
    /// The method's lines, as written.
    public var lines: [String]
    /// The line to mark (a number, as `firstLine`).
    public var marked: Int?
    /// Plain words: what UIKit does when the app has no code of its own here.
    public var note: String?

    /// An excerpt.
    public init(title: String, firstLine: Int = 1, lines: [String] = [], marked: Int? = nil, note: String? = nil) {
        self.title = title
        self.firstLine = firstLine
        self.lines = lines
        self.marked = marked
        self.note = note
    }
}
