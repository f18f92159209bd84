import Foundation

/// What the engine keeps for each controller beside its UIKit API: the links UIKit keeps in
/// private ivars (parent, children, presentations), the flags a transition sets while it runs,
/// and the trace's bookkeeping. One value, so that `UIViewController` reads as UIKit's API.
@preconcurrency @MainActor
struct ControllerEngineState {
    // MARK: The view

    /// True while `loadView`/`viewDidLoad` run (a read of `view` then would recurse on a device).
    var isLoadingView = false

    // MARK: Links

    weak var parent: UIViewController?
    var children: [UIViewController] = []
    /// The controller this one presents (strong: a presenter retains what it presents).
    var presented: UIViewController?
    weak var presenting: UIViewController?
    /// The style the presentation resolved `modalPresentationStyle` to.
    var presentationStyle: UIModalPresentationStyle?
    /// Made when first read or when presented (see `presentationController`).
    var presentationController: UIPresentationController?
    var editButtonItem: UIBarButtonItem?
    /// The coder the controller was initialised with, if any (checked by the creator API).
    weak var initCoder: NSCoder?

    // MARK: Transitions

    /// A custom container's choice of appearance forwarding (nil: not asked yet).
    var manualAppearance: Bool?
    /// The `animated` flag of the appearance that began and has not reached its layout pass yet.
    var pendingAppearanceAnimated = false
    var isAppearingCalled = false
    var movingToParent = false
    var movingFromParent = false
    var beingPresented = false
    var beingDismissed = false
    /// The coordinator of the animated transition this controller takes part in, until it ends.
    var transitionCoordinator: TransitionCoordinator?

    // MARK: The trace

    /// How often each overridable callback reached `super` (a missing super is reported).
    var superCallCounts = LifecycleCounts()
    /// The callbacks the engine is calling right now.
    var callsInProgress = LifecycleMethods()
    var lastSnapshot: [PropertyValue]?
    /// Where the last snapshot was taken, as an injection's stage names it (`after viewDidLoad()`).
    var lastSnapshotPoint = SnapshotPoint.text("init")
    /// Whether the last snapshot was taken at the end of one of the controller's own callbacks
    /// (what changes before the next one may be anybody's), rather than at init or an injection
    /// point (what changes before the next callback came from outside: a factory, a caller).
    var lastSnapshotAfterOwnCallback = false
    /// Whether app code asked a storyboard for this controller and got it made with plain
    /// `init?(coder:)` (a segue, `instantiateViewController(withIdentifier:)`): whatever it needs
    /// must arrive from outside after init.
    var madeWithCoderOnRequest = false
    var reportedUnsetOnAppearance = false
    /// The storyboard segue that made this controller, and the scene it left from (nil when code,
    /// a relationship or an embed made it): what a map of the app's flow draws as its way in.
    var arrival: (segue: SegueElement, source: StoryboardSceneBinding?)?
}

/// A count for each lifecycle method, as a dictionary of them reads (`counts[method, default: 0]`),
/// kept in an array by the method's position: every callback reads and writes it, and hashing
/// the method was a good part of a callback's bookkeeping.
struct LifecycleCounts {
    private var counts = [Int](repeating: 0, count: LifecycleMethod.count)

    subscript(method: LifecycleMethod, default defaultValue: Int) -> Int {
        get { counts[method.ordinal] }
        set { counts[method.ordinal] = newValue }
    }
}

/// A set of lifecycle methods, as `Set<LifecycleMethod>` reads, in the bits of a word.
struct LifecycleMethods {
    private var bits: UInt32 = 0

    func contains(_ method: LifecycleMethod) -> Bool { bits & (1 << method.ordinal) != 0 }
    mutating func insert(_ method: LifecycleMethod) { bits |= 1 << method.ordinal }
    mutating func remove(_ method: LifecycleMethod) { bits &= ~(1 << method.ordinal) }
}

/// Where a controller's property snapshot was taken: an initializer or an injection point named
/// as it is, or the end of a callback, whose text (`viewWillAppear(true)`) is made only when an
/// injection's stage names it (every callback ends with a snapshot; few are named).
enum SnapshotPoint: CustomStringConvertible {
    case text(String)
    case call(LifecycleMethod, arguments: [String])

    var description: String {
        switch self {
        case .text(let text): text
        case .call(let method, let arguments): "\(method.callName)(\(arguments.joined(separator: ", ")))"
        }
    }
}
