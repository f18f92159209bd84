import Navigator
import SimUIKit

/// A small app as a graph of screens, for the crawler: buttons push or present other screens,
/// crash the app or only count; rows open a detail; back pops; a swipe down dismisses a sheet.
/// The test says which screens leak when popped and which keep a dependency nil after they
/// appear. It keeps what it was sent, so a test can see how the crawler got somewhere.
@MainActor
final class ScreenGraphSession: AppSession {
    /// What a button does.
    enum Target {
        case push(String)
        case present(String)
        case crash
        /// Counts (the screen's `Count N` label changes; the screen stays the same screen).
        case noise
    }

    struct Screen {
        var buttons: [(String, Target)] = []
        var rows = 0
    }

    var screens: [String: Screen]
    var root: String
    var leaksOnBack: Set<String> = []
    var nilAfterAppear: Set<String> = []
    /// Whether each launch shows another word on every screen (`Round A`, `Round B`…), as a game
    /// with a random question does.
    var differsAtEachLaunch = false
    private(set) var sent: [ReplayCommand?] = []
    private(set) var isAlive = false
    private var stack: [(name: String, presented: Bool)] = []
    private var counter = 0
    private var launches = 0
    private var leaked: [String] = []

    init(root: String, _ screens: [String: Screen]) {
        self.root = root
        self.screens = screens
    }

    func perform(_ command: ReplayCommand?, wantsState: Bool) -> ActionOutcome {
        sent.append(command)
        if command?.isLaunch == true {
            isAlive = true
            stack = [(root, false)]
            counter = 0
            leaked = []
            launches += 1
        }
        guard isAlive else { return ActionOutcome(events: [], reply: AppReply(requestID: 0, error: "the app is not running")) }
        var events: [TraceLines] = []
        var error: String?
        switch command {
        case .tap(.text(let text, nil))?:
            switch screens[top]?.buttons.first(where: { $0.0 == text })?.1 {
            case .push(let name)?: show(name, presented: false, &events)
            case .present(let name)?: show(name, presented: true, &events)
            case .crash?:
                isAlive = false
                let crash = CrashReport(
                    message: "App/\(top).swift:9: Fatal error: \(text)", signal: 4, exitStatus: nil, standardError: "", lastTrace: [])
                return ActionOutcome(events: events, reply: nil, crash: crash)
            case .noise?: counter += 1
            case nil: error = "no element reads \"\(text)\""
            }
        case .tap(.row(let row, 0))? where row < (screens[top]?.rows ?? 0):
            show("\(top)Detail", presented: false, &events)
        case .back? where stack.count > 1 && !stack[stack.count - 1].presented:
            pop(&events)
        case .dismiss? where stack.count > 1 && stack[stack.count - 1].presented:
            pop(&events)
        case nil, .launch?, .relaunch?: break
        default: error = "cannot \(command?.scriptText ?? "")"
        }
        return ActionOutcome(
            events: events, reply: AppReply(requestID: sent.count, error: error, screen: wantsState ? model() : nil, leaks: leaked))
    }

    private var top: String { stack.last?.name ?? root }

    private func show(_ name: String, presented: Bool, _ events: inout [TraceLines]) {
        stack.append((name, presented))
        events.append(TraceLines(kind: .instantiate, lines: ["\(name)#1.init(coder:) [coder] segue \"show\(name)\""]))
        if nilAfterAppear.contains(name) {
            events.append(TraceLines(kind: .unset, lines: ["  \(name)#1: still nil after viewDidAppear(true): model"]))
        }
    }

    private func pop(_ events: inout [TraceLines]) {
        let popped = stack.removeLast()
        if leaksOnBack.contains(popped.name) {
            events.append(TraceLines(kind: .leak, lines: ["leak: \(popped.name)#1 is still alive after it was popped"]))
            leaked.append("\(popped.name)#1")
        }
    }

    private func model() -> ScreenModel {
        var elements: [ScreenElement] = []
        let presented = stack.last?.presented ?? false
        if stack.count > 1, !presented { elements.append(ScreenElement(kind: .backButton, text: "Back", taps: [.back])) }
        elements.append(ScreenElement(kind: .label, text: "Count \(counter)"))
        if differsAtEachLaunch {
            elements.append(ScreenElement(kind: .label, text: "Round \(Character(UnicodeScalar(64 + UInt8(launches % 26))))"))
        }
        for (title, _) in screens[top]?.buttons ?? [] {
            elements.append(ScreenElement(kind: .button, text: title, taps: [.action(selector: "tap:")]))
        }
        for row in 0..<(screens[top]?.rows ?? 0) {
            elements.append(
                ScreenElement(
                    kind: .tableRow, text: "Item \(row)", taps: [.select(IndexPath(row: row, section: 0), notifiesDelegate: true)],
                    level: 1))
        }
        return ScreenModel(
            controllerClass: top, title: top, presentation: presented ? .presented(.pageSheet) : .window,
            hasNavigationBar: !presented, elements: elements)
    }

    func performAll(next: () -> ReplayCommand?, handle: (ActionOutcome) -> Bool) {
        while let command = next() {
            let outcome = perform(command, wantsState: false)
            guard handle(outcome), outcome.crash == nil, !outcome.hung else { return }
        }
    }

    func restart() -> String? {
        isAlive = false
        return nil
    }

    func terminate() { isAlive = false }
}
