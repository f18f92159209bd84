import Foundation

/// Custom presentation and dismissal animations (`transitioningDelegate`): a presented controller's
/// delegate hands UIKit an animator, UIKit gives the animator a context (the container view, the
/// controllers and views on each side, their final frames) and the transition ends when the
/// animator calls `completeTransition(_:)`. Here the container is the window; animations run at
/// once (see `UIView.animate`), so the transition ends when the animator's completion runs.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}

/// An animator: how long its animation lasts, the animation itself, and what it does after.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What an animator is given: where the views go, which controllers and views take part, and the
/// call that ends the transition.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
    func completeTransition(_ didComplete: Bool)
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
}

/// The context of one custom presentation or dismissal: the window as container; the transition
/// finishes (`finish`) when the animator completes it, once.
final class CustomTransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    private let from: UIViewController
    private let to: UIViewController
    private let presenting: Bool
    private var finish: ((Bool) -> Void)?
    private(set) var transitionWasCancelled = false
    var isInteractive: Bool { false }

    init(
        container: UIView, from: UIViewController, to: UIViewController, presenting: Bool, animated: Bool,
        style: UIModalPresentationStyle, finish: @escaping (Bool) -> Void
    ) {
        containerView = container
        self.from = from
        self.to = to
        self.presenting = presenting
        isAnimated = animated
        presentationStyle = style
        self.finish = finish
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    /// The views the animator moves: the presented controller's view on its side (the presenter's
    /// view stays where it is, as UIKit gives nil for it with a style that keeps it shown).
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .to: presenting ? to.view : (presentationStyle.coversPresenter ? to.view : nil)
        case .from: presenting ? (presentationStyle.coversPresenter ? from.view : nil) : from.view
        default: nil
        }
    }

    /// Where a controller's view starts: the container for the one leaving, `.zero` for the one coming.
    func initialFrame(for vc: UIViewController) -> CGRect { vc === from ? containerView.bounds : .zero }
    /// Where a controller's view ends: the container for the one coming, `.zero` for the one leaving.
    func finalFrame(for vc: UIViewController) -> CGRect { vc === to ? containerView.bounds : .zero }

    func completeTransition(_ didComplete: Bool) {
        transitionWasCancelled = !didComplete
        let finish = self.finish
        self.finish = nil
        finish?(didComplete)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() { transitionWasCancelled = true }
    func pauseInteractiveTransition() {}
}
