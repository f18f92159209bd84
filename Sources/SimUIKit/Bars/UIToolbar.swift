import Foundation

/// A toolbar (kept, not drawn).
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
}
