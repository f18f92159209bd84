import Foundation

/// What a tap on a screen element does, typed: the front end draws from it (a row that leads
/// somewhere gets a chevron) and the transcript never has to parse prose back.
public enum ScreenTap: Codable, Hashable, Sendable {
    /// The navigation bar's back button: pops the top controller.
    case back
    /// Fires a storyboard segue: its identifier, if any, and its kind as Interface Builder writes
    /// it (`show`, `presentation`, `showDetail`, `relationship`...).
    case segue(identifier: String?, kind: String)
    /// Fires an unwind segue to the controller that implements the action.
    case unwind(action: String)
    /// Sends an action message (a target-action pair, a storyboard action).
    case action(selector: String)
    /// Runs a closure (`UIAction`, a bar button item's `primaryAction`).
    case closure
    /// Makes a text field first responder.
    case focus
    /// Flips a switch.
    case toggle
    /// Moves a control on to its next value: a stepper's plus side, page dots' next page, a
    /// picker's next row.
    case advance
    /// Selects a table row or collection item; `notifiesDelegate` when the table's or
    /// collection's delegate hears of it (`tableView(_:didSelectRowAt:)`).
    case select(IndexPath, notifiesDelegate: Bool)
    /// Selects a tab of a tab bar controller.
    case selectTab(Int)
    /// Fires a tap gesture recognizer on the view or one of its containers.
    case gesture
    /// Swipes a page view controller to the next (or previous) page.
    case turnPage(forward: Bool)

    /// Whether the tap leads to another screen or tells app code of a choice (a row's chevron).
    public var leadsSomewhere: Bool {
        switch self {
        case .segue: return true
        case .select(_, let notifiesDelegate): return notifiesDelegate
        default: return false
        }
    }
}
