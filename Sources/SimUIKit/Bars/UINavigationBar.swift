import Foundation

/// The bar at the top of a navigation controller.
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
    /// The bar's looks (iOS 13; kept, not drawn: see `UIBarAppearance`). UIKit falls back from
    /// the scroll-edge and compact looks to the standard one when they are nil.
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
}
