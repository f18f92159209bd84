import Foundation

/// What the run has shown about each stored property of each controller class: whether code
/// outside the controller set it (a prepare(for:sender:), a creator closure, the storyboard's
/// runtime attributes, a caller right after init: a **dependency**) or only the controller's own
/// callbacks did (its **state**). The trace reports a property "still nil" only when it may be a
/// dependency, so that a controller's own optional state (a timer, a selection) is not reported.
///
/// Swift cannot intercept a property's setter from outside the class, so the evidence is what the
/// snapshots before and after each callback and each injection point show. It is per launch:
/// a replay's transcript does not depend on what ran before it.
@preconcurrency @MainActor
struct DependencyEvidence {
    /// What was seen of one property.
    enum Seen {
        /// Set from outside the controller on some path.
        case fromOutside
        /// Set only by the controller's own callbacks so far.
        case ownCode
    }

    private var seen: [String: [String: Seen]] = [:]
    /// Properties the app declares as state (`"NotesViewController.editingRow"`, see
    /// `AppDescription.stateProperties`): never reported still nil.
    var declaredState: Set<String> = []

    /// Notes that `changes` to an instance of `className` came from outside or from its own code.
    mutating func note(_ changes: [PropertyChange], of className: String, fromOutside: Bool) {
        for change in changes where !change.isOutlet {
            if fromOutside {
                seen[className, default: [:]][change.name] = .fromOutside
            } else if seen[className]?[change.name] == nil {
                seen[className, default: [:]][change.name] = .ownCode
            }
        }
    }

    /// What was seen of `property` of `className`, if anything.
    func seen(_ property: String, of className: String) -> Seen? {
        seen[className]?[property]
    }

    /// Whether a nil `value` of a controller of `className` may be a dependency that has not
    /// arrived: set from outside on some path; or, when nothing has set it yet, the controller
    /// was made with `init(coder:)` at the request of app code (a segue, an identifier), which
    /// can hand it nothing, so whatever it needs must come from outside. Never for an outlet, a
    /// `lazy var` not yet read, a property only its own code sets, or one the app declares as
    /// state. A controller made by its own initializer (in code, a creator closure, a segue
    /// action) had its chance at init: a nil it was made with is the initializer's choice.
    func awaitsDependency(_ value: PropertyValue, className: String, madeWithCoderOnRequest: Bool) -> Bool {
        guard value.isNil, !value.isOutlet, !value.isLazy, !declaredState.contains("\(className).\(value.name)") else {
            return false
        }
        switch seen(value.name, of: className) {
        case .fromOutside: return true
        case .ownCode: return false
        case nil: return madeWithCoderOnRequest
        }
    }
}
