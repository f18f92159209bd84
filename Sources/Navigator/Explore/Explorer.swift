import Diagnostics
import Foundation
import SimUIKit

/// The crawler: explores an app through the simulated user, as a third driver of the same
/// `AppRun` as replays and the navigator, in the same command vocabulary.
///
/// Systematic and deterministic for a seed: it starts at the launch screen and visits screens
/// breadth first (so each is reached by a shortest path), trying every action `CrawlActions`
/// lists on each, in an order the seed shuffles. A screen is known by its `ScreenSignature`; to
/// go back to one, it relaunches the app and replays the shortest path it knows. Each outcome
/// is judged by `ExploreOracles`; each finding, once the crawl ends, is shrunk (delta
/// debugging) until no action can go, each candidate judged by running it as a replay with the
/// check that shows the finding (the one `ReplayRunner`).
@MainActor
public final class Explorer {
    /// When the crawl stops.
    public struct Budget: Sendable, Equatable {
        /// The most commands sent to the app while crawling (shrinking not counted).
        public var maxActions: Int
        /// The most seconds the crawl takes (the shrinking after it not counted).
        public var seconds: Double
        /// The most actions on a path from the launch: screens deeper are seen, not explored.
        public var depth: Int

        /// A budget.
        public init(maxActions: Int = 5000, seconds: Double = 300, depth: Int = 12) {
            self.maxActions = maxActions
            self.seconds = seconds
            self.depth = depth
        }
    }

    /// The app.
    public let session: AppSession
    /// When the crawl stops.
    public var budget: Budget
    /// The seed of the order actions are tried in.
    public var seed: UInt64
    /// Texts typed into text fields, by identifier or placeholder (`--text FIELD=VALUE`).
    public var texts: [String: String]
    /// Seconds on a monotonic clock (tests give their own).
    public var clock: () -> Double = { ProcessInfo.processInfo.systemUptime }
    /// Called after each command the crawl sends, with what it did: false stops the crawl there
    /// (the navigator's live crawl, which shows each step).
    public var onStep: (ReplayCommand, ActionOutcome) -> Bool = { _, _ in true }
    /// Whether the findings are shrunk once the crawl ends (the navigator's live crawl leaves the
    /// app where it stopped instead).
    public var shrinks = true

    /// What has happened to the app (the one app-run state of every driver).
    public private(set) var run = AppRun(scriptRules: false)
    private var screen: ScreenModel?
    /// The shortest known way from a launch to where the app is: the known path of the screen
    /// being explored, then the actions that succeeded since.
    private var path: [ReplayCommand] = []
    /// The actions since the last launch that succeeded.
    private var sinceLaunch: [ReplayCommand] = []
    private var known: [ScreenSignature: Known] = [:]
    private var order: [ScreenSignature] = []
    private var crawl: [ReplayCommand] = []
    private var findings: [String: ExploreFinding] = [:]
    private var findingOrder: [String] = []
    private var sent = 0
    private var reached = Set<String>()
    private var started = 0.0
    private var stopped: String?
    private var launches = 0
    /// Screens left with actions untried: the shortest path no longer led there.
    private var lost: [ScreenSignature] = []
    private var oracles = ExploreOracles()

    private struct Known {
        var path: [ReplayCommand]
        var depth: Int
        var screen: ScreenModel
    }

    /// A crawler of the app `session` runs.
    public init(session: AppSession, budget: Budget = Budget(), seed: UInt64 = 1, texts: [String: String] = [:]) {
        self.session = session
        self.budget = budget
        self.seed = seed
        self.texts = texts
    }

    /// Crawls the app, shrinks what it found, and says what it did; `map` is what the app's
    /// storyboards declare (for the scenes reached of all).
    public func explore(map: FlowMap = FlowMap()) -> ExploreReport {
        started = clock()
        var random = SplitMix64(seed: seed)
        launch()
        if let screen { remember(screen, path: [], depth: 0) }
        var next = 0
        crawling: while next < order.count {
            let target = order[next]
            next += 1
            guard let place = known[target], place.depth < budget.depth else { continue }
            var actions = CrawlActions.actions(on: place.screen, texts: texts)
            random.shuffle(&actions)
            for action in actions {
                if outOfBudget { break crawling }
                guard reach(target) else {
                    if stopped != nil { break crawling }
                    lost.append(target)
                    break
                }
                path = place.path
                for command in action {
                    guard send(command, wantsState: command == action.last) else { break }
                }
                if !run.isDown, let screen { remember(screen, path: path, depth: place.depth + 1) }
                if stopped != nil { break crawling }
            }
        }
        let crawled = crawl
        var shrunk: [ExploreFinding] = []
        for key in findingOrder {
            guard var finding = findings[key], !oracles.isFilledElsewhere(finding) else { continue }
            if shrinks { finding.actions = shrink(finding) }
            shrunk.append(finding)
        }
        let storyboardScenes = map.scenes.filter { $0.storyboard != nil }
        // A container is reached with what it contains (the screen shows its child).
        for edge in map.edges where reached.contains(edge.to) {
            if case .relationship = edge.way { reached.insert(edge.from) }
        }
        return ExploreReport(
            actions: sent, screens: known.count,
            scenesReached: storyboardScenes.filter { reached.contains($0.key) }.map(\.key),
            scenes: storyboardScenes.map(\.key), findings: shrunk.sorted { ($0.kind, $0.place) < ($1.kind, $1.place) },
            crawl: crawled, stoppedBy: stopped, seed: seed, lostScreens: lost.count,
            sceneNames: Dictionary(storyboardScenes.map { ($0.key, Self.name(of: $0)) }) { first, _ in first })
    }

    /// `UIViewController “Birds”`, `DetailViewController, Storyboard ID Detail`: the class and
    /// what tells its scene from others of that class.
    private static func name(of scene: FlowMap.Scene) -> String {
        if let title = scene.title { return "\(scene.className) “\(title)”" }
        return scene.className + (scene.storyboardIdentifier.map { ", Storyboard ID \($0)" } ?? "")
    }

    private var outOfBudget: Bool {
        if sent >= budget.maxActions { stopped = "--max-actions \(budget.maxActions)" }
        if clock() - started >= budget.seconds { stopped = "--time \(Self.format(budget.seconds))" }
        return stopped != nil
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }

    // MARK: - Driving

    private func launch() {
        path.removeAll()
        sinceLaunch.removeAll()
        screen = nil
        send(launches == 0 ? .launch : .relaunch, wantsState: true)
        launches += 1
    }

    /// Brings the app to the screen `target`: at once when it is there; by the back button or
    /// the swipe down when one step back is `target` (the last action pushed or presented
    /// from it); else by a relaunch and the shortest path known. False when the path no longer
    /// leads there.
    private func reach(_ target: ScreenSignature) -> Bool {
        if !run.isDown, let screen, ScreenSignature(screen) == target { return true }
        guard let place = known[target] else { return false }
        if !run.isDown, let screen, let way = Self.wayBack(from: screen), send(way, wantsState: true), !run.isDown,
            let back = self.screen, ScreenSignature(back) == target
        {
            return true
        }
        launch()
        for (index, command) in place.path.enumerated() {
            guard send(command, wantsState: index == place.path.count - 1) else { return false }
        }
        return !run.isDown && screen.map(ScreenSignature.init) == target
    }

    /// The one step back from `screen`: its back button, or the swipe down of a sheet.
    private static func wayBack(from screen: ScreenModel) -> ReplayCommand? {
        if screen.elements.contains(where: { $0.kind == .backButton && $0.isEnabled }) { return .back }
        if case .presented = screen.presentation { return .dismiss }
        return nil
    }

    /// Sends one command; false when it could not be done or the app died.
    @discardableResult
    private func send(_ command: ReplayCommand, wantsState: Bool) -> Bool {
        guard stopped == nil, !outOfBudget else { return false }
        if case .refuse = run.verdict(before: command) { return false }
        run.reduce(.actionBegan(command, step: nil))
        let outcome = session.perform(command, wantsState: wantsState)
        run.reduce(.outcome(outcome))
        sent += 1
        // Not done (the app said why): not on the path; the crawl tries the next action.
        if outcome.reply?.error != nil, outcome.crash == nil, !outcome.hung {
            if !onStep(command, outcome) { stopped = "stopped" }
            return false
        }
        if !command.isLaunch {
            path.append(command)
            sinceLaunch.append(command)
        }
        crawl.append(command)
        if let flow = outcome.reply?.flow?.current { reached.insert(flow) }
        if let next = outcome.reply?.screen { screen = next }
        for finding in oracles.findings(in: outcome, after: command, on: screen?.controllerClass)
        where findings[finding.key] == nil {
            var finding = finding
            finding.actions = path
            finding.found = path
            finding.observed = sinceLaunch
            findings[finding.key] = finding
            findingOrder.append(finding.key)
        }
        if let death = run.death {
            // The crawl's own replay acknowledges it, as a recording does, so that it replays.
            crawl.append(AppRun.acknowledgement(death.kind))
            run.reduce(.acknowledgedInRecording)
            screen = nil
        }
        if !onStep(command, outcome) { stopped = "stopped" }
        return !run.isDown
    }

    private func remember(_ screen: ScreenModel, path: [ReplayCommand], depth: Int) {
        let signature = ScreenSignature(screen)
        guard known[signature] == nil else { return }
        known[signature] = Known(path: path, depth: depth, screen: screen)
        order.append(signature)
    }

    // MARK: - Shrinking

    /// The fewest of the finding's actions that still show it (delta debugging, down to no
    /// single action that can go).
    public func shrink(_ finding: ExploreFinding) -> [ReplayCommand] {
        var actions = finding.found
        if !reproduces(actions, finding) {
            actions = finding.observed
            guard actions != finding.found, reproduces(actions, finding) else { return finding.found }
        }
        var parts = 2
        while !actions.isEmpty {
            let size = max(1, (actions.count + parts - 1) / parts)
            var reduced = false
            for start in stride(from: 0, to: actions.count, by: size) {
                var candidate = actions
                candidate.removeSubrange(start..<min(start + size, actions.count))
                if reproduces(candidate, finding) {
                    actions = candidate
                    parts = max(parts - 1, 2)
                    reduced = true
                    break
                }
            }
            if reduced { continue }
            if size == 1 { break }
            parts = min(parts * 2, actions.count)
        }
        return actions
    }

    /// Whether `launch`, `actions` and the finding's check pass as a replay.
    private func reproduces(_ actions: [ReplayCommand], _ finding: ExploreFinding) -> Bool {
        let commands = [ReplayCommand.launch] + actions + [finding.check]
        let steps = commands.enumerated().map {
            ReplayStep(command: $1, location: SourceLocation(file: finding.fileStem, line: $0 + 1, column: 1))
        }
        let runner = ReplayRunner(session: session)
        runner.keepsTranscript = false
        screen = nil
        return runner.run(steps).failure == nil
    }
}

/// A small, fast generator whose sequence is fixed by its seed (SplitMix64), so a crawl is
/// the same for the same seed on every machine (the tests' reproducible garbage uses it too).
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Shuffles `items` (Fisher–Yates, with this generator's numbers: the same on every platform,
    /// unlike the standard library's `shuffle`, whose algorithm is not promised).
    mutating func shuffle<T>(_ items: inout [T]) {
        guard items.count > 1 else { return }
        for index in stride(from: items.count - 1, to: 0, by: -1) {
            let other = Int(next() % UInt64(index + 1))
            items.swapAt(index, other)
        }
    }
}
