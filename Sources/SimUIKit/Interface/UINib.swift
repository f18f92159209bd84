import Foundation

/// An Interface Builder `.xib` file: its top-level views, made on demand. The loader that reads
/// storyboards reads the `.xib` (the same XML: one set of objects instead of scenes; compiled
/// `.nib` files are binary and cannot be read). `instantiate(withOwner:options:)` builds each
/// top-level view with its subviews (each class decoding its element, as from a storyboard),
/// connects the File's Owner's outlets to `owner` and the top-level views' own outlets, wires
/// actions aimed at the File's Owner, then sends `awakeFromNib()`. Table and collection cells in a
/// nib are made by the table (registering a nib for cells is the table's business).
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Options of `instantiate(withOwner:options:)`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    private let name: String
    private let bundle: Bundle
    private var document: StoryboardDocument?

    /// The nib `name` in `bundle` (nil: the app's). A missing file is reported when the nib is
    /// instantiated, as UIKit reports it.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        self.bundle = bundleOrNil.map { $0 === Bundle.main ? UIStoryboard.appBundle : $0 } ?? UIStoryboard.appBundle
        super.init()
    }

    /// A nib from the XML of a `.xib`.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = "data"
        bundle = bundleOrNil ?? UIStoryboard.appBundle
        document = StoryboardDocument.parse(data: data, name: "data", path: "data.xib")
        super.init()
    }

    /// The file's objects, loaded once.
    var loadedDocument: StoryboardDocument {
        if let document { return document }
        guard let url = StoryboardFiles.find(name: name, in: bundle, extension: "xib") else {
            UIKitException.raise(
                .internalInconsistency, "Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name '\(name)'")
        }
        let loaded = UIStoryboard.loadDocument(at: url)
        document = loaded
        return loaded
    }

    /// Makes the nib's top-level views (in the file's order) and connects them to `ownerOrNil`, the
    /// File's Owner.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        NibLoader(owner: ownerOrNil as AnyObject?).load(loadedDocument.scenes.first?.otherObjects ?? [])
    }
}

extension Bundle {
    /// Loads the nib `name` with `owner` as its File's Owner: its top-level views (see `UINib`).
    @preconcurrency @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}

/// Builds the objects of one nib as a storyboard load does (``StoryboardObjectLoad``): every
/// view first, then the File's Owner's and the views' outlets and actions, then `awakeFromNib()`.
@preconcurrency @MainActor
struct NibLoader {
    let owner: AnyObject?

    func load(_ objects: [SceneObject]) -> [Any] {
        let load = StoryboardObjectLoad()
        var topLevel: [Any] = []
        for object in objects {
            if object.placeholderIdentifier == "IBFilesOwner", let owner {
                load.register(owner, id: object.id)
                load.addConnections(object.connections, of: owner)
            } else if let recognizer = load.makeRecognizer(object) {
                // A top-level object of the nib, as UIKit returns it from `instantiate`.
                topLevel.append(recognizer)
            } else if let element = object.view {
                topLevel.append(makeView(element, in: load))
            }
        }
        load.makeConstraints()
        for (object, connections) in load.owners {
            let isStandIn = (object as? UIView)?.storyboardElementID.map(load.isStandIn) ?? false
            StoryboardOutlets.connect(connections, owner: object, objects: load.objects, ownerIsStandIn: isStandIn)
            for case .action(let action) in connections {
                let target = load.object(withID: action.destination)
                if let control = object as? UIControl { wire(action, on: control, target: target) }
                if let recognizer = object as? UIGestureRecognizer {
                    weak let target = target
                    recognizer.addTargetObject(target, action: Selector(action.selector))
                }
            }
        }
        for view in load.views { view.awakeFromNib() }
        load.clear()
        return topLevel
    }

    private func makeView(_ element: ViewElement, in load: StoryboardObjectLoad) -> UIView {
        let (view, isStandIn) = StoryboardViewBuilder.instantiateView(element)
        load.register(view, element: element, isStandIn: isStandIn)
        for child in element.subviews { view.addStoryboardSubview(makeView(child, in: load)) }
        if !element.runtimeAttributes.isEmpty {
            StoryboardInstantiator.applyRuntimeAttributes(element.runtimeAttributes, to: view, standIn: true)
        }
        return view
    }

    /// An action to the object it names (the File's Owner, weakly), else up the responder chain.
    private func wire(_ action: ActionElement, on control: UIControl, target object: AnyObject?) {
        weak let target = object
        control.interfaceBuilderHandlers.append(
            (
                UIControl.Event(storyboardName: action.eventType), .action(selector: action.selector),
                { sender in UIApplication.shared.sendAction(Selector(action.selector), to: target, from: sender, for: nil) }
            ))
    }
}
