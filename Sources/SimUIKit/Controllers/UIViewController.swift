import Foundation

/// A view controller with UIKit's lifecycle: lazy view loading, appearance callbacks in UIKit's
/// order, containment, presentation. Every callback it receives is reported to the trace.
open class UIViewController: UIResponder {
    /// The appearance state UIKit keeps for each controller (`_appearState`).
    public enum AppearanceState: String, Sendable, Codable {
        case disappeared, appearing, appeared, disappearing
    }

    /// The name the trace uses for this controller (`DogsViewController#1`).
    public private(set) var traceRef = ObjectRef(serial: 0, className: "", number: 0)

    var storedView: UIView?
    /// The appearance state right now.
    public internal(set) var appearanceState: AppearanceState = .disappeared
    /// The engine's bookkeeping: links to parent, children and presentations, transition flags,
    /// the trace's last snapshot (see ``ControllerEngineState``).
    var engine = ControllerEngineState()
    /// What the storyboard knows of this controller (scene, segues); set by the loader.
    public internal(set) var storyboardScene: StoryboardSceneBinding?
    /// What a storyboard gave a stand-in controller (a class that could not be found): runtime
    /// attributes and outlets, kept as values for the inspector.
    public internal(set) var recordedStoryboardValues: [PropertyValue] = []
    /// How this controller was created.
    public private(set) var instantiation: InstantiationKind = .programmatic

    /// The nib name given at init.
    public let nibName: String?
    /// The bundle given at init.
    public let nibBundle: Bundle?
    /// The storyboard this controller came from.
    public internal(set) var storyboard: UIStoryboard?

    /// The designated initializer for controllers made in code. Nothing else happens: the view is
    /// not loaded.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
        didInitialize(kind: .programmatic, initializer: "init(nibName:bundle:)", detail: nil)
    }

    /// `init(nibName: nil, bundle: nil)`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The designated initializer storyboards call. Nothing else happens: the view is not loaded.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
        engine.initCoder = coder
        if let storyboardCoder = coder as? UIStoryboardCoder {
            storyboardScene = storyboardCoder.scene
            storyboard = storyboardCoder.storyboard
            if title == nil { title = storyboardCoder.scene.title }
            decode(fromStoryboard: storyboardCoder.scene.element)
            let context = Simulator.shared.pendingInstantiation.last(where: { $0.coder === coder })
            engine.madeWithCoderOnRequest = (context?.kind ?? .coder) == .coder && context?.requestedByCode != false
            didInitialize(kind: context?.kind ?? .coder, initializer: "init(coder:)", detail: context?.detail)
        } else {
            engine.madeWithCoderOnRequest = true
            didInitialize(kind: .archive, initializer: "init(coder:)", detail: nil)
        }
    }

    private func didInitialize(kind: InstantiationKind, initializer: String, detail: String?) {
        traceRef = Simulator.shared.makeRef(className: shortClassName(type(of: self)))
        instantiation = kind
        let sim = Simulator.shared
        guard sim.hasObservers else { return }
        // Swift sets a subclass's stored properties before `super.init`, so this snapshot shows
        // what the initializer injected.
        let snapshot = PropertySnapshot.take(of: self)
        engine.lastSnapshot = snapshot
        engine.lastSnapshotPoint = .text(initializer)
        sim.emit(
            TraceEvent(
                kind: .instantiate, subject: traceRef, name: initializer, arguments: [kind.rawValue],
                detail: detail, stage: initializer,
                changes: PropertySnapshot.changes(from: nil, to: snapshot), snapshot: snapshot))
    }

    /// Nonisolated, as UIKit's (`-dealloc`), so that a subclass can write a plain `deinit { }`:
    /// an `isolated deinit` here would make every subclass's `deinit` fail to compile ("nonisolated
    /// deinitializer has different actor isolation from main actor-isolated overridden
    /// declaration"). The event is emitted at once when the last release happens on the main
    /// actor's thread (it always does in the app), else on the main actor later: what `isolated
    /// deinit` would do, written out.
    deinit {
        let event = TraceEvent(kind: .deinitialized, subject: traceRef, name: "deinit")
        if Simulator.isOnEngineThread {
            MainActor.assumeIsolated { Simulator.shared.emit(event) }
        } else {
            Task { @MainActor in Simulator.shared.emit(event) }
        }
    }

    open override var description: String { objcDescription(self) }

    /// The attributes of this class's storyboard element that ``decode(fromStoryboard:)`` reads;
    /// the loader keeps their values as written. Subclasses add theirs to `super`'s.
    nonisolated class var storyboardAttributes: [String] { [] }

    /// Sets the controller up from its scene's element (inside `init?(coder:)`, as UIKit decodes
    /// it); subclasses read their own attributes and call `super`.
    func decode(fromStoryboard element: ControllerElement) {}

    // MARK: - What a container shows (overridden by each container in its own file)

    /// The child a container shows on screen: a navigation controller's top, a tab bar
    /// controller's selected tab, a page view controller's page; nil for a controller that is not
    /// such a container.
    var shownChild: UIViewController? { nil }

    /// Adds the bars a container draws above the content of `visible` (a navigation bar).
    func addScreenHeader(_ screen: inout ScreenBuilder, visible: UIViewController) {}

    /// Adds the bars a container draws below the content of `visible` (a tab bar, page turns).
    func addScreenFooter(_ screen: inout ScreenBuilder, visible: UIViewController) {}

    open override var next: UIResponder? { engine.parent ?? engine.presenting }

    // MARK: - The view

    /// The root view, loaded on first read: `loadView()` then `viewDidLoad()`. Later reads call
    /// nothing. Reading it while it loads (a `loadView` that neither calls super nor assigns `view`,
    /// then a read in `viewDidLoad`) would recurse forever on a device; the simulator stops it.
    open var view: UIView! {
        get {
            if let storedView { return storedView }
            if engine.isLoadingView {
                UIKitException.fatal(
                    "-[\(objcClassName(type(of: self))) view] was read while the view was loading, and loadView() neither called super nor assigned view: on a device this recurses until the stack overflows (EXC_BAD_ACCESS)"
                )
            }
            loadViewSequence()
            return storedView
        }
        set {
            storedView?.owningViewController = nil
            storedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// A nib's outlet to the controller's `view` (the File's Owner's, in a controller's `.xib`).
    override func connectOutlet(_ key: String, to value: Any) -> Bool {
        guard key == "view", let view = value as? UIView else { return super.connectOutlet(key, to: value) }
        self.view = view
        return true
    }

    /// Whether the view is loaded. Never loads it.
    open var isViewLoaded: Bool { storedView != nil }

    /// The view if loaded, else nil. Never loads it.
    open var viewIfLoaded: UIView? { storedView }

    /// Loads the view if it is not loaded yet (at most once).
    open func loadViewIfNeeded() {
        if storedView == nil { _ = view }
    }

    func loadViewSequence() {
        engine.isLoadingView = true
        // A view read before the controller is in any window, container or presentation loads
        // early (code touching `view` in its initializer, or right after making it): the trace
        // says so, since nothing else in the order of callbacks would.
        let early = isInAnyHierarchy ? nil : "early: its view was read before it was shown"
        invoke(.loadView, detail: early) { loadView() }
        invoke(.viewDidLoad) { viewDidLoad() }
        engine.isLoadingView = false
    }

    /// Builds the view. The default builds it from the storyboard scene (connecting outlets) when
    /// the controller came from a storyboard; else from its nib (`nibName`, or a `.xib` named after
    /// the class), whose `view` outlet must be set; else a plain empty `UIView`. Overrides that
    /// build their own view assign `view` and do not call super.
    open func loadView() {
        if let storyboardScene {
            view = StoryboardViewBuilder.build(for: self, binding: storyboardScene)
        } else if let nib = nibToLoad {
            loadView(fromNib: nib)
        } else {
            view = UIView(frame: UIScreen.main.bounds)
        }
    }

    /// Called once, after the view loaded and outlets were connected. Call super.
    open func viewDidLoad() { noteSuper(.viewDidLoad) }

    // MARK: - Appearance callbacks

    /// Before the view is added to the window hierarchy. `animated` is the transition's flag. Call super.
    open func viewWillAppear(_ animated: Bool) { noteSuper(.viewWillAppear) }
    /// The view is in the hierarchy, about to be shown; after `viewWillAppear`. Call super.
    open func viewIsAppearing(_ animated: Bool) { noteSuper(.viewIsAppearing) }
    /// Before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// After the view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// After the transition that showed the view ended. Call super.
    open func viewDidAppear(_ animated: Bool) { noteSuper(.viewDidAppear) }
    /// Before the view leaves the screen. Call super.
    open func viewWillDisappear(_ animated: Bool) { noteSuper(.viewWillDisappear) }
    /// After the view left the screen. Call super.
    open func viewDidDisappear(_ animated: Bool) { noteSuper(.viewDidDisappear) }
    /// After a storyboard instantiated the controller and applied runtime attributes; the view is
    /// not loaded. Call super.
    open func awakeFromNib() { noteSuper(.awakeFromNib) }
    /// The system is low on memory (`UIApplication.shared.simulateMemoryWarning()` here, as the
    /// Simulator's Debug menu does it). Call super.
    open func didReceiveMemoryWarning() { noteSuper(.didReceiveMemoryWarning) }

    // MARK: - Changes the simulated phone never makes (kept so that overrides compile)

    /// The view's size is about to change (a rotation, a split-screen resize). Never called here:
    /// the simulated phone stays in portrait. Call super.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    /// The trait collection is about to change. Never called here (the traits never change).
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}
    /// The traits changed. Never called here (the traits never change).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The view's safe area changed. Never called here (see README, "kept, not simulated").
    open func viewSafeAreaInsetsDidChange() {}
    /// The view's layout margins changed. Never called here.
    open func viewLayoutMarginsDidChange() {}
    /// The constraint update pass. Never called here: Auto Layout is not solved. Call super.
    open func updateViewConstraints() {}
    /// Insets added to the safe area (kept).
    open var additionalSafeAreaInsets = UIEdgeInsets.zero

    /// The coordinator of the animated transition this controller (or a parent) takes part in:
    /// set from the push, pop, presentation or dismissal call until the transition ends; nil
    /// otherwise, and for transitions without animation.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        engine.transitionCoordinator ?? engine.parent?.transitionCoordinator
    }

    // MARK: - Container hooks (overridden by SimUIKit's containers)

    /// Whether appearance callbacks reach the children automatically. Containers that forward by
    /// hand (`beginAppearanceTransition`/`endAppearanceTransition`) return false.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children that receive forwarded appearance callbacks: by default those whose view is in
    /// this controller's view hierarchy. Containers override.
    func appearanceChildren(appearing: Bool) -> [UIViewController] {
        guard let root = storedView else { return [] }
        return engine.children.filter { child in
            guard let childView = child.storedView else { return false }
            return childView.isDescendant(of: root)
        }
    }

    /// Containers choose what they show before their own appearance begins.
    func willBeginAppearance(_ appearing: Bool) {}

    /// Containers load and install the child they are about to show.
    func prepareChildForAppearance(_ child: UIViewController) {}
    /// Containers react to their own appearance (navigation: delegate `willShow`).
    func didBeginAppearance(_ appearing: Bool, animated: Bool) {}
    /// Containers react to their own appearance (navigation: delegate `didShow`, `didMove`).
    func didEndAppearance(_ appearing: Bool, animated: Bool) {}

    /// Whether this controller manages its children's appearance itself (navigation and tab bar
    /// controllers), rather than by their views entering the window.
    var managesChildAppearance: Bool { false }

    // MARK: - Containment callbacks

    /// Called when the controller is about to be added to (or removed from, with nil) a container.
    /// `addChild(_:)` calls it for you; removal is the container's job. Call super.
    open func willMove(toParent parent: UIViewController?) {
        noteSuper(.willMoveToParent, [parent?.traceRef.description ?? "nil"])
    }

    /// Called after the controller was added to (or removed from, with nil) a container. The
    /// container calls it after adding; `removeFromParent()` calls it after removing. Call super.
    open func didMove(toParent parent: UIViewController?) {
        noteSuper(.didMoveToParent, [parent?.traceRef.description ?? "nil"])
    }

    // MARK: - Presentation and segues

    /// Presents `viewControllerToPresent` modally. Checks and links happen now, and the presented
    /// view loads now; the transition's callbacks run on the main run loop.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents (and everything above it), or, when this one is
    /// presented, this one.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    /// Shows a controller in the primary context. UIKit's base implementation: the controller that
    /// ``targetViewController(forAction:sender:)`` finds up the parents shows it (a navigation
    /// controller pushes it); with none, this controller presents it modally. A navigation
    /// controller, which no navigation controller can push, is presented by this controller.
    open func show(_ vc: UIViewController, sender: Any?) {
        if !(vc is UINavigationController), let target = targetViewController(forAction: .showViewController, sender: sender),
            target !== self
        {
            target.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows a controller in the secondary (detail) context, as UIKit's base implementation does:
    /// the controller found up the parents that handles it (a split view controller) shows it;
    /// with none, this controller presents it modally. A navigation controller does not handle it:
    /// outside a split view the detail is presented, never pushed.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: .showDetailViewController, sender: sender), target !== self {
            target.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// The controller that handles `action` (`showViewController:sender:`,
    /// `showDetailViewController:sender:`): this one when it handles it (its
    /// `canPerformAction(_:withSender:)` says yes), else the nearest parent that does; nil when none.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        if canPerformAction(action, withSender: sender) { return self }
        return engine.parent?.targetViewController(forAction: action, sender: sender)
    }

    /// For the show actions: whether this controller's class handles them (UIKit: whether it
    /// overrides the method); for other actions, the responder's answer.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == .showViewController || action == .showDetailViewController {
            return (self as? ShowActionHandling)?.handlesShowAction(action) ?? false
        }
        return super.canPerformAction(action, withSender: sender)
    }

    /// Called before a segue performs, after its destination was created (its view not loaded).
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Asked before a segue that a control fired; returning false cancels it. Not asked for
    /// `performSegue(withIdentifier:sender:)`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Fires the storyboard segue with this identifier from this controller.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        StoryboardRuntime.performSegue(identifier: identifier, from: self, sender: sender)
    }

    /// Whether this controller accepts an unwind segue's action. The default, as UIKit's: whether
    /// it responds to the action (`responds(to:)`, which an app may override).
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        responds(to: action)
    }

    /// Called on a container on the way of an unwind segue, with the child leading to the
    /// destination: a container shows that child (a navigation controller pops to it). Apple: "Called
    /// when an unwind segue transitions to a new view controller"; the default does nothing.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    /// The children an unwind may search, in UIKit's order (navigation: the stack below the source).
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        []
    }

    // MARK: - Identity

    /// The title; setting it also titles the navigation item (the tab bar item falls back to it).
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    private var navigationItemStorage: UINavigationItem?
    /// The item the navigation bar shows for this controller (created on first use).
    open var navigationItem: UINavigationItem {
        if let navigationItemStorage { return navigationItemStorage }
        let item = UINavigationItem(title: title)
        navigationItemStorage = item
        return item
    }

    var tabBarItemStorage: UITabBarItem?
    /// The item a tab bar shows for this controller (created on first use; its title falls back to
    /// the controller's `title`).
    open var tabBarItem: UITabBarItem! {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            let item = UITabBarItem(title: nil, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }

    /// The style used when presented; `.automatic` until presented, then the concrete style.
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { engine.presentationStyle ?? requestedPresentationStyle }
        set { requestedPresentationStyle = newValue }
    }
    var requestedPresentationStyle: UIModalPresentationStyle = .automatic

    /// Supplies custom presentation and dismissal animators for this controller when it is
    /// presented (see `UIViewControllerTransitioningDelegate`). Weak, as in UIKit.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// Kept for the storyboard; the simulator does not animate.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether a sheet refuses interactive dismissal.
    open var isModalInPresentation = false
    /// Whether this controller's view covers the presentation context for `.currentContext`.
    open var definesPresentationContext = false
    /// Kept: whether this controller's `modalTransitionStyle` is used for `.currentContext`.
    open var providesPresentationContextTransitionStyle = false
    /// Kept: whether a non-full-screen presentation takes over the status bar.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Kept for state restoration (which the simulator does not perform).
    open var restorationIdentifier: String?
    /// The items a navigation controller's toolbar shows for this controller (kept, not drawn).
    open var toolbarItems: [UIBarButtonItem]?
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    // MARK: - Settings for the system

    // The simulated phone is a portrait iPhone with no drawn status bar and no dark mode: these
    // are kept, and overridable as apps do, but change nothing on screen.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    /// Asks the system to read the status bar settings again (nothing is drawn here).
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// The screen edges whose system gestures wait for the app's own (kept: the simulated phone
    /// has no system gestures).
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var shouldAutorotate: Bool { true }
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The size the controller would like when shown in a popover or a container (kept).
    open var preferredContentSize = CGSize.zero
    /// Pushed on a navigation controller inside a tab bar controller, the tab bar is hidden while
    /// this controller (or one pushed after it) is on top; the stack's root does not count.
    open var hidesBottomBarWhenPushed = false

    // MARK: - Editing

    /// Whether the controller is in editing mode; `setEditing(_:animated:)` changes it.
    public private(set) var isEditing = false

    /// Enters or leaves editing mode. Overrides call super (which sets `isEditing` and the
    /// `editButtonItem`'s title).
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        engine.editButtonItem?.title = editing ? "Done" : "Edit"
    }

    /// A bar button item titled Edit / Done that toggles `isEditing` through `setEditing(_:animated:)`.
    public var editButtonItem: UIBarButtonItem {
        if let item = engine.editButtonItem { return item }
        let toggle = UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", primaryAction: toggle)
        engine.editButtonItem = item
        return item
    }
}

/// The transition style of a modal presentation (kept, not animated).
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}
