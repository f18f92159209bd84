import Foundation

/// The lifecycle methods the engine calls and checks for a call to `super`.
enum LifecycleMethod: String, Hashable, CaseIterable {
    case loadView, viewDidLoad, viewWillAppear, viewIsAppearing, viewWillLayoutSubviews,
        viewDidLayoutSubviews, viewDidAppear, viewWillDisappear, viewDidDisappear, awakeFromNib,
        willMoveToParent, didMoveToParent, didReceiveMemoryWarning

    /// How many methods there are.
    static let count = allCases.count

    /// The method's position, from 0 (for `LifecycleCounts` and `LifecycleMethods`).
    var ordinal: Int {
        switch self {
        case .loadView: 0
        case .viewDidLoad: 1
        case .viewWillAppear: 2
        case .viewIsAppearing: 3
        case .viewWillLayoutSubviews: 4
        case .viewDidLayoutSubviews: 5
        case .viewDidAppear: 6
        case .viewWillDisappear: 7
        case .viewDidDisappear: 8
        case .awakeFromNib: 9
        case .willMoveToParent: 10
        case .didMoveToParent: 11
        case .didReceiveMemoryWarning: 12
        }
    }

    /// The Swift name the trace prints.
    var callName: String {
        switch self {
        case .willMoveToParent: return "willMove"
        case .didMoveToParent: return "didMove"
        case .loadView, .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewDidAppear,
            .viewWillDisappear, .viewDidDisappear, .awakeFromNib, .didReceiveMemoryWarning:
            return rawValue
        }
    }

    /// The argument label the Swift name has (`willMove(toParent:)`), if any: the trace keeps it,
    /// so `willMove(toParent: nil)` reads as the method a person overrides.
    var argumentLabel: String? {
        switch self {
        case .willMoveToParent, .didMoveToParent: return "toParent"
        case .loadView, .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewDidAppear,
            .viewWillDisappear, .viewDidDisappear, .awakeFromNib, .didReceiveMemoryWarning:
            return nil
        }
    }

    /// The arguments as the trace shows them: with the method's label, if it has one.
    func traced(_ arguments: [String]) -> [String] {
        guard let argumentLabel, let first = arguments.first else { return arguments }
        return ["\(argumentLabel): \(first)"] + arguments.dropFirst()
    }

    /// `willMove(toParent:)`, `viewWillAppear(_:)`, `loadView()`: the method's Swift name.
    func selectorText(taking arguments: [String]) -> String {
        arguments.isEmpty ? "\(callName)()" : "\(callName)(\(argumentLabel ?? "_"):)"
    }

    /// Whether UIKit's documentation requires overrides to call super.
    var requiresSuper: Bool {
        switch self {
        case .loadView, .viewWillLayoutSubviews, .viewDidLayoutSubviews: return false
        case .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .awakeFromNib,
            .willMoveToParent, .didMoveToParent, .didReceiveMemoryWarning:
            return true
        }
    }
}

extension UIViewController {
    /// Runs one lifecycle callback with its trace: a begin event (with what changed since the
    /// previous snapshot), the call, a check that the override called super, an end event (with
    /// what the callback itself changed).
    func invoke(_ method: LifecycleMethod, _ arguments: [String] = [], detail: String? = nil, _ body: () -> Void) {
        let sim = Simulator.shared
        let observed = sim.hasObservers
        let traced = method.traced(arguments)
        if observed {
            reportChangesSinceLastSnapshot(name: method.callName)
            sim.emit(
                TraceEvent(
                    kind: .callbackBegin, subject: traceRef, name: method.callName, arguments: traced,
                    detail: detail, snapshot: engine.lastSnapshot))
        }
        let before = engine.superCallCounts[method, default: 0]
        let wasEngineCall = engine.callsInProgress.contains(method)
        engine.callsInProgress.insert(method)
        sim.depth += 1
        body()
        sim.depth -= 1
        if !wasEngineCall { engine.callsInProgress.remove(method) }
        if method.requiresSuper, engine.superCallCounts[method, default: 0] == before {
            sim.emit(
                TraceEvent(
                    kind: .missingSuper, subject: traceRef, name: method.callName,
                    detail:
                        "\(objcClassName(type(of: self))).\(method.selectorText(taking: arguments)) does not call super.\(method.callName)"
                ))
        }
        guard observed else { return }
        let changes = snapshotChanges()
        let point = SnapshotPoint.call(method, arguments: traced)
        engine.lastSnapshotPoint = point
        // The storyboard hands the controller to the code that asked for it after awakeFromNib:
        // what changes before its next callback is that code's doing.
        engine.lastSnapshotAfterOwnCallback = method != .awakeFromNib
        sim.evidence.note(changes, of: traceRef.className, fromOutside: false)
        if !changes.isEmpty {
            sim.emit(
                TraceEvent(
                    kind: .injection, subject: traceRef, name: method.callName, stage: "in \(point)", changes: changes,
                    snapshot: engine.lastSnapshot))
        }
        sim.emit(
            TraceEvent(
                kind: .callbackEnd, subject: traceRef, name: method.callName, arguments: traced,
                snapshot: engine.lastSnapshot))
        if method == .awakeFromNib || (method == .viewDidAppear && !engine.reportedUnsetOnAppearance) {
            if method == .viewDidAppear { engine.reportedUnsetOnAppearance = true }
            let unset = (engine.lastSnapshot ?? []).filter(awaitsDependency).map(\.name)
            if !unset.isEmpty {
                sim.emit(
                    TraceEvent(
                        kind: .unset, subject: traceRef, name: method.callName, arguments: unset, stage: "after \(point)",
                        snapshot: engine.lastSnapshot))
            }
        }
    }

    /// Reports what changed since the last snapshot, at the stage "after" it: before one of
    /// the controller's callbacks, or before another controller's code hands it something.
    func reportChangesSinceLastSnapshot(name: String = "inject") {
        let sim = Simulator.shared
        guard sim.hasObservers else { return }
        let changes = snapshotChanges()
        // Set between init (or an injection point) and now: by outside code.
        if !engine.lastSnapshotAfterOwnCallback {
            sim.evidence.note(changes, of: traceRef.className, fromOutside: true)
        }
        guard !changes.isEmpty else { return }
        sim.emit(
            TraceEvent(
                kind: .injection, subject: traceRef, name: name, stage: "after \(engine.lastSnapshotPoint)", changes: changes,
                snapshot: engine.lastSnapshot))
    }

    /// Reports what the controller's own code just changed outside a callback (the rest of its
    /// `init?(coder:)` after `super.init(coder:)`), at the stage "in `code`"; what changes after
    /// it, before its next callback, is the code's that made it.
    func recordOwnChanges(in code: String) {
        let sim = Simulator.shared
        guard sim.hasObservers else { return }
        let changes = snapshotChanges()
        engine.lastSnapshotAfterOwnCallback = false
        sim.evidence.note(changes, of: traceRef.className, fromOutside: false)
        guard !changes.isEmpty else { return }
        sim.emit(
            TraceEvent(
                kind: .injection, subject: traceRef, name: "init", stage: "in \(code)", changes: changes,
                snapshot: engine.lastSnapshot))
    }

    /// Whether `value`, nil now, may be a dependency of this controller that has not arrived
    /// (see `DependencyEvidence`): what the trace reports "still nil".
    func awaitsDependency(_ value: PropertyValue) -> Bool {
        Simulator.shared.evidence.awaitsDependency(
            value, className: traceRef.className, madeWithCoderOnRequest: engine.madeWithCoderOnRequest)
    }

    /// Takes a snapshot and returns what changed since the previous one.
    func snapshotChanges() -> [PropertyChange] {
        let snapshot = PropertySnapshot.take(of: self)
        let changes = PropertySnapshot.changes(from: engine.lastSnapshot, to: snapshot)
        engine.lastSnapshot = snapshot
        return changes
    }

    /// Reports changes made to this controller by someone else at a known stage (a `prepare(for:sender:)`,
    /// a creator closure, runtime attributes).
    func recordInjection(stage: String, by source: ObjectRef? = nil) {
        let sim = Simulator.shared
        guard sim.hasObservers else { return }
        let changes = snapshotChanges()
        engine.lastSnapshotPoint = .text(stage)
        engine.lastSnapshotAfterOwnCallback = false
        sim.evidence.note(changes, of: traceRef.className, fromOutside: true)
        guard !changes.isEmpty else { return }
        sim.emit(
            TraceEvent(
                kind: .injection, subject: traceRef, name: "inject", arguments: source.map { [$0.description] } ?? [], stage: stage,
                changes: changes, snapshot: engine.lastSnapshot))
    }

    /// Called by the base implementation of each lifecycle method: super was called. When user
    /// code calls the method directly (a container calling `didMove(toParent:)`), the engine did
    /// not wrap the call, so the base implementation reports it.
    func noteSuper(_ method: LifecycleMethod, _ arguments: [String] = []) {
        engine.superCallCounts[method, default: 0] += 1
        if !engine.callsInProgress.contains(method) {
            Simulator.shared.emit(
                TraceEvent(
                    kind: .callbackBegin, subject: traceRef, name: method.callName, arguments: method.traced(arguments)))
        }
    }

    // MARK: - Appearance machinery

    /// `_setViewAppearState`: the first half of an appearance change for this controller and,
    /// when it forwards appearance, its children.
    func beginAppearance(_ appearing: Bool, animated: Bool) {
        if appearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            willBeginAppearance(true)
            appearanceState = .appearing
            invoke(.viewWillAppear, [String(animated)]) { viewWillAppear(animated) }
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            invoke(.viewWillDisappear, [String(animated)]) { viewWillDisappear(animated) }
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in appearanceChildren(appearing: appearing) {
                if appearing { prepareChildForAppearance(child) }
                child.beginAppearance(appearing, animated: animated)
            }
        }
        didBeginAppearance(appearing, animated: animated)
    }

    /// `viewIsAppearing(_:)` for this controller and its forwarded children (from iOS 13: see
    /// ``IOSVersion``; before, the moment passes with no call).
    func isAppearingPass(animated: Bool) {
        guard appearanceState == .appearing, !engine.isAppearingCalled else { return }
        engine.isAppearingCalled = true
        if Simulator.shared.system.callsViewIsAppearing {
            invoke(.viewIsAppearing, [String(animated)]) { viewIsAppearing(animated) }
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in appearanceChildren(appearing: true) { child.isAppearingPass(animated: animated) }
        }
    }

    /// One layout pass: this controller's, then its children's (layout runs top down).
    func layoutPass() {
        guard isViewLoaded else { return }
        invoke(.viewWillLayoutSubviews) { viewWillLayoutSubviews() }
        storedView?.layoutTree()
        invoke(.viewDidLayoutSubviews) { viewDidLayoutSubviews() }
        for child in engine.children where child.isViewLoaded && child.appearanceState != .disappeared {
            child.layoutPass()
        }
    }

    /// The second half of an appearance change.
    func endAppearance(_ appearing: Bool, animated: Bool) {
        if appearing {
            guard appearanceState == .appearing else { return }
            if !engine.isAppearingCalled {
                isAppearingPass(animated: animated)
            }
            appearanceState = .appeared
            engine.isAppearingCalled = false
            invoke(.viewDidAppear, [String(animated)]) { viewDidAppear(animated) }
        } else {
            guard appearanceState == .disappearing else { return }
            appearanceState = .disappeared
            invoke(.viewDidDisappear, [String(animated)]) { viewDidDisappear(animated) }
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in appearanceChildren(appearing: appearing) {
                child.endAppearance(appearing, animated: animated)
            }
        }
        didEndAppearance(appearing, animated: animated)
    }

    /// A whole appearance (or disappearance) at once, as when a view enters a visible window.
    func fullAppearance(_ appearing: Bool, animated: Bool) {
        beginAppearance(appearing, animated: animated)
        if appearing {
            isAppearingPass(animated: animated)
            layoutPass()
        }
        endAppearance(appearing, animated: animated)
    }

    /// A child controller's view entered or left a visible window (custom containment). Entering:
    /// `viewWillAppear` now, inside `addSubview` (before the container's own `didMove(toParent:)`),
    /// then `viewIsAppearing`, the layout and `viewDidAppear` on the next layout pass (the run
    /// loop). Leaving: both disappearance callbacks now, inside `removeFromSuperview`.
    func viewDidChangeWindow(entering: Bool) {
        guard let parent = engine.parent, !parent.managesChildAppearance,
            parent.shouldAutomaticallyForwardAppearanceMethods
        else { return }
        if entering, parent.appearanceState == .appeared, appearanceState == .disappeared {
            beginAppearance(true, animated: false)
            finishAppearanceOnNextLayout(endingIt: true, animated: false)
        } else if !entering, appearanceState == .appeared || appearanceState == .appearing {
            fullAppearance(false, animated: false)
        }
    }

    /// The next layout pass of a view that began appearing: `viewIsAppearing` (the view is in
    /// the hierarchy and laid out, as UIKit's documentation of it says) and the layout; then
    /// `viewDidAppear` when `endingIt` (automatic forwarding; a manual transition ends with
    /// `endAppearanceTransition()`). Nothing happens if the appearance was undone meanwhile.
    func finishAppearanceOnNextLayout(endingIt: Bool, animated: Bool) {
        engine.pendingAppearanceAnimated = animated
        Simulator.shared.runLoop.enqueue { [weak self] in
            guard let self, self.appearanceState == .appearing, self.storedView?.window != nil else { return }
            if self.engine.isAppearingCalled, !endingIt { return }
            self.isAppearingPass(animated: animated)
            self.layoutPass()
            if endingIt { self.endAppearance(true, animated: animated) }
        }
    }

    /// Whether the controller is in a window, a container or a presentation.
    var isInAnyHierarchy: Bool {
        if engine.parent != nil || engine.presenting != nil { return true }
        return Simulator.shared.windows.contains { $0.rootViewController === self }
    }
}

extension UIViewController {
    /// Simulator only: the controller's stored properties now (what the trace's snapshots show),
    /// including values a storyboard gave a stand-in.
    public var storedPropertySnapshot: [PropertyValue] { PropertySnapshot.take(of: self) }
}

extension UIViewController {
    /// Simulator only: the storyboard segue that made this controller and the scene it left from
    /// (nil when code, a relationship or an embed made it), for a map of the app's flow.
    package var arrivalSegue: (segue: SegueElement, source: StoryboardSceneBinding?)? { engine.arrival }
}
