import Foundation

open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the gesture starts from (kept: the simulated user makes no edge pans).
    open var edges: UIRectEdge = []
    override class func makeForStoryboard() -> UIGestureRecognizer { UIScreenEdgePanGestureRecognizer(target: nil, action: nil) }
}
