import Foundation

/// Builds a storyboard controller's view in the default `loadView()`: the views of the scene,
/// then outlets, actions and the segues its controls fire. Embedded controllers (container views)
/// are instantiated and added as children here, as UIKit does while it loads the view.
///
/// The builder knows the scene's structure, not the classes in it: each view decodes its own
/// attributes (``UIView/decode(fromStoryboard:)``), a table or collection view loads its own
/// cells (``UIView/loadStoryboardContent(_:in:)``), and the element's name says which class to
/// make (``StoryboardViewClass``).
@MainActor
final class StoryboardViewBuilder {
    /// The controller whose scene is built.
    private(set) weak var controller: UIViewController?
    let binding: StoryboardSceneBinding
    /// The objects made so far, by XML id (outlets and recognizers are connected through it);
    /// emptied once the scene is built.
    private var byID: [String: AnyObject] = [:]
    private var embeds: [(SegueElement, UIView)] = []

    private init(controller: UIViewController, binding: StoryboardSceneBinding) {
        self.controller = controller
        self.binding = binding
    }

    static func build(for controller: UIViewController, binding: StoryboardSceneBinding) -> UIView {
        StoryboardViewBuilder(controller: controller, binding: binding).build(controller)
    }

    private func build(_ controller: UIViewController) -> UIView {
        let element = binding.element
        byID[element.id] = controller
        let scene = binding.document.scene(containingID: element.id)
        for object in scene?.otherObjects ?? [] {
            if let recognizer = makeGestureRecognizer(object, controller: controller) { byID[object.id] = recognizer }
        }
        let root: UIView
        if let viewElement = element.view {
            root = makeView(viewElement)
            attachGestureRecognizers(viewElement)
        } else {
            // A table or collection view controller's `loadView` puts its own view in place of this one.
            root = UIView(frame: UIScreen.main.bounds)
        }
        if let item = element.navigationItem { configureNavigationItem(item, of: controller) }
        Self.connectOutlets(element.connections, owner: controller, byID: byID, standIn: binding.isStandIn)
        for (segue, container) in embeds { embed(segue, in: container, parent: controller) }
        // Prototype cells keep this builder to make their copies: it must not keep the scene alive.
        byID.removeAll()
        embeds.removeAll()
        return root
    }

    // MARK: - Views

    /// Makes a view and everything inside it; `register` false for views made again later (a
    /// prototype cell's copies), whose ids the scene's outlets must not reach.
    func makeView(_ element: ViewElement, register: Bool = true) -> UIView {
        let view = Self.instantiateView(element)
        if register { byID[element.id] = view }
        for child in element.subviews {
            view.addStoryboardSubview(makeView(child, register: register))
        }
        view.loadStoryboardContent(element, in: self)
        for connection in element.connections {
            switch connection {
            case .action(let action):
                installAction(action, on: view)
            case .segue(let segue) where segue.kind == .embed:
                if register { embeds.append((segue, view)) }
            case .segue(let segue):
                if let control = view as? UIControl {
                    let (tap, run) = segueHandler(segue)
                    control.interfaceBuilderHandlers.append((.touchUpInside, tap, { sender in run(sender) }))
                }
            case .outlet:
                break
            }
        }
        if !element.runtimeAttributes.isEmpty {
            StoryboardInstantiator.applyRuntimeAttributes(element.runtimeAttributes, to: view, standIn: true)
        }
        return view
    }

    /// A view of the element's class (its custom class when SimUIKit finds it), decoded with
    /// `init(coder:)` as UIKit decodes storyboard views.
    static func instantiateView(_ element: ViewElement) -> UIView {
        var cls = StoryboardViewClass.forElement(element.elementName) ?? UIView.self
        if let name = element.customClass, !name.isEmpty {
            if let found = ClassLookup.find(name, module: element.customModule, provider: nil) as? UIView.Type {
                cls = found
            } else {
                Simulator.shared.warn("Unknown class \(name) in Interface Builder file.")
            }
        }
        return cls.init(coder: ViewCoder(element: element)) ?? UIView(coder: ViewCoder(element: element)) ?? UIView(frame: .zero)
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

    /// The segues a tap on a cell (a table row, a collection item) fires, from its element.
    func selection(of element: ViewElement) -> (taps: [ScreenTap], handlers: [(UIView) -> Void]) {
        var taps: [ScreenTap] = []
        var handlers: [(UIView) -> Void] = []
        for case .segue(let segue) in element.connections where segue.kind != .embed {
            let (tap, run) = segueHandler(segue)
            taps.append(tap)
            handlers.append { run($0) }
        }
        return (taps, handlers)
    }

    // MARK: - Gesture recognizers

    /// A scene's `<tapGestureRecognizer>` (and the other kinds), with its actions: the scene's
    /// controller when it is the destination, else the responder chain (nil target).
    private func makeGestureRecognizer(_ object: SceneObject, controller: UIViewController) -> UIGestureRecognizer? {
        guard let cls = StoryboardViewClass.gestureRecognizer(forElement: object.elementName) else { return nil }
        let recognizer = cls.makeForStoryboard()
        for case .action(let action) in object.connections {
            recognizer.addTargetObject(action.destination == binding.element.id ? controller : nil, action: Selector(action.selector))
        }
        return recognizer
    }

    /// Views list their recognizers in an `<outletCollection property="gestureRecognizers">`.
    private func attachGestureRecognizers(_ element: ViewElement) {
        for case .outlet(let outlet) in element.connections where outlet.property == "gestureRecognizers" {
            if let view = byID[element.id] as? UIView, let recognizer = byID[outlet.destination] as? UIGestureRecognizer {
                view.addGestureRecognizer(recognizer)
            }
        }
        for child in element.subviews { attachGestureRecognizers(child) }
    }

    // MARK: - Connections

    private func installAction(_ action: ActionElement, on view: UIView) {
        guard let control = view as? UIControl else { return }
        let event = UIControl.Event(storyboardName: action.eventType)
        let targetIsController = action.destination == binding.element.id
        control.interfaceBuilderHandlers.append(
            (
                event, .action(selector: action.selector),
                { [weak controller] sender in
                    let target: AnyObject? = targetIsController ? controller : nil
                    UIApplication.shared.sendAction(Selector(action.selector), to: target, from: sender, for: nil)
                }
            ))
    }

    /// Connects the controller's outlets; a property the class lacks raises `NSUnknownKeyException`.
    static func connectOutlets(_ connections: [Connection], owner: UIViewController, byID: [String: AnyObject], standIn: Bool) {
        for case .outlet(let outlet) in connections {
            guard let object = byID[outlet.destination] else { continue }
            if let storage = KeyValueCoding.storage(forKey: outlet.property, in: owner) as? OutletBase {
                if !storage.connect(object) {
                    Simulator.shared.warn(
                        "[Storyboard] outlet '\(outlet.property)' cannot hold \(objcClassName(type(of: object))); left nil")
                }
            } else if let storage = KeyValueCoding.storage(forKey: outlet.property, in: owner) as? KeyValueStorage {
                _ = storage.setValue(object)
            } else if standIn {
                owner.recordedStoryboardValues.append(
                    PropertyValue(
                        name: outlet.property, value: ValueRenderer.render(object), isNil: false, isOutlet: true,
                        typeName: objcClassName(type(of: object))))
            } else {
                KeyValueCoding.undefinedKey(outlet.property, on: owner)
            }
        }
    }

    private func configureNavigationItem(_ element: NavigationItemElement, of controller: UIViewController) {
        let item = controller.navigationItem
        if let title = element.title { item.title = title }
        item.prompt = element.prompt
        item.leftBarButtonItems = element.leftBarButtonItems.map { makeBarItem($0) }
        item.rightBarButtonItems = element.rightBarButtonItems.map { makeBarItem($0) }
        if let back = element.backBarButtonItem { item.backBarButtonItem = makeBarItem(back) }
        byID[element.id] = item
    }

    private func makeBarItem(_ element: BarButtonItemElement) -> UIBarButtonItem {
        let item: UIBarButtonItem
        if let system = element.systemItem.flatMap(UIBarButtonItem.SystemItem.init(rawValue:)) {
            item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
        } else {
            item = UIBarButtonItem(title: element.title, style: .plain, target: nil, action: nil)
        }
        item.isEnabled = element.isEnabled
        item.storyboardElementID = element.id
        byID[element.id] = item
        var handlers: [() -> Void] = []
        for connection in element.connections {
            switch connection {
            case .action(let action):
                let targetIsController = action.destination == binding.element.id
                item.interfaceBuilderTaps.append(.action(selector: action.selector))
                handlers.append { [weak controller, weak item] in
                    let target: AnyObject? = targetIsController ? controller : nil
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
