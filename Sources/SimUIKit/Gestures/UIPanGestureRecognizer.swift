import Foundation

open class UIPanGestureRecognizer: UIGestureRecognizer {}
