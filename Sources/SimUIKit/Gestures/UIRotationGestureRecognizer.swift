import Foundation

/// A two-finger rotation (kept: the simulated finger does not rotate).
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    override class func makeForStoryboard() -> UIGestureRecognizer { UIRotationGestureRecognizer(target: nil, action: nil) }

    /// The rotation in radians since the gesture began (0 until one happens).
    open var rotation: CGFloat = 0
    /// Radians per second.
    open var velocity: CGFloat { 0 }
}
