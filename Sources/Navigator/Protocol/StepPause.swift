import SimUIKit

/// Where step mode stopped the app: the callback about to run, what it is for, and the
/// controller it runs on, as the inspector shows it.
public struct StepPause: Codable, Sendable, Equatable {
    /// The controller the callback runs on.
    public var subject: ObjectRef?
    /// The call about to run: `DogsViewController#1.viewDidLoad()`.
    public var call: String
    /// What the callback is for and what is safe in it (see `StepGuide`).
    public var explanation: String
    /// The controller the callback is about, for the inspector: the subject, except before a
    /// segue's `prepare(for:sender:)`, which is about the destination it hands dependencies to.
    public var inspected: ObjectRef?
    /// That controller with its properties and their history, from the trace: the inspector's
    /// view of one that is in no hierarchy yet (being created or prepared).
    public var node: HierarchyNode?
    /// Where the call lands in the app's code (for the source pane).
    public var code: CodePoint?
    /// Whether the app stopped right after `call` ran rather than before it: where a property
    /// was set from outside, which Swift gives no hook to stop before.
    public var isAfter: Bool

    /// A pause before `call` (or, `isAfter`, right after it).
    public init(
        subject: ObjectRef?, call: String, explanation: String, inspected: ObjectRef? = nil, node: HierarchyNode? = nil,
        code: CodePoint? = nil, isAfter: Bool = false
    ) {
        self.subject = subject
        self.call = call
        self.explanation = explanation
        self.inspected = inspected ?? subject
        self.node = node
        self.code = code
        self.isAfter = isAfter
    }

    /// `Paused before` or `Paused after`, as the banner says it.
    public var heading: String { isAfter ? "Paused after" : "Paused before" }

    /// `DogsViewController#1.viewDidLoad() — The view and its outlets exist now…`.
    public var text: String { "\(call) — \(explanation)" }
}
