import SimUIKit

/// Something the crawl found wrong, with the replay that shows it.
public struct ExploreFinding: Sendable, Equatable {
    /// What kind of problem it is.
    public enum Kind: String, Sendable, CaseIterable, Comparable {
        /// The app crashed: a Swift trap, or an uncaught exception with UIKit's text.
        case crash
        /// The app stopped answering and was killed.
        case hang
        /// A controller still alive after it was popped or dismissed.
        case leak
        /// A stored property still nil after `viewDidAppear`: a dependency that never arrived.
        case nilDependency = "nil-dependency"
        /// A line UIKit prints to the console on a device (unbalanced appearance transitions,
        /// presenting while presenting, an unwind no one handles…).
        case warning

        public static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// Where: a crash's `file:line`, the leaking class, `Class.property`, a warning's text with
    /// numbers normalized. Findings of one kind at one place are one finding.
    public var place: String
    /// What happened, for a person.
    public var message: String
    /// The check that holds when it happens (`expect crash "…"`, `expect leak Class`…).
    public var check: ReplayCommand
    /// The actions after `launch` that show it: the shortest path the crawl knew, then shrunk
    /// until no action can go.
    public var actions: [ReplayCommand]
    /// The actions before shrinking (the shortest path the crawl knew).
    public var found: [ReplayCommand]
    /// What the app really went through since its launch when the crawl saw it (a screen is
    /// reached without a relaunch when the crawl is already there): tried when `found` does not
    /// show it.
    public var observed: [ReplayCommand] = []

    /// A finding of `kind` at `place`.
    public init(kind: Kind, place: String, message: String, check: ReplayCommand, actions: [ReplayCommand] = []) {
        self.kind = kind
        self.place = place
        self.message = message
        self.check = check
        self.actions = actions
        self.found = actions
    }

    /// What makes two findings the same one.
    public var key: String { "\(kind.rawValue) \(place)" }

    /// The finding's replay: `launch`, the actions, the check.
    public var replay: [ReplayCommand] { [.launch] + actions + [check] }

    /// A file name for the finding's replay: `crash-DogDetailViewController.swift-15`.
    public var fileStem: String {
        let cleaned = place.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "-" }
        var stem = String(cleaned.prefix(60))
        while stem.contains("--") { stem = stem.replacingOccurrences(of: "--", with: "-") }
        stem = String(stem.drop { $0 == "-" || $0 == "." }.reversed().drop { $0 == "-" || $0 == "." }.reversed())
        return kind.rawValue + (stem.isEmpty ? "" : "-" + stem)
    }
}

/// The oracles: what in one action's outcome is a finding.
///
/// A property still nil after `viewDidAppear` is a finding only on a controller the storyboard
/// made with `init(coder:)` alone (a segue, a Storyboard ID, a relationship): its dependencies
/// can only arrive as properties set after init, so a nil one is one that was forgotten. A
/// controller made by its own initializer (in code, by a creator closure, by a segue action)
/// got what it needs as parameters; a nil there is the caller's choice (an optional parameter,
/// a form for a new item) or the controller's own state.
public struct ExploreOracles {
    /// The controllers (`Class#n`) made with `init(coder:)` alone since the app's launch.
    public private(set) var madeByCoder = Set<String>()
    /// The controllers made with `init(coder:)` that appeared, in any launch (`3 Class#n`: the
    /// launch, the instance), each with the properties it had nil after `viewDidAppear`.
    private var appeared: [String: Set<String>] = [:]
    private var launches = 0

    /// Oracles for a fresh launch.
    public init() {}

    /// The findings `outcome` shows, in order (their actions left empty).
    public mutating func findings(in outcome: ActionOutcome, after command: ReplayCommand, on screen: String?) -> [ExploreFinding] {
        if command.isLaunch {
            madeByCoder.removeAll()
            launches += 1
        }
        var found: [ExploreFinding] = []
        for event in outcome.events {
            for line in event.lines {
                let line = line.trimmingCharacters(in: .whitespaces)
                if event.kind == .instantiate, let range = line.range(of: ".init(coder:) [coder]") {
                    madeByCoder.insert(String(line[..<range.lowerBound]))
                }
                if event.kind == .callbackBegin, let range = line.range(of: ".viewDidAppear("),
                    madeByCoder.contains(String(line[..<range.lowerBound]))
                {
                    appeared["\(launches) \(line[..<range.lowerBound])", default: []].formUnion([])
                }
                if event.kind == .unset, let range = line.range(of: ": still nil after viewDidAppear") {
                    let names = line[range.upperBound...].drop { $0 != ":" }.dropFirst().split(separator: ",").map {
                        $0.trimmingCharacters(in: .whitespaces)
                    }
                    appeared["\(launches) \(line[..<range.lowerBound])", default: []].formUnion(names)
                }
                if let finding = Self.finding(kind: event.kind, line: line),
                    finding.kind != .nilDependency || madeByCoder.contains(String(line.prefix { $0 != ":" }))
                {
                    found.append(finding)
                }
            }
        }
        if let crash = outcome.crash {
            let message = crash.deterministicMessage
            let exception = "*** Terminating app due to uncaught exception "
            let place = crash.location ?? (message.hasPrefix(exception) ? String(message.dropFirst(exception.count)) : message)
            found.append(ExploreFinding(kind: .crash, place: place, message: message, check: .expectCrash(message)))
        } else if outcome.hung {
            let place = "\(screen ?? "?") \(command.scriptText)"
            found.append(
                ExploreFinding(
                    kind: .hang, place: place, message: outcome.hang?.message ?? "the app did not answer in time and was killed",
                    check: .expectHang))
        }
        return found
    }

    /// Whether each property of a nil-dependency finding was filled on another instance of its
    /// class that the storyboard made and that appeared (another way to the same screen): a form
    /// that adds an item (nil) and edits one (set), not a dependency forgotten on every way.
    public func isFilledElsewhere(_ finding: ExploreFinding) -> Bool {
        guard finding.kind == .nilDependency, let dot = finding.place.firstIndex(of: ".") else { return false }
        let names = finding.place[finding.place.index(after: dot)...].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let instances = appeared.filter { Self.className(in: $0.key.drop { $0 != " " }.dropFirst()) == finding.place[..<dot] }
        return !names.isEmpty && names.allSatisfy { name in instances.values.contains { !$0.contains(name) } }
    }

    /// The finding a trace line of `kind` is, if any.
    static func finding(kind: TraceEvent.Kind, line: String) -> ExploreFinding? {
        switch kind {
        case .leak:
            guard line.hasPrefix("leak: ") else { return nil }
            let name = className(in: line.dropFirst(6))
            return ExploreFinding(kind: .leak, place: name, message: String(line.dropFirst(6)), check: .expectLeak(name))
        case .unset:
            guard let range = line.range(of: "still nil after viewDidAppear") else { return nil }
            let name = className(in: line[...])
            let properties = line[range.lowerBound...].split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) }
            return ExploreFinding(
                kind: .nilDependency, place: "\(name).\(properties ?? "?")", message: line,
                check: .expectLog(String(line[range.lowerBound...])))
        case .warning:
            // The transcript writes `warning: ` before the console's line.
            let message = line.hasPrefix("warning: ") ? String(line.dropFirst(9)) : line
            guard !message.hasPrefix("[vcnav]") else { return nil }
            // The check quotes the line up to its first number (a serial, an address), so that
            // it holds in any run; a `#` or `0x` just before the number is left out too.
            var text = String(message.prefix { !$0.isNumber })
            for suffix in ["#", "0x"] where text.hasSuffix(suffix) { text.removeLast(suffix.count) }
            guard !text.isEmpty else { return nil }
            return ExploreFinding(
                kind: .warning, place: ScreenSignature.normalized(message), message: message, check: .expectLog(text))
        case .callbackBegin, .callbackEnd, .delegate, .instantiate, .injection, .operation, .segue, .action, .deinitialized,
            .gesture, .missingSuper, .exception, .fatal, .note, .pending:
            return nil
        }
    }

    /// `LeakyViewController` of `LeakyViewController#1 is still alive…`.
    private static func className(in text: Substring) -> String {
        String(text.prefix { $0 != "#" && $0 != " " && $0 != ":" })
    }
}
