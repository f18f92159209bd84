import Foundation
import SimUIKit

/// What a crawl did and found: deterministic for a seed (no clock times), so two runs give the
/// same report byte for byte.
public struct ExploreReport: Sendable, Equatable {
    /// Commands sent to the app while crawling.
    public var actions: Int
    /// Distinct screens (by `ScreenSignature`).
    public var screens: Int
    /// The storyboard scenes reached (flow map keys).
    public var scenesReached: [String]
    /// Every storyboard scene of the app.
    public var scenes: [String]
    /// The findings, by kind then place, each with its shrunk replay.
    public var findings: [ExploreFinding]
    /// Everything the crawl did, as a replay: launches, actions, and the `expect crash` or
    /// `expect hang` after each death, so that it replays as it went.
    public var crawl: [ReplayCommand]
    /// The budget that ended the crawl (`--max-actions 100`), or `stopped`; nil when it saw
    /// everything it could reach.
    public var stoppedBy: String?
    /// The seed.
    public var seed: UInt64
    /// Screens whose remaining actions were not tried: after a relaunch, the shortest path known
    /// led elsewhere (an app that shows something different at each launch: a random order, a
    /// random question).
    public var lostScreens = 0
    /// The scenes' names for people (`DetailViewController, Storyboard ID Detail`), by key: a key
    /// is the storyboard and an XML id (`Main:Uz3-Gd-CFb`), which says little alone.
    public var sceneNames: [String: String] = [:]

    /// How many findings of each kind, in the kinds' order.
    public var counts: [(kind: ExploreFinding.Kind, count: Int)] {
        ExploreFinding.Kind.allCases.compactMap { kind in
            let count = findings.filter { $0.kind == kind }.count
            return count == 0 ? nil : (kind, count)
        }
    }

    /// The file a finding's replay is written to, under `--out DIR`.
    public func replayName(of finding: ExploreFinding) -> String {
        let same = findings.filter { $0.fileStem == finding.fileStem }
        let index = same.firstIndex(of: finding) ?? 0
        return finding.fileStem + (index == 0 ? "" : "-\(index + 1)") + ".vcreplay"
    }

    /// The summary for a person: what was explored, then each finding with its replay.
    public func summary(app: String) -> String {
        var lines = [
            "explored \(app) (seed \(seed)): \(actions) actions, \(screens) distinct screens, "
                + "\(scenesReached.count) of \(scenes.count) storyboard scenes reached"
                + (stoppedBy.map { "; stopped by \($0)" } ?? "")
        ]
        let missed = scenes.filter { !scenesReached.contains($0) }
        if !missed.isEmpty {
            let named = missed.map { key in sceneNames[key].map { "\($0) (\(key))" } ?? key }
            lines.append("not reached: " + ValueRenderer.visible(named.joined(separator: "; ")))
        }
        if lostScreens > 0 {
            lines.append(
                "\(lostScreens) screen\(lostScreens == 1 ? "" : "s") left unexplored: after a relaunch the same actions led elsewhere "
                    + "(the app differs at each launch, a random order or question?)")
        }
        if findings.isEmpty {
            lines.append("no findings")
        } else {
            lines.append(
                "\(findings.count) finding\(findings.count == 1 ? "" : "s"): "
                    + counts.map { "\($0.count) \($0.kind.rawValue)" }.joined(separator: ", "))
            for finding in findings {
                lines.append("")
                lines.append("\(finding.kind.rawValue): \(finding.message)")
                lines.append("  replay (\(replayName(of: finding))):")
                lines += finding.replay.map { "    " + $0.scriptText }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A finding's replay script: a comment saying what it shows, then its lines.
    public func script(of finding: ExploreFinding, app: String) -> String {
        let header = [
            "# Found by vcnav explore on \(app) (seed \(seed)): \(finding.kind.rawValue) at \(finding.place).",
            finding.found == finding.actions
                ? "# The shortest path the crawl found; no action can go."
                : "# Shrunk from \(finding.found.count) actions to \(finding.actions.count); no action can go.",
        ]
        return (header + finding.replay.map(\.scriptText)).joined(separator: "\n") + "\n"
    }

    /// The whole crawl as a replay script.
    public func crawlScript(app: String) -> String {
        let header = ["# The whole crawl of \(app) by vcnav explore (seed \(seed)): \(actions) actions."]
        return (header + crawl.map(\.scriptText)).joined(separator: "\n") + "\n"
    }

    /// The report as one JSON object (keys sorted).
    public func json(app: String) -> String {
        struct Finding: Encodable {
            var kind: String
            var place: String
            var message: String
            var replay: [String]
            var file: String
        }
        struct Report: Encodable {
            var app: String
            var seed: UInt64
            var actions: Int
            var screens: Int
            var scenesReached: [String]
            var scenes: [String]
            var stoppedBy: String?
            var lostScreens: Int
            var findings: [Finding]
        }
        let report = Report(
            app: app, seed: seed, actions: actions, screens: screens, scenesReached: scenesReached, scenes: scenes,
            stoppedBy: stoppedBy, lostScreens: lostScreens,
            findings: findings.map {
                Finding(
                    kind: $0.kind.rawValue, place: $0.place, message: $0.message, replay: $0.replay.map(\.scriptText),
                    file: replayName(of: $0))
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
