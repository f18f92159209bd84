import Foundation

/// The simulated application: its windows, its main run loop and its trace.
@preconcurrency @MainActor
public final class UIApplication {
    /// The one application.
    public static let shared = UIApplication()

    private init() {}

    private var sim: Simulator { .shared }

    /// The bundle identifier UIKit quotes in some exception messages.
    public var bundleIdentifier = "com.vcnav.app"

    /// The app's Home Screen quick actions (kept: see `UIApplicationShortcutItem`).
    public var shortcutItems: [UIApplicationShortcutItem]?

    /// Background tasks begun and not yet ended, with their expiration handlers.
    var backgroundTasks: [UIBackgroundTaskIdentifier: (() -> Void)?] = [:]
    private var lastBackgroundTask = 0

    /// Asks for time to finish work in the background; end it with `endBackgroundTask(_:)`. The
    /// simulated user is the clock and gives unlimited time, so the expiration handler is kept and
    /// never called.
    public func beginBackgroundTask(withName taskName: String? = nil, expirationHandler handler: (@MainActor () -> Void)? = nil)
        -> UIBackgroundTaskIdentifier
    {
        lastBackgroundTask += 1
        let identifier = UIBackgroundTaskIdentifier(rawValue: lastBackgroundTask)
        backgroundTasks[identifier] = handler
        return identifier
    }

    public func beginBackgroundTask(expirationHandler handler: (@MainActor () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Ends a background task (`.invalid` and tasks already ended are ignored).
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        backgroundTasks[identifier] = nil
    }

    /// The time left for background tasks: unlimited, as for an app in the foreground.
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    /// Windows made key and visible, in order; the last is the key window.
    public var windows: [UIWindow] { sim.windows }

    /// The key window.
    public var keyWindow: UIWindow? { sim.windows.last(where: { $0.isKeyWindow }) }

    /// Drains the simulated main run loop: runs deferred transition work until none is left.
    ///
    /// UIKit finishes pushes, pops and presentations on later turns of the main run loop; here that
    /// happens when this is called (the navigator calls it after every input). Stops after
    /// `limit` items and reports a warning, so a controller that pushes forever cannot hang the app.
    public func runUntilIdle(limit: Int = 100_000) {
        var count = 0
        while sim.runLoop.runOne() {
            count += 1
            if count >= limit {
                sim.warn("[vcnav] the main run loop did not become idle after \(limit) items; stopping here.")
                return
            }
        }
        SelectorCall.releaseInvalidatedTimers()
        checkLeaks()
    }

    /// Whether deferred work is waiting for the run loop.
    public var hasPendingWork: Bool { sim.runLoop.pendingCount > 0 }

    /// Schedules work on the simulated main run loop (`DispatchQueue.main.async` in UIKit code).
    public func enqueue(_ work: @escaping () -> Void) {
        sim.runLoop.enqueue(work)
    }

    /// Installs an observer of the trace. Observers are called in the order they were added.
    public func addTraceObserver(_ observer: TraceObserver) { sim.add(observer) }

    /// Removes a trace observer.
    public func removeTraceObserver(_ observer: TraceObserver) { sim.remove(observer) }

    /// Where console warnings are printed besides the trace (standard error by default).
    public func setConsole(_ console: @escaping (String) -> Void) { sim.console = console }

    /// Simulator only: forget every window, queued item, observer and instance counter, as a new
    /// launch of the app would. Controllers still referenced elsewhere keep their old names.
    public func resetForNewLaunch() {
        sim.reset()
    }

    /// Adds a line of the app's own to the trace (a stand-in for `print` that the navigator shows).
    public func log(_ text: String) {
        sim.emit(TraceEvent(kind: .note, detail: text))
    }

    /// Sends an action message, as `UIApplication.sendAction(_:to:from:for:)` does: to `target`,
    /// or up the responder chain from `sender` when `target` is nil. Returns whether a receiver
    /// handled it; a target that lacks the method raises `unrecognized selector`.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: AnyObject?) -> Bool {
        if let object = target as AnyObject? {
            ActionDispatch.send(action, to: object, sender: sender, event: event, requireHandler: true)
            return true
        }
        var responder: UIResponder? = sender as? UIResponder
        while let current = responder {
            if ActionDispatch.send(action, to: current, sender: sender, event: event, requireHandler: false) { return true }
            responder = current.next
        }
        return false
    }

    /// Reports controllers that left every hierarchy but are still alive.
    func checkLeaks() {
        guard !sim.leakWatch.isEmpty else { return }
        let watched = sim.leakWatch
        sim.leakWatch.removeAll()
        for candidate in watched {
            guard let controller = candidate.controller else { continue }
            if controller.isInAnyHierarchy { continue }
            sim.emit(
                TraceEvent(
                    kind: .leak, subject: candidate.ref, name: candidate.event,
                    detail:
                        "\(candidate.ref) is still alive after it was \(candidate.event); UIKit released it when the transition ended, so something else holds it (a closure capturing self, a strong delegate, a cache)."
                ))
        }
    }
}

extension UIApplication {
    /// Posted when the system is low on memory.
    public nonisolated static let didReceiveMemoryWarningNotification =
        Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// Simulator only, as the iOS Simulator's Debug ▸ Simulate Memory Warning: posts
    /// `didReceiveMemoryWarningNotification`, then calls `didReceiveMemoryWarning()` on every
    /// controller in the windows' hierarchies (each root, its children depth first, then what it
    /// presents). A controller outside every hierarchy is not reached here (UIKit reaches every
    /// live controller).
    public func simulateMemoryWarning() {
        NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
        func visit(_ controller: UIViewController) {
            controller.invoke(.didReceiveMemoryWarning) { controller.didReceiveMemoryWarning() }
            for child in controller.engine.children { visit(child) }
            if let presented = controller.engine.presented { visit(presented) }
        }
        for window in windows {
            if let root = window.rootViewController { visit(root) }
        }
    }
}

/// A background task's identifier (`beginBackgroundTask(expirationHandler:)`).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task: what `beginBackgroundTask` returns when it cannot begin one.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
