import Foundation

open class UIPanGestureRecognizer: UIGestureRecognizer {
    override class func makeForStoryboard() -> UIGestureRecognizer { UIPanGestureRecognizer(target: nil, action: nil) }
}
