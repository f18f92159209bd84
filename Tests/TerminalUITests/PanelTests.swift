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
        panel.draw(state, in: grid.bounds, on: &grid)
        return (grid.rows(trimmingTrailingSpaces: true), [])
    }

    /// The phone, and where its elements landed.
    static func draw(_ panel: PhonePanel, _ state: NavigatorState, _ width: Int, _ height: Int) -> (rows: [String], hits: [HitArea]) {
        var grid = CellGrid(size: Size(width: width, height: height))
        let hits = panel.drawTappable(PhonePanel.slice(of: state), in: grid.bounds, on: &grid)
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
                            stage: "at init", source: .declaredDefault),
                        InspectedProperty(
                            name: "owner", value: "nil", isNil: true, isOutlet: false, typeName: "String?", stage: nil, awaited: true),
                        InspectedProperty(
                            name: "walker", value: "\"Ann\"", isNil: false, isOutlet: false, typeName: "String?", stage: nil,
                            source: .injected(by: "SelectionViewController#1.prepare(for:sender:)")),
                        InspectedProperty(
                            name: "selection", value: "nil", isNil: true, isOutlet: false, typeName: "Int?", stage: nil,
                            source: .own("viewDidLoad()")),
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

    /// Apple, `UICellAccessory.outlineDisclosure`: "a rotating chevron for use in outlines", on
    /// the trailing edge in iOS; a list's header (its first item in the `firstItemInSection` mode)
    /// and nested rows, drawn as a table's.
    @Test("an outline list as an iPhone draws it: the header's disclosure collapsed or expanded, nested rows, the cell style's button")
    func phoneOutlineRows() {
        var state = NavigatorState(appSummary: "literal")
        state.screen = ScreenModel(
            title: "Files",
            elements: [
                ScreenElement(kind: .tableHeader, text: "Documents", taps: [.closure], level: 1, accessory: .outlineExpanded),
                ScreenElement(kind: .tableRow, text: "Notes", taps: [.closure], level: 2, accessory: .outlineCollapsed),
                ScreenElement(kind: .accessoryButton, text: "Expand", taps: [.closure], level: 3, accessory: .outlineCollapsed),
                ScreenElement(kind: .tableRow, text: "Todo", taps: [.closure], level: 3, detailText: "2 KB"),
            ])
        let (rows, hits) = Self.draw(PhonePanel(theme: Self.theme), state, 30, 7)
        #expect(
            rows == [
                "┌ iPhone ────────────────────┐",
                "│           Files            │",
                "│DOCUMENTS                  ▿│",
                "│    Notes                  ▹│",
                "│                  ▹ Expand  │",
                "│      Todo  2 KB            │",
                "└────────────────────────────┘",
            ])
        #expect(hits.map(\.index) == [0, 1, 2, 3])
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

    /// At 80x24 the hierarchy is 46 columns wide inside: `stack[0]  disa` was all it showed.
    @Test("a narrow hierarchy gives up the role's detail, then the role, then cuts the name with …: the state always shows")
    func hierarchyNarrow() {
        var state = Self.state
        state.hierarchy?.children[0].ref = ObjectRef(serial: 2, className: "SelectionViewController", number: 1)
        state.hierarchy?.children[0].state = .loaded(.disappeared)
        state.screen = nil
        func row(inner width: Int) -> String { Self.draw(HierarchyPanel(theme: Self.theme), state, width + 2, 6).rows[3] }
        #expect(row(inner: 60) == "│▸    SelectionViewController#1  stack[0], top  disappeared  │")
        #expect(row(inner: 48) == "│▸    SelectionViewController#1 [0]  disappeared │")
        #expect(row(inner: 43) == "│▸    SelectionViewController#1  disappeared│")
        #expect(row(inner: 40) == "│▸    SelectionViewControll…  disappeared│")
        for width in 30...60 { #expect(row(inner: width).contains("disappeared")) }
    }

    /// A tab bar controller with three navigation controllers at 100x30 used to lose its third tab
    /// off the bottom of the panel without a word.
    @Test("a hierarchy longer than its panel says how many lines are left out, and where")
    func hierarchyNeverDropsSilently() {
        var state = NavigatorState(appSummary: "literal")
        func node(_ serial: Int, _ name: String, _ role: HierarchyNode.Role, _ children: [HierarchyNode] = []) -> HierarchyNode {
            HierarchyNode(
                ref: ObjectRef(serial: serial, className: name, number: 1), className: name, title: nil, storyboardIdentifier: nil,
                state: .loaded(.appeared), role: role, instantiation: .coder, properties: [], children: children)
        }
        state.hierarchy = node(
            1, "UITabBarController", .root,
            (0..<3).map { index in
                node(
                    10 + index, "Nav\(index)", .tab(index: index, isSelected: index == 0),
                    [node(20 + index, "List\(index)", .stack(index: 0, isTop: true))])
            })
        state.inspected = 1
        let rows = Self.draw(HierarchyPanel(theme: Self.theme), state, 60, 8).rows
        #expect(rows[6].contains("↓ 3 more  ([ ] to move)"), "\(rows)")
        state.inspected = 22
        let moved = Self.draw(HierarchyPanel(theme: Self.theme), state, 60, 8).rows
        #expect(moved.contains { $0.contains("List2#1") })
        #expect(moved[6].contains("↑ 3 above"), "\(moved)")
    }

    /// A default is told from an injected value (the value at init against the value now, and
    /// who changed it); only a dependency the trace reported still nil is flagged, a nil that is
    /// the controller's own state reads plainly.
    @Test("the inspector: how it was made, who gave each value, dependencies still nil flagged, state nil plain, outlets apart")
    func inspector() {
        let (rows, _) = Self.draw(InspectorPanel(theme: Self.theme), Self.state, 50, 16)
        #expect(
            rows == [
                "┌ Inspector · DogsViewController#1 ──────────────┐",
                "│created by the storyboard: init(coder:) ·       │",
                "│Storyboard ID DogsViewController                │",
                "│dogs = [\"Rex\", \"Fido\"] ← default                │",
                "│    its declared value: init(coder:) passes     │",
                "│    nothing                                     │",
                "│owner = nil ← still nil                         │",
                "│walker = \"Ann\" ← injected                       │",
                "│    injected by                                 │",
                "│    SelectionViewController#1.                  │",
                "│    prepare(for:sender:)                        │",
                "│selection = nil                                 │",
                "│    set by its own viewDidLoad()                │",
                "│Outlets:                                        │",
                "│  ● tableView: UITableView                      │",
                "└────────────────────────────────────────────────┘",
            ], "\(rows)")
    }

    @Test("the inspector says what happened in words: created by code, not 'programmatic'")
    func inspectorOrigin() {
        #expect(InspectorPanel.origin(.programmatic) == "created by code (an initializer, no storyboard)")
        #expect(InspectorPanel.origin(.creator) == "created by the storyboard through a creator closure")
        #expect(InspectorPanel.origin(.segueAction) == "created by an @IBSegueAction")
        for kind in [InstantiationKind.programmatic, .coder, .creator, .segueAction, .archive] {
            #expect(!InspectorPanel.origin(kind).contains("programmatic"))
        }
    }

    @Test("paused in step mode, the inspector follows the controller the next callback runs on, even one in no hierarchy yet")
    func inspectorFollowsTheStep() {
        var state = Self.state
        let cats = ObjectRef(serial: 9, className: "CatsViewController", number: 1)
        let detached = HierarchyNode(
            ref: cats, className: "CatsViewController", title: nil, storyboardIdentifier: nil, state: .notLoaded,
            role: .child(isShown: false),
            instantiation: .coder,
            properties: [
                InspectedProperty(
                    name: "cats", value: "nil", isNil: true, isOutlet: false, typeName: "[String]?", stage: nil, awaited: true)
            ],
            children: [])
        state.pause = StepPause(subject: cats, call: "CatsViewController#1.awakeFromNib()", explanation: "…", node: detached)
        let rows = Self.draw(InspectorPanel(theme: Self.theme), state, 50, 6).rows
        #expect(rows[0].hasPrefix("┌ Inspector · CatsViewController#1 ⏸ "))
        #expect(rows[2].hasPrefix("│cats = nil ← still nil"))
        state.pause?.inspected = Self.dogs  // in the hierarchy: its node there
        #expect(Self.draw(InspectorPanel(theme: Self.theme), state, 50, 6).rows[0].hasPrefix("┌ Inspector · DogsViewController#1 ⏸"))
        state.inspected = 1  // chosen with [ ]: the choice wins
        #expect(Self.draw(InspectorPanel(theme: Self.theme), state, 50, 6).rows[0].hasPrefix("┌ Inspector · UINavigationController#1 "))
    }

    @Test("the log: the last lines that fit; scrolled, it says how far, and never past its first page")
    func log() {
        var state = Self.state
        #expect(
            Self.draw(LogPanel(theme: Self.theme), state, 50, 4).rows[1...2] == [
                "│DogsViewController#1.viewDidLoad()              │", "│DogsViewController#1.viewDidAppear(true)        │",
            ])
        state.logScroll = 1
        let scrolled = Self.draw(LogPanel(theme: Self.theme), state, 50, 4).rows
        #expect(scrolled[0].hasPrefix("┌ Lifecycle log  lines 1-2 of 3  ↑1 (End: lates… "))
        #expect(
            scrolled[1...2] == [
                "│> tap \"Dogs\"                                    │", "│DogsViewController#1.viewDidLoad()              │",
            ])
        state.logScroll = 50  // Home: the first page, not one line
        #expect(Self.draw(LogPanel(theme: Self.theme), state, 50, 4).rows[1...2] == scrolled[1...2])
        state.log.append(LogLine(text: String(repeating: "x", count: 60), kind: .callback))
        state.logScroll = 0
        // A long line wraps, never cut: the lesson is often at its end.
        let wrapped = Self.draw(LogPanel(theme: Self.theme), state, 50, 4).rows
        #expect(wrapped[1] == "│" + String(repeating: "x", count: 48) + "│")
        #expect(wrapped[2] == "│  " + String(repeating: "x", count: 12) + String(repeating: " ", count: 34) + "│")
    }

    @Test("the status bar: the keys as the room allows, ?:help and q:quit always; a message; the line being edited with its prompt")
    func statusBar() {
        var state = Self.state
        #expect(Self.draw(StatusBar(theme: Self.theme), state, 40, 1).rows == ["Enter:tap  b:back         ?:help  q:quit"])
        #expect(Self.draw(StatusBar(theme: Self.theme), state, 80, 1).rows[0].hasSuffix("?:help  q:quit"))
        state.message = "✗ expect top Cats: the visible controller is Dogs"
        #expect(Self.draw(StatusBar(theme: Self.theme), state, 40, 1).rows == ["✗ expect top Cats: the …  ?:help  q:quit"])
        state.commandLine = "tap \"Rex\""
        #expect(Self.draw(StatusBar(theme: Self.theme), state, 40, 1).rows == [":tap \"Rex\"█"])
        state.linePrompt = .filter
        state.commandLine = ""
        #expect(Self.draw(StatusBar(theme: Self.theme), state, 40, 1).rows == ["/█"])
        state.linePrompt = .typing(field: "Email")
        state.commandLine = "rex42"
        #expect(Self.draw(StatusBar(theme: Self.theme), state, 40, 1).rows == ["type into \"Email\": rex42█"])
    }

    @Test("the crash report takes the phone's place: the message, where, the signal, what to do, the last events as room allows")
    func crash() {
        var state = Self.state
        let crash = CrashReport(
            message: "Scenes/DogDetailViewController.swift:15: Fatal error: Use storyboard creator with dog", signal: 4, exitStatus: nil,
            standardError: "", lastTrace: ["PitfallsViewController#1 action creatorNotUsed:"])
        state.run.death = AppRun.Death(.crash(crash))
        let rows = Self.draw(CrashPanel(theme: Self.theme), state, 40, 24).rows
        #expect(
            rows[0...17] == [
                "┌ The app crashed ─────────────────────┐",
                "│Fatal error: Use storyboard creator   │",
                "│with dog                              │",
                "│…enes/DogDetailViewController.swift:15│",
                "│ended by signal 4 (SIGILL: a Swift    │",
                "│trap)                                 │",
                "│                                      │",
                "│The log below shows the events that   │",
                "│led here; the inspector keeps the last│",
                "│state.                                │",
                "│                                      │",
                "│r: relaunch                           │",
                "│: a command, like expect crash \"…\"    │",
                "│q: quit                               │",
                "│                                      │",
                "│The last events before the crash:     │",
                // Wrapped, not cut: the last event is the one that led to the crash.
                "│PitfallsViewController#1 action       │",
                "│  creatorNotUsed:                     │",
            ])
    }

    @Test("the help lists every key and every command of the : prompt, and scrolls when the terminal is short")
    func help() {
        var state = Self.state
        state.showHelp = true
        let all = HelpOverlay.lines(width: 86).map { $0.key + " " + $0.text }.joined(separator: "\n")
        for (key, _) in HelpOverlay.keys { #expect(all.contains(key)) }
        for (command, _) in HelpOverlay.commands { #expect(all.contains(command)) }
        // Every command the parser knows is listed.
        for keyword in ReplayCommand.keywords { #expect(all.contains(keyword), "\(keyword)") }
        let short = Self.draw(HelpOverlay(theme: Self.theme), state, 80, 24).rows
        #expect(short[1].contains("Help  lines 1-20 of "))
        #expect(HelpOverlay.scrollLimit(in: Size(width: 80, height: 24)) > 0)
        state.helpScroll = HelpOverlay.scrollLimit(in: Size(width: 80, height: 24))
        let end = Self.draw(HelpOverlay(theme: Self.theme), state, 80, 24).rows.joined(separator: "\n")
        #expect(end.contains("help / map / presentation"))
    }
}
