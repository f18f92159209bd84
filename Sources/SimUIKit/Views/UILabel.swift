import Foundation

/// A text label.
open class UILabel: UIView {
    open var text: String?
    open var numberOfLines = 1
    open var textColor: UIColor?
    open var font: UIFont = .systemFont(ofSize: 17)
    open var textAlignment: NSTextAlignment = .natural

    nonisolated override class var takesTouchesByDefault: Bool { false }

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
