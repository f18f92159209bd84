import Foundation

open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    override class func makeForStoryboard() -> UIGestureRecognizer { UIScreenEdgePanGestureRecognizer(target: nil, action: nil) }
}
