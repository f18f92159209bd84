import Foundation
internal import Synchronization

/// The simulated process: run loop, trace funnel and identities. Internal; `UIApplication`
/// is its public face.
///
/// UIKit is main-thread only and so is this engine: nothing here is locked. Tests that drive
/// the engine run on the main actor.
@preconcurrency @MainActor
final class Simulator {
    static let shared = Simulator()

    let runLoop = MainRunLoop()
    /// In the order they were added (an array: every trace event goes to each of them).
    private var observers: [TraceObserver] = []
    /// How many callbacks are running right now (for nesting in the trace).
    var depth = 0
    private var nextSerial = 1
    private var instanceCounters: [String: Int] = [:]
    /// Windows made key and visible, most recent last. Strong, as UIKit's scene holds its windows.
    var windows: [UIWindow] = []
    /// The responder the keyboard types into (weak: a dismissed screen's field does not stay).
    weak var firstResponder: UIResponder?
    /// Set while a text field takes first responder status from another, so the keyboard stays up.
    var handingOverFirstResponder = false
    /// Where console warnings go besides the trace. Defaults to standard error, as NSLog.
    var console: (String) -> Void = { line in
        StandardStreams.writeError(line + "\n")
    }
    /// Set while a storyboard instantiates a controller, so `init?(coder:)` can tell how it was called.
    var pendingInstantiation: [InstantiationContext] = []
    /// Controllers removed from every hierarchy, watched until the run loop confirms they died.
    var leakWatch: [LeakCandidate] = []
    /// The launched app: its delegate, scene and state.
    var app = AppLaunchState()
    /// The iOS release the simulated device runs (set by each launch).
    var system = IOSVersion.default
    /// The trace's names for objects that are not controllers (delegates, data sources).
    private var names = TraceNames()
    /// What the run has shown about each controller property: a dependency, or state.
    var evidence = DependencyEvidence()

    /// A fresh identity for a new object of `className`.
    func makeRef(className: String) -> ObjectRef {
        let number = (instanceCounters[className] ?? 0) + 1
        instanceCounters[className] = number
        defer { nextSerial += 1 }
        return ObjectRef(serial: nextSerial, className: className, number: number)
    }

    /// The trace's name for any object: a controller's own, else its class and a number.
    func ref(of object: AnyObject) -> ObjectRef {
        names.ref(of: object, making: makeRef(className:))
    }

    var hasObservers: Bool { !observers.isEmpty }

    func add(_ observer: TraceObserver) {
        if !observers.contains(where: { $0 === observer }) { observers.append(observer) }
    }

    func remove(_ observer: TraceObserver) {
        let removed = observers.filter { $0 === observer }
        observers.removeAll { $0 === observer }
        withExtendedLifetime(removed) {}
    }

    /// The thread the main actor's jobs run on, as last seen by `emit`. Not `Thread.isMainThread`:
    /// under Swift Testing on Linux the main actor runs on a thread of its own, which Foundation
    /// does not call the main thread. Lets a nonisolated `deinit` know it may emit at once.
    nonisolated private static let engineThread = Atomic<UInt>(0)

    /// Whether the caller runs on the thread the main actor's jobs run on.
    nonisolated static var isOnEngineThread: Bool {
        engineThread.load(ordering: .relaxed) == UInt(pthread_self())
    }

    /// Taken (`consuming`): the event is stamped with the depth in place, not copied first (a
    /// copy retains each of its strings and arrays, for every event of the trace).
    func emit(_ event: consuming TraceEvent) {
        Self.engineThread.store(UInt(pthread_self()), ordering: .relaxed)
        guard hasObservers else { return }
        event.depth = depth
        for observer in observers { observer.trace(event) }
    }

    /// A console line as UIKit prints it, reported in the trace as a warning.
    func warn(_ message: String, subject: ObjectRef? = nil) {
        emit(TraceEvent(kind: .warning, subject: subject, detail: message))
        console(message)
    }

    /// Forget everything: windows, queued work, identities, observers. A new launch.
    ///
    /// The old values are taken out first and released last: releasing them deinitializes
    /// controllers, whose `deinit` reports to the (by then empty) trace.
    func reset() {
        let previous = (runLoop.takeAll(), windows, observers, leakWatch, app, names)
        app = AppLaunchState()
        system = .default
        names = TraceNames()
        evidence = DependencyEvidence()
        windows = []
        firstResponder = nil
        SoftwareKeyboard.isShown = false
        observers = []
        instanceCounters = [:]
        pendingInstantiation = []
        leakWatch = []
        depth = 0
        UNUserNotificationCenter.resetForNewLaunch()
        withExtendedLifetime(previous) {}
    }
}

/// Why a controller is being initialised right now (set by the storyboard around `init?(coder:)`).
struct InstantiationContext {
    var kind: InstantiationKind
    var coder: NSCoder
    var detail: String

    /// Whether app code asked for the controller (a segue, `instantiateViewController`), rather
    /// than the storyboard making it as part of another (the initial controller, a relationship,
    /// an embed), where no app code runs between its init and its appearance.
    var requestedByCode: Bool {
        !(detail.hasPrefix("initial view controller") || detail.hasPrefix("relationship") || detail.hasPrefix("embed"))
    }
}

/// A controller that left every hierarchy; if it is still alive when checked, it leaked.
struct LeakCandidate {
    weak var controller: UIViewController?
    var ref: ObjectRef
    var event: String
}
