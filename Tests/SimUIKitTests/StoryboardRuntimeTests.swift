import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// spec/lifecycle.md §2–§3 on Runtime.storyboard: instantiation, creators, segues of every kind,
/// unwind, runtime attributes, as exact traces.
@MainActor
@Suite("§2–§3 Storyboards and segues", .engine)
struct StoryboardRuntimeTests {
    static var fixtures: Bundle { fixturesBundle }

    static func storyboard() -> UIStoryboard {
        UIStoryboard(name: "Runtime", bundle: fixtures)
    }

    /// Launches Runtime.storyboard's entry point; returns the harness and the window.
    static func launch(layout: Bool = false) -> (Harness, UIWindow) {
        let h = Harness(injections: true, layout: layout)
        UIStoryboard.appModuleName = "SimUIKitTests"
        let window = UIApplication.shared.launch(mainStoryboard: "Runtime", bundle: fixtures)!
        UIApplication.shared.runUntilIdle()
        _ = h.recorder.drain()
        return (h, window)
    }

    static func tap(_ text: String) {
        let screen = Screen.capture()
        if let index = screen.indices(withText: text).first { screen.tap(index) }
        UIApplication.shared.runUntilIdle()
    }

    @Test("instantiate by Storyboard ID: init(coder:), runtime attributes, awakeFromNib; the view is not loaded")
    func instantiate() {
        let h = Harness(injections: true)
        var home: HomeViewController!
        h.expect([
            "HomeViewController#1.init(coder:) [coder] identifier \"Home\"",
            "  HomeViewController#1.greeting = nil  (at init)",
            "  HomeViewController#1.count = 0  (at init)",
            "  HomeViewController#1.flag = false  (at init)",
            "  HomeViewController#1.acted = 0  (at init)",
            "  HomeViewController#1.greeting = \"Hi\"  (set by the storyboard's runtime attributes)",
            "  HomeViewController#1.count = 3  (set by the storyboard's runtime attributes)",
            "  HomeViewController#1.flag = true  (set by the storyboard's runtime attributes)",
            "HomeViewController#1.awakeFromNib()",
        ]) { home = Self.storyboard().instantiateViewController(withIdentifier: "Home") as? HomeViewController }
        #expect(!home.isViewLoaded)
        #expect(home.welcomeLabel == nil)
        #expect(home.title == "Home")
        #expect(home.storyboard != nil)
        h.expect([
            "HomeViewController#1.loadView()",
            "  HomeViewController#1.welcomeLabel = UILabel  (outlet connected in loadView())",
            "HomeViewController#1.viewDidLoad()",
        ]) { home.loadViewIfNeeded() }
        #expect(home.welcomeLabel.text == "Welcome")
    }

    @Test("matches the Storyboard ID, never the XML id")
    func storyboardIDNotObjectID() async {
        await #expect(processExitsWith: .signal(SIGABRT)) {
            await MainActor.run {
                _ = StoryboardRuntimeTests.storyboard().instantiateViewController(withIdentifier: "Nav")
            }
        }
    }

    @Test("instantiateInitialViewController returns nil (no exception) without an entry point")
    func noEntryPoint() {
        _ = Harness()
        let noEntry = UIStoryboard(name: "Problems", bundle: Self.fixtures)
        #expect(noEntry.instantiateInitialViewController() == nil)
        #expect(Self.storyboard().instantiateInitialViewController() is UINavigationController)
    }

    @Test("creator closure: the creator's initializer; nil falls back to init(coder:)")
    func creator() {
        let h = Harness(injections: true)
        var detail: DetailViewController!
        h.expect([
            "DetailViewController#1.init(coder:) [creator] identifier \"Detail\"",
            "  DetailViewController#1.item = \"from the creator\"  (at init)",
            "DetailViewController#1.awakeFromNib()",
        ]) {
            detail = Self.storyboard().instantiateViewController(identifier: "Detail") { coder in
                DetailViewController(coder: coder, item: "from the creator")
            }
        }
        #expect(detail.item == "from the creator")
        h.expect([
            "log: creator returned nil: falling back to init(coder:)",
            "DetailViewController#2.init(coder:) [coder] identifier \"Detail\" (creator returned nil)",
            "  DetailViewController#2.item = nil  (at init)",
            "DetailViewController#2.awakeFromNib()",
            "  DetailViewController#2: still nil after awakeFromNib(): item",
            "DetailViewController#2.deinit",
        ]) {
            let fallback: DetailViewController = Self.storyboard().instantiateViewController(identifier: "Detail") { _ in nil }
            #expect(fallback.item == nil)
        }
        let initial = Self.storyboard().instantiateInitialViewController { coder in UINavigationController(coder: coder) }
        #expect(initial?.viewControllers.first is HomeViewController)
    }

    @Test("a creator that does not use the coder: NSInternalInconsistencyException")
    func creatorWithoutCoder() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = StoryboardRuntimeTests.storyboard().instantiateViewController(identifier: "Detail") { _ in
                    DetailViewController(coder: NSCoder())
                }
            }
        }
        #expect(
            CrashOutput.stderr(result).contains(
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Custom instantiated view controller must call -[super initWithCoder:]'"
            ))
    }

    @Test("a creator that returns another class: NSInternalInconsistencyException")
    func creatorWrongClass() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = StoryboardRuntimeTests.storyboard().instantiateViewController(identifier: "Home") { coder in
                    DetailViewController(coder: coder)
                }
            }
        }
        let text = CrashOutput.stderr(result)
        #expect(
            text.range(
                of:
                    "reason: 'Custom instantiated <SimUIKitTests.DetailViewController: 0x[0-9a-f]+> must be kind of class SimUIKitTests.HomeViewController'",
                options: .regularExpression) != nil)
    }

    @Test("a missing storyboard: NSInvalidArgumentException naming the bundle")
    func missingStoryboard() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run { _ = UIStoryboard(name: "Nope", bundle: Bundle(path: "/tmp")) }
        }
        #expect(
            CrashOutput.stderr(result).contains(
                "reason: 'Could not find a storyboard named 'Nope' in bundle NSBundle </tmp> (loaded)'"))
    }

    @Test("an outlet to a property the class lacks: NSUnknownKeyException")
    func unknownKey() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIStoryboard.appModuleName = "SimUIKitTests"
                _ = StoryboardRuntimeTests.storyboard().instantiateViewController(withIdentifier: "BadOutlet").view
            }
        }
        let text = CrashOutput.stderr(result)
        #expect(
            text.range(
                of:
                    "'NSUnknownKeyException', reason: '\\[<SimUIKitTests.DetailViewController 0x[0-9a-f]+> setValue:forUndefinedKey:\\]: this class is not key value coding-compliant for the key nope.'",
                options: .regularExpression) != nil)
    }

    @Test("an unknown class: UIKit's log line and a stand-in that keeps its runtime attributes")
    func unknownClass() {
        let h = Harness(injections: true)
        h.expect([
            "warning: Unknown class GhostViewController in Interface Builder file.",
            "UIViewController#1.init(coder:) [coder] identifier \"Ghost\", stand-in for SimUIKitTests.GhostViewController",
            "  UIViewController#1.mood = \"spooky\"  (set by the storyboard's runtime attributes)",
            "UIViewController#1.awakeFromNib()",
            "UIViewController#1.deinit",
        ]) { _ = Self.storyboard().instantiateViewController(withIdentifier: "Ghost") }
    }

    @Test("a segue fired by a control: shouldPerformSegue, destination init and awakeFromNib, prepare, then the push")
    func showSegue() {
        let (h, window) = Self.launch()
        h.expect([
            "HomeViewController#1.shouldPerformSegue(withIdentifier: \"showDetail\", sender: UIButton \"Show\")",
            "segue fire \"showDetail\", show",
            "DetailViewController#1.init(coder:) [coder] segue \"showDetail\"",
            "  DetailViewController#1.item = nil  (at init)",
            "DetailViewController#1.awakeFromNib()",
            "  DetailViewController#1: still nil after awakeFromNib(): item",
            "HomeViewController#1.prepare(for: \"showDetail\" → DetailViewController#1, sender: UIButton \"Show\")",
            "  DetailViewController#1.item = \"showDetail\"  (set by HomeViewController#1.prepare(for:sender:))",
            "segue perform \"showDetail\", show",
            "UINavigationController#1 push(DetailViewController#1, animated: true)",
            "DetailViewController#1.willMove(UINavigationController#1)",
            "DetailViewController#1.loadView()",
            "DetailViewController#1.viewDidLoad()",
            "HomeViewController#1.viewWillDisappear(true)",
            "DetailViewController#1.viewWillAppear(true)",
            "DetailViewController#1.viewIsAppearing(true)",
            "HomeViewController#1.viewDidDisappear(true)",
            "DetailViewController#1.viewDidAppear(true)",
            "DetailViewController#1.didMove(UINavigationController#1)",
        ]) { Self.tap("Show") }
        _ = window
    }

    @Test("shouldPerformSegue returning false stops everything: nothing is instantiated")
    func guardedSegue() {
        let (h, window) = Self.launch()
        h.expect([
            "HomeViewController#1.shouldPerformSegue(withIdentifier: \"guarded\", sender: UIButton \"Guarded\")",
            "segue cancelled \"guarded\" shouldPerformSegue returned false",
        ]) { Self.tap("Guarded") }
        _ = window
    }

    @Test("performSegue from code does not ask shouldPerformSegue; manual segues work")
    func performSegueFromCode() {
        let (h, window) = Self.launch()
        let home = (window.rootViewController as! UINavigationController).topViewController!
        home.performSegue(withIdentifier: "guarded", sender: nil)
        UIApplication.shared.runUntilIdle()
        #expect(!h.recorder.lines.contains { $0.contains("shouldPerformSegue") })
        #expect(h.recorder.lines.contains("segue perform \"guarded\", show"))
        _ = h.recorder.drain()
        home.performSegue(withIdentifier: "manual", sender: nil)
        UIApplication.shared.runUntilIdle()
        #expect(h.recorder.lines.contains("segue perform \"manual\", show"))
    }

    @Test("an unknown segue identifier: NSInvalidArgumentException")
    func unknownSegue() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (_, window) = StoryboardRuntimeTests.launch()
                (window.rootViewController as! UINavigationController).topViewController!.performSegue(withIdentifier: "nope", sender: nil)
            }
        }
        let text = CrashOutput.stderr(result)
        #expect(
            text.range(
                of: "reason: 'Receiver \\(<SimUIKitTests.HomeViewController: 0x[0-9a-f]+>\\) has no segue with identifier 'nope''",
                options: .regularExpression) != nil)
    }

    @Test(
        "presentation segues carry their style; popover presents as a popover",
        arguments: [
            ("Sheet", "formSheet"), ("Full", "fullScreen"), ("Popover", "popover"), ("Legacy modal", "pageSheet"),
        ])
    func presentation(button: String, style: String) {
        let (h, window) = Self.launch()
        Self.tap(button)
        #expect(
            h.recorder.lines.contains {
                $0.hasPrefix("HomeViewController#1 present(DetailViewController#1, animated: true, style: \(style))")
            })
        _ = window
    }

    @Test(
        "legacy push and showDetail outside a split view push; a custom segue runs its own perform()",
        arguments: ["Legacy push", "Show detail", "Custom"])
    func pushingKinds(button: String) {
        let (h, window) = Self.launch()
        Self.tap(button)
        let lines = h.recorder.lines
        #expect(lines.contains { $0.hasPrefix("UINavigationController#1 push(DetailViewController#1") })
        if button == "Custom" { #expect(lines.contains("log: FadeSegue.perform")) }
        #expect((window.rootViewController as! UINavigationController).topViewController is DetailViewController)
    }

    @Test("@IBSegueAction, its three signatures, and the nil fallback with UIKit's log line")
    func segueActions() {
        let (h, window) = Self.launch()
        let navigation = window.rootViewController as! UINavigationController
        Self.tap("Made")
        #expect(
            h.recorder.lines.contains(
                "DetailViewController#1.init(coder:) [segueAction] segue \"made\" via @IBSegueAction makeDetail:sender:"))
        #expect((navigation.topViewController as? DetailViewController)?.item == "made")
        navigation.popViewController(animated: false)
        UIApplication.shared.runUntilIdle()
        Self.tap("Made id")
        #expect(h.recorder.lines.contains("  DetailViewController#2.item = \"madeID\"  (at init)"))
        navigation.popViewController(animated: false)
        UIApplication.shared.runUntilIdle()
        _ = h.recorder.drain()
        Self.tap("Made nil")
        let warning = h.recorder.lines.first { $0.hasPrefix("warning: [<SimUIKitTests.HomeViewController") }
        #expect(
            warning
                == "warning: [<SimUIKitTests.HomeViewController: 0x…> makeNothing:] returned nil, falling back to [SimUIKitTests.DetailViewController initWithCoder:]"
        )
        #expect(
            h.recorder.lines.contains(
                "DetailViewController#3.init(coder:) [coder] segue \"madeNil\" via @IBSegueAction makeNothing: (creator returned nil)"))
    }

    @Test("unwind: ancestors asked, prepare, the unwind action, then the pop that reveals the destination")
    func unwind() {
        let (h, window) = Self.launch()
        Self.tap("Show")
        _ = h.recorder.drain()
        h.expect([
            "segue unwind unwindToHome:, HomeViewController#1",
            "DetailViewController#1.prepare(for: segue → HomeViewController#1, sender: UIButton \"Unwind\")",
            "HomeViewController#1 action unwindToHome: sender: UIStoryboardSegue(unwind)",
            "UINavigationController#1 popTo(HomeViewController#1, animated: true)",
            "DetailViewController#1.willMove(nil)",
            "DetailViewController#1.viewWillDisappear(true)",
            "HomeViewController#1.viewWillAppear(true)",
            "HomeViewController#1.viewIsAppearing(true)",
            "DetailViewController#1.viewDidDisappear(true)",
            "HomeViewController#1.viewDidAppear(true)",
            "DetailViewController#1.didMove(nil)",
            "DetailViewController#1.deinit",
        ]) { Self.tap("Unwind") }
        _ = window
    }

    @Test("unwind across a presentation: the presented controller is dismissed")
    func unwindFromPresented() {
        let (h, window) = Self.launch()
        Self.tap("Full")
        _ = h.recorder.drain()
        Self.tap("Unwind")
        let lines = h.recorder.lines
        #expect(lines.contains("segue unwind unwindToHome:, HomeViewController#1"))
        #expect(lines.contains { $0.hasPrefix("UINavigationController#1 dismiss(DetailViewController#1") })
        #expect(window.rootViewController?.presentedViewController == nil)
    }

    @Test("relationships: tab bar children, split view columns; only the selected tab loads")
    func relationships() {
        let h = Harness()
        let tabs = Self.storyboard().instantiateViewController(withIdentifier: "Tabs") as! UITabBarController
        #expect(tabs.viewControllers?.map(\.title) == ["First", "Second"])
        #expect(tabs.viewControllers?.first?.tabBarItem.title == "First")
        let window = UIApplication.shared.launch(rootViewController: tabs)
        UIApplication.shared.runUntilIdle()
        #expect(tabs.viewControllers?[0].isViewLoaded == true)
        #expect(tabs.viewControllers?[1].isViewLoaded == false)
        #expect(Screen.capture().model.elements.filter { $0.kind == .tab }.map(\.text) == ["First", "Second"])
        let split = Self.storyboard().instantiateViewController(withIdentifier: "Split") as! UISplitViewController
        #expect(split.viewControllers.count == 2)
        #expect(split.viewControllers.first is UINavigationController)
        _ = (h, window)
    }

    @Test("embed: the child is created while the container's view loads, prepared, added, then didMove")
    func embed() {
        let h = Harness(injections: false)
        let container = Self.storyboard().instantiateViewController(withIdentifier: "Container")
        _ = h.recorder.drain()
        h.expect([
            "UIViewController#1.loadView()",
            "UIViewController#2.init(coder:) [coder] embed segue",
            "UIViewController#2.awakeFromNib()",
            "UIViewController#1.prepare(for: \"embed\" → UIViewController#2, sender: nil)",
            "UIViewController#2.willMove(UIViewController#1)",
            "UIViewController#2.loadView()",
            "UIViewController#2.viewDidLoad()",
            "UIViewController#2.didMove(UIViewController#1)",
            "UIViewController#1.viewDidLoad()",
        ]) { container.loadViewIfNeeded() }
        #expect(container.children.first?.title == "Embedded")
    }

    @Test("storyboard references resolve across files when the segue fires; a shown navigation controller is presented")
    func reference() {
        let (h, window) = Self.launch()
        Self.tap("Reference")
        #expect(h.recorder.lines.contains("warning: Unknown class LegacyViewController in Interface Builder file."))
        #expect(h.recorder.lines.contains { $0.contains("UINavigationController#2.init(coder:) [coder] segue \"toLegacy\"") })
        #expect(h.recorder.lines.contains("HomeViewController#1 present(UINavigationController#2, animated: true, style: pageSheet)"))
        #expect(window.rootViewController?.presentedViewController is UINavigationController)
    }

    @Test("an action reaches its @IBAction through ibActions")
    func action() {
        let (h, window) = Self.launch()
        h.expect(["HomeViewController#1 action act: sender: UIButton \"Act\""]) { Self.tap("Act") }
        #expect(((window.rootViewController as! UINavigationController).topViewController as! HomeViewController).acted == 1)
    }
}
