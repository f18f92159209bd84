import Foundation
import Navigator
import Testing

@testable import TerminalUI

/// The navigator's keys are declared once (`KeyTable`): the keymap acts on them, the help and the
/// status bar list them, and the docs must list exactly them.
@Suite("Key table")
struct KeyTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("the navigator's DocC article lists exactly the keys of the table")
    func docsMatch() throws {
        let article = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/VCNavKit/VCNavKit.docc/Navigator.md"), encoding: .utf8)
        let lines = article.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex(of: "| key | does |"), "Navigator.md has no '| key | does |' table")
        let table = lines[start...].prefix { $0.hasPrefix("|") }.joined(separator: "\n")
        #expect(table == KeyTable.markdown, "Navigator.md's key table differs from KeyTable.markdown:\n\(KeyTable.markdown)")
    }

    @Test("no key means two things in one place")
    func noKeyBoundTwice() {
        let scopes: [KeyBinding.Scope] = [.app, .everywhere, .crashReport, .help, .map]
        for scope in scopes {
            let keys = KeyTable.bindings.filter { $0.scope == scope }.flatMap(\.keys)
            #expect(Set(keys).count == keys.count, "\(scope): \(keys)")
        }
        // A key that acts everywhere would hide the same key on the app or in the crash report.
        let everywhere = Set(KeyTable.bindings.filter { $0.scope == .everywhere }.flatMap(\.keys))
        for binding in KeyTable.bindings where binding.scope == .app || binding.scope == .crashReport {
            #expect(everywhere.isDisjoint(with: binding.keys), "\(binding.keys) is hidden by a key that acts everywhere")
        }
    }

    @Test("every key the help lists acts where the help says; a printable key of no binding is typing, opening the : line")
    func listedKeysAct() {
        var state = NavigatorState(appSummary: "an app")
        for binding in KeyTable.bindings where binding.label != nil {
            state.showHelp = binding.scope == .help
            state.showMap = binding.scope == .map
            state.run.death =
                binding.scope == .crashReport
                ? AppRun.Death(.crash(CrashReport(message: "boom", signal: 4, exitStatus: nil, standardError: "", lastTrace: []))) : nil
            for key in binding.keys {
                #expect(Keymap.action(for: key, in: state) != .none, "\(key.name) (\(binding.label ?? "")) does nothing")
            }
        }
        state = NavigatorState(appSummary: "an app")
        let bound = Set(KeyTable.bindings.flatMap(\.keys))
        for character in ["x", "z", "t", "\""] {
            #expect(!bound.contains(.character(Character(character))))
            #expect(Keymap.action(for: .character(Character(character)), in: state) == .typeOutsidePrompt(character))
        }
        for key in [Key.function(1), .ctrl("a")] {
            #expect(!bound.contains(key))
            #expect(Keymap.action(for: key, in: state) == .none)
        }
    }

    @Test("the help lists the keys of the map, the crash report and the help itself, under their own headings")
    func helpSections() {
        let titles = KeyTable.sections.map(\.title)
        #expect(titles == ["Keys", "In the crash report", "While the map shows (m)", "In this help"])
        let help = HelpOverlay.lines(width: 86)
        let headings = help.filter(\.heading).map(\.key)
        #expect(headings == titles + ["Commands at the : prompt (replays use the same)"])
        let map = KeyTable.sections[2].keys.map(\.key)
        #expect(map == ["↓ / j", "PgDn / PgUp", "Home / End"])
        #expect(KeyTable.markdown.contains("| ↓ / j | while the map shows: scroll the map a line down (↑ / k: up) |"))
        #expect(KeyTable.markdown.contains("| PgDn / Space | in the help: scroll the help a page (PgUp: back) |"))
        #expect(KeyTable.markdown.contains("| { / } | scroll the inspector a line up / down"))
    }

    /// The crash report's bar used to offer Enter:tap, b:back, d:dismiss, s:step and n:next, none
    /// of which works there.
    @Test("the crash report's key bar lists only keys that work there, and each of them acts there")
    func crashBar() {
        let bar = KeyTable.bar(crashed: true)
        #expect(bar.map { "\($0.key):\($0.does)" } == ["r:relaunch", "::command", "m:map", "p:present", "?:help", "q:quit"])
        var state = NavigatorState(appSummary: "an app")
        state.run.death = AppRun.Death(.crash(CrashReport(message: "boom", signal: 4, exitStatus: nil, standardError: "", lastTrace: [])))
        for entry in bar {
            let key: Key = entry.key == "?" || entry.key == ":" || entry.key.count == 1 ? .character(Character(entry.key)) : .enter
            let action = Keymap.action(for: key, in: state)
            if case .send(.showMessage(let message?)) = action {
                Issue.record("\(entry.key) does not work in the crash report: \(message)")
            }
            #expect(action != .none)
        }
    }

    @Test("the status bar shows the table's keys: the ranked ones in their order, help and quit pinned")
    func statusBar() {
        #expect(StatusBar.keys.map(\.key) == ["Enter", "Tab", "b", "d", "s", "n", ":", "m", "p", "R"])
        #expect(StatusBar.keys.map(\.does) == ["tap", "focus", "back", "dismiss", "step", "next", "command", "map", "present", "record"])
        #expect(StatusBar.pinned.map { "\($0.key):\($0.does)" } == ["?:help", "q:quit"])
        #expect(HelpOverlay.keys.count == KeyTable.bindings.filter { $0.label != nil }.count)
        #expect(StatusBar.keys(crashed: true).map(\.key) == ["r", ":", "m", "p"])
    }
}
