import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// SimUIKit's Storyboards and nibs article (outlets, actions and segues), on Runtime.storyboard:
/// segues of every kind, @IBSegueAction, unwind, relationships, embeds and references, as exact
/// traces.
extension StoryboardRuntimeTests {
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
            "DetailViewController#1.willMove(toParent: UINavigationController#1)",
            "DetailViewController#1.loadView()",
            "DetailViewController#1.viewDidLoad()",
            "HomeViewController#1.viewWillDisappear(true)",
            "DetailViewController#1.viewWillAppear(true)",
            "DetailViewController#1.viewIsAppearing(true)",
            "HomeViewController#1.viewDidDisappear(true)",
            "DetailViewController#1.viewDidAppear(true)",
            "DetailViewController#1.didMove(toParent: UINavigationController#1)",
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
        // No shouldPerformSegue line: UIKit asks only for segues a control fires.
        h.expect([
            "segue fire \"guarded\", show",
            "DetailViewController#1.init(coder:) [coder] segue \"guarded\"",
            "  DetailViewController#1.item = nil  (at init)",
            "DetailViewController#1.awakeFromNib()",
            "  DetailViewController#1: still nil after awakeFromNib(): item",
            "HomeViewController#1.prepare(for: \"guarded\" → DetailViewController#1, sender: nil)",
            "  DetailViewController#1.item = \"guarded\"  (set by HomeViewController#1.prepare(for:sender:))",
            "segue perform \"guarded\", show",
            "UINavigationController#1 push(DetailViewController#1, animated: true)",
            "DetailViewController#1.willMove(toParent: UINavigationController#1)",
            "DetailViewController#1.loadView()",
            "DetailViewController#1.viewDidLoad()",
            "HomeViewController#1.viewWillDisappear(true)",
            "DetailViewController#1.viewWillAppear(true)",
            "DetailViewController#1.viewIsAppearing(true)",
            "HomeViewController#1.viewDidDisappear(true)",
            "DetailViewController#1.viewDidAppear(true)",
            "DetailViewController#1.didMove(toParent: UINavigationController#1)",
        ]) {
            home.performSegue(withIdentifier: "guarded", sender: nil)
            UIApplication.shared.runUntilIdle()
        }
        h.expect([
            "segue fire \"manual\", show",
            "DetailViewController#2.init(coder:) [coder] segue \"manual\"",
            "  DetailViewController#2.item = nil  (at init)",
            "DetailViewController#2.awakeFromNib()",
            "  DetailViewController#2: still nil after awakeFromNib(): item",
            "HomeViewController#1.prepare(for: \"manual\" → DetailViewController#2, sender: nil)",
            "  DetailViewController#2.item = \"manual\"  (set by HomeViewController#1.prepare(for:sender:))",
            "segue perform \"manual\", show",
            "UINavigationController#1 push(DetailViewController#2, animated: true)",
            "DetailViewController#2.willMove(toParent: UINavigationController#1)",
            "DetailViewController#2.loadView()",
            "DetailViewController#2.viewDidLoad()",
            "DetailViewController#1.viewWillDisappear(true)",
            "DetailViewController#2.viewWillAppear(true)",
            "DetailViewController#2.viewIsAppearing(true)",
            "DetailViewController#1.viewDidDisappear(true)",
            "DetailViewController#2.viewDidAppear(true)",
            "DetailViewController#2.didMove(toParent: UINavigationController#1)",
        ]) {
            home.performSegue(withIdentifier: "manual", sender: nil)
            UIApplication.shared.runUntilIdle()
        }
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

    /// The lines of a segue that a button of HomeViewController fires, up to its perform: the
    /// source asked, the destination made (the fixture's DetailViewController) and prepared.
    static func fired(_ id: String, by button: String, kind: String) -> [String] {
        [
            "HomeViewController#1.shouldPerformSegue(withIdentifier: \"\(id)\", sender: UIButton \"\(button)\")",
            "segue fire \"\(id)\", \(kind)",
            "DetailViewController#1.init(coder:) [coder] segue \"\(id)\"",
            "  DetailViewController#1.item = nil  (at init)",
            "DetailViewController#1.awakeFromNib()",
            "  DetailViewController#1: still nil after awakeFromNib(): item",
            "HomeViewController#1.prepare(for: \"\(id)\" → DetailViewController#1, sender: UIButton \"\(button)\")",
            "  DetailViewController#1.item = \"\(id)\"  (set by HomeViewController#1.prepare(for:sender:))",
            "segue perform \"\(id)\", \(kind)",
        ]
    }

    // A full-screen presentation segue, which covers the presenter, is unwindFromPresented's. A Show
    // Detail segue outside a split view presents too: showDetailViewController(_:sender:) finds no
    // ancestor that overrides it (a navigation controller does not) and presents vc modally.
    @Test(
        "presentation segues carry their style; popover presents as a popover; Show Detail outside a split view presents; none covers the presenter",
        arguments: [
            ("Sheet", "sheet", "presentation", "formSheet"), ("Popover", "popover", "popoverPresentation", "popover"),
            ("Legacy modal", "legacyModal", "modal", "pageSheet"), ("Show detail", "showDetailSegue", "showDetail", "pageSheet"),
        ])
    func presentation(button: String, id: String, kind: String, style: String) {
        let (h, window) = Self.launch()
        h.expect(
            Self.fired(id, by: button, kind: kind) + [
                "HomeViewController#1 present(DetailViewController#1, animated: true, style: \(style))",
                "DetailViewController#1.loadView()",
                "DetailViewController#1.viewDidLoad()",
                "DetailViewController#1.viewWillAppear(true)",
                "DetailViewController#1.viewIsAppearing(true)",
                "DetailViewController#1.viewDidAppear(true)",
            ]
        ) { Self.tap(button) }
        _ = window
    }

    @Test("a legacy push segue pushes", arguments: [("Legacy push", "legacyPush", "push")])
    func pushingKinds(button: String, id: String, kind: String) {
        let (h, window) = Self.launch()
        h.expect(
            Self.fired(id, by: button, kind: kind) + [
                "UINavigationController#1 push(DetailViewController#1, animated: true)",
                "DetailViewController#1.willMove(toParent: UINavigationController#1)",
                "DetailViewController#1.loadView()",
                "DetailViewController#1.viewDidLoad()",
                "HomeViewController#1.viewWillDisappear(true)",
                "DetailViewController#1.viewWillAppear(true)",
                "DetailViewController#1.viewIsAppearing(true)",
                "HomeViewController#1.viewDidDisappear(true)",
                "DetailViewController#1.viewDidAppear(true)",
                "DetailViewController#1.didMove(toParent: UINavigationController#1)",
            ]
        ) { Self.tap(button) }
        #expect((window.rootViewController as! UINavigationController).topViewController is DetailViewController)
    }

    @Test("a custom segue runs its own perform(), which pushes here")
    func customSegue() {
        let (h, window) = Self.launch()
        h.expect(
            Self.fired("custom", by: "Custom", kind: "custom") + [
                "log: FadeSegue.perform",
                "UINavigationController#1 push(DetailViewController#1, animated: false)",
                "DetailViewController#1.willMove(toParent: UINavigationController#1)",
                "DetailViewController#1.loadView()",
                "DetailViewController#1.viewDidLoad()",
                "HomeViewController#1.viewWillDisappear(false)",
                "DetailViewController#1.viewWillAppear(false)",
                "DetailViewController#1.viewIsAppearing(false)",
                "HomeViewController#1.viewDidDisappear(false)",
                "DetailViewController#1.viewDidAppear(false)",
                "DetailViewController#1.didMove(toParent: UINavigationController#1)",
            ]
        ) { Self.tap("Custom") }
        #expect((window.rootViewController as! UINavigationController).topViewController is DetailViewController)
    }

    @Test("@IBSegueAction, its three signatures, and the nil fallback with UIKit's log line")
    func segueActions() {
        let (h, window) = Self.launch()
        let navigation = window.rootViewController as! UINavigationController
        h.expect([
            "HomeViewController#1.shouldPerformSegue(withIdentifier: \"made\", sender: UIButton \"Made\")",
            "segue fire \"made\", show",
            "DetailViewController#1.init(coder:) [segueAction] segue \"made\" via @IBSegueAction makeDetail:sender:",
            "  DetailViewController#1.item = \"made\"  (at init)",
            "DetailViewController#1.awakeFromNib()",
            "HomeViewController#1.prepare(for: \"made\" → DetailViewController#1, sender: UIButton \"Made\")",
            "segue perform \"made\", show",
            "UINavigationController#1 push(DetailViewController#1, animated: true)",
            "DetailViewController#1.willMove(toParent: UINavigationController#1)",
            "DetailViewController#1.loadView()",
            "DetailViewController#1.viewDidLoad()",
            "HomeViewController#1.viewWillDisappear(true)",
            "DetailViewController#1.viewWillAppear(true)",
            "DetailViewController#1.viewIsAppearing(true)",
            "HomeViewController#1.viewDidDisappear(true)",
            "DetailViewController#1.viewDidAppear(true)",
            "DetailViewController#1.didMove(toParent: UINavigationController#1)",
        ]) { Self.tap("Made") }
        #expect((navigation.topViewController as? DetailViewController)?.item == "made")
        navigation.popViewController(animated: false)
        h.flush([
            "UINavigationController#1 pop(DetailViewController#1, animated: false)",
            "DetailViewController#1.willMove(toParent: nil)",
            "DetailViewController#1.viewWillDisappear(false)",
            "HomeViewController#1.viewWillAppear(false)",
            "HomeViewController#1.viewIsAppearing(false)",
            "DetailViewController#1.viewDidDisappear(false)",
            "HomeViewController#1.viewDidAppear(false)",
            "DetailViewController#1.didMove(toParent: nil)",
            "DetailViewController#1.deinit",
        ])
        h.expect([
            "HomeViewController#1.shouldPerformSegue(withIdentifier: \"madeID\", sender: UIButton \"Made id\")",
            "segue fire \"madeID\", show",
            "DetailViewController#2.init(coder:) [segueAction] segue \"madeID\" via @IBSegueAction makeWithIdentifier:sender:segueIdentifier:",
            "  DetailViewController#2.item = \"madeID\"  (at init)",
            "DetailViewController#2.awakeFromNib()",
            "HomeViewController#1.prepare(for: \"madeID\" → DetailViewController#2, sender: UIButton \"Made id\")",
            "segue perform \"madeID\", show",
            "UINavigationController#1 push(DetailViewController#2, animated: true)",
            "DetailViewController#2.willMove(toParent: UINavigationController#1)",
            "DetailViewController#2.loadView()",
            "DetailViewController#2.viewDidLoad()",
            "HomeViewController#1.viewWillDisappear(true)",
            "DetailViewController#2.viewWillAppear(true)",
            "DetailViewController#2.viewIsAppearing(true)",
            "HomeViewController#1.viewDidDisappear(true)",
            "DetailViewController#2.viewDidAppear(true)",
            "DetailViewController#2.didMove(toParent: UINavigationController#1)",
        ]) { Self.tap("Made id") }
        navigation.popViewController(animated: false)
        h.flush([
            "UINavigationController#1 pop(DetailViewController#2, animated: false)",
            "DetailViewController#2.willMove(toParent: nil)",
            "DetailViewController#2.viewWillDisappear(false)",
            "HomeViewController#1.viewWillAppear(false)",
            "HomeViewController#1.viewIsAppearing(false)",
            "DetailViewController#2.viewDidDisappear(false)",
            "HomeViewController#1.viewDidAppear(false)",
            "DetailViewController#2.didMove(toParent: nil)",
            "DetailViewController#2.deinit",
        ])
        h.expect([
            "HomeViewController#1.shouldPerformSegue(withIdentifier: \"madeNil\", sender: UIButton \"Made nil\")",
            "segue fire \"madeNil\", show",
            "warning: [<SimUIKitTests.HomeViewController: 0x…> makeNothing:] returned nil, falling back to [SimUIKitTests.DetailViewController initWithCoder:]",
            "log: creator returned nil: falling back to init(coder:)",
            "DetailViewController#3.init(coder:) [coder] segue \"madeNil\" via @IBSegueAction makeNothing: (creator returned nil)",
            "  DetailViewController#3.item = nil  (at init)",
            "DetailViewController#3.awakeFromNib()",
            "  DetailViewController#3: still nil after awakeFromNib(): item",
            "HomeViewController#1.prepare(for: \"madeNil\" → DetailViewController#3, sender: UIButton \"Made nil\")",
            "  DetailViewController#3.item = \"madeNil\"  (set by HomeViewController#1.prepare(for:sender:))",
            "segue perform \"madeNil\", show",
            "UINavigationController#1 push(DetailViewController#3, animated: true)",
            "DetailViewController#3.willMove(toParent: UINavigationController#1)",
            "DetailViewController#3.loadView()",
            "DetailViewController#3.viewDidLoad()",
            "HomeViewController#1.viewWillDisappear(true)",
            "DetailViewController#3.viewWillAppear(true)",
            "DetailViewController#3.viewIsAppearing(true)",
            "HomeViewController#1.viewDidDisappear(true)",
            "DetailViewController#3.viewDidAppear(true)",
            "DetailViewController#3.didMove(toParent: UINavigationController#1)",
        ]) { Self.tap("Made nil") }
    }

    @Test("unwind: ancestors asked, prepare, the unwind action, then the pop that reveals the destination")
    func unwind() {
        let (h, window) = Self.launch()
        Self.tap("Show")
        h.skip()
        h.expect([
            "segue unwind unwindToHome:, HomeViewController#1",
            "DetailViewController#1.prepare(for: segue → HomeViewController#1, sender: UIButton \"Unwind\")",
            "HomeViewController#1 action unwindToHome: sender: UIStoryboardSegue(unwind)",
            "UINavigationController#1 popTo(HomeViewController#1, animated: true)",
            "DetailViewController#1.willMove(toParent: nil)",
            "DetailViewController#1.viewWillDisappear(true)",
            "HomeViewController#1.viewWillAppear(true)",
            "HomeViewController#1.viewIsAppearing(true)",
            "DetailViewController#1.viewDidDisappear(true)",
            "HomeViewController#1.viewDidAppear(true)",
            "DetailViewController#1.didMove(toParent: nil)",
            "DetailViewController#1.deinit",
        ]) { Self.tap("Unwind") }
        _ = window
    }

    @Test("unwind across a presentation: the presented controller is dismissed")
    func unwindFromPresented() {
        let (h, window) = Self.launch()
        h.expect(
            Self.fired("full", by: "Full", kind: "presentation") + [
                "HomeViewController#1 present(DetailViewController#1, animated: true, style: fullScreen)",
                "DetailViewController#1.loadView()",
                "DetailViewController#1.viewDidLoad()",
                "UINavigationController#1.viewWillDisappear(true)",
                "HomeViewController#1.viewWillDisappear(true)",
                "DetailViewController#1.viewWillAppear(true)",
                "DetailViewController#1.viewIsAppearing(true)",
                "DetailViewController#1.viewDidAppear(true)",
                "UINavigationController#1.viewDidDisappear(true)",
                "HomeViewController#1.viewDidDisappear(true)",
            ]
        ) { Self.tap("Full") }
        h.expect([
            "segue unwind unwindToHome:, HomeViewController#1",
            "DetailViewController#1.prepare(for: segue → HomeViewController#1, sender: UIButton \"Unwind\")",
            "HomeViewController#1 action unwindToHome: sender: UIStoryboardSegue(unwind)",
            "UINavigationController#1 dismiss(DetailViewController#1, animated: true)",
            "DetailViewController#1.viewWillDisappear(true)",
            "UINavigationController#1.viewWillAppear(true)",
            "HomeViewController#1.viewWillAppear(true)",
            "UINavigationController#1.viewIsAppearing(true)",
            "HomeViewController#1.viewIsAppearing(true)",
            "UINavigationController#1.viewDidAppear(true)",
            "HomeViewController#1.viewDidAppear(true)",
            "DetailViewController#1.viewDidDisappear(true)",
            "DetailViewController#1.deinit",
        ]) { Self.tap("Unwind") }
        #expect(window.rootViewController?.presentedViewController == nil)
    }

    @Test("relationships: tab bar children, split view columns; only the selected tab loads")
    func relationships() {
        let h = Harness()
        let tabs = Self.storyboard().instantiateViewController(withIdentifier: "Tabs") as! UITabBarController
        h.flush([
            "UITabBarController#1.init(coder:) [coder] identifier \"Tabs\"",
            "UIViewController#1.init(coder:) [coder] relationship viewControllers",
            "UIViewController#1.awakeFromNib()",
            "UIViewController#2.init(coder:) [coder] relationship viewControllers",
            "UIViewController#2.awakeFromNib()",
            "UIViewController#1.willMove(toParent: UITabBarController#1)",
            "UIViewController#1.didMove(toParent: UITabBarController#1)",
            "UIViewController#2.willMove(toParent: UITabBarController#1)",
            "UIViewController#2.didMove(toParent: UITabBarController#1)",
            "UITabBarController#1.awakeFromNib()",
        ])
        #expect(tabs.viewControllers?.map(\.title) == ["First", "Second"])
        #expect(tabs.viewControllers?.first?.tabBarItem.title == "First")
        let window = UIApplication.shared.launch(rootViewController: tabs)
        h.flush([
            "makeKeyAndVisible(UITabBarController#1)",
            "UITabBarController#1.loadView()",
            "UITabBarController#1.viewDidLoad()",
            "UITabBarController#1.viewWillAppear(false)",
            "UIViewController#1.loadView()",
            "UIViewController#1.viewDidLoad()",
            "UIViewController#1.viewWillAppear(false)",
            "UITabBarController#1.viewIsAppearing(false)",
            "UIViewController#1.viewIsAppearing(false)",
            "UITabBarController#1.viewWillLayoutSubviews()",
            "UITabBarController#1.viewDidLayoutSubviews()",
            "UIViewController#1.viewWillLayoutSubviews()",
            "UIViewController#1.viewDidLayoutSubviews()",
            "UITabBarController#1.viewDidAppear(false)",
            "UIViewController#1.viewDidAppear(false)",
        ])
        #expect(tabs.viewControllers?[0].isViewLoaded == true)
        #expect(tabs.viewControllers?[1].isViewLoaded == false)
        #expect(Screen.capture().model.elements.filter { $0.kind == .tab }.map(\.text) == ["First", "Second"])
        let split = Self.storyboard().instantiateViewController(withIdentifier: "Split") as! UISplitViewController
        h.flush([
            "UISplitViewController#1.init(coder:) [coder] identifier \"Split\"",
            "UINavigationController#1.init(coder:) [coder] relationship masterViewController",
            "UIViewController#3.init(coder:) [coder] relationship rootViewController",
            "UIViewController#3.awakeFromNib()",
            "UINavigationController#1 setViewControllers([UIViewController#3], animated: false)",
            "UIViewController#3.willMove(toParent: UINavigationController#1)",
            "UINavigationController#1.awakeFromNib()",
            "UIViewController#4.init(coder:) [coder] relationship detailViewController",
            "UIViewController#4.awakeFromNib()",
            "UINavigationController#1.willMove(toParent: UISplitViewController#1)",
            "UINavigationController#1.didMove(toParent: UISplitViewController#1)",
            "UIViewController#4.willMove(toParent: UISplitViewController#1)",
            "UIViewController#4.didMove(toParent: UISplitViewController#1)",
            "UISplitViewController#1.awakeFromNib()",
            "UIViewController#3.didMove(toParent: UINavigationController#1)",
        ])
        #expect(split.viewControllers.count == 2)
        #expect(split.viewControllers.first is UINavigationController)
        _ = window
    }

    @Test("embed: the child is created while the container's view loads, prepared, added, then didMove")
    func embed() {
        let h = Harness(injections: false)
        let container = Self.storyboard().instantiateViewController(withIdentifier: "Container")
        h.skip()
        h.expect([
            "UIViewController#1.loadView()  (early: its view was read before it was shown)",
            "UIViewController#2.init(coder:) [coder] embed segue",
            "UIViewController#2.awakeFromNib()",
            "UIViewController#1.prepare(for: \"embed\" → UIViewController#2, sender: nil)",
            "UIViewController#2.willMove(toParent: UIViewController#1)",
            "UIViewController#2.loadView()",
            "UIViewController#2.viewDidLoad()",
            "UIViewController#2.didMove(toParent: UIViewController#1)",
            "UIViewController#1.viewDidLoad()",
        ]) { container.loadViewIfNeeded() }
        #expect(container.children.first?.title == "Embedded")
    }

    @Test("storyboard references resolve across files when the segue fires; a shown navigation controller is presented")
    func reference() {
        let (h, window) = Self.launch()
        h.expect([
            "HomeViewController#1.shouldPerformSegue(withIdentifier: \"toLegacy\", sender: UIButton \"Reference\")",
            "segue fire \"toLegacy\", show",
            "UINavigationController#2.init(coder:) [coder] segue \"toLegacy\"",
            "warning: Unknown class LegacyViewController in Interface Builder file.",
            "UIViewController#1.init(coder:) [coder] relationship rootViewController, stand-in for LegacyViewController",
            "UIViewController#1.awakeFromNib()",
            "UINavigationController#2 setViewControllers([UIViewController#1], animated: false)",
            "UIViewController#1.willMove(toParent: UINavigationController#2)",
            "UINavigationController#2.awakeFromNib()",
            "HomeViewController#1.prepare(for: \"toLegacy\" → UINavigationController#2, sender: UIButton \"Reference\")",
            "segue perform \"toLegacy\", show",
            "HomeViewController#1 present(UINavigationController#2, animated: true, style: pageSheet)",
            "UINavigationController#2.loadView()",
            "UINavigationController#2.viewDidLoad()",
            "UIViewController#1.didMove(toParent: UINavigationController#2)",
            "UINavigationController#2.viewWillAppear(true)",
            "UIViewController#1.loadView()",
            "UIViewController#1.viewDidLoad()",
            "UIViewController#1.viewWillAppear(true)",
            "UINavigationController#2.viewIsAppearing(true)",
            "UIViewController#1.viewIsAppearing(true)",
            "UINavigationController#2.viewDidAppear(true)",
            "UIViewController#1.viewDidAppear(true)",
        ]) { Self.tap("Reference") }
        #expect(window.rootViewController?.presentedViewController is UINavigationController)
    }

    @Test("an action reaches its @IBAction through ibActions")
    func action() {
        let (h, window) = Self.launch()
        h.expect(["HomeViewController#1 action act: sender: UIButton \"Act\""]) { Self.tap("Act") }
        #expect(((window.rootViewController as! UINavigationController).topViewController as! HomeViewController).acted == 1)
    }
}
