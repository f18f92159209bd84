import Foundation

open class UILongPressGestureRecognizer: UIGestureRecognizer {
    override class func makeForStoryboard() -> UIGestureRecognizer { UILongPressGestureRecognizer(target: nil, action: nil) }

    open var minimumPressDuration: TimeInterval = 0.5
}
