import Foundation

/// A scroll view.
open class UIScrollView: UIView {
    /// How dragging dismisses the keyboard (kept).
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
    open var contentOffset: CGPoint = .zero
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var isScrollEnabled = true
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether the scroll indicators show while scrolling (true by default; kept, none is drawn).
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    /// The pull-to-refresh control (kept as a subview-less property, not drawn).
    open var refreshControl: UIRefreshControl?
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
}
