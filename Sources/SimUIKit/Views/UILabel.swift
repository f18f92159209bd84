import Foundation

/// A text label.
open class UILabel: UIView {
    open var text: String?
    open var numberOfLines = 1
    open var textColor: UIColor?
    open var font: UIFont = .systemFont(ofSize: 17)
    open var textAlignment: NSTextAlignment = .natural

    override var traceSummary: String {
        text.map { "UILabel \(ValueRenderer.quote($0))" } ?? "UILabel"
    }
}
