import Foundation

/// A pinch (kept: the simulated finger does not pinch).
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    override class func makeForStoryboard() -> UIGestureRecognizer { UIPinchGestureRecognizer(target: nil, action: nil) }

    /// The scale factor relative to the touches' start (1 until a pinch happens).
    open var scale: CGFloat = 1
    /// Scale factor per second.
    open var velocity: CGFloat { 0 }
}
