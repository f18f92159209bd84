import Foundation

/// Supplies the pages before and after a page.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
        -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
        -> UIViewController?
}

/// Hears of the page turns a finger makes (not of `setViewControllers`, as in UIKit).
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
}

/// Pages shown one at a time. The shown page is the only child; turning a page swaps it with
/// the containment calls and, while the pager is on screen, the appearance callbacks in the
/// order a tab switch uses (the incoming page's `viewWillAppear` first). That order is policy:
/// UIKit documents none for page turns. A finger's turn (`simulateSwipe`, the screen's
/// "< page" and "page >") asks the data source, then tells the delegate before and after.
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    public enum SpineLocation: Int, Sendable { case none, min, mid, max }
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    open weak var dataSource: UIPageViewControllerDataSource?
    open weak var delegate: UIPageViewControllerDelegate?

    /// A storyboard outlet to one of its UIKit properties (`dataSource`, `delegate`).
    override func connectOutlet(_ key: String, to value: Any) -> Bool {
        switch key {
        case "dataSource": dataSource = StoryboardOutlets.value(value, as: UIPageViewControllerDataSource.self, for: key, of: self)
        case "delegate": delegate = StoryboardOutlets.value(value, as: UIPageViewControllerDelegate.self, for: key, of: self)
        default: return super.connectOutlet(key, to: value)
        }
        return true
    }
    open var isDoubleSided = false
    public var spineLocation: SpineLocation { transitionStyle == .pageCurl ? .min : .none }
    private var page: UIViewController?

    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        super.init(coder: coder)
    }

    /// The recognizers that turn a curling page: a pan and a tap for `.pageCurl`, none for
    /// `.scroll` (Apple: "Only populated if transition style is pageCurl"). Apps configure them
    /// (taps required, a delegate); here a page turns by the simulated user's swipe, so they are
    /// kept, not attached to the view.
    public private(set) lazy var gestureRecognizers: [UIGestureRecognizer] =
        transitionStyle == .pageCurl
        ? [UIPanGestureRecognizer(target: nil, action: nil), UITapGestureRecognizer(target: nil, action: nil)] : []

    /// The shown page, as a one-element array (nil before the first `setViewControllers`).
    open var viewControllers: [UIViewController]? { page.map { [$0] } }

    override var managesChildAppearance: Bool { true }

    override func appearanceChildren(appearing: Bool) -> [UIViewController] {
        page.map { [$0] } ?? []
    }

    override func prepareChildForAppearance(_ child: UIViewController) {
        install(child)
    }

    /// Shows `viewControllers` (exactly one page: a single-sided spine). The completion runs on
    /// a later turn of the run loop, when UIKit's turn animation would end.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        let pages = viewControllers ?? []
        guard pages.count == 1, let next = pages.first else {
            UIKitException.raise(
                .invalidArgument,
                "The number of view controllers provided (\(pages.count)) doesn't match the number required (1) for the requested transition"
            )
        }
        Simulator.shared.emit(
            TraceEvent(
                kind: .operation, subject: traceRef, name: "setPage",
                arguments: [next.traceRef.description, "animated: \(animated)"]))
        turn(to: next, animated: animated)
        Simulator.shared.runLoop.finishLater(completion)
    }

    /// A finger turning the page: the data source's page after (forward) or before the shown one;
    /// nothing when it has none.
    public func simulateSwipe(forward: Bool) {
        guard let current = page, let next = neighbour(of: current, forward: forward) else { return }
        Simulator.shared.emit(
            TraceEvent(
                kind: .operation, subject: traceRef, name: "swipe", arguments: [forward ? "forward" : "reverse", next.traceRef.description])
        )
        if let delegate {
            emitDelegateEvent(
                "pageViewController(_:willTransitionTo:)", arguments: ["willTransitionTo: [\(next.traceRef)]"], delegate: delegate)
            delegate.pageViewController(self, willTransitionTo: [next])
        }
        turn(to: next, animated: true)
        if let delegate {
            emitDelegateEvent(
                "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)",
                arguments: ["didFinishAnimating: true, previousViewControllers: [\(current.traceRef)], transitionCompleted: true"],
                delegate: delegate)
            delegate.pageViewController(self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: true)
        }
    }

    /// The page a swipe would show, if the data source has one.
    func neighbour(of current: UIViewController, forward: Bool) -> UIViewController? {
        guard let dataSource else { return nil }
        return forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
    }

    private func turn(to next: UIViewController, animated: Bool) {
        let old = page
        guard old !== next else { return }
        addChild(next)
        if let old { old.invoke(.willMoveToParent, ["nil"]) { old.willMove(toParent: nil) } }
        page = next
        if appearanceState == .appeared {
            swapShownChild(from: old, to: next, animated: animated)
        } else {
            old?.storedView?.removeFromSuperview()
            if isViewLoaded { install(next) }
        }
        old?.removeFromParent()
        next.invoke(.didMoveToParent, [traceRef.description]) { next.didMove(toParent: self) }
    }

    override var shownChild: UIViewController? { viewControllers?.first }

    /// A finger can always try to turn the page; the data source is asked only when it does (a
    /// capture of the screen must not make pages), and nothing happens past either end.
    override func addScreenFooter(_ screen: inout ScreenBuilder, visible: UIViewController) {
        guard dataSource != nil else { return }
        for (text, forward) in [("< page", false), ("page >", true)] {
            screen.append(
                ScreenElement(kind: .button, text: text, taps: [.turnPage(forward: forward)]),
                tap: { [weak self] in self?.simulateSwipe(forward: forward) })
        }
    }
}
