import Foundation

/// What a search bar tells its delegate. Every method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// A search field. On the screen it is a text field (its text, else its placeholder, else
/// "Search"): a tap begins editing, typing replaces the text and tells the delegate (and the
/// search controller's updater, when the bar is a search controller's), Return is the Search
/// button. While a search controller is active its Cancel button shows beside the bar.
open class UISearchBar: UIView {
    /// The bar's styles (kept).
    public enum Style: Int, Sendable { case `default`, prominent, minimal }

    /// The search text: empty until the user types or the app sets it, and empty again when set
    /// to nil. Apple's page for `text` says "The default value is nil", but the bar's text is its
    /// text field's (`searchTextField`, iOS 13), whose text "is @\"\" by default" (Apple,
    /// `UITextField.text`): apps force-unwrap it in the first `updateSearchResults(for:)`, which
    /// comes before any typing, and run on devices.
    open var text: String? {
        get { searchText }
        set { searchText = newValue ?? "" }
    }
    private var searchText = ""
    open var placeholder: String?
    open var prompt: String?
    /// The delegate (weak, as in UIKit).
    open weak var delegate: UISearchBarDelegate?
    open var showsCancelButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var searchBarStyle: Style = .default
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .search
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    /// The search controller whose bar this is.
    weak var searchController: UISearchController?

    open override var canBecomeFirstResponder: Bool { true }

    /// Begins editing: asks the delegate, becomes first responder, activates its search controller.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard delegate?.searchBarShouldBeginEditing(self) ?? true, SoftwareKeyboard.takeOver({ super.becomeFirstResponder() }) else {
            return false
        }
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.activate()
        SoftwareKeyboard.show()
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.searchBarShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        delegate?.searchBarTextDidEndEditing(self)
        SoftwareKeyboard.editingEnded()
        return true
    }

    /// Typing: the bar begins editing, its text becomes `typed`, the delegate and the search
    /// controller's updater hear of it.
    public func simulateTyping(_ typed: String) {
        guard becomeFirstResponder() else { return }
        text = typed
        delegate?.searchBar(self, textDidChange: typed)
        searchController?.updateResults()
    }

    /// The keyboard's Search key (`UIApplication.simulateReturnKey()` while the bar is first responder).
    public func simulateSearchButton() {
        delegate?.searchBarSearchButtonClicked(self)
    }

    /// The Cancel button: the delegate hears of it; a search controller's bar then clears, ends
    /// editing and its controller becomes inactive.
    public func simulateCancelButton() {
        delegate?.searchBarCancelButtonClicked(self)
        guard let searchController else { return }
        text = ""
        resignFirstResponder()
        searchController.isActive = false
    }

    override var screenShowsSubviews: Bool { false }

    /// The field, then the Cancel button while it shows.
    override func addToScreen(_ screen: inout ScreenBuilder) {
        let shown = (text?.isEmpty ?? true) ? (placeholder ?? "Search") : (text ?? "")
        screen.add(
            .textField, shown, for: self, taps: [.focus], tap: { [weak self] in self?.becomeFirstResponder() },
            type: { [weak self] typed in self?.simulateTyping(typed) })
        if showsCancelButton || (searchController?.isActive == true && searchController?.automaticallyShowsCancelButton == true) {
            screen.add(.button, "Cancel", for: self, taps: [.closure], tap: { [weak self] in self?.simulateCancelButton() })
        }
    }
}
