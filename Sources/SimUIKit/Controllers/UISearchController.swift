import Foundation

/// Tells a search controller's updater that the search text changed.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells its delegate as it becomes active and inactive. Every method is
/// optional, as in UIKit.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A search controller, installed as `navigationItem.searchController` (its bar shows under the
/// navigation bar's title) or with its `searchBar` placed in a view. Focusing or typing into the bar
/// makes it active (the delegate's will/did present) and each change of text calls the updater;
/// Cancel makes it inactive (will/did dismiss). A `searchResultsController` is kept, not shown:
/// apps that filter the list under the bar show their results as on a device.
open class UISearchController: UIViewController {
    public let searchBar = UISearchBar()
    public let searchResultsController: UIViewController?
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open weak var delegate: UISearchControllerDelegate?
    open var obscuresBackgroundDuringPresentation = true
    open var dimsBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsSearchResultsController = true
    open var showsSearchResultsController = false
    open var automaticallyShowsScopeBar = true
    /// Whether the search is active; setting it tells the delegate (and the updater, on activation).
    open var isActive = false {
        didSet {
            guard oldValue != isActive else { return }
            if isActive {
                delegate?.willPresentSearchController(self)
                delegate?.didPresentSearchController(self)
                updateResults()
            } else {
                delegate?.willDismissSearchController(self)
                delegate?.didDismissSearchController(self)
                updateResults()
            }
        }
    }

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    /// `UISearchController()`: a controller whose results show in the searched view itself.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        searchResultsController = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        searchBar.searchController = self
    }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        searchBar.searchController = self
    }

    func activate() { isActive = true }

    func updateResults() { searchResultsUpdater?.updateSearchResults(for: self) }
}
