import Foundation

/// A stack of controllers, the top one visible. `viewControllers` changes at once; the
/// transition's callbacks run on the main run loop, in UIKit's order.
open class UINavigationController: UIViewController {
    var stack: [UIViewController] = []
    /// The child whose view is shown (the top, once the transition ended).
    var displayed: UIViewController?
    var pendingAdded: [UIViewController] = []
    var pendingRemoved: [UIViewController] = []
    var pendingAnimated = false
    var reconcileScheduled = false
    var showsNewTopOnAppearance = false

    /// The delegate (weak, as in UIKit).
    open weak var delegate: UINavigationControllerDelegate?

    /// A storyboard outlet to one of its UIKit properties (`delegate`).
    override func connectOutlet(_ key: String, to value: Any) -> Bool {
        switch key {
        case "delegate": delegate = StoryboardOutlets.value(value, as: UINavigationControllerDelegate.self, for: key, of: self)
        default: return super.connectOutlet(key, to: value)
        }
        return true
    }
    /// The navigation bar (kept for completeness; the front end draws from the navigation items).
    public let navigationBar = UINavigationBar()
    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden = false

    /// Hides or shows the navigation bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// The toolbar, which shows the top controller's `toolbarItems` while it is not hidden (it is
    /// by default, as in UIKit).
    public let toolbar = UIToolbar()
    open var isToolbarHidden = true
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
    /// Bar-hiding behaviours (kept; nothing scrolls).
    open var hidesBarsOnSwipe = false
    open var hidesBarsOnTap = false
    /// The edge-swipe back gesture. The simulator does not simulate the swipe (`back` is the back
    /// button); apps that disable it or set its delegate do so here as in UIKit.
    public let interactivePopGestureRecognizer: UIGestureRecognizer? = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)

    /// Creates the controller and pushes `rootViewController` without animation.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Decodes the controller; a storyboard's "Shows Toolbar" (`toolbarHidden="NO"`) shows the toolbar.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let element = (coder as? UIStoryboardCoder)?.scene.element, element.showsToolbar { isToolbarHidden = false }
    }

    override var managesChildAppearance: Bool { true }

    // MARK: - Its own appearance

    override func willBeginAppearance(_ appearing: Bool) {
        if appearing, displayed !== stack.last {
            // The stack changed while the navigation controller was off screen: show the new top.
            displayed?.storedView?.removeFromSuperview()
            displayed = stack.last
            showsNewTopOnAppearance = true
        }
    }

    override func appearanceChildren(appearing: Bool) -> [UIViewController] {
        displayed.map { [$0] } ?? []
    }

    override func prepareChildForAppearance(_ child: UIViewController) {
        child.engine.movingToParent = pendingAdded.contains { $0 === child }
        install(child)
    }

    override func didBeginAppearance(_ appearing: Bool, animated: Bool) {
        if appearing, showsNewTopOnAppearance, let top = displayed {
            callDelegate(willShow: true, top, animated: animated)
        }
    }

    override func didEndAppearance(_ appearing: Bool, animated: Bool) {
        if appearing, showsNewTopOnAppearance, let top = displayed {
            showsNewTopOnAppearance = false
            top.engine.movingToParent = false
            callDelegate(willShow: false, top, animated: animated)
            if top === stack.last { finishStructure() }
        }
        if displayed !== stack.last || !pendingAdded.isEmpty || !pendingRemoved.isEmpty {
            scheduleTransition(animated: pendingAnimated)
        }
    }

    /// The stack, bottom first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The topmost presented controller above the stack, else the top.
    open var visibleViewController: UIViewController? {
        var visible: UIViewController? = topViewController
        if let presented = topViewController?.engine.presented ?? engine.presented {
            visible = presented
            while let next = visible?.engine.presented { visible = next }
        }
        return visible
    }

    // MARK: - Operations

    /// Pushes a controller: `viewControllers` changes and `willMove(toParent:)` runs now; the
    /// rest of the transition runs on the main run loop.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if viewController is UINavigationController {
            UIKitException.raise(.invalidArgument, "Pushing a navigation controller is not supported")
        }
        push(viewController, animated: animated)
    }

    /// A collapsed split view's detail, pushed onto its primary navigation controller. Unlike a
    /// push, a navigation controller may be pushed whole: its own bar stays hidden under this one,
    /// which shows its top controller's items.
    func pushDetail(_ viewController: UIViewController, animated: Bool) {
        push(viewController, animated: animated)
    }

    private func push(_ viewController: UIViewController, animated: Bool) {
        if stack.contains(where: { $0 === viewController }) {
            UIKitException.raise(
                .invalidArgument,
                "\(objcDescription(self)) is pushing the same view controller instance (\(objcDescription(viewController))) more than once which is not supported and is most likely an error in the application : \(UIApplication.shared.bundleIdentifier)"
            )
        }
        emitOperation("push", [viewController.traceRef.description, "animated: \(animated)"])
        add(viewController)
        stack.append(viewController)
        scheduleTransition(animated: animated)
    }

    /// Pushes `vc` (the Show segue's way); a navigation controller, which cannot be pushed, is
    /// presented instead.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if vc is UINavigationController {
            present(vc, animated: true)
        } else {
            pushViewController(vc, animated: true)
        }
    }

    /// Pops the top controller. Returns nil (and does nothing) when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        emitOperation("pop", [top.traceRef.description, "animated: \(animated)"])
        stack.removeLast()
        remove([top])
        scheduleTransition(animated: animated)
        return top
    }

    /// Pops everything above the root. Only the outgoing top and the root get appearance callbacks.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        emitOperation("popToRoot", ["animated: \(animated)"])
        let removed = Array(stack.dropFirst())
        stack = [stack[0]]
        remove(removed.reversed())
        scheduleTransition(animated: animated)
        return removed
    }

    /// Pops everything above `viewController`.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            UIKitException.raise(.invalidArgument, "Tried to pop to a view controller that doesn't exist.")
        }
        guard index < stack.count - 1 else { return [] }
        emitOperation("popTo", [viewController.traceRef.description, "animated: \(animated)"])
        let removed = Array(stack[(index + 1)...])
        stack.removeSubrange((index + 1)...)
        remove(removed.reversed())
        scheduleTransition(animated: animated)
        return removed
    }

    /// Replaces the stack. Controllers that leave get `willMove(toParent: nil)` now and
    /// `didMove(toParent: nil)` after the transition; new ones `willMove(toParent:)` now and
    /// `didMove(toParent:)` after. Only the outgoing and incoming tops get appearance callbacks.
    /// An unwind segue passing through: pops to `subsequentVC` when it is in the stack below the top.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard stack.last !== subsequentVC, stack.contains(where: { $0 === subsequentVC }) else { return }
        popToViewController(subsequentVC, animated: true)
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for controller in viewControllers where controller is UINavigationController {
            UIKitException.raise(.invalidArgument, "Pushing a navigation controller is not supported")
        }
        emitOperation(
            "setViewControllers",
            ["[" + viewControllers.map(\.traceRef.description).joined(separator: ", ") + "]", "animated: \(animated)"])
        let leaving = stack.filter { old in !viewControllers.contains { $0 === old } }
        let arriving = viewControllers.filter { new in !stack.contains { $0 === new } }
        remove(leaving.reversed())
        for controller in arriving { add(controller) }
        stack = viewControllers
        scheduleTransition(animated: animated)
    }

    private func add(_ controller: UIViewController) {
        if let index = pendingRemoved.firstIndex(where: { $0 === controller }) {
            pendingRemoved.remove(at: index)
        }
        if controller.engine.parent !== self, controller.engine.parent != nil { controller.detachFromParent() }
        controller.invoke(.willMoveToParent, [traceRef.description]) { controller.willMove(toParent: self) }
        attachChild(controller)
        pendingAdded.append(controller)
    }

    private func remove(_ controllers: [UIViewController]) {
        for controller in controllers {
            controller.invoke(.willMoveToParent, ["nil"]) { controller.willMove(toParent: nil) }
            if let index = pendingAdded.firstIndex(where: { $0 === controller }) {
                pendingAdded.remove(at: index)
            }
            pendingRemoved.append(controller)
        }
    }

    private func emitOperation(_ name: String, _ arguments: [String]) {
        Simulator.shared.emit(TraceEvent(kind: .operation, subject: traceRef, name: name, arguments: arguments))
    }

    private func scheduleTransition(animated: Bool) {
        pendingAnimated = animated
        if animated, appearanceState == .appeared, engine.transitionCoordinator == nil {
            // An animated change on screen has a coordinator from the call on, as in UIKit.
            let coordinator = TransitionCoordinator(from: displayed, to: stack.last, style: .none, container: storedView)
            coordinator.attach(to: [self, displayed, stack.last])
        }
        guard !reconcileScheduled else { return }
        reconcileScheduled = true
        Simulator.shared.runLoop.enqueue { [self] in
            reconcileScheduled = false
            reconcile()
        }
    }

    override var shownChild: UIViewController? { displayed ?? stack.last }

    override func addScreenHeader(_ screen: inout ScreenBuilder, visible: UIViewController) {
        addNavigationBar(to: &screen, top: visible)
    }

    override func addScreenFooter(_ screen: inout ScreenBuilder, visible: UIViewController) {
        addToolbar(to: &screen)
    }
}
