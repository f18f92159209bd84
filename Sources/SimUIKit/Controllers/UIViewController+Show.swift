import Foundation

extension Selector {
    /// `show(_:sender:)`, as `targetViewController(forAction:sender:)` names it.
    public static let showViewController = Selector("showViewController:sender:")
    /// `showDetailViewController(_:sender:)`.
    public static let showDetailViewController = Selector("showDetailViewController:sender:")
}

/// A container whose class overrides `show(_:sender:)` or `showDetailViewController(_:sender:)`
/// (UIKit finds such overrides by looking at the class; Swift cannot, so each container says which
/// it overrides, beside its own code).
@preconcurrency @MainActor
protocol ShowActionHandling {
    func handlesShowAction(_ action: Selector) -> Bool
}

extension UINavigationController: ShowActionHandling {
    /// A navigation controller overrides `show(_:sender:)` (it pushes), not
    /// `showDetailViewController(_:sender:)`.
    func handlesShowAction(_ action: Selector) -> Bool { action == .showViewController }
}

extension UISplitViewController: ShowActionHandling {
    /// A split view controller overrides `showDetailViewController(_:sender:)`.
    func handlesShowAction(_ action: Selector) -> Bool { action == .showDetailViewController }
}
