import Foundation

/// The actions a swipe on one edge of a table row offers (the delegate's
/// `leadingSwipeActionsConfigurationForRowAt` and `trailingSwipeActionsConfigurationForRowAt`).
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (Apple: "The default value of this
    /// property is true").
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
