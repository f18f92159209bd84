import Foundation
import Navigator

/// The interactive loop: draws the state, reads keys, mouse and resizes, and turns them into
/// messages for the controller.
@MainActor
public final class NavigatorApp {
    public let controller: NavigatorController
    public let backend: TerminalBackend
    private let view: NavigatorView
    private var hitAreas: [HitArea] = []
    /// Where `R` records to when no path was given (never replacing a file: a free name like it).
    public var defaultRecordingPath = "vcnav-recording.vcreplay"
    var lastDrawn: CellGrid?
    /// How many frames were drawn (a paste of many keys draws once).
    public private(set) var drawCount = 0
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

    /// Draws the current state (only when it changed); sends nothing.
    public func draw() {
        let frame = view.render(controller.state, size: backend.size)
        hitAreas = frame.hitAreas
        guard frame.grid != lastDrawn else { return }
        backend.draw(frame.grid)
        lastDrawn = frame.grid
        drawCount += 1
    }

    /// Runs until the user quits or a signal ends it; returns the exit status. Every event
    /// waiting is handled before the next frame, so a paste of thousands of keys draws once.
    public func run() -> Int32 {
        if let pendingExit { return pendingExit }
        draw()
        while true {
            guard var event = backend.nextEvent(timeoutMilliseconds: 500) else { continue }
            while true {
                if let status = handle(event) ?? pendingExit { return status }
                guard let next = backend.nextEvent(timeoutMilliseconds: 0) else { break }
                event = next
            }
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
            if !isEditing, let hit = hitAreas.first(where: { $0.rect.contains(Point(x: x, y: y)) }) {
                controller.send(.tapElement(hit.index))
            }
            return nil
        case .wheel(_, _, let up):
            if controller.state.showHelp {
                scrollHelp(up ? -3 : 3)
            } else {
                controller.send(.scrollLog(by: up ? 2 : -2, visible: logPage))
            }
            return nil
        case .key(let key):
            return handle(key)
        }
    }

    private func handle(_ key: Key) -> Int32? {
        if isEditing {
            editLine(key)
            return nil
        }
        switch Keymap.action(for: key, in: controller.state, page: logPage) {
        case .send(let message): controller.send(message)
        case .quit(let status): return status
        case .openCommandLine: controller.send(.openLine(.command))
        case .openFilter: controller.send(.openLine(.filter))
        case .typeIntoFocused(let field):
            controller.send(.tapFocused)
            if controller.state.lastFailure == nil, controller.state.pause == nil, controller.state.crash == nil {
                controller.send(.openLine(.typing(field: field)))
            }
        case .scrollHelp(let lines): scrollHelp(lines)
        case .toggleRecording:
            if controller.isRecording {
                controller.send(.stopRecording)
            } else {
                controller.send(.startRecording(path: ReplayRecorder.unusedPath(like: defaultRecordingPath), replacing: false))
            }
        case .explore: explore()
        case .none: break
        }
        return nil
    }

    /// The milliseconds each step of a live crawl stays on screen (a class can follow it).
    public var explorePace = 120

    /// `e`: the crawler explores the app live, each step shown as it happens; any key stops it
    /// where it is (a signal ends the navigator), and the navigator is the user's again.
    private func explore() {
        let explorer = Explorer(session: controller.session)
        explorer.shrinks = false
        var stopped = false
        controller.send(.showMessage("exploring the app: any key stops it here"))
        explorer.onStep = { [self] command, outcome in
            controller.send(.observed(command, outcome))
            draw()
            if let event = backend.nextEvent(timeoutMilliseconds: explorePace) {
                if case .terminate = event { pendingExit = event.exitStatus ?? 1 }
                stopped = true
            }
            return !stopped
        }
        let report = explorer.explore(map: controller.state.flow)
        if controller.session.isAlive { controller.send(.observed(nil, controller.session.perform(nil, wantsState: true))) }
        let found = report.counts.map { "\($0.count) \($0.kind.rawValue)" }.joined(separator: ", ")
        controller.send(
            .showMessage(
                "\(stopped ? "exploring stopped" : "explored"): \(report.actions) actions, \(report.screens) screens, "
                    + (found.isEmpty ? "no findings" : found) + " (vcnav explore writes their replays)"))
    }

    /// Whether a line (`:`, `/`, typing) is open at the bottom: keys edit it.
    private var isEditing: Bool { controller.state.commandLine != nil }

    /// A key on the open line; its text, bound and history live in the state. (The text is never
    /// held here while the state changes: each key appends in place, so a long paste stays
    /// linear; a copy at every key made a 1 MB paste take 46 s.)
    private func editLine(_ key: Key) {
        let prompt = controller.state.linePrompt
        switch key {
        case .escape, .ctrl("c"):
            controller.send(.closeLine)
        case .enter:
            let text = controller.state.commandLine ?? ""
            controller.send(.closeLine)
            switch prompt {
            case .filter: controller.send(.filterLog(text))
            case .typing: if !text.isEmpty { controller.send(.command(.type(text))) }
            case .command: if !text.trimmingCharacters(in: .whitespaces).isEmpty { controller.send(.commandLine(text)) }
            }
        case .backspace, .delete: controller.send(.eraseInLine)
        case .up where prompt == .command: controller.send(.recallHistory(by: -1))
        case .down where prompt == .command: controller.send(.recallHistory(by: 1))
        case .character(let character): controller.send(.typeInLine(String(character)))
        case .up, .down, .tab, .backTab, .left, .right, .shiftUp, .shiftDown, .pageUp, .pageDown, .home, .end, .function, .ctrl:
            break  // the line has no cursor or history to move there
        }
    }

    /// How many lines the log shows now (a page).
    var logPage: Int { NavigatorView.logLines(for: controller.state, size: backend.size) }

    private func scrollHelp(_ lines: Int) {
        controller.send(.scrollHelp(by: lines, limit: HelpOverlay.scrollLimit(in: backend.size)))
    }
}
