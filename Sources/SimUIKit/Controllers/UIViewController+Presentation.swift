import Foundation

extension UIViewController {
    /// The controller this one (or its nearest presented ancestor) presents.
    public var presentedViewController: UIViewController? {
        var current: UIViewController? = self
        while let candidate = current {
            if let presented = candidate.engine.presented { return presented }
            current = candidate.engine.parent
        }
        return nil
    }

    /// The controller that presented this one (or its nearest presented ancestor): the
    /// presenter's farthest ancestor.
    public var presentingViewController: UIViewController? {
        var current: UIViewController? = self
        while let candidate = current {
            if let presenting = candidate.engine.presenting { return presenting }
            current = candidate.engine.parent
        }
        return nil
    }

    /// The farthest ancestor: the controller that is a window's root or presented.
    var hierarchyRoot: UIViewController {
        var current = self
        while let parent = current.engine.parent { current = parent }
        return current
    }

    /// Whether the view is in a window right now.
    var isViewInWindow: Bool { storedView?.window != nil }

    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let sim = Simulator.shared
        let presenter = hierarchyRoot
        if let existing = presented.engine.presenting {
            UIKitException.raise(
                .invalidArgument,
                "Application tried to present modally a view controller \(objcDescription(presented)) that is already being presented by \(objcDescription(existing))."
            )
        }
        if presented === presenter || presented.appearanceState != .disappeared {
            UIKitException.raise(
                .invalidArgument, "Application tried to present modally an active controller \(objcDescription(presented)).")
        }
        if let parent = presented.engine.parent {
            UIKitException.raise(
                .invalidArgument,
                "Application tried to present modally a view controller \(objcDescription(presented)) that has a parent view controller \(objcDescription(parent))."
            )
        }
        if let current = presenter.engine.presented {
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
        presented.engine.presentationStyle = style
        presenter.engine.presented = presented
        presented.engine.presenting = presenter
        sim.emit(
            TraceEvent(
                kind: .operation, subject: traceRef, name: "present",
                arguments: [presented.traceRef.description, "animated: \(animated)", "style: \(style)"]))
        presented.loadViewIfNeeded()
        if animated {
            TransitionCoordinator(from: presenter, to: presented, style: style, container: window).attach(to: [presenter, presented])
        }
        sim.runLoop.enqueue { [presented, self] in
            presented.runPresentationTransition(
                from: presenter, source: self, in: window, style: style, animated: animated, completion: completion)
        }
    }

    /// The presentation: the appearance callbacks, the view into the window, the completion. With
    /// a transitioning delegate's animator, the animator puts the view in the container (the
    /// window) and the presentation ends when it calls `completeTransition(_:)`.
    private func runPresentationTransition(
        from presenter: UIViewController, source: UIViewController, in window: UIWindow, style: UIModalPresentationStyle,
        animated: Bool, completion: (() -> Void)?
    ) {
        engine.beingPresented = true
        let coordinator = engine.transitionCoordinator
        let covers = style.coversPresenter
        if covers { presenter.beginAppearance(false, animated: animated) }
        beginAppearance(true, animated: animated)
        let animator = transitioningDelegate?.animationController(forPresented: self, presenting: presenter, source: source)
        if animator == nil, let view = storedView {
            view.frame = window.bounds
            window.addSubview(view)
        }
        let finish = { [self] (completed: Bool) in
            animator?.animationEnded(completed)
            endAppearance(true, animated: animated)
            if covers {
                presenter.endAppearance(false, animated: animated)
                presenter.storedView?.removeFromSuperview()
            }
            engine.beingPresented = false
            coordinator?.finish()
            completion?()
        }
        guard let animator else {
            isAppearingPass(animated: animated)
            layoutPass()
            coordinator?.runAnimations()
            return finish(true)
        }
        isAppearingPass(animated: animated)
        coordinator?.runAnimations()
        let context = CustomTransitionContext(
            container: window, from: presenter, to: self, presenting: true, animated: animated, style: style, finish: finish)
        animator.animateTransition(using: context)
    }

    /// Dismisses what this controller presents (or this one, when it is presented). `byGesture`:
    /// a finger's swipe down on a sheet, which UIKit carries out without calling the
    /// controllers' `dismiss(animated:completion:)`; the trace says it was a gesture, so a
    /// transcript never reads as if code had dismissed it.
    func performDismissal(animated: Bool, byGesture: Bool = false, completion: (() -> Void)?) {
        let sim = Simulator.shared
        let presenter: UIViewController
        let dismissed: UIViewController
        if let presented = hierarchyRoot.engine.presented ?? presentedViewController {
            dismissed = presented
            presenter = presented.engine.presenting ?? hierarchyRoot
        } else if let presenting = presentingViewController, let presented = presenting.engine.presented {
            dismissed = presented
            presenter = presenting
        } else {
            return
        }
        guard !dismissed.engine.beingDismissed else { return }
        if byGesture {
            sim.emit(
                TraceEvent(
                    kind: .gesture, subject: dismissed.traceRef, name: "swipe down",
                    detail: "the sheet's interactive dismissal: no dismiss(animated:) call"))
        } else {
            sim.emit(
                TraceEvent(
                    kind: .operation, subject: traceRef, name: "dismiss",
                    arguments: [dismissed.traceRef.description, "animated: \(animated)"]))
        }
        // Everything above the dismissed controller goes with it, top first.
        var chain: [UIViewController] = [dismissed]
        while let next = chain.last?.engine.presented { chain.append(next) }
        for controller in chain { controller.engine.beingDismissed = true }
        if animated {
            let style = dismissed.engine.presentationStyle ?? .automatic
            TransitionCoordinator(from: dismissed, to: presenter, style: style, container: dismissed.storedView?.window)
                .attach(to: chain + [presenter])
        }
        sim.runLoop.enqueue {
            UIViewController.runDismissalTransition(chain: chain, presenter: presenter, animated: animated, completion: completion)
        }
    }

    private static func runDismissalTransition(
        chain: [UIViewController], presenter: UIViewController, animated: Bool, completion: (() -> Void)?
    ) {
        let top = chain.reversed()
        let coordinator = presenter.engine.transitionCoordinator
        let window = chain.first?.storedView?.window
        let uncovers =
            chain.contains { $0.engine.presentationStyle?.coversPresenter == true }
            && presenter.appearanceState == .disappeared
        for controller in top { controller.beginAppearance(false, animated: animated) }
        if uncovers {
            if let window, let view = presenter.storedView, view.superview == nil {
                window.insertSubview(view, at: presenter.windowIndexHint(in: window))
            }
            presenter.beginAppearance(true, animated: animated)
            presenter.isAppearingPass(animated: animated)
            presenter.layoutPass()
        }
        coordinator?.runAnimations()
        let dismissed = chain[0]
        let animator = dismissed.transitioningDelegate?.animationController(forDismissed: dismissed)
        let finish = { (completed: Bool) in
            animator?.animationEnded(completed)
            if uncovers { presenter.endAppearance(true, animated: animated) }
            for controller in top {
                controller.storedView?.removeFromSuperview()
                controller.endAppearance(false, animated: animated)
            }
            for controller in chain {
                controller.engine.presenting?.engine.presented = nil
                controller.engine.presenting = nil
                controller.engine.beingDismissed = false
                Simulator.shared.leakWatch.append(LeakCandidate(controller: controller, ref: controller.traceRef, event: "dismissed"))
            }
            coordinator?.finish()
            completion?()
        }
        guard let animator, let window else { return finish(true) }
        animator.animateTransition(
            using: CustomTransitionContext(
                container: window, from: dismissed, to: presenter, presenting: false, animated: animated,
                style: dismissed.engine.presentationStyle ?? .automatic, finish: finish))
    }

    /// Where a presenter's view goes back in the window: below the views of what it presented.
    func windowIndexHint(in window: UIWindow) -> Int {
        guard let presented = engine.presented?.storedView,
            let index = window.subviews.firstIndex(where: { $0 === presented })
        else { return window.subviews.count }
        return index
    }
}
