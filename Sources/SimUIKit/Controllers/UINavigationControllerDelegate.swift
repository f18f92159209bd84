import Foundation

/// The delegate of a navigation controller.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Before the new top's view appears, after its `viewWillAppear`.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// After the new top's `viewDidAppear`.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}
