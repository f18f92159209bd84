import Foundation
import Navigator
import Scenes
import SimUIKit
import Testing
import TestSupport

@testable import TerminalUI

/// The interactive loop without a terminal (ScriptedBackend): keys become messages, a paste
/// draws once, the crash dialog's keys.
@MainActor
@Suite("Navigator keys", .engine)
struct NavigatorAppTests {
    static func app(_ events: [InputEvent]) -> NavigatorApp {
        let controller = NavigatorScreenTests.demo()
        return NavigatorApp(controller: controller, backend: ScriptedBackend(size: Size(width: 100, height: 30), events: events))
    }

    /// Before, each pasted key drew a whole frame: 10 KB took 3.9 s.
    @Test("a 10 KB paste into the : line is handled in one batch and drawn once")
    func paste() {
        let text = String(repeating: "marker \"paste\" ", count: 700)
        let events = [InputEvent.key(.character(":"))] + text.map { .key(.character($0)) } + [.key(.escape), .key(.character("q"))]
        let app = Self.app(events)
        #expect(app.run() == 0)
        #expect(app.drawCount <= 3, "drew \(app.drawCount) frames for one paste")
        #expect(text.count > 10_000)
    }

    @Test("the : line shows its end, where the cursor is")
    func longLineShowsItsEnd() {
        #expect(StatusBar.tail(of: "abcdefghij", fitting: 5) == "…ghij")
        #expect(StatusBar.tail(of: "abc", fitting: 5) == "abc")
    }

    @Test("in the crash dialog, : still opens the prompt; b, d and s do nothing but say what to do")
    func crashDialog() {
        var state = NavigatorState(appSummary: "demo")
        state.crash = CrashReport(message: "boom", signal: 4, exitStatus: nil, standardError: "", lastTrace: [])
        #expect(Keymap.action(for: .character(":"), in: state) == .openCommandLine)
        #expect(Keymap.action(for: .character("r"), in: state) == .send(.command(.relaunch)))
        for key in ["b", "d", "s", "n"] {
            guard case .send(.showMessage(let message?)) = Keymap.action(for: .character(Character(key)), in: state) else {
                Issue.record("\(key) acts in the crash dialog")
                continue
            }
            #expect(message.hasPrefix("the app crashed"))
        }
    }

    @Test("keys speak the replay language: b is back, d is dismiss, s is step on, n is next, r is relaunch")
    func keysAreCommands() {
        let state = NavigatorState(appSummary: "demo")
        #expect(Keymap.action(for: .character("b"), in: state) == .send(.command(.back)))
        #expect(Keymap.action(for: .character("d"), in: state) == .send(.command(.dismiss)))
        #expect(Keymap.action(for: .character("s"), in: state) == .send(.command(.step(on: true))))
        #expect(Keymap.action(for: .character("n"), in: state) == .send(.command(.next)))
        #expect(Keymap.action(for: .character("r"), in: state) == .send(.command(.relaunch)))
    }

    @Test("Backspace swipes the focused row (swipe delete row N); h is background, then foreground")
    func rowAndHomeKeys() {
        var state = NavigatorState(appSummary: "demo")
        guard case .send(.showMessage(let message?)) = Keymap.action(for: .backspace, in: state) else {
            Issue.record("Backspace with no row focused acts")
            return
        }
        #expect(message.hasPrefix("focus a table row first"))
        state.screen = ScreenModel(elements: [
            ScreenElement(kind: .button, text: "Edit", taps: [.closure]),
            ScreenElement(kind: .tableRow, text: "Milk", taps: [.select(IndexPath(row: 4, section: 1), notifiesDelegate: true)], level: 1),
        ])
        state.focus = 1
        #expect(Keymap.action(for: .backspace, in: state) == .send(.command(.swipeDelete(row: 4, section: 1))))
        #expect(Keymap.action(for: .delete, in: state) == .send(.command(.swipeDelete(row: 4, section: 1))))
        state.focus = 0
        #expect(Keymap.action(for: .delete, in: state) != .send(.command(.swipeDelete(row: 4, section: 1))))
        #expect(Keymap.action(for: .character("h"), in: state) == .send(.command(.background)))
        state.inBackground = true
        #expect(Keymap.action(for: .character("h"), in: state) == .send(.command(.foreground)))
    }
}

/// `--play` and `--cast` share one pacing loop, in milliseconds.
@MainActor
@Suite("Script player", .engine)
struct ScriptPlayerTests {
    @Test("the pause before each command: the pace before an action, a third before a check, wait as written")
    func delays() throws {
        let player = ScriptPlayer(script: ReplayScript(file: "p", lines: []), pace: 900)
        #expect(player.delay(before: .tap(.text("A"))) == 900)
        #expect(player.delay(before: .expectAlive) == 300)
        #expect(player.delay(before: .wait(milliseconds: 1500)) == 1500)
        #expect(player.delay(before: .marker("m")) == 0)
        #expect(player.delay(before: .resize(columns: 80, rows: 24)) == 0)
    }

    @Test("a cast of a failing script stops at the failure, which the last frame shows")
    func castStopsAtFailure() throws {
        let script = try ReplayScript.parse("launch\nexpect top Nope\ntap \"Dogs\"\n", file: "f.vcreplay")
        let controller = NavigatorScreenTests.demo()
        var text = ""
        var stage = CastStage(script: script, colorMode: .none) { text += $0 }
        let end = ScriptPlayer(script: script).play(controller, on: &stage)
        stage.finish(holding: 900)
        guard case .finished(let failure?) = end else {
            Issue.record("the playback did not fail")
            return
        }
        #expect(failure.line == 2)
        let reader = try AsciicastReader(text: text)
        #expect(reader.finalScreen.joined().contains("✗ f.vcreplay:2:1: expected top Nope"))
        #expect(!controller.state.log.contains { $0.text == "> tap \"Dogs\"" })
        // Logical time, from the player's milliseconds: launch (0.9 s), the check (0.3 s), the hold.
        #expect(reader.events.last?.time == 2.1)
    }
}
