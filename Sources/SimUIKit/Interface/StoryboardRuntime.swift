import Foundation

/// What a storyboard-made controller knows of its scene: the document and its element.
public final class StoryboardSceneBinding {
    /// The storyboard file the scene is in.
    public let document: StoryboardDocument
    /// The scene's controller element.
    public let element: ControllerElement
    /// The scene's title attribute, if any.
    public var title: String? { element.title }
    /// The Storyboard ID, if any.
    public var storyboardIdentifier: String? { element.storyboardIdentifier }
    /// Whether the controller stands in for a class that could not be found.
    public internal(set) var isStandIn = false
    /// The scene whose relationship or embed segue made this one, and which (`rootViewController`,
    /// `embed 'e-1'`): how the storyboard's own structure put it where it is (nil when code, a
    /// user's segue or a push did). An embed that leads back up this chain is a loop.
    var container: (binding: StoryboardSceneBinding, edge: String)?

    /// The scene whose relationship or embed made this one, and how (`rootViewController`,
    /// `viewControllers`, `embed segue 'e-1'`), for a map of the app's flow.
    package var containingScene: (binding: StoryboardSceneBinding, edge: String)? { container }

    init(document: StoryboardDocument, element: ControllerElement) {
        self.document = document
        self.element = element
    }
}

/// The coder a storyboard hands to `init?(coder:)` and to creator closures: Foundation's
/// `NSCoder`, carrying the scene.
public final class UIStoryboardCoder: NSCoder {
    let scene: StoryboardSceneBinding
    weak var storyboard: UIStoryboard?

    init(scene: StoryboardSceneBinding, storyboard: UIStoryboard?) {
        self.scene = scene
        self.storyboard = storyboard
        super.init()
    }

    public override var allowsKeyedCoding: Bool { true }
    public override func containsValue(forKey key: String) -> Bool { false }
    public override func decodeObject(forKey key: String) -> Any? { nil }
}

/// The hooks that connect the lifecycle engine to the storyboard loader.
@preconcurrency @MainActor
enum StoryboardRuntime {
    /// `performSegue(withIdentifier:sender:)`: the segue with that identifier anywhere in the
    /// controller's scene; `shouldPerformSegue` is not asked.
    static func performSegue(identifier: String, from source: UIViewController, sender: Any?) {
        guard let binding = source.storyboardScene,
            let segue = binding.element.segues.first(where: { $0.identifier == identifier && $0.kind != .relationship && $0.kind != .embed }
            )
        else {
            UIKitException.raise(
                .invalidArgument, "Receiver (\(objcDescription(source))) has no segue with identifier '\(identifier)'")
        }
        SegueRunner.fire(segue, in: binding, from: source, sender: sender, askShouldPerform: false)
    }
}

/// A transition between two controllers, defined in a storyboard or made in code.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private let performHandler: (() -> Void)?

    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = nil
        super.init()
    }

    public init(identifier: String?, source: UIViewController, destination: UIViewController, performHandler: @escaping () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
        super.init()
    }

    /// Performs the transition. Subclasses (custom segues) override.
    open func perform() {
        performHandler?()
    }
}

/// The source of a prospective unwind segue.
@preconcurrency @MainActor
public final class UIStoryboardUnwindSegueSource: NSObject {
    public let source: UIViewController
    public let unwindAction: Selector
    public let sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
        super.init()
    }
}
