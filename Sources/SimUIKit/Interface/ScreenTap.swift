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
    /// Selects a segment of a segmented control (`.valueChanged`).
    case selectSegment(Int)
    /// Fires a tap gesture recognizer on the view or one of its containers.
    case gesture
    /// Swipes a page view controller to the next (or previous) page.
    case turnPage(forward: Bool)
    /// Taps a row's accessory button: the table's delegate hears of it
    /// (`tableView(_:accessoryButtonTappedForRowWith:)`); the cell's accessory segue, if any, is
    /// listed beside it.
    case accessoryButton(IndexPath)
    /// The edit mode's delete control: reveals the row's Delete button.
    case revealDelete(IndexPath)
    /// The Delete button: the data source commits the deletion
    /// (`tableView(_:commit:forRowAt:)` with `.delete`).
    case delete(IndexPath)

    /// Whether the tap leads to another screen or tells app code of a choice.
    public var leadsSomewhere: Bool {
        switch self {
        case .segue, .accessoryButton, .delete: return true
        case .select(_, let notifiesDelegate): return notifiesDelegate
        case .back, .unwind, .action, .closure, .focus, .toggle, .advance, .selectTab, .selectSegment, .gesture, .turnPage, .revealDelete:
            return false
        }
    }
}
