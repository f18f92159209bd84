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
        let scopes: [KeyBinding.Scope] = [.app, .everywhere, .crashReport, .help]
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

    @Test("every key the help lists acts, and the keymap acts on no key the table lacks")
    func listedKeysAct() {
        let state = NavigatorState(appSummary: "an app")
        for binding in KeyTable.bindings where binding.label != nil {
            for key in binding.keys {
                #expect(Keymap.action(for: key, in: state) != .none, "\(key.name) (\(binding.label ?? "")) does nothing")
            }
        }
        let bound = Set(KeyTable.bindings.flatMap(\.keys))
        for key in [Key.character("x"), .character("z"), .function(1), .ctrl("a")] {
            #expect(!bound.contains(key))
            #expect(Keymap.action(for: key, in: state) == .none)
        }
    }

    @Test("the status bar shows the table's keys: the ranked ones in their order, help and quit pinned")
    func statusBar() {
        #expect(StatusBar.keys.map(\.key) == ["Enter", "Tab", "b", "d", "s", "n", ":", "m", "p", "R"])
        #expect(StatusBar.keys.map(\.does) == ["tap", "focus", "back", "dismiss", "step", "next", "command", "map", "present", "record"])
        #expect(StatusBar.pinned.map { "\($0.key):\($0.does)" } == ["?:help", "q:quit"])
        #expect(HelpOverlay.keys.count == KeyTable.bindings.filter { $0.label != nil }.count)
    }
}
