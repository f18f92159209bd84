/// A controller's navigation item: `<navigationItem key="navigationItem" title="Pets" id=...>`.
public struct NavigationItemElement: Hashable, Sendable {
    /// The XML id.
    public var id: String
    /// `title`.
    public var title: String?
    /// `prompt`.
    public var prompt: String?
    /// `largeTitleDisplayMode` (`never`, `always`).
    public var largeTitleDisplayMode: String?
    /// `hidesBackButton="YES"`.
    public var hidesBackButton = false
    /// `leftItemsSupplementBackButton="YES"`.
    public var leftItemsSupplementBackButton = false
    /// Left items: `leftBarButtonItem`, then the `<leftBarButtonItems>` list.
    public var leftBarButtonItems: [BarButtonItemElement]
    /// Right items: `rightBarButtonItem`, then the `<rightBarButtonItems>` list.
    public var rightBarButtonItems: [BarButtonItemElement]
    /// `backBarButtonItem`.
    public var backBarButtonItem: BarButtonItemElement? {
        get { _backBarButtonItem?.value }
        set { _backBarButtonItem = newValue.map(Indirect.init) }
    }
    private var _backBarButtonItem: Indirect<BarButtonItemElement>?
    /// A `titleView`, if any.
    public var titleView: ViewElement? {
        get { _titleView?.value }
        set { _titleView = newValue.map(Indirect.init) }
    }
    private var _titleView: Indirect<ViewElement>?
    /// Where the item starts.
    public var location: StoryboardLocation

    /// Creates an empty navigation item.
    public init(id: String, location: StoryboardLocation) {
        self.id = id
        self.leftBarButtonItems = []
        self.rightBarButtonItems = []
        self.location = location
    }
}
