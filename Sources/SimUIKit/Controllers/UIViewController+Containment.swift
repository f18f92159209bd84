import Foundation

extension UIViewController {
    /// The container this controller is a child of.
    public var parent: UIViewController? { engine.parent }

    /// The child controllers, in the order they were added.
    public var children: [UIViewController] { engine.children }

    /// The nearest ancestor that is a navigation controller.
    public var navigationController: UINavigationController? {
        var current = engine.parent
        while let candidate = current {
            if let navigation = candidate as? UINavigationController { return navigation }
            current = candidate.engine.parent
        }
        return nil
    }

    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: UITabBarController? {
        var current = engine.parent
        while let candidate = current {
            if let tabs = candidate as? UITabBarController { return tabs }
            current = candidate.engine.parent
        }
        return nil
    }

    /// The nearest ancestor that is a split view controller.
    public var splitViewController: UISplitViewController? {
        var current = engine.parent
        while let candidate = current {
            if let split = candidate as? UISplitViewController { return split }
            current = candidate.engine.parent
        }
        return nil
    }

    /// Adds a child: sets its parent and calls `child.willMove(toParent: self)`. The container
    /// calls `child.didMove(toParent: self)` itself once the child's view is in place.
    public func addChild(_ child: UIViewController) {
        if child.engine.parent === self { return }
        if child.engine.parent != nil { child.detachFromParent() }
        child.invoke(.willMoveToParent, [traceRef.description]) { child.willMove(toParent: self) }
        engine.children.append(child)
        child.engine.parent = self
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)`. Calling
    /// `willMove(toParent: nil)` first is the container's job.
    public func removeFromParent() {
        guard engine.parent != nil else { return }
        detachFromParent()
        invoke(.didMoveToParent, ["nil"]) { didMove(toParent: nil) }
    }

    func detachFromParent() {
        engine.parent?.engine.children.removeAll { $0 === self }
        engine.parent = nil
    }

    /// Loads a child's view and puts it in this controller's view, sized to it (what the system
    /// containers do before their child appears).
    func install(_ child: UIViewController) {
        guard let view = storedView else { return }
        child.loadViewIfNeeded()
        if let childView = child.storedView, childView.superview !== view {
            childView.frame = view.bounds
            view.addSubview(childView)
        }
    }

    /// Reports a call to this controller's (or its presentation's) delegate, naming the delegate
    /// by its trace identity (`PitfallsViewController#1`, `Coordinator#1`).
    func emitDelegateEvent(_ name: String, arguments: [String], delegate: AnyObject) {
        Simulator.shared.emit(
            TraceEvent(
                kind: .delegate, subject: traceRef, name: name, arguments: arguments,
                detail: Simulator.shared.ref(of: delegate).description))
    }

    /// A visible container showing `new` in place of `old` (a tab switch, a page turn): the new
    /// child's will-appear first, then the old one's will-disappear, the new view in place, its
    /// is-appearing and layout, the old view out, did-disappear, then did-appear (the Lifecycle
    /// article: windows, containers and tabs).
    func swapShownChild(from old: UIViewController?, to new: UIViewController, animated: Bool) {
        new.loadViewIfNeeded()
        new.beginAppearance(true, animated: animated)
        old?.beginAppearance(false, animated: animated)
        install(new)
        new.isAppearingPass(animated: animated)
        new.layoutPass()
        old?.storedView?.removeFromSuperview()
        old?.endAppearance(false, animated: animated)
        new.endAppearance(true, animated: animated)
    }

    /// Adds a child without the `willMove` call (containers that call it at another moment).
    func attachChild(_ child: UIViewController) {
        guard child.engine.parent !== self else { return }
        engine.children.append(child)
        child.engine.parent = self
    }
}

extension UIViewController {
    /// Starts an appearance transition by hand (for containers whose
    /// `shouldAutomaticallyForwardAppearanceMethods` is false). Calls `viewWillAppear` or
    /// `viewWillDisappear`; an appearing view in a window gets `viewIsAppearing` at its next layout
    /// pass, or at `endAppearanceTransition()` if that comes first, which finishes the transition.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if engine.manualAppearance != nil {
            Simulator.shared.warn("Unbalanced calls to begin/end appearance transitions for \(objcDescription(self)).", subject: traceRef)
        }
        engine.manualAppearance = isAppearing
        if isAppearing, appearanceState == .appearing || appearanceState == .appeared {
            return
        }
        if !isAppearing, appearanceState == .disappearing || appearanceState == .disappeared {
            return
        }
        if isAppearing { loadViewIfNeeded() }
        beginAppearance(isAppearing, animated: animated)
        if isAppearing, storedView?.window != nil { finishAppearanceOnNextLayout(endingIt: false, animated: animated) }
    }

    /// Finishes the transition `beginAppearanceTransition` started: `viewDidAppear` or `viewDidDisappear`.
    public func endAppearanceTransition() {
        guard let appearing = engine.manualAppearance else {
            Simulator.shared.warn("Unbalanced calls to begin/end appearance transitions for \(objcDescription(self)).", subject: traceRef)
            return
        }
        engine.manualAppearance = nil
        if appearing {
            isAppearingPass(animated: engine.pendingAppearanceAnimated)
            layoutPass()
        }
        endAppearance(appearing, animated: false)
    }

    /// Inside an appearance callback: the controller appears because it was added to a container.
    public var isMovingToParent: Bool { engine.movingToParent }
    /// Inside an appearance callback: the controller disappears because it is being removed from its container.
    public var isMovingFromParent: Bool { engine.movingFromParent }
    /// Inside an appearance callback: the controller appears because it is being presented.
    public var isBeingPresented: Bool { engine.beingPresented }
    /// Inside an appearance callback: the controller disappears because it is being dismissed.
    public var isBeingDismissed: Bool { engine.beingDismissed }
}
