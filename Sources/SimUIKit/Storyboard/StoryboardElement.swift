/// Any object of a storyboard found by XML id (see ``StoryboardDocument/element(withID:)``).
public enum StoryboardElement: Hashable, Sendable {
    /// A scene's view controller.
    case controller(ControllerElement)
    /// A view anywhere in a hierarchy (including cells and keyed views).
    case view(ViewElement)
    /// A bar button item.
    case barButtonItem(BarButtonItemElement)
    /// A navigation item.
    case navigationItem(NavigationItemElement)
    /// A tab bar item.
    case tabBarItem(TabBarItemElement)
    /// A table's static section.
    case tableSection(TableSection)
    /// A placeholder, exit, gesture recognizer or other scene object.
    case sceneObject(SceneObject)
    /// An outlet, action or segue.
    case connection(Connection)

    /// Where the element starts.
    public var location: StoryboardLocation {
        switch self {
        case .controller(let element): element.location
        case .view(let element): element.location
        case .barButtonItem(let element): element.location
        case .navigationItem(let element): element.location
        case .tabBarItem(let element): element.location
        case .tableSection(let element): element.location
        case .sceneObject(let element): element.location
        case .connection(let element): element.location
        }
    }
}
