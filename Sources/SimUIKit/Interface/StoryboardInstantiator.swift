import Diagnostics
import Foundation
internal import Synchronization

/// Creates controllers from storyboard scenes as UIKit does: the class by name, `init?(coder:)`
/// (or a creator, or a segue action), container relationships, runtime attributes, then
/// `awakeFromNib()`. The view is not loaded.
@preconcurrency @MainActor
enum StoryboardInstantiator {
    typealias Creator = (NSCoder) -> UIViewController?

    /// `via`: how the storyboard itself asked for this scene (a relationship, a reference), when it
    /// did; a loop of those raises instead of recursing forever (see `StoryboardNesting`).
    static func instantiate(
        _ element: ControllerElement, in storyboard: UIStoryboard, how: InstantiationKind, detail: String,
        creator: Creator?, expectedType: UIViewController.Type? = nil, via edge: StoryboardNesting.Edge? = nil,
        callSite: SourceLocation? = nil
    ) -> UIViewController {
        StoryboardNesting.instantiating(element, in: storyboard, via: edge) {
            if element.isReference, let resolved = resolveReference(element, from: storyboard) {
                let made = instantiate(
                    resolved.element, in: resolved.storyboard, how: how, detail: detail, creator: creator, expectedType: expectedType,
                    via: .reference(element), callSite: callSite)
                // A tab bar item set on the reference (Interface Builder shows one on a reference
                // that is a tab) is the referenced controller's item in the tab bar.
                if let item = element.tabBarItem { made.tabBarItem = tabBarItem(item) }
                return made
            }
            return instantiateScene(element, in: storyboard, how: how, detail: detail, creator: creator, callSite: callSite)
        }
    }

    private static func instantiateScene(
        _ element: ControllerElement, in storyboard: UIStoryboard, how: InstantiationKind, detail: String, creator: Creator?,
        callSite: SourceLocation?
    ) -> UIViewController {
        let binding = StoryboardSceneBinding(document: storyboard.document, element: element)
        let coder = UIStoryboardCoder(scene: binding, storyboard: storyboard)
        let (cls, isStandIn) = resolveClass(of: element)
        binding.isStandIn = isStandIn
        let sim = Simulator.shared
        let detail =
            isStandIn
            ? "\(detail), stand-in for \([element.customModule, element.customClass].compactMap { $0 }.joined(separator: "."))" : detail
        sim.pendingInstantiation.append(InstantiationContext(kind: how, coder: coder, detail: detail))
        defer { sim.pendingInstantiation.removeAll { $0.coder === coder } }

        var made: UIViewController?
        let className = shortClassName(cls)
        if let creator {
            // A segue action announces itself (it knows its source); a creator closure is here.
            if how == .creator {
                sim.emit(TraceEvent(kind: .pending, name: "creator", arguments: [className], location: callSite))
            }
            made = creator(coder)
            if let custom = made {
                if !isSubclass(type(of: custom), of: cls) {
                    UIKitException.raise(
                        .internalInconsistency,
                        "Custom instantiated \(objcDescription(custom)) must be kind of class \(objcClassName(cls))")
                }
                if custom.engine.initCoder !== coder {
                    UIKitException.raise(.internalInconsistency, "Custom instantiated view controller must call -[super initWithCoder:]")
                }
            } else {
                sim.emit(TraceEvent(kind: .note, detail: "creator returned nil: falling back to init(coder:)"))
                sim.pendingInstantiation.append(
                    InstantiationContext(kind: .coder, coder: coder, detail: detail + " (creator returned nil)"))
            }
        }
        if made == nil {
            sim.emit(TraceEvent(kind: .pending, name: "init(coder:)", arguments: [className], detail: detail))
            made = initWithCoder(cls, coder)
        }
        guard let controller = made else {
            UIKitException.raise(.internalInconsistency, "\(objcClassName(cls)).init(coder:) returned nil for scene '\(element.id)'")
        }
        if creator != nil { controller.recordInjection(stage: "in the creator closure") }
        finishInstantiation(controller, element: element, binding: binding, storyboard: storyboard)
        return controller
    }

    /// The item a storyboard's `<tabBarItem>` describes.
    private static func tabBarItem(_ item: TabBarItemElement) -> UITabBarItem {
        UITabBarItem(title: item.title, image: item.imageName.flatMap { UIImage(named: $0) }, tag: 0)
    }

    static func initWithCoder(_ cls: UIViewController.Type, _ coder: NSCoder) -> UIViewController? {
        cls.init(coder: coder)
    }

    /// Relationships, runtime attributes, `awakeFromNib`.
    static func finishInstantiation(
        _ controller: UIViewController, element: ControllerElement, binding: StoryboardSceneBinding, storyboard: UIStoryboard
    ) {
        controller.storyboard = storyboard
        controller.storyboardScene = binding
        if controller.title == nil, let title = element.title { controller.title = title }
        if let navigationTitle = element.navigationItem?.title { controller.navigationItem.title = navigationTitle }
        if let item = element.tabBarItem { controller.tabBarItem = tabBarItem(item) }
        if let style = element.modalPresentationStyle.flatMap(presentationStyle(named:)) {
            controller.modalPresentationStyle = style
        }
        instantiateRelationships(of: controller, element: element, storyboard: storyboard)
        applyRuntimeAttributes(element.runtimeAttributes, to: controller, standIn: binding.isStandIn)
        controller.invoke(.awakeFromNib) { controller.awakeFromNib() }
    }

    /// Navigation root, tab children, split columns: instantiated with their container, each by
    /// its segue action when the relationship names one. Xcode lets a relationship segue carry
    /// one, and UIKit sends it to the controller whose segue led to the container, with that
    /// segue's sender (a list presenting a navigation controller makes the form at its root with
    /// the row's cell in hand); with no segue under way (an initial controller, one instantiated
    /// by identifier) it goes to the container itself.
    private static func instantiateRelationships(of controller: UIViewController, element: ControllerElement, storyboard: UIStoryboard) {
        let relationships = element.relationshipSegues
        guard !relationships.isEmpty else { return }
        var children: [(String, UIViewController)] = []
        let leading = SegueRunner.leading.last
        for segue in relationships {
            guard let destination = storyboard.document.controller(withID: segue.destination) else { continue }
            let child = SegueRunner.makeDestination(
                segue, element: destination, storyboard: storyboard, source: leading?.source ?? controller, sender: leading?.sender,
                detail: "relationship \(segue.relationship ?? "")", via: .relationship(segue))
            child.storyboardScene?.container = controller.storyboardScene.map { ($0, segue.relationship ?? "relationship") }
            children.append((segue.relationship ?? "", child))
        }
        if let navigation = controller as? UINavigationController {
            if let root = children.first(where: { $0.0 == "rootViewController" })?.1 ?? children.first?.1 {
                navigation.setViewControllers([root], animated: false)
            }
        } else if let tabs = controller as? UITabBarController {
            tabs.setViewControllers(children.filter { $0.0 == "viewControllers" }.map(\.1), animated: false)
        } else if let split = controller as? UISplitViewController {
            split.viewControllers = children.map(\.1)
        }
    }

    /// User-defined runtime attributes, applied with key-value coding before `awakeFromNib`.
    static func applyRuntimeAttributes(_ attributes: [RuntimeAttribute], to object: AnyObject, standIn: Bool) {
        guard !attributes.isEmpty else { return }
        for attribute in attributes {
            let value: Any?
            switch attribute.value {
            case .string(let string): value = string
            case .number(let number): value = number
            case .boolean(let bool): value = bool
            case .null: value = nil
            case .other(let raw): value = raw
            }
            if let controller = object as? UIViewController, attribute.keyPath == "title" {
                controller.title = value as? String
                continue
            }
            if attribute.keyPath.hasPrefix("layer.") || attribute.keyPath.contains(".") {
                continue  // Core Animation and nested key paths: nothing to show in a terminal.
            }
            if let storage = KeyValueCoding.storage(forKey: attribute.keyPath, in: object) as? KeyValueStorage {
                if !storage.setValue(value) {
                    Simulator.shared.warn(
                        "[Storyboard] runtime attribute '\(attribute.keyPath)' (\(attribute.type)) does not fit the property's type; left unset"
                    )
                }
            } else if standIn, let controller = object as? UIViewController {
                controller.recordedStoryboardValues.append(
                    PropertyValue(
                        name: attribute.keyPath, value: value.map { ValueRenderer.render($0) } ?? "nil", isNil: value == nil,
                        isOutlet: false, typeName: attribute.type))
            } else if object is UIViewController {
                KeyValueCoding.undefinedKey(attribute.keyPath, on: object)
            }
        }
        if let controller = object as? UIViewController {
            controller.recordInjection(stage: "by the storyboard's runtime attributes")
        }
    }

    /// The class a scene names, as UIKit finds it; nil-named or unknown classes fall back to the
    /// element's base class (after UIKit's log line).
    static func resolveClass(of element: ControllerElement) -> (UIViewController.Type, standIn: Bool) {
        let base = baseClass(of: element)
        guard let name = element.customClass, !name.isEmpty else { return (base, false) }
        if let found = ClassLookup.find(name, module: element.customModule, provider: element.customModuleProvider)
            as? UIViewController.Type
        {
            return (found, false)
        }
        Simulator.shared.warn("Unknown class \(name) in Interface Builder file.")
        return (base, true)
    }

    static func baseClass(of element: ControllerElement) -> UIViewController.Type {
        switch element.elementName {
        case "navigationController": return UINavigationController.self
        case "tabBarController": return UITabBarController.self
        case "tableViewController": return UITableViewController.self
        case "splitViewController": return UISplitViewController.self
        case "collectionViewController": return UICollectionViewController.self
        case "pageViewController": return UIPageViewController.self
        default: return UIViewController.self
        }
    }

    /// A storyboard reference's target: the referenced storyboard's scene (by identifier, else initial).
    static func resolveReference(_ element: ControllerElement, from storyboard: UIStoryboard) -> (
        element: ControllerElement, storyboard: UIStoryboard
    )? {
        guard let reference = element.reference else { return nil }
        let target: UIStoryboard
        if let name = reference.storyboardName, name != storyboard.name {
            target = UIStoryboard(name: name, bundle: storyboard.bundle)
        } else {
            target = storyboard
        }
        if let identifier = reference.referencedIdentifier {
            guard let found = target.document.controller(withStoryboardIdentifier: identifier) else {
                UIKitException.raise(
                    .invalidArgument,
                    "Storyboard (\(objcDescription(target))) doesn't contain a view controller with identifier '\(identifier)'")
            }
            return (found, target)
        }
        guard let initial = target.document.initialController else {
            UIKitException.raise(
                .invalidArgument, "Storyboard (\(objcDescription(target))) has no initial view controller for the reference '\(element.id)'"
            )
        }
        return (initial, target)
    }

    static func presentationStyle(named name: String) -> UIModalPresentationStyle? {
        switch name {
        case "fullScreen": return .fullScreen
        case "pageSheet": return .pageSheet
        case "formSheet": return .formSheet
        case "currentContext": return .currentContext
        case "overFullScreen": return .overFullScreen
        case "overCurrentContext": return .overCurrentContext
        case "popover": return .popover
        case "automatic": return .automatic
        case "custom": return .custom
        default: return nil
        }
    }
}

/// Whether `type` is `base` or inherits from it.
func isSubclass(_ type: AnyClass, of base: AnyClass) -> Bool {
    var current: AnyClass? = type
    while let candidate = current {
        if candidate == base { return true }
        current = _getSuperclass(candidate)
    }
    return false
}

/// Swift classes by name, as `NSClassFromString("Module.Class")` finds them on Linux.
@preconcurrency @MainActor
public enum ClassLookup {
    /// The class a storyboard's `customClass` + `customModule` name, as the loader resolves it
    /// (`customModuleProvider="target"` means the app's module).
    public static func publicFind(_ name: String, module: String?, provider: String?) -> AnyClass? {
        find(name, module: module, provider: provider)
    }

    /// Looked-up names and what they found (nil too): a name that finds no class costs a search
    /// of every type the runtime knows, and a stand-in's class is looked up at each instantiation.
    private static let found = Mutex<[String: Found]>([:])

    private struct Found: @unchecked Sendable {
        let type: AnyClass?
    }

    static func find(_ name: String, module: String?, provider: String?) -> AnyClass? {
        let key = [name, module ?? "\u{0}", provider ?? "\u{0}", UIStoryboard.appModuleName ?? "\u{0}"].joined(separator: "\u{1}")
        if let known = found.withLock({ $0[key] }) { return known.type }
        let type: AnyClass? = search(name, module: module, provider: provider)
        found.withLock { $0[key] = Found(type: type) }
        return type
    }

    /// Xcode writes `customModuleProvider="target"` for a class of the app's own target and
    /// resolves it to that target's module whatever `customModule` says (the name shown in the
    /// inspector, which is the product's and can differ from the module's: a product named
    /// `4.5Something` has the module `_4_5Something`); only without it is `customModule` the
    /// module.
    private static func search(_ name: String, module: String?, provider: String?) -> AnyClass? {
        var candidates: [String] = []
        let app = UIStoryboard.appModuleName
        if provider == "target", let app { candidates.append("\(app).\(name)") }
        if let module, !module.isEmpty, provider != "target" || app == nil { candidates.append("\(module).\(name)") }
        if module == nil, provider != "target", let app { candidates.append("\(app).\(name)") }
        if name.contains(".") { candidates.append(name) }
        candidates.append("SimUIKit.\(name)")
        for candidate in candidates {
            if let found = _typeByName(candidate) as? AnyClass { return found }
            if let found = NSClassFromString(candidate) { return found }
        }
        return nil
    }
}
