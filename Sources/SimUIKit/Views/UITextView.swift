import Foundation

/// A multi-line text view.
open class UITextView: UIView {
    open var text: String! = ""

    override func decode(fromStoryboard element: ViewElement) {
        super.decode(fromStoryboard: element)
        text = element.text ?? ""
    }

    override func addToScreen(_ screen: inout ScreenBuilder) {
        screen.add(.textView, text ?? "", for: self)
    }
}
