import Foundation
import Navigator
import SimUIKit
import Testing

@testable import TerminalUI

/// Safe on stage: a letter typed outside a prompt (a command typed without its `:`, a word on
/// the wrong window) never quits, relaunches or explores; `q` asks once; Tab lands on a form's
/// control, not on the empty row around it.
@MainActor
@Suite("Safe on stage", .engine)
struct SafeOnStageTests {
    static func app(_ events: [InputEvent] = []) -> NavigatorApp {
        NavigatorAppTests.app(events)
    }

    static func keys(_ text: String) -> [InputEvent] {
        text.map { $0 == "\r" ? .key(.enter) : .key(.character($0)) }
    }

    @Test("q asks once: the question shows, q again quits; any other key goes on and the navigator stays")
    func quitAsksOnce() {
        let app = Self.app()
        #expect(app.handle(.key(.character("q"))) == nil)
        #expect(app.controller.state.message?.hasPrefix("q again quits vcnav") == true)
        #expect(app.handle(.key(.tab)) == nil)
        #expect(app.controller.state.message == nil)
        #expect(app.handle(.key(.character("q"))) == nil)
        #expect(app.handle(.key(.character("q"))) == 0)
        // Ctrl-C is no letter typed by mistake: it quits at once.
        #expect(Self.app().handle(.key(.ctrl("c"))) == 0)
    }

    @Test("a command typed without its : runs as one: the first stray letter opens the : line holding it")
    func commandWithoutColon() {
        let app = Self.app()
        for event in Self.keys("tap \"Cats\"") { #expect(app.handle(event) == nil) }
        #expect(app.controller.state.commandLine == "tap \"Cats\"")
        #expect(app.controller.state.lineNotice?.contains("typed outside a prompt") == true)
        _ = app.handle(.key(.enter))
        #expect(app.controller.state.screen?.title == "Cats")
        #expect(app.controller.state.log.contains { $0.text == "> tap \"Cats\"" })
    }

    /// "quit", "expect …", "relaunch", "resize …" typed outside a prompt: the first letter asks,
    /// the second shows it was typing, and the word goes to the : line instead of quitting,
    /// exploring or relaunching.
    @Test("words that start with q, e or r are typing, not keys", arguments: ["quit", "expect top Pets", "relaunch", "resize 80x24"])
    func wordsStartingWithAskingKeys(word: String) {
        let app = Self.app()
        let launches = app.controller.state.log.filter { $0.text == "> launch" }.count
        for event in Self.keys(word) { #expect(app.handle(event) == nil, "\(word) quit") }
        #expect(app.controller.state.commandLine == word)
        #expect(app.controller.state.log.filter { $0.text == "> launch" || $0.text == "> relaunch" }.count == launches)
        _ = app.handle(.key(.escape))
        #expect(app.controller.state.commandLine == nil)
        #expect(app.controller.state.screen?.title == "Pets")
    }

    @Test("after a question, : and Space are keys (the question is dropped), not typing")
    func keysAfterAQuestion() {
        let app = Self.app()
        _ = app.handle(.key(.character("r")))
        _ = app.handle(.key(.character(":")))
        #expect(app.controller.state.commandLine == "")
        #expect(app.controller.state.message == nil)
    }

    @Test("r relaunches a running app only when pressed twice; after a crash, at once")
    func relaunchAsks() {
        let app = Self.app()
        _ = app.handle(.key(.character("r")))
        #expect(app.controller.state.message?.hasPrefix("r again relaunches") == true)
        #expect(!app.controller.state.log.contains { $0.text == "> relaunch" })
        _ = app.handle(.key(.character("r")))
        #expect(app.controller.state.log.contains { $0.text == "> relaunch" })
        var crashed = NavigatorState(appSummary: "demo")
        crashed.run.death = AppRun.Death(.crash(CrashReport(message: "boom", signal: 4, exitStatus: nil, standardError: "", lastTrace: [])))
        #expect(Keymap.action(for: .character("r"), in: crashed) == .send(.command(.relaunch)))
    }

    /// UIKit's focus system: a cell that is not itself focusable lets its contents be focused
    /// (`tableView(_:canFocusRowAt:)`: "If true is returned, then the cell at the specified index
    /// path is focusable, meaning none of its contents can be focused"). A form's row that shows
    /// nothing but a text field or a switch is no place to stop: Tab goes to the control.
    @Test("Tab skips a row that only holds a control and lands on the control; a row with text keeps its stop")
    func tabLandsOnTheControl() {
        var state = NavigatorState(appSummary: "a form")
        let select0: [ScreenTap] = [.select(IndexPath(row: 0, section: 0), notifiesDelegate: true)]
        let select1: [ScreenTap] = [.select(IndexPath(row: 1, section: 0), notifiesDelegate: true)]
        let select2: [ScreenTap] = [.select(IndexPath(row: 2, section: 0), notifiesDelegate: true)]
        state.screen = ScreenModel(elements: [
            ScreenElement(kind: .tableRow, text: "", taps: select0, level: 1),
            ScreenElement(kind: .textField, text: "Title", taps: [.closure], level: 2),
            ScreenElement(kind: .tableRow, text: "", taps: select1, level: 1),
            ScreenElement(kind: .toggle, text: "on", taps: [.closure], level: 2),
            ScreenElement(kind: .tableRow, text: "Pinned", taps: select2, level: 1),
            ScreenElement(kind: .toggle, text: "off", taps: [.closure], level: 2),
            ScreenElement(kind: .button, text: "Save", taps: [.closure]),
        ])
        #expect(state.focusable == [1, 3, 4, 5, 6])
        #expect(state.initialFocus == 1)
        // A row with no text whose content is a label passing the row's tap on keeps its stop.
        state.screen?.elements[1] = ScreenElement(kind: .label, text: "Title", taps: select0, level: 2)
        #expect(state.focusable.first == 0)
    }
}
