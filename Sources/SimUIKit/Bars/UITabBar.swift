import Foundation

/// The bar of a tab bar controller.
open class UITabBar: UIView {
    /// Colours and images of the bar (kept: the simulated tab bar is not drawn in colour).
    open var unselectedItemTintColor: UIColor?
    open var barTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
    open var isTranslucent = true
}
