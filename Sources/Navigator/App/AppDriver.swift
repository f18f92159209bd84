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
    private(set) var leaks: [String] = []
    /// Receives every event as it happens, with its transcript lines.
    public var onEvent: (TraceLines) -> Void = { _ in }
    /// In step mode, called before each callback; returns when the app may go on.
    public var onPause: (String) -> Void = { _ in }
    public private(set) var stepping = false

    public init(configuration: AppConfiguration) {
        self.configuration = configuration
    }

    // MARK: - TraceObserver

    public func trace(_ event: TraceEvent) {
        inspector.record(event)
        if event.kind == .leak, let subject = event.subject { leaks.append(subject.description) }
        onEvent(TraceLines(kind: event.kind, lines: TraceRecorder.lines(for: event)))
        if stepping, event.kind == .callbackBegin {
            onPause(StepGuide.pauseText(for: event))
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
            return error.message(.replay)
        }
        return nil
    }

    /// Launches (or relaunches, in process) the app.
    public func launch() {
        UIApplication.shared.resetForNewLaunch()
        UIApplication.shared.addTraceObserver(self)
        UIApplication.shared.setConsole { _ in }
        inspector = PropertyProvenance()
        leaks.removeAll()
        user = SimulatedUser()
        UIApplication.shared.launch(configuration.app)
        user.settle()
    }

    // MARK: - State

    /// The screen now.
    public func screen() -> ScreenModel { Screen.capture().model }

    /// The window's hierarchy now, with each controller's properties and where they came from.
    public func hierarchy() -> HierarchyNode? {
        guard let root = (UIApplication.shared.keyWindow ?? UIApplication.shared.windows.last)?.rootViewController else { return nil }
        return HierarchyBuilder(provenance: inspector).node(for: root, role: .root)
    }

    /// A reply with the state, when wanted.
    public func reply(to request: AppRequest, error: String?, pausedBefore: String? = nil) -> AppReply {
        AppReply(
            requestID: request.id, error: error, pausedBefore: pausedBefore,
            screen: request.wantsState ? screen() : nil, hierarchy: request.wantsState ? hierarchy() : nil, leaks: leaks)
    }
}
