/// A segue: `<segue destination="Dogs-01" kind="show" identifier="showDogs" id="sg-1"/>`.
///
/// The element whose `<connections>` hold the segue is its source
/// (``sourceElementID``): a control, cell or bar item fires it when used; a
/// controller holds manual segues (fired only by `performSegue`) and its
/// structural `relationship` segues.
public struct SegueElement: Hashable, Sendable {
    /// The segue's XML id.
    public var id: String
    /// The XML id of the destination: a controller, a storyboard reference,
    /// or for `unwind` the scene's `<exit>`. Empty when the attribute is missing.
    public var destination: String
    /// `kind` exactly as written (`show`, `relationship`...).
    public var kindName: String
    /// The identifier used by `performSegue(withIdentifier:)` and `prepare(for:sender:)`.
    public var identifier: String?
    /// For `relationship` segues: `rootViewController`, `viewControllers`,
    /// `masterViewController`, `detailViewController`...
    public var relationship: String?
    /// `modalPresentationStyle` (`fullScreen`, `pageSheet`, `formSheet`...).
    public var modalPresentationStyle: String?
    /// `modalTransitionStyle` (`coverVertical`, `crossDissolve`, `flipHorizontal`...).
    public var modalTransitionStyle: String?
    /// False when written `animates="NO"`.
    public var animates: Bool
    /// For `custom` segues (and custom classes of other kinds): the
    /// `UIStoryboardSegue` subclass.
    public var customClass: String?
    /// The module of ``customClass``.
    public var customModule: String?
    /// `customModuleProvider` (`target` means the app's own module).
    public var customModuleProvider: String?
    /// For `unwind` segues: the action, such as `unwindToList:`.
    public var unwindAction: String?
    /// The `@IBSegueAction` that creates the destination, if any.
    public var segueAction: SegueAction?
    /// For `popoverPresentation`: the XML id of the anchor view
    /// (`popoverAnchorView`) or bar button item (`popoverAnchorBarButtonItem`).
    public var popoverAnchorID: String?
    /// For cell segues: `trigger="accessoryAction"` when the accessory fires it.
    public var trigger: String?
    /// The XML id of the element whose `<connections>` hold the segue.
    public var sourceElementID: String
    /// The element name of that holder (`viewController`, `button`, `tableViewCell`, `barButtonItem`...).
    public var sourceElementName: String
    /// True when the holder is a view controller.
    public var sourceIsController: Bool
    /// Where the segue is written.
    public var location: StoryboardLocation

    /// The typed ``kindName``.
    public var kind: SegueKind { SegueKind(rawValue: kindName) }

    /// True for a segue held by a controller that only `performSegue(withIdentifier:)`
    /// can fire: not a `relationship` or `embed` segue.
    public var isManual: Bool {
        sourceIsController && kind != .relationship && kind != .embed
    }

    /// Creates a segue.
    public init(
        id: String, destination: String, kindName: String, identifier: String? = nil,
        relationship: String? = nil, modalPresentationStyle: String? = nil,
        modalTransitionStyle: String? = nil, animates: Bool = true, customClass: String? = nil,
        customModule: String? = nil, customModuleProvider: String? = nil, unwindAction: String? = nil,
        segueAction: SegueAction? = nil, popoverAnchorID: String? = nil, trigger: String? = nil,
        sourceElementID: String, sourceElementName: String, sourceIsController: Bool,
        location: StoryboardLocation
    ) {
        self.id = id
        self.destination = destination
        self.kindName = kindName
        self.identifier = identifier
        self.relationship = relationship
        self.modalPresentationStyle = modalPresentationStyle
        self.modalTransitionStyle = modalTransitionStyle
        self.animates = animates
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.unwindAction = unwindAction
        self.segueAction = segueAction
        self.popoverAnchorID = popoverAnchorID
        self.trigger = trigger
        self.sourceElementID = sourceElementID
        self.sourceElementName = sourceElementName
        self.sourceIsController = sourceIsController
        self.location = location
    }
}

/// An `@IBSegueAction` attached to a segue.
///
/// Xcode writes it as `destinationCreationSelector="makeDogs:sender:"` on the
/// `<segue>`; the method belongs to the segue's source controller, whose XML
/// id is then ``destination``. A `<segueAction selector=... destination=...>`
/// child in the segue's own `<connections>` is read the same way.
public struct SegueAction: Hashable, Sendable {
    /// The selector, such as `makeDogs:sender:`.
    public var selector: String
    /// The XML id of the object implementing it (the source controller).
    public var destination: String

    /// Creates a segue action.
    public init(selector: String, destination: String) {
        self.selector = selector
        self.destination = destination
    }
}

/// A segue's `kind`.
public enum SegueKind: Hashable, Sendable, CustomStringConvertible {
    /// `show`: push inside a navigation controller, else present.
    case show
    /// `showDetail`: replace the detail of a split view, else like `show`.
    case showDetail
    /// `presentation`: present modally.
    case presentation
    /// `popoverPresentation`: present as a popover.
    case popoverPresentation
    /// `relationship`: a container's child (structural, never fired).
    case relationship
    /// `embed`: a container view's child (structural, never fired).
    case embed
    /// `unwind`: back to an ancestor implementing ``SegueElement/unwindAction``.
    case unwind
    /// `custom`: a `UIStoryboardSegue` subclass performs it.
    case custom
    /// Legacy `push` (iOS 5-7).
    case push
    /// Legacy `modal` (iOS 5-7).
    case modal
    /// Legacy iPad `popover`.
    case popover
    /// Legacy iPad `replace` (split view detail).
    case replace
    /// Anything else, as written.
    case unknown(String)

    /// Reads a `kind` attribute.
    public init(rawValue: String) {
        switch rawValue {
        case "show": self = .show
        case "showDetail": self = .showDetail
        case "presentation": self = .presentation
        case "popoverPresentation": self = .popoverPresentation
        case "relationship": self = .relationship
        case "embed": self = .embed
        case "unwind": self = .unwind
        case "custom": self = .custom
        case "push": self = .push
        case "modal": self = .modal
        case "popover": self = .popover
        case "replace": self = .replace
        default: self = .unknown(rawValue)
        }
    }

    /// The `kind` attribute's text.
    public var rawValue: String {
        switch self {
        case .show: "show"
        case .showDetail: "showDetail"
        case .presentation: "presentation"
        case .popoverPresentation: "popoverPresentation"
        case .relationship: "relationship"
        case .embed: "embed"
        case .unwind: "unwind"
        case .custom: "custom"
        case .push: "push"
        case .modal: "modal"
        case .popover: "popover"
        case .replace: "replace"
        case .unknown(let raw): raw
        }
    }

    /// The `kind` attribute's text.
    public var description: String { rawValue }
}
