import Foundation

/// The delegate of a tab bar controller; asked only for the user's taps.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// An item of a tab bar.
@MainActor
open class UITabBarItem: NSObject {
    open var title: String?
    open var imageName: String?
    open var tag: Int
    open var badgeValue: String?
    open var selectedImage: UIImage?

    /// The image; its name is what the tab bar shows.
    open var image: UIImage? {
        get { imageName.map(UIImage.init(name:)) }
        set { imageName = newValue?.name }
    }

    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.imageName = image?.name
        self.tag = tag
        super.init()
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init(title: title, image: image, tag: 0)
        self.selectedImage = selectedImage
    }
}

/// The bar of a tab bar controller.
open class UITabBar: UIView {}

/// Tabs: only the selected tab's view is loaded; selecting another runs synchronously, the new
/// tab's `viewWillAppear` before the old tab's `viewWillDisappear`.
open class UITabBarController: UIViewController {
    var tabs: [UIViewController] = []
    var selection = NSNotFound
    /// The delegate (weak, as in UIKit). Asked for user taps only.
    open weak var delegate: UITabBarControllerDelegate?
    public let tabBar = UITabBar()

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var managesChildAppearance: Bool { true }

    override func appearanceChildren(appearing: Bool) -> [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    override func prepareChildForAppearance(_ child: UIViewController) {
        install(child)
    }

    /// The tabs' controllers.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs: old children leave (`willMove(toParent: nil)`, `removeFromParent`), new
    /// ones are added (`addChild`, `didMove(toParent:)`).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        let old = tabs
        let previous = selectedViewController
        for controller in old where !new.contains(where: { $0 === controller }) {
            if controller === previous, appearanceState == .appeared { controller.fullAppearance(false, animated: false) }
            controller.invoke(.willMoveToParent, ["nil"]) { controller.willMove(toParent: nil) }
            controller.storedView?.removeFromSuperview()
            controller.removeFromParent()
        }
        tabs = new
        for controller in new where controller.storedParent !== self {
            addChild(controller)
            controller.invoke(.didMoveToParent, [traceRef.description]) { controller.didMove(toParent: self) }
        }
        if new.isEmpty {
            selection = NSNotFound
        } else if selection == NSNotFound || selection >= new.count {
            selection = 0
        }
        if appearanceState == .appeared, let current = selectedViewController, current !== previous {
            current.loadViewIfNeeded()
            install(current)
            current.fullAppearance(true, animated: false)
        }
    }

    /// The selected tab's index. Setting it switches tabs synchronously.
    open var selectedIndex: Int {
        get { selection }
        set {
            guard tabs.indices.contains(newValue) else { return }
            select(tabs[newValue])
        }
    }

    /// The selected tab's controller. Setting it switches tabs synchronously.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selection) ? tabs[selection] : nil }
        set {
            guard let newValue, tabs.contains(where: { $0 === newValue }) else { return }
            select(newValue)
        }
    }

    private func select(_ controller: UIViewController) {
        guard let index = tabs.firstIndex(where: { $0 === controller }) else { return }
        let old = selectedViewController
        selection = index
        guard old !== controller else { return }
        Simulator.shared.emit(
            TraceEvent(kind: .operation, subject: traceRef, name: "selectTab", arguments: [String(index), controller.traceRef.description]))
        guard appearanceState == .appeared else { return }
        swapShownChild(from: old, to: controller, animated: false)
    }

    /// A finger on the tab bar: asks the delegate, selects, tells the delegate. Tapping the
    /// selected tab again pops its navigation controller to the root, as UIKit does.
    public func userDidTapTab(at index: Int) {
        guard tabs.indices.contains(index) else { return }
        let controller = tabs[index]
        if let delegate {
            emitDelegateEvent("tabBarController(_:shouldSelect:)", arguments: ["shouldSelect: \(controller.traceRef)"], delegate: delegate)
            guard delegate.tabBarController(self, shouldSelect: controller) else { return }
        }
        if controller === selectedViewController, let navigation = controller as? UINavigationController {
            navigation.popToRootViewController(animated: true)
        } else {
            select(controller)
        }
        if let delegate {
            emitDelegateEvent("tabBarController(_:didSelect:)", arguments: ["didSelect: \(controller.traceRef)"], delegate: delegate)
            delegate.tabBarController(self, didSelect: controller)
        }
    }
}

/// A split view controller: on an iPhone it collapses to its primary column; `showDetail`
/// shows the detail in the primary context.
open class UISplitViewController: UIViewController {
    /// Classic (`viewControllers`) or column style (iOS 14).
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    /// The columns of a column-style split view.
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact }
    /// Display modes (kept: an iPhone is always collapsed).
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary,
            twoDisplaceSecondary
    }

    public let style: Style
    open var preferredDisplayMode: DisplayMode = .automatic
    public var isCollapsed: Bool { true }
    private var columns: [Column: UIViewController] = [:]

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Sets a column's controller. Collapsed, as on an iPhone, the split view shows the compact
    /// column when it has one, else the secondary (UIKit's proposed top column), else the primary.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        columns[column] = vc
        let shown = columns[.compact] ?? columns[.secondary]
        viewControllers = [columns[.primary], shown].compactMap { $0 }
    }

    /// A column's controller.
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    override var managesChildAppearance: Bool { true }

    /// The primary (and, once set, secondary) controllers.
    open var viewControllers: [UIViewController] {
        get { storedChildren }
        set {
            for child in storedChildren {
                child.invoke(.willMoveToParent, ["nil"]) { child.willMove(toParent: nil) }
                child.removeFromParent()
            }
            for child in newValue {
                addChild(child)
                child.invoke(.didMoveToParent, [traceRef.description]) { child.didMove(toParent: self) }
            }
        }
    }

    override func appearanceChildren(appearing: Bool) -> [UIViewController] {
        storedChildren.last.map { [$0] } ?? []
    }

    override func prepareChildForAppearance(_ child: UIViewController) {
        install(child)
    }

    /// Collapsed on an iPhone: the detail is pushed onto the primary navigation controller, or
    /// presented when there is none.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let navigation = storedChildren.first as? UINavigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }
}
