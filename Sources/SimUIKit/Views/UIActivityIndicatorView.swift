import Foundation

/// A spinning activity indicator.
open class UIActivityIndicatorView: UIView {
    open var isAnimating = false
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }

    /// `…` while it spins.
    override func addToScreen(_ screen: inout ScreenBuilder) {
        if isAnimating { screen.add(.activity, "…", for: self) }
    }
}
