import Foundation

extension UINavigationController {
    /// Brings what is shown in line with the stack: the deferred part of push, pop, popTo and
    /// setViewControllers, run by the main run loop.
    func reconcile() {
        let hasWork = displayed !== stack.last || !pendingAdded.isEmpty || !pendingRemoved.isEmpty
        guard hasWork else { return }
        switch appearanceState {
        case .appeared:
            if let top = stack.last, displayed !== top {
                transition(to: top, animated: pendingAnimated)
            }
            finishStructure()
        case .appearing, .disappearing:
            // Our own appearance change is running; it finishes the work when it ends.
            return
        case .disappeared:
            // Off screen: nothing appears or disappears; the structure completes now and the new
            // top appears with us next time.
            if displayed !== stack.last {
                displayed?.storedView?.removeFromSuperview()
                displayed = nil
            }
            finishStructure()
        }
    }

    /// The visible transition from the displayed child to `top`, in UIKit's order (spec §4.2).
    private func transition(to top: UIViewController, animated: Bool) {
        let from = displayed
        let isPush = pendingAdded.contains { $0 === top }
        top.movingToParent = isPush
        if let from, pendingRemoved.contains(where: { $0 === from }) { from.movingFromParent = true }
        top.loadViewIfNeeded()
        from?.beginAppearance(false, animated: animated)
        top.beginAppearance(true, animated: animated)
        install(top)
        callDelegate(willShow: true, top, animated: animated)
        top.isAppearingPass(animated: animated)
        top.layoutPass()
        from?.storedView?.removeFromSuperview()
        from?.endAppearance(false, animated: animated)
        displayed = top
        top.endAppearance(true, animated: animated)
        callDelegate(willShow: false, top, animated: animated)
        top.movingToParent = false
        from?.movingFromParent = false
    }

    /// `didMove(toParent:)` for arrivals, `didMove(toParent: nil)` for departures, then departures
    /// are released (and deinit, if nothing else holds them).
    func finishStructure() {
        let added = pendingAdded
        let removed = pendingRemoved
        pendingAdded.removeAll()
        pendingRemoved.removeAll()
        for controller in added where controller.storedParent === self {
            controller.invoke(.didMoveToParent, [traceRef.description]) { controller.didMove(toParent: self) }
        }
        for controller in removed where controller.storedParent === self {
            controller.storedView?.removeFromSuperview()
            controller.removeFromParent()
            Simulator.shared.leakWatch.append(LeakCandidate(controller: controller, ref: controller.traceRef, event: "popped"))
        }
    }

    func callDelegate(willShow: Bool, _ controller: UIViewController, animated: Bool) {
        guard let delegate else { return }
        let name = willShow ? "navigationController(_:willShow:animated:)" : "navigationController(_:didShow:animated:)"
        emitDelegateEvent(
            name, arguments: ["\(willShow ? "willShow" : "didShow"): \(controller.traceRef)", "animated: \(animated)"], delegate: delegate)
        if willShow {
            delegate.navigationController(self, willShow: controller, animated: animated)
        } else {
            delegate.navigationController(self, didShow: controller, animated: animated)
        }
    }
}

/// The bar at the top of a navigation controller.
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
}

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

/// A button in a navigation bar or toolbar.
@MainActor
open class UIBarButtonItem: NSObject {
    /// System items (the ones the simulator names).
    public enum SystemItem: String, Sendable {
        case done, cancel, edit, save, add, close, action, compose, reply, refresh, search, trash, bookmarks, camera, organize, stop, play,
            pause, undo, redo, flexibleSpace, fixedSpace
    }

    open var title: String?
    open var isEnabled = true
    open var tag = 0
    open var accessibilityIdentifier: String?
    public internal(set) var systemItem: SystemItem?
    open weak var target: AnyObject?
    open var action: Selector?
    var primaryAction: UIAction?
    /// Storyboard-defined behaviour of a tap (segues), installed by the loader.
    var interfaceBuilderHandler: (() -> Void)?
    var tapLabels: [String] = []
    /// The storyboard element id, if it came from one.
    public internal(set) var storyboardElementID: String?

    public init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.title = title
        self.target = target
        self.action = action
        super.init()
    }

    public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.systemItem = systemItem
        self.title = systemItem.rawValue.prefix(1).uppercased() + systemItem.rawValue.dropFirst()
        self.target = target
        self.action = action
        super.init()
    }

    public init(title: String?, primaryAction: UIAction?) {
        self.title = title
        self.primaryAction = primaryAction
        super.init()
    }

    /// An image item; the screen shows the image's name when there is no title.
    public init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.image = image
        self.target = target
        self.action = action
        super.init()
    }

    /// iOS 14's items with a primary action (menus are kept, not shown).
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        super.init()
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    open var image: UIImage?
    open var menu: UIMenu?
    open var style: Style = .plain
    open var tintColor: UIColor?

    /// The bar button item styles.
    public enum Style: Int, Sendable { case plain, done }

    /// Spacing items (iOS 14 class methods).
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
    public static func fixedSpace(_ width: Double) -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
    }

    /// What a tap does: the action, the primary action, the storyboard segue.
    public func simulateTap() {
        guard isEnabled else { return }
        if let action {
            UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
        }
        if let primaryAction { primaryAction.handler(primaryAction) }
        interfaceBuilderHandler?()
    }
}
