import Foundation

/// The keys of a transition's two controllers.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys of a transition's two views.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a transition coordinator tells its blocks about the transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Runs blocks alongside a transition and after it. UIKit makes one for each animated push, pop,
/// presentation and dismissal, and lets it go when the transition ends (so `transitionCoordinator`
/// is nil otherwise, and for transitions without animation).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Registers an animation to run with the transition's and a completion to run after it.
    /// Returns false when the transition has already ended (nothing will run).
    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// As `animate(alongsideTransition:completion:)`, for animations in a view outside the
    /// transition's container.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Called when an interactive transition stops being interactive (none is, here).
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// An animation alongside the transition, without a completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The simulator's coordinator of one animated transition. Its blocks run at fixed points
/// (policy: UIKit documents only that animations run with the transition's and completions after
/// it): the alongside animations once the appearing view is in place and laid out (after
/// `viewIsAppearing` and the layout pass), the completions once the transition's last appearance
/// callback and the navigation delegate's `didShow` have run, before a presentation's own
/// completion handler. A transition that ends without appearing on screen still runs them: no
/// registered block is ever dropped.
@preconcurrency @MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    let presentationStyle: UIModalPresentationStyle
    weak var from: UIViewController?
    weak var to: UIViewController?
    private let container: UIView
    private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var animationsRan = false
    private var finished = false
    /// The controllers whose `transitionCoordinator` this is until it finishes.
    private var participants: [UIViewController] = []

    init(from: UIViewController?, to: UIViewController?, style: UIModalPresentationStyle, container: UIView?) {
        self.from = from
        self.to = to
        self.presentationStyle = style
        self.container = container ?? UIView()
    }

    var isAnimated: Bool { true }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    /// UIKit's standard 0.35 s (nothing waits for it here).
    var transitionDuration: TimeInterval { 0.35 }
    var percentComplete: CGFloat { finished ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var containerView: UIView { container }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        (key == .from ? from : key == .to ? to : nil)?.viewIfLoaded
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !finished else { return false }
        if let animation {
            if animationsRan { animation(self) } else { animations.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Makes this the `transitionCoordinator` of `controllers` (and, through them, of their children).
    func attach(to controllers: [UIViewController?]) {
        for case let controller? in controllers where !participants.contains(where: { $0 === controller }) {
            controller.engine.transitionCoordinator = self
            participants.append(controller)
        }
    }

    /// The point where the transition's animations start: the alongside animations run.
    func runAnimations() {
        guard !animationsRan else { return }
        animationsRan = true
        let pending = animations
        animations.removeAll()
        for animation in pending { animation(self) }
    }

    /// The transition ended: animations not run yet run, then the completions; the participants
    /// let the coordinator go.
    func finish() {
        guard !finished else { return }
        runAnimations()
        finished = true
        for controller in participants where controller.engine.transitionCoordinator === self {
            controller.engine.transitionCoordinator = nil
        }
        participants.removeAll()
        let pending = completions
        completions.removeAll()
        for completion in pending { completion(self) }
    }
}
