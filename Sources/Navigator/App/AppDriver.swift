import Foundation
import SimUIKit

/// Runs the app inside the current process and carries out actions on it, as a finger would.
/// The app process runs one behind its pipe; tests and the in-process session use it directly.
@MainActor
public final class AppDriver: TraceObserver {
    public let configuration: AppConfiguration
    /// The finger: a new one for each launch.
    private var user = SimulatedUser()
    private var inspector = PropertyProvenance()
    private var flow = FlowRecorder()
    private(set) var leaks: [String] = []
    /// Receives every event as it happens, with its transcript lines.
    public var onEvent: (TraceLines) -> Void = { _ in }
    /// Set by a receiver that makes each event's lines itself, as bytes where they go (the app
    /// process, straight into its wire: `AppWire.encodeEvent(_:into:)`): it receives the event
    /// instead of `onEvent`, and no string of its lines is made here.
    var onEventToEncode: ((TraceEvent) -> Void)?
    /// In step mode, called before each callback; returns when the app may go on.
    public var onPause: (StepPause) -> Void = { _ in }
    public private(set) var stepping = false
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
        if let encode = onEventToEncode {
            encode(event)
        } else {
            let lines = event.kind == .pending ? [StepGuide.pendingText(of: event)] : TraceRecorder.lines(for: event)
            onEvent(TraceLines(kind: event.kind, lines: lines))
        }
        if stepping, event.kind == .injection, let subject = event.subject {
            let node = HierarchyBuilder(provenance: inspector).node(tracing: subject, snapshot: snapshots[subject.serial])
            if let pause = StepGuide.pause(afterInjection: event, node: node) { onPause(pause) }
        }
        if stepping, event.kind == .callbackBegin || event.kind == .pending {
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
        do throws(SimulatedUser.Failure) {
            switch command {
            case .launch, .relaunch: launch()
            case .tap(let query): try user.tap(query)
            case .type(let text): try user.type(text)
            case .back: try user.tapBackButton()
            // A swipe down, as on a device: only a sheet goes. A refused swipe is not an error: it
            // happened, the app said no (the trace shows why); `expect presented` checks the outcome.
            case .dismiss: try user.swipeDown()
            case .dismissByCode:
                guard dismissByCode() else { return "nothing is presented" }
                user.settle()
            case .pressReturn: try user.pressReturn()
            case .swipeDelete(let row, let section): try user.swipeToDelete(row: row, inSection: section)
            case .pick(let value, let query): try user.pick(value, in: query)
            case .moveRow(let row, let section, let toRow, let toSection):
                try user.moveRow(row, inSection: section, to: IndexPath(row: toRow, section: toSection))
            case .background: try user.goToBackground()
            case .foreground: try user.returnToForeground()
            case .segue(let identifier):
                let launched: Bool = {
                    guard let top = user.visibleViewController else { return false }
                    top.performSegue(withIdentifier: identifier, sender: nil)
                    return true
                }()
                guard launched else { return "the app has not launched" }
                user.settle()
            case .step(let on): stepping = on
            case .next: break
            case .wait, .resize, .marker, .expectTop, .expectStack, .expectPresented, .expectScreen, .expectNoScreen,
                .expectLog, .expectNoLog, .expectValue, .expectCrash, .expectHang, .expectAlive, .expectLeak, .expectNoLeaks:
                return "'\(command.scriptText)' is not a command for the app"
            }
        } catch {
            guard case .notSwipeable = error.reason else { return error.message(.replay) }
            return error.message(.replay) + "; dismiss by code (D) closes it as its presenter's code would"
        }
        return nil
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
        user = SimulatedUser()
        UIApplication.shared.launch(configuration.app, on: configuration.system)
        user.settle()
    }

    /// What app code does to close the topmost presentation, whatever its style: its presenter
    /// calls `dismiss(animated: true)` (the trace shows that call). False when nothing is
    /// presented. No reference to the controllers survives: the leak check runs while settling.
    private func dismissByCode() -> Bool {
        guard var current = (UIApplication.shared.keyWindow ?? UIApplication.shared.windows.last)?.rootViewController else {
            return false
        }
        var presenter: UIViewController?
        while let presented = current.presentedViewController, presented !== current {
            presenter = presented.presentingViewController
            current = presented
        }
        guard let presenter else { return false }
        presenter.dismiss(animated: true)
        return true
    }

    // MARK: - State

    /// The screen now.
    public func screen() -> ScreenModel { Screen.capture().model }

    /// The window's hierarchy now, with each controller's properties and where they came from.
    public func hierarchy() -> HierarchyNode? {
        guard let root = (UIApplication.shared.keyWindow ?? UIApplication.shared.windows.last)?.rootViewController else { return nil }
        return HierarchyBuilder(provenance: inspector).node(for: root, role: .root)
    }

    /// A reply with the state, when wanted: the screen, the hierarchy, and what the flow saw
    /// since the last reply that carried it.
    public func reply(to request: AppRequest, error: String?, pause: StepPause? = nil) -> AppReply {
        var observation: FlowObservation?
        if request.wantsState {
            let root = (UIApplication.shared.keyWindow ?? UIApplication.shared.windows.last)?.rootViewController
            let seen = flow.observe(root: root, visible: user.visibleViewController, provenance: inspector)
            observation = seen.isEmpty ? nil : seen
        }
        return AppReply(
            requestID: request.id, error: error, pause: pause,
            screen: request.wantsState ? screen() : nil, hierarchy: request.wantsState ? hierarchy() : nil, leaks: leaks,
            flow: observation)
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
