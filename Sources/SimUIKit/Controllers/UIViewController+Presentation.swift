import Foundation

extension UIViewController {
    /// The controller this one (or its nearest presented ancestor) presents.
    public var presentedViewController: UIViewController? {
        var current: UIViewController? = self
        while let candidate = current {
            if let presented = candidate.storedPresented { return presented }
            current = candidate.storedParent
        }
        return nil
    }

    /// The controller that presented this one (or its nearest presented ancestor): the
    /// presenter's farthest ancestor.
    public var presentingViewController: UIViewController? {
        var current: UIViewController? = self
        while let candidate = current {
            if let presenting = candidate.storedPresenting { return presenting }
            current = candidate.storedParent
        }
        return nil
    }

    /// The farthest ancestor: the controller that is a window's root or presented.
    var hierarchyRoot: UIViewController {
        var current = self
        while let parent = current.storedParent { current = parent }
        return current
    }

    /// Whether the view is in a window right now.
    var isViewInWindow: Bool { storedView?.window != nil }

    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let sim = Simulator.shared
        let presenter = hierarchyRoot
        if let existing = presented.storedPresenting {
            UIKitException.raise(
                .invalidArgument,
                "Application tried to present modally a view controller \(objcDescription(presented)) that is already being presented by \(objcDescription(existing))."
            )
        }
        if presented === presenter || presented.appearanceState != .disappeared {
            UIKitException.raise(
                .invalidArgument, "Application tried to present modally an active controller \(objcDescription(presented)).")
        }
        if let parent = presented.storedParent {
            UIKitException.raise(
                .invalidArgument,
                "Application tried to present modally a view controller \(objcDescription(presented)) that has a parent view controller \(objcDescription(parent))."
            )
        }
        if let current = presenter.storedPresented {
            sim.warn(
                "[Presentation] Attempt to present \(objcDescription(presented)) on \(objcDescription(presenter)) (from \(objcDescription(self))) which is already presenting \(objcDescription(current)).",
                subject: traceRef)
            return
        }
        guard let window = presenter.storedView?.window, window.isVisible else {
            sim.warn(
                "[Presentation] Attempt to present \(objcDescription(presented)) on \(objcDescription(presenter)) (from \(objcDescription(self))) whose view is not in the window hierarchy.",
                subject: traceRef)
            return
        }
        let style = presented.requestedPresentationStyle.resolved
        presented.resolvedPresentationStyle = style
        presenter.storedPresented = presented
        presented.storedPresenting = presenter
        sim.emit(
            TraceEvent(
                kind: .operation, subject: traceRef, name: "present",
                arguments: [presented.traceRef.description, "animated: \(animated)", "style: \(style)"]))
        presented.loadViewIfNeeded()
        sim.runLoop.enqueue { [presented] in
            presented.runPresentationTransition(from: presenter, in: window, style: style, animated: animated, completion: completion)
        }
    }

    private func runPresentationTransition(
        from presenter: UIViewController, in window: UIWindow, style: UIModalPresentationStyle, animated: Bool,
        completion: (() -> Void)?
    ) {
        beingPresented = true
        let covers = style.coversPresenter
        if covers { presenter.beginAppearance(false, animated: animated) }
        beginAppearance(true, animated: animated)
        if let view = storedView {
            view.frame = window.bounds
            window.addSubview(view)
        }
        isAppearingPass(animated: animated)
        layoutPass()
        endAppearance(true, animated: animated)
        if covers {
            presenter.endAppearance(false, animated: animated)
            presenter.storedView?.removeFromSuperview()
        }
        beingPresented = false
        completion?()
    }

    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        let sim = Simulator.shared
        let presenter: UIViewController
        let dismissed: UIViewController
        if let presented = hierarchyRoot.storedPresented ?? presentedViewController {
            dismissed = presented
            presenter = presented.storedPresenting ?? hierarchyRoot
        } else if let presenting = presentingViewController, let presented = presenting.storedPresented {
            dismissed = presented
            presenter = presenting
        } else {
            return
        }
        guard !dismissed.beingDismissed else { return }
        sim.emit(
            TraceEvent(
                kind: .operation, subject: traceRef, name: "dismiss",
                arguments: [dismissed.traceRef.description, "animated: \(animated)"]))
        // Everything above the dismissed controller goes with it, top first.
        var chain: [UIViewController] = [dismissed]
        while let next = chain.last?.storedPresented { chain.append(next) }
        for controller in chain { controller.beingDismissed = true }
        sim.runLoop.enqueue {
            UIViewController.runDismissalTransition(chain: chain, presenter: presenter, animated: animated, completion: completion)
        }
    }

    private static func runDismissalTransition(
        chain: [UIViewController], presenter: UIViewController, animated: Bool, completion: (() -> Void)?
    ) {
        let top = chain.reversed()
        let window = chain.first?.storedView?.window
        let uncovers =
            chain.contains { $0.resolvedPresentationStyle?.coversPresenter == true }
            && presenter.appearanceState == .disappeared
        for controller in top { controller.beginAppearance(false, animated: animated) }
        if uncovers {
            if let window, let view = presenter.storedView, view.superview == nil {
                window.insertSubview(view, at: presenter.windowIndexHint(in: window))
            }
            presenter.beginAppearance(true, animated: animated)
            presenter.isAppearingPass(animated: animated)
            presenter.layoutPass()
            presenter.endAppearance(true, animated: animated)
        }
        for controller in top {
            controller.storedView?.removeFromSuperview()
            controller.endAppearance(false, animated: animated)
        }
        for controller in chain {
            controller.storedPresenting?.storedPresented = nil
            controller.storedPresenting = nil
            controller.beingDismissed = false
            Simulator.shared.leakWatch.append(LeakCandidate(controller: controller, ref: controller.traceRef, event: "dismissed"))
        }
        completion?()
    }

    /// Where a presenter's view goes back in the window: below the views of what it presented.
    func windowIndexHint(in window: UIWindow) -> Int {
        guard let presented = storedPresented?.storedView,
            let index = window.subviews.firstIndex(where: { $0 === presented })
        else { return window.subviews.count }
        return index
    }
}
