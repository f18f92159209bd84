import Foundation
import Navigator
import Scenes
import SimUIKit
import Testing
import TestSupport

/// The navigator speaks the new commands as it speaks the others: a tap on a row's parts is
/// recorded as the command that names that part, `background` and `foreground` track the app's
/// state for the `h` key, and what the app cannot do is a message in the replay language.
@MainActor
@Suite("Navigator: rows' parts and the app's life", .engine)
struct NavigatorRowCommandsTests {
    @Test("a tap on a row's detail button, delete control or Delete button is the command that names it")
    func rowParts() {
        let path = IndexPath(row: 3, section: 1)
        let screen = ScreenModel(elements: [
            ScreenElement(kind: .tableRow, text: "Milk", taps: [.select(path, notifiesDelegate: true)], level: 1),
            ScreenElement(kind: .accessoryButton, text: "More Info", taps: [.accessoryButton(path)], level: 2),
            ScreenElement(kind: .deleteControl, text: "Delete Milk", taps: [.revealDelete(path)], level: 1),
            ScreenElement(kind: .deleteConfirmation, text: "Delete", taps: [.delete(path)], level: 2),
        ])
        #expect(ReplayCommand.tap(index: 0, on: screen) == .tap(.text("Milk")))
        #expect(ReplayCommand.tap(index: 1, on: screen).scriptText == "tap accessory row 3 in section 1")
        #expect(ReplayCommand.tap(index: 2, on: screen).scriptText == "tap delete control row 3 in section 1")
        #expect(ReplayCommand.tap(index: 3, on: screen).scriptText == "tap delete row 3 in section 1")
    }

    @Test("background then foreground: the state follows for h; twice in a row, the app says why not")
    func homeAndBack() {
        let controller = NavigatorController(session: InProcessSession(configuration: ReplayCheckTests.demo), appSummary: "the Pets demo")
        defer { controller.session.terminate() }
        controller.send(.command(.launch))
        controller.send(.command(.background))
        #expect(controller.state.inBackground && controller.state.lastFailure == nil)
        controller.send(.command(.background))
        #expect(controller.state.lastFailure == "the app is not active (it is in the background already)")
        #expect(controller.state.inBackground)
        controller.send(.command(.foreground))
        #expect(!controller.state.inBackground)
        controller.send(.command(.background))
        controller.send(.command(.relaunch))
        #expect(!controller.state.inBackground)
    }

    @Test("a delete control outside editing mode, a row the table does not have, Return with no field: the replay language's messages")
    func failures() {
        let controller = NavigatorController(session: InProcessSession(configuration: ReplayCheckTests.demo), appSummary: "the Pets demo")
        defer { controller.session.terminate() }
        controller.send(.command(.launch))
        controller.send(.commandLine("tap \"Cats\""))
        controller.send(.commandLine("tap delete control row 1"))
        #expect(
            controller.state.lastFailure == "the table is not in editing mode, so row 1 shows no delete control (tap the Edit button first)"
        )
        controller.send(.commandLine("tap accessory row 5"))
        #expect(controller.state.lastFailure == "section 0 has 2 rows; there is no row 5")
        controller.send(.commandLine("return"))
        #expect(controller.state.lastFailure == "the keyboard is down: no text field is being edited (tap one first)")
    }
}
