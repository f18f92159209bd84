import Foundation

/// What a split view controller asks and tells its delegate. Every method is optional, as in
/// UIKit. On an iPhone the split view is collapsed: the collapse calls come when it first appears.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Classic style: the controller to keep as the collapsed split's only child; nil keeps the
    /// primary.
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// Classic style: return true when you handled the secondary yourself (it is discarded); false
    /// lets the primary collapse it (a navigation controller pushes it).
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    /// Classic style: return true when you showed `vc` yourself.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    /// Classic style: return true when you showed `vc` as the detail yourself.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    /// Column style: the column on top when collapsing; UIKit proposes the secondary.
    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// Column style: the split view collapsed.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        false
    }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool {
        false
    }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
        false
    }
    public func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        proposedTopColumn
    }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
}
