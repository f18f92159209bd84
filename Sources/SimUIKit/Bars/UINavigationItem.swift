import Foundation

/// What a navigation bar shows for one controller.
@MainActor
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
    open var hidesBackButton = false
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

    public init(title: String?) {
        self.title = title
        super.init()
    }
}
