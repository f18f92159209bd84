import Foundation

/// An Interface Builder `.xib` file: its top-level views, made on demand. The loader that reads
/// storyboards reads the `.xib` (the same XML: one set of objects instead of scenes; compiled
/// `.nib` files are binary and cannot be read). `instantiate(withOwner:options:)` builds each
/// top-level view with its subviews (each class decoding its element, as from a storyboard),
/// connects the File's Owner's outlets to `owner` and the top-level views' own outlets, wires
/// actions aimed at the File's Owner, then sends `awakeFromNib()`. Table and collection cells in a
/// nib are made by the table (registering a nib for cells is the table's business).
@MainActor
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
        var loader = NibLoader(owner: ownerOrNil as AnyObject?)
        return loader.load(loadedDocument.scenes.first?.otherObjects ?? [])
    }
}

extension Bundle {
    /// Loads the nib `name` with `owner` as its File's Owner: its top-level views (see `UINib`).
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}

/// Builds the objects of one nib: views by their classes, then outlets, actions and `awakeFromNib`.
@MainActor
struct NibLoader {
    let owner: AnyObject?
    private var byID: [String: AnyObject] = [:]
    private var made: [UIView] = []
    private var actions: [(ActionElement, UIControl)] = []
    private var outlets: [(Connection, String)] = []

    init(owner: AnyObject?) {
        self.owner = owner
    }

    mutating func load(_ objects: [SceneObject]) -> [Any] {
        var topLevel: [Any] = []
        for object in objects {
            if object.placeholderIdentifier == "IBFilesOwner" {
                if let owner { byID[object.id] = owner }
                outlets += object.connections.map { ($0, object.id) }
            } else if let element = object.view {
                let view = makeView(element)
                topLevel.append(view)
            }
        }
        for (connection, ownerID) in outlets { connect(connection, from: ownerID) }
        for (action, control) in actions { wire(action, on: control) }
        for view in made { view.awakeFromNib() }
        return topLevel
    }

    private mutating func makeView(_ element: ViewElement) -> UIView {
        let view = StoryboardViewBuilder.instantiateView(element)
        byID[element.id] = view
        made.append(view)
        for child in element.subviews { view.addStoryboardSubview(makeView(child)) }
        for connection in element.connections {
            if case .action(let action) = connection, let control = view as? UIControl { actions.append((action, control)) }
            if case .outlet = connection { outlets.append((connection, element.id)) }
        }
        if !element.runtimeAttributes.isEmpty {
            StoryboardInstantiator.applyRuntimeAttributes(element.runtimeAttributes, to: view, standIn: true)
        }
        return view
    }

    /// An outlet of the File's Owner or of a view: set through the `@Outlet` behind the property;
    /// a view controller's `view` outlet sets its view. A property the owner lacks raises
    /// `NSUnknownKeyException`, as UIKit's nib loading does.
    private func connect(_ connection: Connection, from ownerID: String) {
        guard case .outlet(let outlet) = connection, let source = byID[ownerID], let object = byID[outlet.destination] else { return }
        if outlet.property == "view", let controller = source as? UIViewController, let view = object as? UIView {
            controller.view = view
        } else if let storage = KeyValueCoding.storage(forKey: outlet.property, in: source) as? OutletBase {
            if !storage.connect(object) {
                Simulator.shared.warn("[Nib] outlet '\(outlet.property)' cannot hold \(objcClassName(type(of: object))); left nil")
            }
        } else if outlet.property != "gestureRecognizers" {
            KeyValueCoding.undefinedKey(outlet.property, on: source)
        }
    }

    /// An action aimed at the File's Owner goes to the owner; any other to the responder chain.
    private func wire(_ action: ActionElement, on control: UIControl) {
        let target = byID[action.destination] === owner ? owner : nil
        control.interfaceBuilderHandlers.append(
            (
                UIControl.Event(storyboardName: action.eventType), .action(selector: action.selector),
                { [weak target] sender in
                    UIApplication.shared.sendAction(Selector(action.selector), to: target, from: sender, for: nil)
                }
            ))
    }
}
