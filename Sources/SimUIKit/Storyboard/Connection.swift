/// One entry of an element's `<connections>`.
public enum Connection: Hashable, Sendable {
    /// `<outlet>` or `<outletCollection>`.
    case outlet(OutletElement)
    /// `<action>` (target-action from a control or bar item).
    case action(ActionElement)
    /// `<segue>` (stored out of line: a segue is several times the size of an outlet).
    indirect case segue(SegueElement)

    /// The connection's XML id.
    public var id: String {
        switch self {
        case .outlet(let outlet): outlet.id
        case .action(let action): action.id
        case .segue(let segue): segue.id
        }
    }

    /// Where the connection is written.
    public var location: StoryboardLocation {
        switch self {
        case .outlet(let outlet): outlet.location
        case .action(let action): action.location
        case .segue(let segue): segue.location
        }
    }
}

/// An outlet: `<outlet property="titleLabel" destination="l-1" id="o-1"/>`,
/// or an `<outletCollection>` when ``isCollection`` is true.
public struct OutletElement: Hashable, Sendable {
    /// The property set on the element holding the connection.
    public var property: String
    /// The XML id of the object assigned.
    public var destination: String
    /// The outlet's own XML id.
    public var id: String
    /// True for `<outletCollection>`.
    public var isCollection: Bool
    /// Where the outlet is written.
    public var location: StoryboardLocation

    /// Creates an outlet.
    public init(property: String, destination: String, id: String, isCollection: Bool, location: StoryboardLocation) {
        self.property = property
        self.destination = destination
        self.id = id
        self.isCollection = isCollection
        self.location = location
    }
}

/// A target-action: `<action selector="selectDog:" destination="Sel-01" eventType="touchUpInside" id="a-1"/>`.
public struct ActionElement: Hashable, Sendable {
    /// The Objective-C selector, such as `selectDog:`.
    public var selector: String
    /// The XML id of the target.
    public var destination: String
    /// The control event (`touchUpInside`, `valueChanged`); nil for bar items.
    public var eventType: String?
    /// The action's own XML id.
    public var id: String
    /// Where the action is written.
    public var location: StoryboardLocation

    /// Creates an action.
    public init(selector: String, destination: String, eventType: String?, id: String, location: StoryboardLocation) {
        self.selector = selector
        self.destination = destination
        self.eventType = eventType
        self.id = id
        self.location = location
    }
}
