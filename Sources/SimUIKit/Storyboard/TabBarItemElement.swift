/// A controller's tab bar item: `<tabBarItem key="tabBarItem" title="Dogs" image="dog" id=...>`.
public struct TabBarItemElement: Hashable, Sendable {
    /// The XML id.
    public var id: String
    /// `title`.
    public var title: String?
    /// `image`.
    public var imageName: String?
    /// `selectedImage`.
    public var selectedImageName: String?
    /// `systemItem` (`favorites`, `search`, `more`...).
    public var systemItem: String?
    /// `badgeValue`.
    public var badgeValue: String?
    /// Where the item starts.
    public var location: StoryboardLocation

    /// Creates an empty tab bar item.
    public init(id: String, location: StoryboardLocation) {
        self.id = id
        self.location = location
    }
}
