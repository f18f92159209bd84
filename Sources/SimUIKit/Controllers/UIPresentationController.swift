import Foundation

/// What a presentation controller tells its delegate about interactive dismissal (iOS 13+).
///
/// UIKit calls these only when the user swipes a sheet down, never for `dismiss(animated:)`
/// in code (Apple's documentation of `presentationControllerDidDismiss(_:)`; the order,
/// from WWDC19 "Modernizing Your UI for iOS 13": with `isModalInPresentation` only
/// `DidAttemptToDismiss`; otherwise `ShouldDismiss`, then `WillDismiss`, then `DidDismiss`
/// once the sheet is gone). Every method is optional.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Whether a swipe down may dismiss the sheet (default `true`).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A swipe down is about to dismiss the sheet.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A swipe down dismissed the sheet: the place to learn the presenter is back, since a sheet's
    /// presenter gets no `viewWillAppear`.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A swipe down was refused (`isModalInPresentation`, or `presentationControllerShouldDismiss` said no).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// The object that manages a presented controller (UIKit's `UIPresentationController`). The
/// simulator does not animate or lay out through it; it carries the delegate and the two ends.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented.
    public unowned let presentedViewController: UIViewController
    private weak var initialPresenting: UIViewController?
    /// Receives the interactive-dismissal callbacks. Weak, as in UIKit.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    public required init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.initialPresenting = presentingViewController
        super.init()
    }

    /// The controller the presentation starts from: once presented, the presenter's farthest
    /// ancestor; before, the one given at creation. UIKit returns nil here before a presentation,
    /// which crashes a Swift reader; so does the simulator, with a message.
    open var presentingViewController: UIViewController {
        if let presenting = presentedViewController.engine.presenting ?? initialPresenting { return presenting }
        fatalError(
            "UIPresentationController.presentingViewController read before \(objcDescription(presentedViewController)) was presented")
    }

    /// The presented controller's style.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// The presented controller's view, once loaded.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// Whether a swipe down can dismiss this presentation at all: sheets and (adapted to a sheet
    /// on iPhone) popovers can; full-screen, current-context and custom presentations cannot.
    var allowsInteractiveDismissal: Bool {
        switch presentedViewController.modalPresentationStyle.resolved {
        case .pageSheet, .formSheet, .popover: true
        case .fullScreen, .currentContext, .custom, .overFullScreen, .overCurrentContext, .none, .automatic: false
        }
    }
}

/// A sheet's presentation controller (iOS 15+). Detents are kept, not drawn: the simulated
/// phone shows every sheet the same way.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet can rest at.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        public let identifier: Identifier

        init(identifier: Identifier) {
            self.identifier = identifier
            super.init()
        }

        /// About half the screen.
        public static func medium() -> Detent { Detent(identifier: .medium) }
        /// The full height.
        public static func large() -> Detent { Detent(identifier: .large) }
    }

    open var detents: [Detent] = [.large()]
    open var selectedDetentIdentifier: Detent.Identifier?
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var preferredCornerRadius: Double?

    /// Runs `changes` (nothing is animated here).
    open func animateChanges(_ changes: () -> Void) { changes() }
}

/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// A popover's presentation controller: where it points from is kept (the simulated phone shows a
/// popover as a sheet, as an iPhone does).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect = CGRect.zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
}

extension UIViewController {
    /// The presentation controller managing this controller or its nearest presented ancestor.
    /// Before a presentation, reading it creates one for `modalPresentationStyle` (set the style
    /// first, as Apple's documentation says), which the presentation then uses.
    public var presentationController: UIPresentationController? {
        var current: UIViewController? = engine.parent
        while let ancestor = current {
            if ancestor.engine.presenting != nil { return ancestor.ownPresentationController() }
            current = ancestor.engine.parent
        }
        return ownPresentationController()
    }

    /// `presentationController`, if it manages a sheet.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// `presentationController`, if it manages a popover.
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }

    /// This controller's own presentation controller, made (or remade, keeping its delegate, if
    /// the style changed its kind) for the current `modalPresentationStyle`.
    func ownPresentationController() -> UIPresentationController {
        let kind: UIPresentationController.Type =
            switch modalPresentationStyle.resolved {
            case .pageSheet, .formSheet: UISheetPresentationController.self
            case .popover: UIPopoverPresentationController.self
            case .fullScreen, .currentContext, .custom, .overFullScreen, .overCurrentContext, .none, .automatic:
                UIPresentationController.self
            }
        if let existing = engine.presentationController, type(of: existing) == kind { return existing }
        let made = kind.init(presentedViewController: self, presenting: engine.presenting)
        made.delegate = engine.presentationController?.delegate
        engine.presentationController = made
        return made
    }

    /// What a swipe down on a presented controller did.
    package enum InteractiveDismissal: Equatable {
        case dismissed
        /// The presentation cannot be swiped away (full screen, current context, custom).
        case notSwipeable(UIModalPresentationStyle)
        /// The sheet stayed: `isModalInPresentation`, or the delegate's `presentationControllerShouldDismiss`.
        case refused(reason: String)
    }

    /// Simulator only: a swipe down on this presented controller, as a finger does it on a sheet.
    /// Runs the adaptive delegate's callbacks around the dismissal; the dismissal itself completes
    /// on the run loop, like any other.
    package func swipeDown() -> InteractiveDismissal {
        let presentation = ownPresentationController()
        guard presentation.allowsInteractiveDismissal else { return .notSwipeable(modalPresentationStyle) }
        // UIKit honours isModalInPresentation on the presented controller and on what it shows
        // (a navigation controller's top controller, typically).
        var blocking: UIViewController?
        var candidate: UIViewController? = self
        while let current = candidate, blocking == nil {
            if current.isModalInPresentation { blocking = current }
            candidate = current.shownChild
        }
        if let blocking {
            return refuseSwipe(presentation, reason: "\(blocking.traceRef).isModalInPresentation is true")
        }
        var allowed = true
        callPresentationDelegate(presentation, "presentationControllerShouldDismiss(_:)") {
            allowed = $0.presentationControllerShouldDismiss(presentation)
        }
        guard allowed else {
            return refuseSwipe(presentation, reason: "presentationControllerShouldDismiss(_:) returned false")
        }
        callPresentationDelegate(presentation, "presentationControllerWillDismiss(_:)") {
            $0.presentationControllerWillDismiss(presentation)
        }
        // The completion keeps the controller until the sheet is gone: DidDismiss is its last word.
        // A swipe is not a call to dismiss(animated:completion:): UIKit's interactive dismissal
        // goes through the presentation controller (whose delegate hears of it, which "is not
        // called if the presentation is dismissed programmatically", Apple's documentation of
        // presentationControllerDidDismiss(_:)), so an override of dismiss is not reached.
        performDismissal(animated: true, byGesture: true) {
            self.callPresentationDelegate(presentation, "presentationControllerDidDismiss(_:)") {
                $0.presentationControllerDidDismiss(presentation)
            }
        }
        return .dismissed
    }

    /// The sheet springs back: the delegate hears of the attempt, the trace says why.
    private func refuseSwipe(_ presentation: UIPresentationController, reason: String) -> InteractiveDismissal {
        Simulator.shared.emit(TraceEvent(kind: .note, subject: traceRef, detail: "the sheet stays: \(reason)"))
        callPresentationDelegate(presentation, "presentationControllerDidAttemptToDismiss(_:)") {
            $0.presentationControllerDidAttemptToDismiss(presentation)
        }
        return .refused(reason: reason)
    }

    private func callPresentationDelegate(
        _ presentation: UIPresentationController, _ name: String,
        _ call: (any UIAdaptivePresentationControllerDelegate) -> Void
    ) {
        guard let delegate = presentation.delegate else { return }
        emitDelegateEvent(name, arguments: [], delegate: delegate)
        call(delegate)
    }
}
