import Foundation
import Navigator

/// The interactive loop: draws the state, reads keys, mouse and resizes, sends actions.
@MainActor
public final class NavigatorApp {
    public let controller: NavigatorController
    public let backend: TerminalBackend
    private let view: NavigatorView
    private var hitAreas: [HitArea] = []
    private var history: [String] = []
    private var historyIndex: Int?
    private var editingFilter = false
    /// Where `R` records to when no path was given.
    public var defaultRecordingPath = "vcnav-recording.vcreplay"
    var lastDrawn: CellGrid?
    /// Set when the user quit (or a signal arrived) while the app was busy: the exit status the
    /// navigator ends with as soon as the action returns.
    public internal(set) var pendingExit: Int32?
    var busyNoticeShown: TimeInterval = 0

    public init(controller: NavigatorController, backend: TerminalBackend) {
        self.controller = controller
        self.backend = backend
        view = NavigatorView(theme: Theme(charset: backend.boxCharset))
        if let child = controller.session as? ChildProcessSession {
            child.whileBusy = { [weak self] waited in self?.watchWhileBusy(waited: waited) ?? false }
        }
    }

    /// Draws the current state (only when it changed).
    public func draw() {
        let frame = view.render(controller.state, size: backend.size)
        hitAreas = frame.hitAreas
        guard frame.grid != lastDrawn else { return }
        backend.draw(frame.grid)
        lastDrawn = frame.grid
    }

    /// Runs until the user quits or a signal ends it; returns the exit status.
    public func run() -> Int32 {
        if let pendingExit { return pendingExit }
        draw()
        while true {
            guard let event = backend.nextEvent(timeoutMilliseconds: 500) else { continue }
            if let status = handle(event) ?? pendingExit { return status }
            draw()
        }
    }

    /// Handles one input event; returns an exit status when the navigator should end.
    public func handle(_ event: InputEvent) -> Int32? {
        switch event {
        case .terminate:
            return event.exitStatus ?? 1
        case .resize:
            lastDrawn = nil
            return nil
        case .mouse(let x, let y):
            if let hit = hitAreas.first(where: { $0.rect.contains(Point(x: x, y: y)) }) {
                controller.tap(elementAt: hit.index)
            }
            return nil
        case .key(let key):
            return handle(key)
        }
    }

    private func handle(_ key: Key) -> Int32? {
        let state = controller.state
        if state.commandLine != nil { editCommandLine(key); return nil }
        if state.showHelp { controller.setHelp(false); return nil }
        if state.crash != nil || state.hung {
            switch key {
            case .character("q"), .ctrl("c"), .ctrl("d"): return 0
            case .character("r"), .enter: controller.launch()
            default: controller.setMessage("the app crashed: r relaunches, q quits")
            }
            return nil
        }
        switch key {
        case .character("q"), .ctrl("d"): return 0
        case .tab, .down, .right: controller.moveFocus(by: 1)
        case .backTab, .up, .left: controller.moveFocus(by: -1)
        case .enter: controller.tapFocused()
        case .character("b"): controller.perform(.back)
        case .character("d"): controller.perform(.dismiss)
        case .character("s"): controller.setStepping(!state.stepping)
        case .character("n"), .character(" "): controller.next()
        case .character("r"): controller.launch()
        case .character("["): controller.moveInspection(by: -1)
        case .character("]"): controller.moveInspection(by: 1)
        case .pageUp: controller.scrollLog(by: 10)
        case .pageDown: controller.scrollLog(by: -10)
        case .home: controller.scrollLog(by: state.log.count)
        case .end: controller.scrollLog(by: -state.log.count)
        case .character("?"): controller.setHelp(true)
        case .character(":"):
            editingFilter = false
            historyIndex = nil
            controller.setCommandLine("")
        case .character("/"):
            editingFilter = true
            controller.setCommandLine(state.logFilter ?? "")
        case .character("R"): toggleRecording()
        case .escape: controller.setMessage(nil)
        default: break
        }
        return nil
    }

    private func toggleRecording() {
        if controller.isRecording {
            controller.stopRecording()
        } else {
            do {
                try controller.startRecording(to: defaultRecordingPath)
            } catch {
                controller.setMessage("\(error)")
            }
        }
    }

    private func editCommandLine(_ key: Key) {
        var text = controller.state.commandLine ?? ""
        switch key {
        case .escape, .ctrl("c"):
            controller.setCommandLine(nil)
            return
        case .enter:
            controller.setCommandLine(nil)
            if editingFilter {
                controller.setLogFilter(text)
            } else if !text.trimmingCharacters(in: .whitespaces).isEmpty {
                history.append(text)
                controller.run(commandLine: text)
            }
            return
        case .backspace, .delete:
            if !text.isEmpty { text.removeLast() }
        case .up where !editingFilter && !history.isEmpty:
            let index = max(0, (historyIndex ?? history.count) - 1)
            historyIndex = index
            text = history[index]
        case .down where !editingFilter && historyIndex != nil:
            let index = (historyIndex ?? 0) + 1
            historyIndex = index < history.count ? index : nil
            text = historyIndex.map { history[$0] } ?? ""
        case .character(let character):
            text.append(character)
        default:
            break
        }
        controller.setCommandLine(text)
    }
}
