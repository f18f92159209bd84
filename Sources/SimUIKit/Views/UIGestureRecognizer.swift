import Foundation

/// What a gesture recognizer asks its delegate (optional methods, as in UIKit).
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

/// A gesture recognizer: targets and actions, fired when its gesture is recognized. On the
/// simulated screen a tap recognizer makes its view tappable; other gestures are kept.
@MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer (kept; a simulated tap goes straight to `.ended`).
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }

    open var isEnabled = true
    open weak var delegate: UIGestureRecognizerDelegate?
    open var cancelsTouchesInView = true
    public internal(set) weak var view: UIView?
    public internal(set) var state: State = .possible
    /// Targets are not retained, as in UIKit (a controller targeting itself from its own view's
    /// recognizer is no retain cycle).
    private struct Target {
        weak var object: AnyObject?
        var hasObject: Bool
        var action: Selector
    }
    private var targets: [Target] = []

    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { addTarget(target as AnyObject?, action: action) }
    }

    open func addTarget(_ target: Any, action: Selector) {
        addTarget(target as AnyObject?, action: action)
    }

    private func addTarget(_ target: AnyObject?, action: Selector) {
        targets.append(Target(object: target, hasObject: target != nil, action: action))
    }

    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { entry in
            (target == nil || entry.object === (target as AnyObject?)) && (action == nil || entry.action == action)
        }
    }

    /// Whether the recognizer can fire now: enabled, attached, and its view and every view above
    /// it take touches. (A UILabel or UIImageView takes none until `isUserInteractionEnabled` is set:
    /// the classic reason a tap on a label does nothing.)
    public var canFire: Bool {
        guard isEnabled, var current = view else { return false }
        while true {
            guard current.isUserInteractionEnabled, !current.isHidden else { return false }
            guard let parent = current.superview else { return true }
            current = parent
        }
    }

    /// A finger performing the gesture: asks the delegate, then sends the actions.
    public func simulateRecognition() {
        guard canFire, delegate?.gestureRecognizerShouldBegin(self) ?? true else { return }
        state = .ended
        for entry in targets {
            UIApplication.shared.sendAction(entry.action, to: entry.hasObject ? entry.object : nil, from: self, for: nil)
        }
        state = .possible
    }
}

open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
}

open class UIPanGestureRecognizer: UIGestureRecognizer {}

open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {}

/// A toolbar (kept, not drawn).
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
}

open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0), left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2), down = Direction(rawValue: 1 << 3)
    }
    open var direction: Direction = .right
}

extension UIView {
    /// Attaches `gestureRecognizer` (removing it from its previous view).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// The tap recognizer a tap on this view on the screen would fire, if any.
    var firableTapRecognizer: UITapGestureRecognizer? {
        gestureRecognizers?.lazy.compactMap { $0 as? UITapGestureRecognizer }.first { $0.canFire }
    }
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

extension UIResponder {
    // The keyboard's notifications (there is no keyboard; nothing posts them).
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
}
