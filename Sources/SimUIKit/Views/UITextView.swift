import Foundation

/// A multi-line text view.
open class UITextView: UIView {
    /// The text; setting it drops the attributes of an attributed text.
    open var text: String! = "" {
        didSet { attributedStorage = nil }
    }
    private var attributedStorage: NSAttributedString?
    /// The text with its attributes: the one set, else the text in the view's font and colour.
    open var attributedText: NSAttributedString! {
        get { attributedStorage ?? .plain(text ?? "", font: font, color: textColor) }
        set {
            text = newValue?.string ?? ""
            attributedStorage = newValue
        }
    }
    open var font: UIFont? = .systemFont(ofSize: 12)
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var isScrollEnabled = true
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    override func decode(fromStoryboard element: ViewElement) {
        super.decode(fromStoryboard: element)
        text = element.text ?? ""
    }

    override func addToScreen(_ screen: inout ScreenBuilder) {
        screen.add(.textView, text ?? "", for: self)
    }
}
