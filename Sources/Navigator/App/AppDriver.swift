import Foundation
import SimUIKit

/// Runs the app inside the current process and carries out actions on it, as a finger would.
/// The app process runs one behind its pipe; tests and the in-process session use it directly.
@MainActor
public final class AppDriver: TraceObserver {
    public let configuration: AppConfiguration
    /// The text field `type` types into: the one tapped last, while it is on screen.
    var focusedField: Int?
    private var inspector = PropertyProvenance()
    private var flow = FlowRecorder()
    private(set) var leaks: [String] = []
    /// Receives every event as it happens, with its transcript lines.
    public var onEvent: (TraceLines) -> Void = { _ in }
    /// In step mode, called before each callback; returns when the app may go on.
    public var onPause: (StepPause) -> Void = { _ in }
    public private(set) var stepping = false
    private var window: UIWindow?
    /// Whether the segue under way is an unwind (its `prepare` is explained differently).
    private var unwinding = false
    /// The controller the segue under way made, until its `prepare(for:sender:)`.
    private var segueDestination = SegueDestination.outside
    /// Each live controller's latest property snapshot from the trace.
    private var snapshots: [Int: [PropertyValue]] = [:]

    public init(configuration: AppConfiguration) {
        self.configuration = configuration
    }

    // MARK: - TraceObserver

    public func trace(_ event: TraceEvent) {
        inspector.record(event)
        if let subject = event.subject, let snapshot = event.snapshot { snapshots[subject.serial] = snapshot }
        if event.kind == .deinitialized, let subject = event.subject { snapshots[subject.serial] = nil }
        if event.kind == .leak, let subject = event.subject { leaks.append(subject.description) }
        if event.kind == .segue {
            unwinding = event.name == "unwind"
            if event.name == "fire" { segueDestination = .awaited }
        }
        if event.kind == .instantiate, segueDestination == .awaited { segueDestination = .made(event.subject) }
        onEvent(TraceLines(kind: event.kind, lines: TraceRecorder.lines(for: event)))
        if stepping, event.kind == .callbackBegin {
            // Before a segue's prepare, the lesson is the destination being handed its dependencies.
            var preparing: ObjectRef?
            if event.name == "prepare", !unwinding, case .made(let destination) = segueDestination { preparing = destination }
            let inspected = preparing ?? event.subject
            let node = inspected.map { HierarchyBuilder(provenance: inspector).node(tracing: $0, snapshot: snapshots[$0.serial]) }
            onPause(StepGuide.pause(before: event, unwinding: unwinding, inspected: inspected, node: node))
        }
        if event.kind == .callbackBegin, event.name == "prepare" {
            unwinding = false
            segueDestination = .outside
        }
    }

    // MARK: - Actions

    /// Carries out one command for the app (an action or step mode), as a finger would.
    /// Returns an error text when it cannot be done (the app is unharmed); a crash ends the
    /// process instead.
    public func perform(_ command: ReplayCommand) -> String? {
        switch command {
        case .launch, .relaunch:
            launch()
            return nil
        case .tap(let query):
            return tap(query)
        case .type(let text):
            return type(text)
        case .back:
            // Nothing here may hold a controller while the run loop settles: the leak check would
            // see our reference.
            let tapped: Bool = {
                let screen = Screen.capture()
                guard let index = screen.model.elements.firstIndex(where: { $0.kind == .backButton }) else { return false }
                return screen.tap(index)
            }()
            guard tapped else { return "there is no back button on this screen" }
            settle()
            return nil
        case .dismiss:
            // A swipe down, as on a device: only a sheet goes, and its presentation
            // controller's delegate hears of it. A refused swipe is not an error: it happened,
            // the app said no (the trace shows why); `expect presented` checks the outcome.
            // No reference to the sheet survives this block: the leak check runs while settling.
            let refusal: String? = {
                guard let presented = topmostPresented() else { return "nothing is presented" }
                switch presented.swipeDown() {
                case .dismissed, .refused: return nil
                case .notSwipeable(let style):
                    return "\(presented.traceRef) is presented \(style): a swipe down dismisses only sheets (D: dismiss by code)"
                }
            }()
            if let refusal { return refusal }
            settle()
            return nil
        case .dismissByCode:
            // What app code does: the presenter dismisses what it presents, in any style. The
            // trace shows the call (`Presenter dismiss(Presented, animated: true)`).
            let called: Bool = {
                guard let presented = topmostPresented(), let presenter = presented.presentingViewController else { return false }
                presenter.dismiss(animated: true)
                return true
            }()
            guard called else { return "nothing is presented" }
            settle()
            return nil
        case .segue(let identifier):
            let launched: Bool = {
                guard let top = visibleController() else { return false }
                top.performSegue(withIdentifier: identifier, sender: nil)
                return true
            }()
            guard launched else { return "the app has not launched" }
            settle()
            return nil
        case .step(let on):
            stepping = on
            return nil
        case .next:
            return nil
        case .wait, .resize, .marker, .expectTop, .expectStack, .expectPresented, .expectScreen, .expectNoScreen,
            .expectLog, .expectNoLog, .expectValue, .expectCrash, .expectHang, .expectAlive, .expectLeak, .expectNoLeaks:
            return "'\(command.scriptText)' is not a command for the app"
        }
    }

    /// Launches (or relaunches, in process) the app.
    public func launch() {
        UIApplication.shared.resetForNewLaunch()
        UIApplication.shared.addTraceObserver(self)
        UIApplication.shared.setConsole { _ in }
        inspector = PropertyProvenance()
        snapshots.removeAll()
        flow.reset()
        leaks.removeAll()
        focusedField = nil
        configuration.install()
        window = UIApplication.shared.launch(mainStoryboard: configuration.mainStoryboard)
        settle()
    }

    /// Drains the simulated run loop after an input, as the app's event loop does. On the main
    /// thread (the app process) it also runs what the app scheduled with `DispatchQueue.main.async`
    /// (and main-run-loop timers), as a device's main run loop would, until both are quiet.
    func settle() {
        UIApplication.shared.runUntilIdle()
        guard Thread.isMainThread else { return }
        for _ in 0..<64 {
            // A turn runs the due timers or the main queue, not both: a few turns, so that a
            // timer and queued work beside it (or work a timer queues) all run.
            // Each turn does not wait (a limit of `.distantPast`): with a limit of now, Foundation
            // set up and cancelled a timeout timer each turn, waking its dispatch threads (about
            // 20 µs a turn, most of a storyboard app's action).
            for _ in 0..<4 { _ = RunLoop.main.run(mode: .default, before: .distantPast) }
            guard UIApplication.shared.hasPendingWork else { return }
            UIApplication.shared.runUntilIdle()
        }
    }

    private func type(_ text: String) -> String? {
        let screen = Screen.capture()
        let fields = screen.model.elements.indices.filter { screen.model.elements[$0].kind == .textField }
        guard let index = focusedField.flatMap({ fields.contains($0) ? $0 : nil }) ?? fields.first else {
            return "there is no text field on this screen"
        }
        screen.type(text, into: index)
        settle()
        return nil
    }

    // MARK: - State

    /// The screen now.
    public func screen() -> ScreenModel { Screen.capture().model }

    /// The window's hierarchy now, with each controller's properties and where they came from.
    public func hierarchy() -> HierarchyNode? {
        guard let root = window?.rootViewController else { return nil }
        return HierarchyBuilder(provenance: inspector).node(for: root, role: .root)
    }

    /// A reply with the state, when wanted.
    /// A reply with the state, when wanted: the screen, the hierarchy, and what the flow saw
    /// since the last reply that carried it.
    public func reply(to request: AppRequest, error: String?, pause: StepPause? = nil) -> AppReply {
        var observation: FlowObservation?
        if request.wantsState {
            let seen = flow.observe(root: window?.rootViewController, visible: visibleController(), provenance: inspector)
            observation = seen.isEmpty ? nil : seen
        }
        return AppReply(
            requestID: request.id, error: error, pause: pause,
            screen: request.wantsState ? screen() : nil, hierarchy: request.wantsState ? hierarchy() : nil, leaks: leaks,
            flow: observation)
    }

    /// The controller whose content is on screen.
    func visibleController() -> UIViewController? {
        guard let root = window?.rootViewController else { return nil }
        var top = root
        while let presented = top.presentedViewController, presented !== top { top = presented }
        return top.visibleContentController
    }

    private func topmostPresented() -> UIViewController? {
        guard let root = window?.rootViewController else { return nil }
        var top: UIViewController?
        var current = root
        while let presented = current.presentedViewController, presented !== current {
            top = presented
            current = presented
        }
        return top
    }
}

/// Where a segue under way is in making its destination (for step mode's inspector).
private enum SegueDestination: Equatable {
    /// No segue is under way.
    case outside
    /// A segue fired: the next controller made is its destination.
    case awaited
    /// The destination it made.
    case made(ObjectRef?)
}
