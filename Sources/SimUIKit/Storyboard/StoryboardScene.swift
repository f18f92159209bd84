/// A `<scene>`: one controller and the objects around it.
public struct StoryboardScene: Hashable, Sendable {
    /// `sceneID`.
    public var sceneID: String
    /// Xcode's label, from the `<!--Pets-->` comment just before `<scene>`.
    public var label: String?
    /// The scene's view controller (nil for an empty or broken scene).
    public var controller: ControllerElement? {
        get { _controller?.value }
        set { _controller = newValue.map(Indirect.init) }
    }
    private var _controller: Indirect<ControllerElement>?
    /// The XML id of the scene's `<exit>`, the destination of its unwind segues.
    public var exitID: String?
    /// Every other object of the scene, in order: the First Responder
    /// placeholder, the exit, gesture recognizers, custom objects, extra views.
    public var otherObjects: [SceneObject]
    /// Where `<scene>` starts.
    public var location: StoryboardLocation

    /// Creates an empty scene.
    public init(sceneID: String, label: String?, location: StoryboardLocation) {
        self.sceneID = sceneID
        self.label = label
        self.otherObjects = []
        self.location = location
    }
}

/// A scene object that is not the controller: `<placeholder>`, `<exit>`,
/// `<tapGestureRecognizer>`, `<customObject>`, a top-level `<view>`...
public struct SceneObject: Hashable, Sendable {
    /// The XML element name.
    public var elementName: String
    /// The XML id.
    public var id: String
    /// `sceneMemberID` (`firstResponder`, `exit`, `viewController`...).
    public var sceneMemberID: String?
    /// `placeholderIdentifier` (`IBFirstResponder`).
    public var placeholderIdentifier: String?
    /// `customClass`.
    public var customClass: String?
    /// `customModule`.
    public var customModule: String?
    /// `customModuleProvider` (`target` means the app's own module, whatever `customModule` says).
    public var customModuleProvider: String?
    /// `userLabel`.
    public var userLabel: String?
    /// For a top-level view, the view itself.
    public var view: ViewElement? {
        get { _view?.value }
        set { _view = newValue.map(Indirect.init) }
    }
    private var _view: Indirect<ViewElement>?
    /// The object's connections (a gesture recognizer's actions and segues).
    public var connections: [Connection]
    /// Where the object starts.
    public var location: StoryboardLocation

    /// Creates an object with only its name, id and location.
    public init(elementName: String, id: String, location: StoryboardLocation) {
        self.elementName = elementName
        self.id = id
        self.connections = []
        self.location = location
    }
}
