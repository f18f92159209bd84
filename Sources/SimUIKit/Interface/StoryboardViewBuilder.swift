import Foundation

/// Builds a storyboard controller's view in the default `loadView()`, as UIKit loads a nib: the
/// scene's views and other top-level objects, then the outlets, outlet collections, actions and
/// segues of every object that has them, then `awakeFromNib()` on each view. Embedded controllers
/// (container views) are instantiated and added as children here, as UIKit does while it loads
/// the view. Prototype cells are made the same way, one copy per dequeue.
///
/// The builder knows the scene's structure, not the classes in it: each view decodes its own
/// attributes (``UIView/decode(fromStoryboard:)``), a table or collection view loads its own
/// cells (``UIView/loadStoryboardContent(_:in:)``), and the element's name says which class to
/// make (``StoryboardViewClass``).
@preconcurrency @MainActor
final class StoryboardViewBuilder {
    /// The controller whose scene is built.
    private(set) weak var controller: UIViewController?
    let binding: StoryboardSceneBinding
    /// The load in progress: the scene's while its view is built, a cell copy's while a prototype
    /// is made. Emptied when done: prototype cells keep this builder to make their copies, and
    /// must not keep the scene alive.
    private var load = StoryboardObjectLoad()
    private var embeds: [(SegueElement, UIView)] = []

    private init(controller: UIViewController, binding: StoryboardSceneBinding) {
        self.controller = controller
        self.binding = binding
    }

    static func build(for controller: UIViewController, binding: StoryboardSceneBinding) -> UIView {
        StoryboardViewBuilder(controller: controller, binding: binding).build(controller)
    }

    /// The scene's view and its other top-level objects (gesture recognizers, views outside the
    /// view tree), then every connection, then `awakeFromNib()`, then the embedded children.
    private func build(_ controller: UIViewController) -> UIView {
        let element = binding.element
        load.register(controller, id: element.id)
        let scene = binding.document.scene(containingID: element.id)
        // Top-level objects live as long as something holds them (an outlet, a view for its
        // recognizers), as in UIKit; the load holds them until they are connected.
        var topLevel: [AnyObject] = []
        for object in scene?.otherObjects ?? [] {
            if let recognizer = load.makeRecognizer(object) {
                topLevel.append(recognizer)
            } else if let view = object.view {
                topLevel.append(makeView(view))
            }
        }
        let root: UIView
        if let viewElement = element.view {
            root = makeView(viewElement)
        } else {
            // A table or collection view controller's `loadView` puts its own view in place of this one.
            root = UIView(frame: UIScreen.main.bounds)
        }
        load.registerLayoutGuides(element.layoutGuides, of: root)
        if let item = element.navigationItem { configureNavigationItem(item, of: controller) }
        configureToolbarItems(element.toolbarItems, of: controller)
        load.addConnections(element.connections, of: controller)
        finishLoad()
        topLevel.removeAll()
        let embeds = embeds
        self.embeds.removeAll()
        for (segue, container) in embeds { embed(segue, in: container, parent: controller) }
        return root
    }

    /// A new copy of a prototype cell (or collection item), made as UIKit makes a cell from its
    /// nib: its own objects, its outlets (to its subviews, to the scene's controller) and
    /// actions, then `awakeFromNib()`.
    func instantiatePrototype(_ element: ViewElement) -> UIView {
        let (scene, sceneEmbeds) = (load, embeds)
        load = StoryboardObjectLoad()
        if let controller { load.register(controller, id: binding.element.id) }
        let view = makeView(element)
        finishLoad()
        // A container view inside a prototype cell embeds nothing: Interface Builder refuses one
        // ("Container Views cannot be placed in elements that are repeated at runtime").
        (load, embeds) = (scene, sceneEmbeds)
        return view
    }

    /// Connects everything the load made, then wakes its views, then lets go of them.
    private func finishLoad() {
        load.makeConstraints()
        for (owner, connections) in load.owners { connect(connections, of: owner) }
        for view in load.views { view.awakeFromNib() }
        load.clear()
    }

    // MARK: - Views

    /// Makes a view and everything inside it, registered in the load in progress.
    func makeView(_ element: ViewElement) -> UIView {
        let (view, isStandIn) = Self.instantiateView(element)
        load.register(view, element: element, isStandIn: isStandIn)
        for child in element.subviews {
            view.addStoryboardSubview(makeView(child))
        }
        view.loadStoryboardContent(element, in: self)
        if !element.runtimeAttributes.isEmpty {
            StoryboardInstantiator.applyRuntimeAttributes(element.runtimeAttributes, to: view, standIn: true)
        }
        return view
    }

    /// A view of the element's class (its custom class when SimUIKit finds it, else a stand-in of
    /// the element's class), decoded with `init(coder:)` as UIKit decodes storyboard views.
    static func instantiateView(_ element: ViewElement) -> (UIView, isStandIn: Bool) {
        var cls = StoryboardViewClass.forElement(element.elementName) ?? UIView.self
        var isStandIn = false
        if let name = element.customClass, !name.isEmpty {
            if let found = ClassLookup.find(name, module: element.customModule, provider: element.customModuleProvider) as? UIView.Type {
                cls = found
            } else {
                Simulator.shared.warn("Unknown class \(name) in Interface Builder file.")
                isStandIn = true
            }
        }
        let view = cls.init(coder: ViewCoder(element: element)) ?? UIView(coder: ViewCoder(element: element)) ?? UIView(frame: .zero)
        return (view, isStandIn)
    }

    // MARK: - Connections

    /// An object's connections, once every object of the load exists: outlets and outlet
    /// collections, actions (to their target, found by id; the responder chain when it is First
    /// Responder), and the segues a control fires.
    private func connect(_ connections: [Connection], of owner: AnyObject) {
        let ownerID = (owner as? UIView)?.storyboardElementID
        let isStandIn = owner === controller ? binding.isStandIn : ownerID.map(load.isStandIn) ?? false
        StoryboardOutlets.connect(connections, owner: owner, objects: load.objects, ownerIsStandIn: isStandIn)
        for connection in connections {
            switch connection {
            case .action(let action):
                installAction(action, on: owner)
            case .segue(let segue) where segue.kind == .embed:
                if let container = owner as? UIView { embeds.append((segue, container)) }
            case .segue(let segue):
                if let control = owner as? UIControl {
                    let (tap, run) = segueHandler(segue)
                    control.interfaceBuilderHandlers.append((.touchUpInside, tap, { sender in run(sender) }))
                }
            case .outlet:
                break
            }
        }
    }

    /// A storyboard action: to the object it names (weakly, as UIKit's targets), or up the
    /// responder chain when that is not an object of the load (First Responder).
    private func installAction(_ action: ActionElement, on owner: AnyObject) {
        weak let target = load.object(withID: action.destination)
        if let recognizer = owner as? UIGestureRecognizer {
            recognizer.addTargetObject(target, action: Selector(action.selector))
            return
        }
        guard let control = owner as? UIControl else { return }
        control.interfaceBuilderHandlers.append(
            (
                UIControl.Event(storyboardName: action.eventType), .action(selector: action.selector),
                { sender in UIApplication.shared.sendAction(Selector(action.selector), to: target, from: sender, for: nil) }
            ))
    }

    /// What a tap fires for the segue, and the handler that fires it from the scene's controller.
    func segueHandler(_ segue: SegueElement) -> (ScreenTap, (AnyObject) -> Void) {
        let binding = binding
        let tap: ScreenTap =
            segue.kind == .unwind
            ? .unwind(action: segue.unwindAction ?? "") : .segue(identifier: segue.identifier, kind: segue.kindName)
        return (
            tap,
            { [weak controller] sender in
                guard let controller else { return }
                SegueRunner.fire(segue, in: binding, from: controller, sender: sender, askShouldPerform: true)
            }
        )
    }

    /// The segues a cell (a table row, a collection item) fires, from its element: those of
    /// `trigger` (`accessoryAction` for a row's accessory button; nil for the row itself, which
    /// Interface Builder writes as no trigger or `selection`).
    func selection(of element: ViewElement, trigger: String?) -> (taps: [ScreenTap], handlers: [(UIView) -> Void]) {
        var taps: [ScreenTap] = []
        var handlers: [(UIView) -> Void] = []
        for case .segue(let segue) in element.connections where segue.kind != .embed {
            let segueTrigger = segue.trigger == "selection" ? nil : segue.trigger
            guard segueTrigger == trigger else { continue }
            let (tap, run) = segueHandler(segue)
            taps.append(tap)
            handlers.append { run($0) }
        }
        return (taps, handlers)
    }

    private func configureNavigationItem(_ element: NavigationItemElement, of controller: UIViewController) {
        let item = controller.navigationItem
        if let title = element.title { item.title = title }
        item.prompt = element.prompt
        item.hidesBackButton = element.hidesBackButton
        item.leftItemsSupplementBackButton = element.leftItemsSupplementBackButton
        item.leftBarButtonItems = element.leftBarButtonItems.map { makeBarItem($0) }
        item.rightBarButtonItems = element.rightBarButtonItems.map { makeBarItem($0) }
        if let back = element.backBarButtonItem { item.backBarButtonItem = makeBarItem(back) }
        load.register(item, id: element.id)
    }

    /// A controller's `<toolbarItems>`, which its navigation controller's toolbar shows.
    private func configureToolbarItems(_ elements: [BarButtonItemElement], of controller: UIViewController) {
        guard !elements.isEmpty else { return }
        controller.toolbarItems = elements.map { makeBarItem($0) }
    }

    /// A bar button item of the scene, with its storyboard actions and segues.
    func makeBarItem(_ element: BarButtonItemElement) -> UIBarButtonItem {
        let item: UIBarButtonItem
        if let system = element.systemItem.flatMap(UIBarButtonItem.SystemItem.init(rawValue:)) {
            item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
        } else {
            item = UIBarButtonItem(title: element.title, style: element.style == "done" ? .done : .plain, target: nil, action: nil)
            item.image = element.imageName.flatMap { UIImage(named: $0) }
        }
        if let view = element.customView { item.customView = makeView(view) }
        item.isEnabled = element.isEnabled
        item.storyboardElementID = element.id
        load.register(item, id: element.id)
        var handlers: [() -> Void] = []
        for connection in element.connections {
            switch connection {
            case .action(let action):
                // The target is the object the action names (made before the navigation item);
                // else the scene's controller, where a bar item's First Responder action lands.
                weak let target = load.object(withID: action.destination)
                item.interfaceBuilderTaps.append(.action(selector: action.selector))
                handlers.append { [weak controller, weak item] in
                    UIApplication.shared.sendAction(Selector(action.selector), to: target ?? controller, from: item, for: nil)
                }
            case .segue(let segue):
                let (tap, run) = segueHandler(segue)
                item.interfaceBuilderTaps.append(tap)
                handlers.append { [weak item] in
                    guard let item else { return }
                    run(item)
                }
            case .outlet:
                break
            }
        }
        if !handlers.isEmpty { item.interfaceBuilderHandler = { for handler in handlers { handler() } } }
        return item
    }

    /// A container view's embed segue: the child is instantiated, added, its view put in the
    /// container, then `didMove(toParent:)`.
    private func embed(_ segue: SegueElement, in container: UIView, parent: UIViewController) {
        guard let storyboard = parent.storyboard, let element = storyboard.document.controller(withID: segue.destination) else { return }
        let child = StoryboardInstantiator.instantiate(element, in: storyboard, how: .coder, detail: "embed segue", creator: nil)
        StoryboardNesting.checkEmbed(child, by: segue, parent: parent, in: storyboard)
        child.storyboardScene?.container = parent.storyboardScene.map { ($0, "embed segue '\(segue.id)'") }
        let segueObject = UIStoryboardSegue(identifier: segue.identifier, source: parent, destination: child)
        parent.invokePrepare(for: segueObject, sender: nil)
        parent.addChild(child)
        child.view.frame = container.bounds
        container.addSubview(child.view)
        child.invoke(.didMoveToParent, [parent.traceRef.description]) { child.didMove(toParent: parent) }
    }
}
