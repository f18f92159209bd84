import Foundation

/// The bar at the top of a navigation controller.
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
}
