import Foundation

/// A spinning activity indicator.
open class UIActivityIndicatorView: UIView {
    open var isAnimating = false
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}
