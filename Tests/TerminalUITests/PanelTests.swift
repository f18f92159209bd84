import Foundation
import Navigator
import SimUIKit
import Testing

@testable import TerminalUI

/// Each panel alone, drawn from a literal state into a small grid: what it shows does not depend
/// on an app, a session or the other panels.
@Suite("Panels")
struct PanelTests {
    static let theme = Theme(charset: .unicode)

    /// The panel drawn into a `width` x `height` grid, its rows with trailing spaces trimmed.
    static func draw(_ panel: some Panel, _ state: NavigatorState, _ width: Int, _ height: Int) -> (rows: [String], hits: [HitArea]) {
        var grid = CellGrid(size: Size(width: width, height: height))
        let hits = panel.draw(state, in: grid.bounds, on: &grid)
        return (grid.rows(trimmingTrailingSpaces: true), hits)
    }

    static let dogs = ObjectRef(serial: 2, className: "DogsViewController", number: 1)

    static var state: NavigatorState {
        var state = NavigatorState(appSummary: "literal")
        state.screen = ScreenModel(
            controller: dogs, controllerClass: "DogsViewController", title: "Dogs", hasNavigationBar: true,
            elements: [
                ScreenElement(kind: .backButton, text: "Pets", taps: [.back]),
                ScreenElement(kind: .title, text: "Dogs"),
                ScreenElement(kind: .label, text: "Good dogs"),
                ScreenElement(
                    kind: .tableRow, text: "Rex", taps: [.segue(identifier: "showDog", kind: "show")], level: 1,
                    accessory: .disclosureIndicator),
                ScreenElement(
                    kind: .tableRow, text: "Fido", taps: [.select(IndexPath(row: 1, section: 0), notifiesDelegate: false)], level: 1),
                ScreenElement(kind: .toggle, text: "on", isSelected: true, taps: [.toggle]),
            ])
        state.hierarchy = HierarchyNode(
            ref: ObjectRef(serial: 1, className: "UINavigationController", number: 1), className: "UINavigationController", title: nil,
            storyboardIdentifier: nil, state: .loaded(.appeared), role: .root, instantiation: .programmatic, properties: [],
            children: [
                HierarchyNode(
                    ref: dogs, className: "Scenes.DogsViewController", title: "Dogs", storyboardIdentifier: "DogsViewController",
                    state: .loaded(.appeared), role: .stack(index: 0, isTop: true), instantiation: .coder,
                    properties: [
                        InspectedProperty(
                            name: "dogs", value: "[\"Rex\", \"Fido\"]", isNil: false, isOutlet: false, typeName: "[String]",
                            stage: "at init"),
                        InspectedProperty(name: "owner", value: "nil", isNil: true, isOutlet: false, typeName: "String?", stage: nil),
                        InspectedProperty(
                            name: "tableView", value: "UITableView", isNil: false, isOutlet: true, typeName: "UITableView", stage: nil),
                    ], children: [])
            ])
        state.log = [
            LogLine(text: "> tap \"Dogs\"", kind: .action),
            LogLine(text: "DogsViewController#1.viewDidLoad()", kind: .callback),
            LogLine(text: "DogsViewController#1.viewDidAppear(true)", kind: .callback),
        ]
        return state
    }

    @Test("the phone: the bar, the content in reading order, a row's accessory as its cell draws it; hit areas for taps")
    func phone() {
        var state = Self.state
        state.focus = 3
        let (rows, hits) = Self.draw(PhonePanel(theme: Self.theme), state, 30, 10)
        #expect(
            rows == [
                "┌ iPhone ────────────────────┐",
                "│‹ Pets      Dogs            │",
                "│────────────────────────────│",
                "│Good dogs                   │",
                "│  Rex                      ›│",
                "│  Fido                      │",
                "│  ( ●) on                   │",
                "│                            │",
                "│                            │",
                "└────────────────────────────┘",
            ])
        #expect(hits.map(\.index) == [0, 3, 4, 5])
        #expect(hits.first { $0.index == 3 }?.rect == Rect(x: 1, y: 4, width: 28, height: 1))
    }

    @Test("table rows as an iPhone draws them: detail text, each accessory, what a cell holds under its row, editing controls")
    func phoneTableRows() {
        var state = NavigatorState(appSummary: "literal")
        let path = IndexPath(row: 0, section: 0)
        state.screen = ScreenModel(
            title: "Rows",
            elements: [
                ScreenElement(kind: .tableRow, text: "Wi-Fi", level: 1, detailText: "Home", accessory: .disclosureIndicator),
                ScreenElement(kind: .tableRow, text: "Done", level: 1, accessory: .checkmark),
                ScreenElement(kind: .tableRow, text: "About", level: 2, accessory: .detailDisclosureButton),
                ScreenElement(kind: .accessoryButton, text: "More Info", taps: [.accessoryButton(path)], level: 3),
                ScreenElement(kind: .tableRow, text: "Name", level: 1),
                ScreenElement(kind: .textField, text: "Required", taps: [.focus], level: 2),
                ScreenElement(kind: .deleteControl, text: "Delete Milk", taps: [.revealDelete(path)], level: 1),
                ScreenElement(kind: .deleteConfirmation, text: "Delete", taps: [.delete(path)], level: 2),
            ])
        let (rows, hits) = Self.draw(PhonePanel(theme: Self.theme), state, 30, 11)
        #expect(
            rows == [
                "┌ iPhone ────────────────────┐",
                "│            Rows            │",
                "│  Wi-Fi  Home              ›│",
                "│  Done                     ✓│",
                "│    About                ⓘ ›│",
                "│               ⓘ More Info  │",
                "│  Name                      │",
                "│    [Required_____________] │",
                "│  ⊖ Delete Milk             │",
                "│                  [ Delete ]│",
                "└────────────────────────────┘",
            ])
        #expect(hits.map(\.index) == [3, 5, 6, 7])
    }

    @Test("a toolbar is a bar at the bottom, above the tab bar, its buttons spread; a disabled one dimmed, each tappable")
    func phoneToolbar() {
        var state = NavigatorState(appSummary: "literal")
        state.screen = ScreenModel(
            title: "Mail", hasNavigationBar: true,
            elements: [
                ScreenElement(kind: .barButton, text: "Cancel", taps: [.action(selector: "cancel:")]),
                ScreenElement(kind: .title, text: "Mail"),
                ScreenElement(kind: .label, text: "Inbox"),
                ScreenElement(kind: .toolbarButton, text: "Compose", taps: [.action(selector: "compose:")]),
                ScreenElement(kind: .toolbarButton, text: "Trash", isEnabled: false, taps: [.action(selector: "trash:")]),
                ScreenElement(kind: .tab, text: "Mail", isSelected: true, taps: [.selectTab(0)]),
                ScreenElement(kind: .tab, text: "More", taps: [.selectTab(1)]),
            ])
        state.focus = 3
        let (rows, hits) = Self.draw(PhonePanel(theme: Self.theme), state, 30, 10)
        #expect(
            rows == [
                "┌ iPhone ────────────────────┐",
                "│Cancel      Mail            │",
                "│────────────────────────────│",
                "│Inbox                       │",
                "│                            │",
                "│────────────────────────────│",
                "│   Compose        Trash     │",
                "│────────────────────────────│",
                "│     Mail          More     │",
                "└────────────────────────────┘",
            ])
        #expect(hits.map(\.index) == [0, 3, 4, 5, 6])
        #expect(hits.first { $0.index == 4 }?.rect == Rect(x: 15, y: 6, width: 14, height: 1))
    }

    @Test("the phone without an app")
    func phoneNotRunning() {
        let (rows, hits) = Self.draw(PhonePanel(theme: Self.theme), NavigatorState(appSummary: "none"), 30, 5)
        #expect(rows[2] == "│ (the app is not running)   │")
        #expect(hits.isEmpty)
    }

    @Test("the hierarchy: the window, each controller with its role and state, the inspected one marked")
    func hierarchy() {
        let (rows, _) = Self.draw(HierarchyPanel(theme: Self.theme), Self.state, 60, 6)
        #expect(rows[1] == "│ UIWindow                                                 │")
        #expect(rows[2] == "│   UINavigationController#1  root  appeared               │")
        #expect(rows[3] == "│▸    DogsViewController#1  stack[0], top  appeared        │")
    }

    @Test("the inspector: how it was made, values with their stage, nil ones flagged, outlets apart")
    func inspector() {
        let (rows, _) = Self.draw(InspectorPanel(theme: Self.theme), Self.state, 50, 10)
        #expect(
            rows == [
                "┌ Inspector · DogsViewController#1 ──────────────┐",
                "│created by coder · Storyboard ID DogsViewControl│",
                "│dogs = [\"Rex\", \"Fido\"]                          │",
                "│    from at init                                │",
                "│owner = nil   ← still nil                       │",
                "│Outlets:                                        │",
                "│  ● tableView: UITableView                      │",
                "│                                                │",
                "│                                                │",
                "└────────────────────────────────────────────────┘",
            ])
    }

    @Test("the log: the last lines that fit; scrolled, it says how far")
    func log() {
        var state = Self.state
        #expect(
            Self.draw(LogPanel(theme: Self.theme), state, 50, 4).rows[1...2] == [
                "│DogsViewController#1.viewDidLoad()              │", "│DogsViewController#1.viewDidAppear(true)        │",
            ])
        state.logScroll = 1
        let scrolled = Self.draw(LogPanel(theme: Self.theme), state, 50, 4).rows
        #expect(scrolled[0].hasPrefix("┌ Lifecycle log  ↑1 "))
        #expect(
            scrolled[1...2] == [
                "│> tap \"Dogs\"                                    │", "│DogsViewController#1.viewDidLoad()              │",
            ])
    }

    @Test("the status bar: the keys, a message instead, the command line instead of both")
    func statusBar() {
        var state = Self.state
        #expect(Self.draw(StatusBar(theme: Self.theme), state, 40, 1).rows == ["?:help  Tab:focus  Enter:tap  b:back  d:"])
        state.message = "✗ expect top Cats: the visible controller is Dogs"
        #expect(Self.draw(StatusBar(theme: Self.theme), state, 40, 1).rows == ["✗ expect top Cats: the visible controlle"])
        state.commandLine = "tap \"Rex\""
        #expect(Self.draw(StatusBar(theme: Self.theme), state, 40, 1).rows == [":tap \"Rex\"█"])
    }

    @Test("the crash dialog: the message, where, the signal and the last events")
    func crash() {
        var state = Self.state
        state.crash = CrashReport(
            message: "Scenes/DogDetailViewController.swift:15: Fatal error: Use storyboard creator with dog", signal: 4, exitStatus: nil,
            standardError: "", lastTrace: ["PitfallsViewController#1 action creatorNotUsed:"])
        let rows = Self.draw(CrashOverlay(theme: Self.theme), state, 70, 16).rows
        #expect(
            rows[2...12] == [
                "  ┌ The app crashed ───────────────────────────────────────────────┐",
                "  │ Scenes/DogDetailViewController.swift:15: Fatal error: Use      │",
                "  │ storyboard creator with dog                                    │",
                "  │ at Scenes/DogDetailViewController.swift:15                     │",
                "  │ ended by signal 4 (SIGILL: a Swift trap)                       │",
                "  │                                                                │",
                "  │ The last events before the crash:                              │",
                "  │ PitfallsViewController#1 action creatorNotUsed:                │",
                "  │                                                                │",
                "  │ r: relaunch    :: a command, like expect crash \"…\"    q: quit  │",
                "  └────────────────────────────────────────────────────────────────┘",
            ])
    }

    @Test("the help lists every key")
    func help() {
        let rows = Self.draw(HelpOverlay(theme: Self.theme), Self.state, 90, 24).rows.joined(separator: "\n")
        for (key, _) in HelpOverlay.keys { #expect(rows.contains(key)) }
    }
}
