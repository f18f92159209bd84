import Foundation

// Objects apps configure that the terminal keeps but does not draw or simulate (README,
// "Deliberate differences").

/// A toolbar (kept, not drawn).
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
}

/// Insets (kept).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top, left, bottom, right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Pull to refresh: a control that sends `.valueChanged` when the user pulls.
open class UIRefreshControl: UIControl {
    public private(set) var isRefreshing = false
    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}

/// A search bar (kept: its text and placeholder).
open class UISearchBar: UIView {
    open var text: String?
    open var placeholder: String?
}

/// Tells a search controller's updater that the search text changed.
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// A search controller, installed as `navigationItem.searchController`. Its bar is kept, not
/// drawn; setting `searchBar.text` in code and calling the updater is up to the app.
open class UISearchController: UIViewController {
    public let searchBar = UISearchBar()
    public let searchResultsController: UIViewController?
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open var obscuresBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var isActive = false

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }
}

/// A menu of actions (kept; a menu is not shown).
@MainActor
public protocol UIMenuElement: AnyObject {}

@MainActor
public final class UIMenu: UIMenuElement {
    public let title: String
    public let children: [UIMenuElement]
    public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
        self.title = title
        self.children = children
    }
}

extension UIAction: UIMenuElement {}
