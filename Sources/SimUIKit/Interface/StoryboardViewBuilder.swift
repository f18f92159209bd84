import Foundation

/// The coder storyboard views are decoded with (it carries nothing: the builder configures them).
final class ViewCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
}

/// Builds a storyboard controller's view in the default `loadView()`: the views of the scene,
/// then outlets, actions and the segues its controls fire. Embedded controllers (container views)
/// are instantiated and added as children here, as UIKit does while it loads the view.
@MainActor
enum StoryboardViewBuilder {
    static func build(for controller: UIViewController, binding: StoryboardSceneBinding) -> UIView {
        let element = binding.element
        var byID: [String: AnyObject] = [element.id: controller]
        var embeds: [(SegueElement, UIView)] = []
        let scene = binding.document.scene(containingID: element.id)
        for object in scene?.otherObjects ?? [] {
            if let recognizer = makeGestureRecognizer(object, controllerID: element.id, controller: controller) {
                byID[object.id] = recognizer
            }
        }
        let root: UIView
        if let viewElement = element.view {
            root = makeView(viewElement, controller: controller, binding: binding, byID: &byID, embeds: &embeds)
            attachGestureRecognizers(viewElement, byID: byID)
        } else {
            switch controller {
            case is UITableViewController: root = UITableView(frame: UIScreen.main.bounds, style: .plain)
            case let collection as UICollectionViewController:
                root = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: collection.collectionViewLayout)
            default: root = UIView(frame: UIScreen.main.bounds)
            }
        }
        if let item = element.navigationItem {
            configureNavigationItem(item, of: controller, binding: binding, byID: &byID)
        }
        connectOutlets(element.connections, owner: controller, byID: byID, standIn: binding.isStandIn)
        for (segue, container) in embeds {
            embed(segue, in: container, parent: controller)
        }
        return root
    }

    // MARK: - Gesture recognizers

    /// A scene's `<tapGestureRecognizer>` (and the other kinds), with its actions: the scene's
    /// controller when it is the destination, else the responder chain (nil target).
    private static func makeGestureRecognizer(
        _ object: SceneObject, controllerID: String, controller: UIViewController
    ) -> UIGestureRecognizer? {
        let recognizer: UIGestureRecognizer
        switch object.elementName {
        case "tapGestureRecognizer": recognizer = UITapGestureRecognizer(target: nil, action: nil)
        case "swipeGestureRecognizer": recognizer = UISwipeGestureRecognizer(target: nil, action: nil)
        case "longPressGestureRecognizer": recognizer = UILongPressGestureRecognizer(target: nil, action: nil)
        case "panGestureRecognizer": recognizer = UIPanGestureRecognizer(target: nil, action: nil)
        case "screenEdgePanGestureRecognizer": recognizer = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        case "pinchGestureRecognizer", "rotationGestureRecognizer": recognizer = UIGestureRecognizer(target: nil, action: nil)
        default: return nil
        }
        for case .action(let action) in object.connections {
            recognizer.addTargetObject(action.destination == controllerID ? controller : nil, action: Selector(action.selector))
        }
        return recognizer
    }

    /// Views list their recognizers in an `<outletCollection property="gestureRecognizers">`.
    private static func attachGestureRecognizers(_ element: ViewElement, byID: [String: AnyObject]) {
        for case .outlet(let outlet) in element.connections where outlet.property == "gestureRecognizers" {
            if let view = byID[element.id] as? UIView, let recognizer = byID[outlet.destination] as? UIGestureRecognizer {
                view.addGestureRecognizer(recognizer)
            }
        }
        for child in element.subviews { attachGestureRecognizers(child, byID: byID) }
    }

    // MARK: - Views

    private static func makeView(
        _ element: ViewElement, controller: UIViewController, binding: StoryboardSceneBinding,
        byID: inout [String: AnyObject], embeds: inout [(SegueElement, UIView)]
    ) -> UIView {
        let view = instantiateView(element)
        configure(view, from: element)
        byID[element.id] = view
        for child in element.subviews {
            let subview = makeView(child, controller: controller, binding: binding, byID: &byID, embeds: &embeds)
            // A storyboard stack view arranges every view inside it.
            if let stack = view as? UIStackView { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
        }
        if let table = view as? UITableView {
            configureTable(table, element: element, controller: controller, binding: binding, byID: &byID)
        }
        if let collection = view as? UICollectionView {
            configureCollection(collection, element: element, controller: controller, binding: binding)
        }
        for connection in element.connections {
            switch connection {
            case .action(let action):
                installAction(action, on: view, controller: controller)
            case .segue(let segue):
                if segue.kind == .embed {
                    embeds.append((segue, view))
                } else if let control = view as? UIControl {
                    control.interfaceBuilderHandlers.append(
                        (
                            .touchUpInside, segueLabel(segue),
                            { [weak controller] sender in
                                guard let controller else { return }
                                SegueRunner.fire(segue, in: binding, from: controller, sender: sender, askShouldPerform: true)
                            }
                        ))
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

    static func instantiateView(_ element: ViewElement) -> UIView {
        let frame = element.frame.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) } ?? .zero
        let base: UIView.Type
        switch element.elementName {
        case "label": base = UILabel.self
        case "button": base = UIButton.self
        case "textField": base = UITextField.self
        case "textView": base = UITextView.self
        case "imageView": base = UIImageView.self
        case "switch": base = UISwitch.self
        case "segmentedControl": base = UISegmentedControl.self
        case "slider": base = UISlider.self
        case "stepper": base = UIStepper.self
        case "progressView": base = UIProgressView.self
        case "pageControl": base = UIPageControl.self
        case "datePicker": base = UIDatePicker.self
        case "activityIndicatorView": base = UIActivityIndicatorView.self
        case "stackView": base = UIStackView.self
        case "scrollView": base = UIScrollView.self
        case "tableView": base = UITableView.self
        case "tableViewCell": base = UITableViewCell.self
        case "collectionView": base = UICollectionView.self
        case "collectionViewCell": base = UICollectionViewCell.self
        default: base = UIView.self
        }
        var cls = base
        if let name = element.customClass, !name.isEmpty {
            if let found = ClassLookup.find(name, module: element.customModule, provider: nil) as? UIView.Type {
                cls = found
            } else {
                Simulator.shared.warn("Unknown class \(name) in Interface Builder file.")
            }
        }
        // Storyboard views are decoded with init(coder:), as in UIKit.
        let view = cls.init(coder: ViewCoder()) ?? UIView(frame: frame)
        view.frame = frame
        if let cell = view as? UITableViewCell { cell.reuseIdentifier = element.reuseIdentifier }
        return view
    }

    private static func configure(_ view: UIView, from element: ViewElement) {
        view.storyboardElementID = element.id
        view.accessibilityIdentifier = element.accessibilityIdentifier
        view.isHidden = element.isHidden
        if let enabled = element.userInteractionEnabled { view.isUserInteractionEnabled = enabled }
        switch view {
        case let label as UILabel: label.text = element.text
        case let button as UIButton:
            button.setTitle(element.title ?? element.text, for: .normal)
            button.isEnabled = element.isEnabled
        case let field as UITextField:
            field.text = element.text ?? ""
            field.placeholder = element.placeholder
            field.isEnabled = element.isEnabled
        case let text as UITextView: text.text = element.text ?? ""
        case let image as UIImageView: image.imageName = element.imageName
        case let toggle as UISwitch:
            toggle.isOn = element.isOn ?? false
            toggle.isEnabled = element.isEnabled
        case let segmented as UISegmentedControl:
            segmented.segmentTitles = element.segments
            segmented.isEnabled = element.isEnabled
        case let slider as UISlider:
            slider.minimumValue = Float(element.minimumValue ?? 0)
            slider.maximumValue = Float(element.maximumValue ?? 1)
            slider.value = Float(element.value ?? 0)
            slider.isEnabled = element.isEnabled
        case let stepper as UIStepper:
            stepper.minimumValue = element.minimumValue ?? 0
            stepper.maximumValue = element.maximumValue ?? 100
            stepper.stepValue = element.stepValue ?? 1
            stepper.value = element.value ?? 0
            stepper.isEnabled = element.isEnabled
        case let progress as UIProgressView:
            progress.progress = Float(element.progress ?? 0)
        case let picker as UIDatePicker:
            switch element.datePickerMode {
            case "date": picker.datePickerMode = .date
            case "time": picker.datePickerMode = .time
            case "countDownTimer": picker.datePickerMode = .countDownTimer
            default: picker.datePickerMode = .dateAndTime
            }
            switch element.datePickerStyle {
            case "wheels": picker.preferredDatePickerStyle = .wheels
            case "compact": picker.preferredDatePickerStyle = .compact
            case "inline": picker.preferredDatePickerStyle = .inline
            default: break
            }
            picker.minuteInterval = element.minuteInterval ?? 1
            picker.minimumDate = element.dates["minimumDate"].map(Date.init(timeIntervalSinceReferenceDate:))
            picker.maximumDate = element.dates["maximumDate"].map(Date.init(timeIntervalSinceReferenceDate:))
            if let date = element.dates["date"] { picker.date = Date(timeIntervalSinceReferenceDate: date) }
            picker.isEnabled = element.isEnabled
        case let dots as UIPageControl:
            dots.numberOfPages = element.numberOfPages ?? 0
            dots.currentPage = element.currentPage ?? 0
            dots.isEnabled = element.isEnabled
        case let cell as UITableViewCell:
            cell.textLabel?.text = element.text
            cell.detailTextLabel?.text = element.detailText
            cell.prototypeID = element.id
        case let control as UIControl: control.isEnabled = element.isEnabled
        default: break
        }
    }

    // MARK: - Tables

    private static func configureTable(
        _ table: UITableView, element: ViewElement, controller: UIViewController, binding: StoryboardSceneBinding,
        byID: inout [String: AnyObject]
    ) {
        for prototype in element.prototypes {
            let identifier = prototype.reuseIdentifier ?? prototype.id
            table.prototypes[identifier] = { [weak controller] in
                guard let controller else { return UITableViewCell(style: .default, reuseIdentifier: identifier) }
                var ids: [String: AnyObject] = [:]
                var nothing: [(SegueElement, UIView)] = []
                let cell = makeView(prototype, controller: controller, binding: binding, byID: &ids, embeds: &nothing)
                if let cell = cell as? UITableViewCell {
                    installSelection(
                        prototype, labels: &cell.selectionLabels, handlers: &cell.selectionHandlers, controller: controller,
                        binding: binding)
                    return cell
                }
                let wrapper = UITableViewCell(style: .default, reuseIdentifier: identifier)
                wrapper.addSubview(cell)
                return wrapper
            }
        }
        for section in element.sections {
            var cells: [UITableViewCell] = []
            for cellElement in section.cells {
                var nothing: [(SegueElement, UIView)] = []
                let made = makeView(cellElement, controller: controller, binding: binding, byID: &byID, embeds: &nothing)
                let cell = made as? UITableViewCell ?? UITableViewCell(style: .default, reuseIdentifier: nil)
                if !(made is UITableViewCell) { cell.addSubview(made) }
                installSelection(
                    cellElement, labels: &cell.selectionLabels, handlers: &cell.selectionHandlers, controller: controller,
                    binding: binding)
                cells.append(cell)
            }
            table.staticSections.append((section.headerTitle, cells))
        }
        if let tableController = controller as? UITableViewController {
            if table.staticSections.isEmpty { table.dataSource = tableController }
            table.delegate = tableController
        }
    }

    private static func configureCollection(
        _ collection: UICollectionView, element: ViewElement, controller: UIViewController, binding: StoryboardSceneBinding
    ) {
        for prototype in element.prototypes {
            let identifier = prototype.reuseIdentifier ?? prototype.id
            collection.prototypes[identifier] = { [weak controller] in
                guard let controller else { return UICollectionViewCell(frame: .zero) }
                var ids: [String: AnyObject] = [:]
                var nothing: [(SegueElement, UIView)] = []
                let made = makeView(prototype, controller: controller, binding: binding, byID: &ids, embeds: &nothing)
                let cell = made as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
                if !(made is UICollectionViewCell) { cell.addSubview(made) }
                cell.reuseIdentifier = identifier
                cell.prototypeID = prototype.id
                installSelection(
                    prototype, labels: &cell.selectionLabels, handlers: &cell.selectionHandlers,
                    controller: controller, binding: binding)
                return cell
            }
        }
        if let collectionController = controller as? UICollectionViewController {
            collection.dataSource = collectionController
            collection.delegate = collectionController
        }
    }

    /// The segues a tap on a cell (a table row, a collection item) fires, from its element.
    private static func installSelection(
        _ element: ViewElement, labels: inout [String], handlers: inout [(UIView) -> Void],
        controller: UIViewController, binding: StoryboardSceneBinding
    ) {
        for case .segue(let segue) in element.connections where segue.kind != .embed {
            labels.append(segueLabel(segue))
            handlers.append { [weak controller] sender in
                guard let controller else { return }
                SegueRunner.fire(segue, in: binding, from: controller, sender: sender, askShouldPerform: true)
            }
        }
    }

    // MARK: - Connections

    private static func installAction(_ action: ActionElement, on view: UIView, controller: UIViewController) {
        guard let control = view as? UIControl else { return }
        let event = controlEvent(named: action.eventType)
        let targetIsController = action.destination == controller.storyboardScene?.element.id
        control.interfaceBuilderHandlers.append(
            (
                event, "action \(action.selector)",
                { [weak controller] sender in
                    let target: AnyObject? = targetIsController ? controller : nil
                    UIApplication.shared.sendAction(Selector(action.selector), to: target, from: sender, for: nil)
                }
            ))
    }

    static func segueLabel(_ segue: SegueElement) -> String {
        if segue.kind == .unwind { return "unwind \(segue.unwindAction ?? "")" }
        return "segue " + (segue.identifier.map { "\"\($0)\" " } ?? "") + "(\(segue.kindName))"
    }

    static func controlEvent(named name: String?) -> UIControl.Event {
        switch name {
        case "valueChanged": return .valueChanged
        case "editingChanged": return .editingChanged
        case "editingDidBegin": return .editingDidBegin
        case "editingDidEnd", "editingDidEndOnExit": return .editingDidEnd
        case "primaryActionTriggered": return .primaryActionTriggered
        case "touchDown": return .touchDown
        default: return .touchUpInside
        }
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

    private static func configureNavigationItem(
        _ element: NavigationItemElement, of controller: UIViewController, binding: StoryboardSceneBinding,
        byID: inout [String: AnyObject]
    ) {
        let item = controller.navigationItem
        if let title = element.title { item.title = title }
        item.prompt = element.prompt
        item.leftBarButtonItems = element.leftBarButtonItems.map { makeBarItem($0, controller: controller, binding: binding, byID: &byID) }
        item.rightBarButtonItems = element.rightBarButtonItems.map {
            makeBarItem($0, controller: controller, binding: binding, byID: &byID)
        }
        if let back = element.backBarButtonItem {
            item.backBarButtonItem = makeBarItem(back, controller: controller, binding: binding, byID: &byID)
        }
        byID[element.id] = item
    }

    private static func makeBarItem(
        _ element: BarButtonItemElement, controller: UIViewController, binding: StoryboardSceneBinding,
        byID: inout [String: AnyObject]
    ) -> UIBarButtonItem {
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
                handlers.append { [weak controller, weak item] in
                    let target: AnyObject? = targetIsController ? controller : nil
                    UIApplication.shared.sendAction(Selector(action.selector), to: target ?? controller, from: item, for: nil)
                }
            case .segue(let segue):
                handlers.append { [weak controller, weak item] in
                    guard let controller else { return }
                    SegueRunner.fire(segue, in: binding, from: controller, sender: item, askShouldPerform: true)
                }
            case .outlet:
                break
            }
        }
        if !handlers.isEmpty {
            item.interfaceBuilderHandler = { for handler in handlers { handler() } }
            item.tapLabels = element.connections.compactMap { connection in
                switch connection {
                case .action(let action): return "action \(action.selector)"
                case .segue(let segue): return segueLabel(segue)
                case .outlet: return nil
                }
            }
        }
        return item
    }

    /// A container view's embed segue: the child is instantiated, added, its view put in the
    /// container, then `didMove(toParent:)`.
    private static func embed(_ segue: SegueElement, in container: UIView, parent: UIViewController) {
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
