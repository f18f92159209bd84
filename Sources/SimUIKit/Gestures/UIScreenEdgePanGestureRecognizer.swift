import Foundation

open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {}
