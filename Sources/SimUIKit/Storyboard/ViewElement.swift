/// A view in a scene's hierarchy: `<view>`, `<label>`, `<button>`,
/// `<tableView>`, `<tableViewCell>`, `<stackView>`... Unknown elements found
/// where views go are kept as views of their own ``elementName``.
///
/// Depth is bounded: the parser stops building below a fixed nesting level
/// (see ``StoryboardDocument/maximumDepth``), so walking a tree recursively is safe.
public struct ViewElement: Hashable, Sendable {
    /// The XML element name (`label`, `button`, `tableViewCellContentView`, `mapView`...).
    public var elementName: String
    /// The XML id.
    public var id: String
    /// The `key` under which the parent holds it (`view`, `contentView`, `tableHeaderView`...).
    public var key: String?
    /// The name shown in Xcode's outline (`userLabel`).
    public var userLabel: String?
    /// `customClass`.
    public var customClass: String?
    /// `customModule`.
    public var customModule: String?
    /// `customModuleProvider` (`target` means the app's own module, whatever `customModule` says).
    public var customModuleProvider: String?
    /// `<rect key="frame">`.
    public var frame: StoryboardRect?
    /// Text: a label's or text field's `text`, `<string key="text">`, the
    /// fragments of `<attributedString key="attributedText">`; for a table
    /// cell, the text of its `textLabel`.
    public var text: String?
    /// For a table cell, the text of its `detailTextLabel`.
    public var detailText: String?
    /// A button's title (`<state key="normal" title=...>` or `<buttonConfiguration title=...>`),
    /// or the `title` attribute of other elements.
    public var title: String?
    /// A text field's `placeholder` (the attribute, `<string key="placeholder">` or an
    /// attributed placeholder's text).
    public var placeholder: String?
    /// An image view's or button's `image` name.
    public var imageName: String?
    /// A segmented control's segment titles.
    public var segments: [String]
    /// False when written `enabled="NO"`.
    public var isEnabled: Bool
    /// True when written `hidden="YES"`.
    public var isHidden: Bool
    /// `userInteractionEnabled="NO"` / `"YES"`; nil when not written (the class's default).
    public var userInteractionEnabled: Bool?
    /// The attributes the element's class reads for itself (a stepper's `value`, a switch's `on`:
    /// each view class lists them in `storyboardAttributes`), as written.
    public var attributes: [String: String] = [:]
    /// `<date>` children (a date picker's `date`, `minimumDate`, `maximumDate`) by key, as seconds
    /// since 2001-01-01 UTC.
    public var dates: [String: Double] = [:]
    /// `<accessibility key="accessibilityConfiguration" identifier=...>`.
    public var accessibilityIdentifier: String?
    /// `<accessibility key="accessibilityConfiguration" label=...>`.
    public var accessibilityLabel: String?
    /// `<accessibility key="accessibilityConfiguration" hint=...>`.
    public var accessibilityHint: String?
    /// The traits written YES in `<accessibilityTraits key="traits" …/>` (`button`, `image`...);
    /// nil when the element has none written.
    public var accessibilityTraits: [String]?
    /// `<bool key="isElement" value=…/>` inside `<accessibility>`; nil when not written.
    public var isAccessibilityElement: Bool?
    /// A cell's `reuseIdentifier`.
    public var reuseIdentifier: String?
    /// Child views in document order: `<subviews>`, and keyed child views
    /// such as a cell's content view.
    public var subviews: [ViewElement]
    /// Prototype cells of a table view (`<prototypes>`) or collection view (`<cells>`).
    public var prototypes: [ViewElement]
    /// Static sections of a table view (`<sections>`).
    public var sections: [TableSection]
    /// Bar button items of a toolbar (`<items>`).
    public var barButtonItems: [BarButtonItemElement]
    /// The view's connections (outlets, actions, segues it fires).
    public var connections: [Connection]
    /// User-defined runtime attributes.
    public var runtimeAttributes: [RuntimeAttribute]
    /// The constraints in its `<constraints>`, in document order (made when the view is loaded).
    public var constraints: [ConstraintElement] = []
    /// Its `<variation>`s that install or uninstall constraints, in document order.
    public var constraintVariations: [ConstraintVariation] = []
    /// The XML ids of its layout guides by key: `<viewLayoutGuide key="safeArea" id=…/>` is its
    /// `safeAreaLayoutGuide`, `key="layoutMargins"` its `layoutMarginsGuide`.
    public var layoutGuides: [String: String] = [:]
    /// A collection view's `<collectionViewFlowLayout key="collectionViewLayout">` (or a custom
    /// `<collectionViewLayout>`): the layout object it is loaded with.
    public var collectionViewLayout: LayoutObjectElement? {
        get { _collectionViewLayout?.value }
        set { _collectionViewLayout = newValue.map(Indirect.init) }
    }
    private var _collectionViewLayout: Indirect<LayoutObjectElement>?
    /// Where the element starts.
    public var location: StoryboardLocation

    /// Creates a view with only its name, id and location; everything else empty.
    public init(elementName: String, id: String, location: StoryboardLocation) {
        self.elementName = elementName
        self.id = id
        self.segments = []
        self.isEnabled = true
        self.isHidden = false
        self.subviews = []
        self.prototypes = []
        self.sections = []
        self.barButtonItems = []
        self.connections = []
        self.runtimeAttributes = []
        self.location = location
    }

    /// A kept attribute as a number (nil when absent or not a number).
    public func double(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }
    /// A kept attribute as an integer (nil when absent or not an integer).
    public func int(_ name: String) -> Int? { attributes[name].flatMap { Int($0) } }
    /// A kept attribute as Interface Builder writes booleans (`YES`/`NO`).
    public func bool(_ name: String) -> Bool? { attributes[name].map { $0 == "YES" } }

    /// The segues this view fires, in document order.
    public var segues: [SegueElement] {
        connections.compactMap { if case .segue(let segue) = $0 { segue } else { nil } }
    }
}
