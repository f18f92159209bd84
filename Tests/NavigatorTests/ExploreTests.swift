import Navigator
import SimUIKit
import Testing

/// The crawler (`vcnav explore`) against small apps made of literal screens: what a screen's
/// signature keeps, what is tried on a screen, breadth first with the shortest path replayed
/// from a relaunch, each oracle, the shrinking, budgets, determinism.
@MainActor
@Suite("Explore")
struct ExploreTests {
    static func row(_ text: String, _ row: Int, section: Int = 0) -> ScreenElement {
        ScreenElement(
            kind: .tableRow, text: text, taps: [.select(IndexPath(row: row, section: section), notifiesDelegate: true)], level: 1)
    }

    @Test("a signature: numbers and dates normalized, a table's rows and a form's inputs by kind, the class and presentation kept")
    func signature() {
        #expect(ScreenSignature.normalized("2026-12-01 14:05, 3 items") == "#-#-# #:#, # items")
        let notes = ScreenModel(controllerClass: "NotesViewController", elements: [Self.row("Note", 0)])
        var grown = notes
        grown.elements += [Self.row("Note", 1), Self.row("Note", 2)]
        #expect(ScreenSignature(notes) == ScreenSignature(grown), "a list that grows by the same row is the same list")
        let cats = ScreenModel(controllerClass: "CatsViewController", elements: [Self.row("Tom", 0), Self.row("Luna", 1)])
        var fewer = cats
        fewer.elements.removeLast()
        #expect(ScreenSignature(cats) == ScreenSignature(fewer), "a list whose rows change is the same list")
        let form = ScreenModel(controllerClass: "Form", elements: [ScreenElement(kind: .textField, text: "Title", taps: [.focus])])
        var typed = form
        typed.elements[0].text = "Groceries"
        #expect(ScreenSignature(form) == ScreenSignature(typed))
        let clock = ScreenModel(controllerClass: "A", elements: [ScreenElement(kind: .label, text: "Updated 14:05")])
        var later = clock
        later.elements[0].text = "Updated 14:06"
        #expect(ScreenSignature(clock) == ScreenSignature(later))
        var other = clock
        other.controllerClass = "B"
        #expect(ScreenSignature(clock) != ScreenSignature(other))
        var sheet = clock
        sheet.presentation = .presented(.pageSheet)
        #expect(ScreenSignature(clock) != ScreenSignature(sheet))
        #expect(ScreenSignature(clock).text == "A|window|label:Updated #:#")
    }

    /// A table in editing mode is another screen: its rows do not select (UITableView's
    /// `allowsSelectionDuringEditing`, "The default value of this property is false") and each
    /// row shows its delete control. Found on a public app whose list has an Edit button: the
    /// crawl tapped Edit first, took the editing list for the list, and never tapped a row, so
    /// the edit path that injects the form's item was never reached.
    @Test("a signature: the same list in editing mode is another screen; more rows of it are not")
    func editingSignature() {
        let list = ScreenModel(controllerClass: "EmojiList", elements: [Self.row("😀", 0), Self.row("🐶", 1)])
        var editing = list
        editing.elements = (0..<2).flatMap { index -> [ScreenElement] in
            [
                ScreenElement(kind: .deleteControl, text: "Delete", taps: [.revealDelete(IndexPath(row: index, section: 0))], level: 1),
                ScreenElement(kind: .tableRow, text: "Row", taps: [], level: 1),
            ]
        }
        #expect(ScreenSignature(list) != ScreenSignature(editing))
        #expect(ScreenSignature(editing).text == "EmojiList|window|tableRow+deleteControl~")
        var longer = editing
        longer.elements += [
            ScreenElement(kind: .deleteControl, text: "Delete", taps: [.revealDelete(IndexPath(row: 2, section: 0))], level: 1),
            ScreenElement(kind: .tableRow, text: "Row", taps: [], level: 1),
        ]
        #expect(ScreenSignature(editing) == ScreenSignature(longer), "a longer list in editing mode is the same screen")
        #expect(ScreenSignature(list).text == "EmojiList|window|tableRow")
    }

    @Test("what is tried on a screen: each section's first, middle and last row, a field typed then Return, back, dismiss")
    func actions() {
        var elements = [ScreenElement(kind: .backButton, text: "Back", taps: [.back])]
        elements += (0..<7).map { Self.row("Row \($0)", $0) }
        elements[4].swipeActions = [.delete(title: "Delete")]
        elements.append(
            ScreenElement(kind: .accessoryButton, text: "ⓘ", taps: [.accessoryButton(IndexPath(row: 3, section: 0))]))
        elements.append(
            ScreenElement(kind: .accessoryButton, text: "ⓘ", taps: [.accessoryButton(IndexPath(row: 1, section: 0))]))
        elements += [Self.row("Only", 0, section: 1)]
        elements.append(ScreenElement(kind: .textField, text: "Email", identifier: "email", taps: [.focus]))
        elements.append(ScreenElement(kind: .textField, text: "Title", identifier: "title", taps: [.focus]))
        elements.append(ScreenElement(kind: .button, text: "Off", isEnabled: false, taps: [.action(selector: "x:")]))
        elements.append(ScreenElement(kind: .label, text: "Not tappable"))
        let screen = ScreenModel(controllerClass: "A", presentation: .presented(.pageSheet), elements: elements)
        let actions = CrawlActions.actions(on: screen, texts: ["title": "Groceries"])
        #expect(
            actions == [
                [.back], [.tap(.row(0))], [.tap(.row(3))], [.swipeDelete(row: 3, section: 0)], [.tap(.row(6))],
                [.tap(.accessoryButton(row: 3))], [.tap(.row(0, section: 1))],
                [.tap(.text("Email")), .type("ada@example.com"), .pressReturn],
                [.tap(.text("Title")), .type("Groceries"), .pressReturn], [.dismiss],
            ])
    }

    /// Home → List (rows → ListDetail), Settings (leaks when popped) → Deep (Boom crashes), a
    /// Sheet whose dependency never arrives, and a Noise button that only counts.
    static func app() -> ScreenGraphSession {
        let session = ScreenGraphSession(
            root: "Home",
            [
                "Home": .init(buttons: [
                    ("Noise", .noise), ("List", .push("List")), ("Settings", .push("Settings")), ("Sheet", .present("Sheet")),
                ]),
                "List": .init(rows: 5),
                "Settings": .init(buttons: [("Noise", .noise), ("Deep", .push("Deep"))]),
                "Deep": .init(buttons: [("Boom", .crash)]),
            ])
        session.leaksOnBack = ["Settings"]
        session.nilAfterAppear = ["Sheet"]
        return session
    }

    @Test("every screen reached; each finding once, with its shortest replay; a revisit replays the shortest path")
    func crawl() {
        let report = Explorer(session: Self.app()).explore()
        #expect(report.screens == 6)
        #expect(report.stoppedBy == nil)
        #expect(report.findings.map(\.key) == ["crash App/Deep.swift:9", "leak Settings", "nil-dependency Sheet.model"])
        #expect(
            report.findings.map(\.replay) == [
                [
                    .launch, .tap(.text("Settings")), .tap(.text("Deep")), .tap(.text("Boom")),
                    .expectCrash("App/Deep.swift:9: Fatal error: Boom"),
                ],
                [.launch, .tap(.text("Settings")), .back, .expectLeak("Settings")],
                [.launch, .tap(.text("Sheet")), .expectLog("still nil after viewDidAppear(true): model")],
            ])
        // Every launch that tapped Boom went the shortest way: Settings, then Deep (a Noise on the
        // way is the crawl trying Settings' actions in place).
        let way: [ReplayCommand] = [.tap(.text("Settings")), .tap(.text("Noise")), .tap(.text("Deep"))]
        for run in Self.launches(in: report.crawl) where run.contains(.tap(.text("Boom"))) {
            let before = run.prefix { $0 != .tap(.text("Boom")) }
            #expect(before.first == way[0] && before.last == way[2] && before.allSatisfy(way.contains), "\(run)")
        }
        // The crawl acknowledges the crash in its own replay, so that it replays.
        let crash = report.crawl.firstIndex(of: .tap(.text("Boom")))
        #expect(crash.map { report.crawl[$0 + 1] } == .expectCrash("App/Deep.swift:9: Fatal error: Boom"))
    }

    /// The commands after each launch of `commands`, one list per launch.
    static func launches(in commands: [ReplayCommand]) -> [[ReplayCommand]] {
        var runs: [[ReplayCommand]] = []
        for command in commands {
            if command.isLaunch { runs.append([]) } else if !runs.isEmpty { runs[runs.count - 1].append(command) }
        }
        return runs
    }

    @Test("shrinking removes every action the finding does not need, each candidate run as a replay")
    func shrink() {
        let explorer = Explorer(session: Self.app())
        var finding = ExploreFinding(kind: .leak, place: "Settings", message: "", check: .expectLeak("Settings"))
        finding.found = [.tap(.text("Noise")), .tap(.text("List")), .back, .tap(.text("Settings")), .tap(.text("Noise")), .back]
        #expect(explorer.shrink(finding) == [.tap(.text("Settings")), .back])
        finding.found = [.tap(.text("List"))]
        #expect(explorer.shrink(finding) == [.tap(.text("List"))], "a path that does not show it is kept as it is")
    }

    @Test("the same seed gives the same crawl; another seed another order, the same findings")
    func determinism() {
        let first = Self.app()
        let second = Self.app()
        let third = Self.app()
        let a = Explorer(session: first, seed: 7).explore()
        let b = Explorer(session: second, seed: 7).explore()
        let c = Explorer(session: third, seed: 8).explore()
        #expect(a == b)
        #expect(first.sent == second.sent)
        #expect(a.crawl != c.crawl)
        #expect(a.findings.map(\.replay) == c.findings.map(\.replay))
    }

    @Test("budgets: --max-actions and --time stop the crawl and say so; --depth leaves deeper screens unexplored")
    func budgets() {
        let capped = Explorer(session: Self.app(), budget: .init(maxActions: 5)).explore()
        #expect(capped.actions == 5)
        #expect(capped.stoppedBy == "--max-actions 5")
        let timed = Explorer(session: Self.app(), budget: .init(seconds: 3))
        var now = 0.0
        timed.clock = {
            now += 1
            return now
        }
        #expect(timed.explore().stoppedBy == "--time 3")
        let shallow = Explorer(session: Self.app(), budget: .init(depth: 2)).explore()
        #expect(shallow.screens == 6, "Deep is seen, its Boom never tried")
        #expect(!shallow.findings.contains { $0.kind == .crash })
    }

    /// A game that asks a random question at each launch: the crawl cannot come back to a screen
    /// by relaunching, and says so rather than ending as if it had seen everything.
    @Test("an app that differs at each launch: the screens the crawl could not reach again are counted and explained")
    func differsAtEachLaunch() {
        let steady = Explorer(session: Self.app()).explore()
        #expect(steady.lostScreens == 0)
        #expect(!steady.summary(app: "the app").contains("left unexplored"))
        let session = Self.app()
        session.differsAtEachLaunch = true
        let report = Explorer(session: session).explore()
        #expect(report.lostScreens > 0)
        #expect(
            report.summary(app: "the app").contains(
                "\(report.lostScreens) screen\(report.lostScreens == 1 ? "" : "s") left unexplored: after a relaunch the same actions led elsewhere (the app differs at each launch, a random order or question?)"
            ))
        #expect(report.json(app: "the app").contains("\"lostScreens\":\(report.lostScreens)"))
    }

    @Test("the live crawl stops where onStep says")
    func stoppable() {
        let explorer = Explorer(session: Self.app())
        var steps = 0
        explorer.onStep = { _, _ in
            steps += 1
            return steps < 3
        }
        let report = explorer.explore()
        #expect(report.stoppedBy == "stopped")
        #expect(steps == 3)
    }

    @Test("the oracles: a leak, a nil after viewDidAppear, UIKit's warnings (not vcnav's notes), a crash's place, a hang")
    func oracles() {
        let outcome = ActionOutcome(
            events: [
                TraceLines(kind: .leak, lines: ["leak: LeakyViewController#1 is still alive after it was popped"]),
                TraceLines(kind: .unset, lines: ["  A#2: still nil after awakeFromNib(): dog"]),
                TraceLines(kind: .unset, lines: ["  A#2: still nil after viewDidAppear(true): dog"]),
                // Made by its own initializer: its nil is its own state or the caller's choice.
                TraceLines(kind: .unset, lines: ["  B#1: still nil after viewDidAppear(true): editingRow"]),
                TraceLines(kind: .warning, lines: ["Unbalanced calls to begin/end appearance transitions for <A: 0x1>."]),
                TraceLines(kind: .warning, lines: ["[vcnav] the main run loop did not become idle after 100 items"]),
            ], reply: nil,
            crash: CrashReport(
                message: "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'x'", signal: 6,
                exitStatus: nil, standardError: "", lastTrace: []))
        var oracles = ExploreOracles()
        let made = ActionOutcome(
            events: [TraceLines(kind: .instantiate, lines: ["A#2.init(coder:) [coder] segue \"showA\""])], reply: nil)
        #expect(oracles.findings(in: made, after: .tap(.text("A")), on: "Home").isEmpty)
        let found = oracles.findings(in: outcome, after: .back, on: "A")
        #expect(
            found.map(\.key) == [
                "leak LeakyViewController", "nil-dependency A.dog",
                "warning Unbalanced calls to begin/end appearance transitions for <A: #x#>.",
                "crash 'NSInvalidArgumentException', reason: 'x'",
            ])
        #expect(
            found.map(\.check) == [
                .expectLeak("LeakyViewController"), .expectLog("still nil after viewDidAppear(true): dog"),
                .expectLog("Unbalanced calls to begin/end appearance transitions for <A: "),
                .expectCrash("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'x'"),
            ])
        let hang = oracles.findings(in: ActionOutcome(events: [], reply: nil, hung: true), after: .tap(.text("Busy")), on: "A")
        #expect(hang.map(\.key) == ["hang A tap \"Busy\""])
        #expect(hang.map(\.check) == [.expectHang])
    }

    /// A form that adds an item and edits one (three public apps of the corpus: an emoji, an
    /// employee, an athlete): its `item` is nil when it adds, by design, and set by
    /// `prepare(for:sender:)` when it edits. Nil on one way and filled on another is the app's
    /// choice; nil on every way the crawl took is a dependency forgotten.
    @Test("a nil after viewDidAppear filled on another way to the same screen is the app's choice, not a finding")
    func filledElsewhere() {
        func appear(_ instance: String, nil names: [String]) -> ActionOutcome {
            var events = [
                TraceLines(kind: .instantiate, lines: ["\(instance).init(coder:) [coder] segue \"show\""]),
                TraceLines(kind: .callbackBegin, lines: ["\(instance).viewDidAppear(true)"]),
            ]
            if !names.isEmpty {
                events.append(
                    TraceLines(
                        kind: .unset, lines: ["  \(instance): still nil after viewDidAppear(true): \(names.joined(separator: ", "))"]))
            }
            return ActionOutcome(events: events, reply: nil)
        }
        var oracles = ExploreOracles()
        _ = oracles.findings(in: ActionOutcome(events: [], reply: nil), after: .launch, on: nil)
        let add = oracles.findings(in: appear("Form#1", nil: ["item", "kind"]), after: .tap(.text("Add")), on: "List")
        #expect(add.map(\.key) == ["nil-dependency Form.item, kind"])
        #expect(!oracles.isFilledElsewhere(add[0]), "no other way seen yet")
        // Another launch: the edit way fills `item` only.
        _ = oracles.findings(in: ActionOutcome(events: [], reply: nil), after: .relaunch, on: nil)
        let edit = oracles.findings(in: appear("Form#1", nil: ["kind"]), after: .tap(.row(0)), on: "List")
        #expect(!oracles.isFilledElsewhere(add[0]), "kind is nil on every way")
        #expect(!oracles.isFilledElsewhere(edit[0]))
        _ = oracles.findings(in: appear("Form#2", nil: []), after: .tap(.row(1)), on: "List")
        #expect(oracles.isFilledElsewhere(add[0]), "both filled on the way that edits")
        // Made by its own initializer: it says nothing of what the storyboard's instances get.
        var other = ExploreOracles()
        let forgotten = other.findings(in: appear("Sheet#1", nil: ["model"]), after: .tap(.text("Sheet")), on: "Home")
        _ = other.findings(
            in: ActionOutcome(events: [TraceLines(kind: .callbackBegin, lines: ["Sheet#2.viewDidAppear(true)"])], reply: nil),
            after: .tap(.text("Code")), on: "Home")
        #expect(!other.isFilledElsewhere(forgotten[0]))
    }
}
