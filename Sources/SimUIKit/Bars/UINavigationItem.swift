import Foundation

/// What a navigation bar shows for one controller.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    open var title: String?
    open var prompt: String?
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var backBarButtonItem: UIBarButtonItem?
    open var backButtonTitle: String?
    /// Whether the back button is hidden; while it is, the left items take its place.
    open var hidesBackButton = false
    /// Whether the left items are shown beside the back button. Normally (false) custom left items
    /// replace the back button, as UIKit documents for this property.
    open var leftItemsSupplementBackButton = false
    /// Large titles: kept; the terminal draws one title size.
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The search controller whose bar the navigation bar integrates (kept, not drawn).
    open var searchController: UISearchController?
    open var hidesSearchBarWhenScrolling = true
    open var titleView: UIView?
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    public init(title: String?) {
        self.title = title
        super.init()
    }
}
