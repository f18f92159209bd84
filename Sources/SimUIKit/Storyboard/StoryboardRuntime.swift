import Foundation

/// What a storyboard-made controller knows of its scene.
public final class StoryboardSceneBinding {
    /// The scene's title attribute, if any.
    public let title: String?
    /// The Storyboard ID, if any.
    public let storyboardIdentifier: String?

    init(title: String?, storyboardIdentifier: String?) {
        self.title = title
        self.storyboardIdentifier = storyboardIdentifier
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
enum StoryboardRuntime {
    /// Builds a storyboard controller's view (and connects its outlets) in the default `loadView`.
    nonisolated(unsafe) static var viewBuilder: ((UIViewController, StoryboardSceneBinding) -> UIView)?

    /// `performSegue(withIdentifier:sender:)`.
    static func performSegue(identifier: String, from source: UIViewController, sender: Any?) {
        UIKitException.raise(
            .invalidArgument, "Receiver (\(objcDescription(source))) has no segue with identifier '\(identifier)'")
    }
}

/// A storyboard file.
open class UIStoryboard: NSObject {
    open override var description: String { objcDescription(self) }
}

/// A transition between two controllers, defined in a storyboard or made in code.
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private let performHandler: (() -> Void)?

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
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
