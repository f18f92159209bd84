import Foundation

/// How a bar's buttons look in each state (`normal`, `highlighted`, `disabled`, `focused`). Kept, not
/// drawn (see `UIBarAppearance`).
open class UIBarButtonItemAppearance: NSObject {
    /// The kind of button it styles.
    public let style: UIBarButtonItem.Style
    open var normal = UIBarButtonItemStateAppearance()
    open var highlighted = UIBarButtonItemStateAppearance()
    open var disabled = UIBarButtonItemStateAppearance()
    open var focused = UIBarButtonItemStateAppearance()

    public init(style: UIBarButtonItem.Style = .plain) {
        self.style = style
        super.init()
    }

    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] {
            state.titleTextAttributes = [:]
            state.backgroundImage = nil
            state.titlePositionAdjustment = .zero
        }
    }

    open override func copy() -> Any {
        let copy = UIBarButtonItemAppearance(style: style)
        copy.normal = normal.copied()
        copy.highlighted = highlighted.copied()
        copy.disabled = disabled.copied()
        copy.focused = focused.copied()
        return copy
    }
}
