/// A bar button item: `<barButtonItem key="rightBarButtonItem" title="Add" id=...>`,
/// or `systemItem="add"`.
public struct BarButtonItemElement: Hashable, Sendable {
    /// The XML id.
    public var id: String
    /// The key under which the navigation item holds it
    /// (`leftBarButtonItem`, `rightBarButtonItem`, `backBarButtonItem`); nil in a list.
    public var key: String?
    /// `title`.
    public var title: String?
    /// `systemItem` (`add`, `done`, `cancel`, `edit`...).
    public var systemItem: String?
    /// `style` (`plain`, `done`).
    public var style: String?
    /// `image`.
    public var imageName: String?
    /// False when written `enabled="NO"`.
    public var isEnabled: Bool
    /// `customClass`.
    public var customClass: String?
    /// A custom view (`<button key="customView">`), if any.
    public var customView: ViewElement? {
        get { _customView?.value }
        set { _customView = newValue.map(Indirect.init) }
    }
    private var _customView: Indirect<ViewElement>?
    /// Actions and segues fired by the item.
    public var connections: [Connection]
    /// Where the item starts.
    public var location: StoryboardLocation

    /// Creates an item with only its id and location.
    public init(id: String, location: StoryboardLocation) {
        self.id = id
        self.isEnabled = true
        self.connections = []
        self.location = location
    }

    /// The segues this item fires.
    public var segues: [SegueElement] {
        connections.compactMap { if case .segue(let segue) = $0 { segue } else { nil } }
    }
}
