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
public enum ExploreOracles {
    /// The findings `outcome` shows, in order (their actions left empty).
    public static func findings(in outcome: ActionOutcome, after command: ReplayCommand, on screen: String?) -> [ExploreFinding] {
        var found: [ExploreFinding] = []
        for event in outcome.events {
            for line in event.lines {
                if let finding = finding(kind: event.kind, line: line.trimmingCharacters(in: .whitespaces)) {
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
            guard !line.hasPrefix("[vcnav]") else { return nil }
            let stable = String(line.prefix { !$0.isNumber })
            let text = stable.hasSuffix("#") || stable.hasSuffix("0x") ? String(stable.dropLast(stable.hasSuffix("#") ? 1 : 2)) : stable
            guard !text.isEmpty else { return nil }
            return ExploreFinding(
                kind: .warning, place: ScreenSignature.normalized(line), message: line, check: .expectLog(text))
        case .callbackBegin, .callbackEnd, .delegate, .instantiate, .injection, .operation, .segue, .action, .deinitialized,
            .gesture, .missingSuper, .exception, .fatal, .note:
            return nil
        }
    }

    /// `LeakyViewController` of `LeakyViewController#1 is still alive…`.
    private static func className(in text: Substring) -> String {
        String(text.prefix { $0 != "#" && $0 != " " && $0 != ":" })
    }
}
