import Foundation

extension UINavigationController {
    /// Brings what is shown in line with the stack: the deferred part of push, pop, popTo and
    /// setViewControllers, run by the main run loop.
    func reconcile() {
        let hasWork = displayed !== stack.last || !pendingAdded.isEmpty || !pendingRemoved.isEmpty
        guard hasWork else {
            engine.transitionCoordinator?.finish()
            return
        }
        let coordinator = engine.transitionCoordinator
        switch appearanceState {
        case .appeared:
            if let top = stack.last, displayed !== top {
                transition(to: top, animated: pendingAnimated)
            }
            finishStructure()
        case .appearing, .disappearing:
            // Our own appearance change is running; it finishes the work when it ends.
            return
        case .disappeared:
            // Off screen: nothing appears or disappears; the structure completes now and the new
            // top appears with us next time.
            if displayed !== stack.last {
                displayed?.storedView?.removeFromSuperview()
                displayed = nil
            }
            finishStructure()
        }
        coordinator?.finish()
    }

    /// The visible transition from the displayed child to `top`, in UIKit's order (the Lifecycle
    /// article: pushing and popping).
    private func transition(to top: UIViewController, animated: Bool) {
        let from = displayed
        let isPush = pendingAdded.contains { $0 === top }
        let coordinator = engine.transitionCoordinator
        coordinator?.from = from
        coordinator?.to = top
        coordinator?.attach(to: [from, top])
        top.engine.movingToParent = isPush
        if let from, pendingRemoved.contains(where: { $0 === from }) { from.engine.movingFromParent = true }
        top.loadViewIfNeeded()
        from?.beginAppearance(false, animated: animated)
        top.beginAppearance(true, animated: animated)
        install(top)
        callDelegate(willShow: true, top, animated: animated)
        top.isAppearingPass(animated: animated)
        top.layoutPass()
        coordinator?.runAnimations()
        from?.storedView?.removeFromSuperview()
        from?.endAppearance(false, animated: animated)
        displayed = top
        top.endAppearance(true, animated: animated)
        callDelegate(willShow: false, top, animated: animated)
        top.engine.movingToParent = false
        from?.engine.movingFromParent = false
        coordinator?.finish()
    }

    /// `didMove(toParent:)` for arrivals, `didMove(toParent: nil)` for departures, then departures
    /// are released (and deinit, if nothing else holds them).
    func finishStructure() {
        let added = pendingAdded
        let removed = pendingRemoved
        pendingAdded.removeAll()
        pendingRemoved.removeAll()
        for controller in added where controller.engine.parent === self {
            controller.invoke(.didMoveToParent, [traceRef.description]) { controller.didMove(toParent: self) }
        }
        for controller in removed where controller.engine.parent === self {
            controller.storedView?.removeFromSuperview()
            controller.removeFromParent()
            Simulator.shared.leakWatch.append(LeakCandidate(controller: controller, ref: controller.traceRef, event: "popped"))
        }
    }

    func callDelegate(willShow: Bool, _ controller: UIViewController, animated: Bool) {
        guard let delegate else { return }
        let name = willShow ? "navigationController(_:willShow:animated:)" : "navigationController(_:didShow:animated:)"
        emitDelegateEvent(
            name, arguments: ["\(willShow ? "willShow" : "didShow"): \(controller.traceRef)", "animated: \(animated)"], delegate: delegate)
        if willShow {
            delegate.navigationController(self, willShow: controller, animated: animated)
        } else {
            delegate.navigationController(self, didShow: controller, animated: animated)
        }
    }
}
