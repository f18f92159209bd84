import Foundation

/// A text label.
open class UILabel: UIView {
    /// The text; setting it drops the attributes of an attributed text.
    open var text: String? {
        didSet { attributedStorage = nil }
    }
    private var attributedStorage: NSAttributedString?
    /// The text with its attributes: the one set, else the text in the label's font and colour,
    /// as UIKit returns it. The screen shows its characters.
    open var attributedText: NSAttributedString? {
        get { attributedStorage ?? text.map { .plain($0, font: font, color: textColor) } }
        set {
            text = newValue?.string
            attributedStorage = newValue
        }
    }
    open var numberOfLines = 1
    open var textColor: UIColor?
    /// The font (null-resettable, as in UIKit: setting nil gives back the system font of 17
    /// points, so `label.font = UIFont(name:size:)` compiles and never leaves it without one).
    open var font: UIFont! {
        get { fontStorage }
        set { fontStorage = newValue ?? .systemFont(ofSize: 17) }
    }
    private var fontStorage: UIFont = .systemFont(ofSize: 17)
    open var textAlignment: NSTextAlignment = .natural
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var adjustsFontForContentSizeCategory = false
    open var highlightedTextColor: UIColor?
    open var isHighlighted = false
    open var isEnabled = true

    nonisolated override class var takesTouchesByDefault: Bool { false }
    nonisolated override class var isAccessibilityElementByDefault: Bool { true }
    override var defaultAccessibilityLabel: String? { text }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }

    override func decode(fromStoryboard element: ViewElement) {
        super.decode(fromStoryboard: element)
        text = element.text
    }

    /// A label with text; tappable when a tap recognizer would see a finger on it.
    override func addToScreen(_ screen: inout ScreenBuilder) {
        if let text, !text.isEmpty { screen.addTouchable(.label, text, for: self) }
    }

    override var traceSummary: String {
        text.map { "UILabel \(ValueRenderer.quote($0))" } ?? "UILabel"
    }
}
