import Foundation

open class UITapGestureRecognizer: UIGestureRecognizer {
    override class func makeForStoryboard() -> UIGestureRecognizer { UITapGestureRecognizer(target: nil, action: nil) }

    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}
