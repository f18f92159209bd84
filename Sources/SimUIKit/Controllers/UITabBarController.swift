import Foundation

/// Tabs: only the selected tab's view is loaded; selecting another runs synchronously, the new
/// tab's `viewWillAppear` before the old tab's `viewWillDisappear`.
open class UITabBarController: UIViewController {
    var tabs: [UIViewController] = []
    var selection = NSNotFound
    /// The delegate (weak, as in UIKit). Asked for user taps only.
    open weak var delegate: UITabBarControllerDelegate?

    /// A storyboard outlet to one of its UIKit properties (`delegate`).
    override func connectOutlet(_ key: String, to value: Any) -> Bool {
        switch key {
        case "delegate": delegate = StoryboardOutlets.value(value, as: UITabBarControllerDelegate.self, for: key, of: self)
        default: return super.connectOutlet(key, to: value)
        }
        return true
    }
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
        for controller in new where controller.engine.parent !== self {
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

    /// An unwind segue passing through selects the tab leading to its destination (Apple's
    /// `unwind(for:towards:)`: "a tab bar controller selects the tab containing the specified view
    /// controller").
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        selectedViewController = subsequentVC
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

    override var shownChild: UIViewController? { selectedViewController }

    override func addScreenFooter(_ screen: inout ScreenBuilder, visible: UIViewController) {
        addTabBar(to: &screen)
    }
}
