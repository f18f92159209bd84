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
/// Cancel makes it inactive (will/did dismiss). Without a `searchResultsController`, apps filter
/// the list under the bar and show their results there, as on a device. With one, activating
/// presents the search controller over the screen, with the results controller as its child
/// (its view loads before the updater's first call, so the updater may use what its `viewDidLoad`
/// made); the screen then shows the bar, and under it the results controller once there is text
/// (`automaticallyShowsSearchResultsController`, else `showsSearchResultsController`), as UIKit
/// shows them. Cancel dismisses it.
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
                presentForResults()
                delegate?.didPresentSearchController(self)
                updateResults()
            } else {
                delegate?.willDismissSearchController(self)
                if searchResultsController != nil, presentingViewController != nil { dismiss(animated: false) }
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

    func updateResults() {
        if let results = searchResultsController, results.isViewLoaded { results.view.isHidden = !showsResults }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Whether the results controller shows: while active, when the bar has text (or as the app
    /// says, when it turned `automaticallyShowsSearchResultsController` off).
    var showsResults: Bool {
        guard isActive, searchResultsController != nil else { return false }
        return automaticallyShowsSearchResultsController ? !(searchBar.text ?? "").isEmpty : showsSearchResultsController
    }

    /// Presents the search controller over the controller whose view holds the bar (else the top
    /// of the key window's presentations), its results controller a child of it.
    private func presentForResults() {
        guard let results = searchResultsController, presentingViewController == nil else { return }
        var responder = searchBar.next
        while let current = responder, !(current is UIViewController) { responder = current.next }
        var host = (responder as? UIViewController) ?? UIApplication.shared.keyWindow?.rootViewController
        while let presented = host?.presentedViewController { host = presented }
        guard let host, host !== self else { return }
        loadViewIfNeeded()
        if results.parent !== self {
            addChild(results)
            view.addSubview(results.view)
            results.didMove(toParent: self)
        }
        results.view.isHidden = !showsResults
        modalPresentationStyle = .overFullScreen
        host.present(self, animated: false)
    }

    /// The results controller while it shows.
    override var shownChild: UIViewController? { showsResults ? searchResultsController : nil }

    /// The bar above the results.
    override func addScreenHeader(_ screen: inout ScreenBuilder, visible: UIViewController) {
        screen.addView(searchBar)
    }

    /// A view whose first subview draws the bar; the results controller's view follows (hidden
    /// while it does not show).
    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.addSubview(SearchBarSlot(searchBar: searchBar))
    }
}

/// Where a presented search controller draws its bar: the bar stays where the app put it (a
/// table's header, a navigation item) and is drawn here while the search controller is on top.
final class SearchBarSlot: UIView {
    weak var searchBar: UISearchBar?

    init(searchBar: UISearchBar) {
        self.searchBar = searchBar
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func addToScreen(_ screen: inout ScreenBuilder) {
        if let searchBar { screen.addView(searchBar) }
    }
}
