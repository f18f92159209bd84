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
        let events =
            [InputEvent.key(.character(":"))] + text.map { .key(.character($0)) } + [
                .key(.escape), .key(.character("q")), .key(.character("q")),
            ]
        let app = Self.app(events)
        #expect(app.run() == 0)
        #expect(app.drawCount <= 3, "drew \(app.drawCount) frames for one paste")
        #expect(text.count > 10_000)
    }

    @Test("the open line and the : history live in the state: keys edit them, drawing sends nothing")
    func lineInState() {
        let keys = ":marker \"a\"\r:marker \"b\"\r:".map { $0 == "\r" ? InputEvent.key(.enter) : .key(.character($0)) }
        let app = Self.app(keys + [.key(.up), .key(.up), .key(.down)])
        for event in keys { _ = app.handle(event) }
        let state = app.controller.state
        #expect(state.history == ["marker \"a\"", "marker \"b\""])
        #expect(state.commandLine == "" && state.linePrompt == .command)
        let before = app.controller.state.log.count
        app.draw()
        #expect(app.controller.state.log.count == before && app.controller.state.commandLine == "")
        _ = app.handle(.key(.up))
        #expect(app.controller.state.commandLine == "marker \"b\"")
        _ = app.handle(.key(.up))
        _ = app.handle(.key(.up))
        #expect(app.controller.state.commandLine == "marker \"a\"" && app.controller.state.historyIndex == 0)
        _ = app.handle(.key(.down))
        _ = app.handle(.key(.down))
        #expect(app.controller.state.commandLine == "" && app.controller.state.historyIndex == nil)
        _ = app.handle(.key(.backspace))
        _ = app.handle(.key(.character("x")))
        _ = app.handle(.key(.backspace))
        _ = app.handle(.key(.escape))
        #expect(app.controller.state.commandLine == nil)
        #expect(app.controller.state.log.contains { $0.text == "## b" })
    }

    /// Before, each key copied the whole line (the line was held twice while a key was added): a
    /// 1 MB paste froze the navigator for 46 s. The line is bounded; `vcnav-bench` times a 10 MB
    /// paste.
    @Test("a paste past the line's bound is cut there, with a message beside the line; the line still works")
    func pasteBound() throws {
        let app = Self.app([])
        let over = 3_000
        for event in [InputEvent.key(.character(":"))] + Array(repeating: .key(.character("é")), count: LinePrompt.limit / 2 + over) {
            #expect(app.handle(event) == nil)
        }
        app.draw()
        let line = try #require(app.controller.state.commandLine)
        #expect(line.utf8.count == LinePrompt.limit)
        #expect(line.count == LinePrompt.limit / 2)
        #expect(
            app.controller.state.lineNotice == "✗ a line holds \(LinePrompt.limit) bytes at most: \(over) more characters were left out")
        let screen = try #require(app.lastDrawn).rows
        #expect(screen.last?.contains("✗ a line holds") == true)
        #expect(screen.last?.hasPrefix(":…éé") == true)
        // Backspace makes room again; Escape closes the line.
        _ = app.handle(.key(.backspace))
        _ = app.handle(.key(.character("x")))
        app.draw()
        #expect(app.controller.state.commandLine?.hasSuffix("éx") == true)
        _ = app.handle(.key(.escape))
        #expect(app.controller.state.commandLine == nil)
        #expect(app.controller.state.lineNotice == nil)
    }

    @Test("the : line shows its end, where the cursor is")
    func longLineShowsItsEnd() {
        #expect(StatusBar.tail(of: "abcdefghij", fitting: 5) == "…ghij")
        #expect(StatusBar.tail(of: "abc", fitting: 5) == "abc")
    }

    @Test("in the crash dialog, : still opens the prompt; b, d and s do nothing but say what to do")
    func crashDialog() {
        var state = NavigatorState(appSummary: "demo")
        state.run.death = AppRun.Death(.crash(CrashReport(message: "boom", signal: 4, exitStatus: nil, standardError: "", lastTrace: [])))
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
        guard case .confirm(_, let then) = Keymap.action(for: .character("r"), in: state) else {
            Issue.record("r relaunches a running app without asking")
            return
        }
        #expect(then == .send(.command(.relaunch)))
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

    /// A recording's pauses are written as `wait`s; played back, the wait is the pause (it
    /// used to be a second plus the wait), and a crash report stays up long enough to read.
    @Test("after a wait the next action starts at once; a crash report holds at least crashHold before the next action")
    func recordedPausesAndCrashes() {
        let player = ScriptPlayer(script: ReplayScript(file: "p", lines: []), pace: 900)
        #expect(player.crashHold == 2700)
        #expect(player.delay(before: .next, after: .wait(milliseconds: 4000)) == 0)
        #expect(player.delay(before: .next, after: .tap(.text("A"))) == 900)
        #expect(player.delay(before: .relaunch, after: .expectCrash("boom"), crashed: true) == 2700)
        #expect(player.delay(before: .expectCrash("boom"), after: .tap(.text("A")), crashed: true) == 300)
        #expect(player.delay(before: .relaunch, after: .wait(milliseconds: 5000), crashed: true) == 0)
    }

    @Test("a cast of a crash: the report is on screen for the crash hold before the relaunch")
    func castHoldsTheCrash() throws {
        let script = try ReplayScript.parse(
            "launch\ntap \"Pitfalls\"\ntap \"Creator not used\"\nexpect crash \"creator\"\nrelaunch\n", file: "c.vcreplay")
        let player = ScriptPlayer(script: script)
        var events: [String] = []
        let controller = NavigatorController(session: ScriptedCrashSession(), appSummary: "crash")
        var stage = CastStage(script: script, colorMode: .none) { events.append($0) }
        #expect(player.play(controller, on: &stage) == .finished(failure: nil))
        let reader = try AsciicastReader(text: events.joined())
        let crashed = try #require(reader.events.firstIndex { $0.data.contains("The app crashed") })
        let relaunched = try #require(reader.events[crashed...].firstIndex { $0.data.contains("Pick a pet") })
        #expect(reader.events[relaunched].time - reader.events[crashed].time >= 2.7 + 0.3 - 0.001)
    }

    /// The player runs each step under the same `AppRun` rules as `vcnav replay`: the check after
    /// the crash is not what failed.
    @Test("played, a check after a crash nothing acknowledged fails at the crash's line, in the replay's words")
    func playedBlame() throws {
        let script = try ReplayScript.parse(
            "launch\ntap \"Creator not used\"\nexpect top Pets\nrelaunch\n", file: "b.vcreplay")
        let controller = NavigatorController(session: ScriptedCrashSession(), appSummary: "crash")
        var stage = CastStage(script: script, colorMode: .none) { _ in }
        let end = ScriptPlayer(script: script).play(controller, on: &stage)
        #expect(
            end
                == .finished(
                    failure: ReplayFailure(
                        file: "b.vcreplay", line: 2, column: 1,
                        message: "the app crashed, and no 'expect crash' acknowledges it: "
                            + "Scenes/DogDetailViewController.swift:15: Fatal error: Use storyboard creator with dog")))
        #expect(!controller.state.log.contains { $0.text == "> relaunch" })
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

/// An app that shows "Pick a pet" and crashes on `tap "Creator not used"` (a crash in process
/// would end the tests).
@MainActor
final class ScriptedCrashSession: AppSession {
    private(set) var isAlive = false

    func perform(_ command: ReplayCommand?, wantsState: Bool) -> ActionOutcome {
        if command?.isLaunch == true { isAlive = true }
        guard isAlive else { return ActionOutcome(events: [], reply: AppReply(requestID: 0, error: "the app is not running")) }
        if command == .tap(.text("Creator not used")) {
            isAlive = false
            let crash = CrashReport(
                message: "Scenes/DogDetailViewController.swift:15: Fatal error: Use storyboard creator with dog", signal: 4,
                exitStatus: nil, standardError: "", lastTrace: [])
            return ActionOutcome(events: [], reply: nil, crash: crash)
        }
        let screen = ScreenModel(title: "Pets", elements: [ScreenElement(kind: .label, text: "Pick a pet")])
        return ActionOutcome(events: [], reply: AppReply(requestID: 1, screen: screen))
    }

    func performAll(next: () -> ReplayCommand?, handle: (ActionOutcome) -> Bool) {
        while let command = next() {
            guard handle(perform(command, wantsState: false)) else { return }
        }
    }

    func restart() -> String? {
        isAlive = false
        return nil
    }

    func terminate() { isAlive = false }
}
