import Foundation

/// A multi-line text view.
open class UITextView: UIView {
    open var text: String! = ""
}
