import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// SimUIKit's Storyboards and nibs article, on Runtime.storyboard: instantiation, creators,
/// segues of every kind, unwind, runtime attributes, as exact traces.
@MainActor
@Suite("Storyboards and segues (Storyboards and nibs)", .engine)
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
        h.skip()
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
            "HomeViewController#1.loadView()  (early: its view was read before it was shown)",
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
        let h = Harness()
        let noEntry = UIStoryboard(name: "Problems", bundle: Self.fixtures)
        // Loading the fixture reports each of its problems (StoryboardProblemTests checks them).
        h.expect([
            "warning: [Storyboard] Problems.storyboard:2:1: initialViewController points to unknown id 'nope-00-000'",
            "warning: [Storyboard] Problems.storyboard:9:25: relationship 'rootViewController' of navigationController 'pNv-00-001' has no destination",
            "warning: [Storyboard] Problems.storyboard:17:17: duplicate Storyboard ID 'Main': already used by navigationController 'pNv-00-001' at Problems.storyboard:7:17",
            "warning: [Storyboard] Problems.storyboard:24:37: segue 'showCat' points to unknown id 'x9'",
            "warning: [Storyboard] Problems.storyboard:25:37: action 'tap:' points to unknown id 'gone-00-000'",
            "warning: [Storyboard] Problems.storyboard:31:25: outlet 'titleLabel' points to unknown id 'zz'",
            "warning: [Storyboard] Problems.storyboard:32:25: show segue 'pSg-00-002' points to 'pLb-00-002', which is a label, not a view controller",
            "warning: [Storyboard] Problems.storyboard:51:17: scene 'pSc-00-005' has a second view controller 'pRf-00-006'; only the first is used",
            "warning: [Storyboard] Problems.storyboard:57:17: scene 'pSc-00-006' has a second view controller 'pRf-00-008'; only the first is used",
            "warning: [Storyboard] Problems.storyboard:63:17: duplicate id 'pLb-00-002': already used by label at Problems.storyboard:20:29",
        ]) { #expect(noEntry.instantiateInitialViewController() == nil) }
        h.expect([
            "UINavigationController#1.init(coder:) [coder] initial view controller",
            "HomeViewController#1.init(coder:) [coder] relationship rootViewController",
            "HomeViewController#1.awakeFromNib()",
            "UINavigationController#1 setViewControllers([HomeViewController#1], animated: false)",
            "HomeViewController#1.willMove(toParent: UINavigationController#1)",
            "UINavigationController#1.awakeFromNib()",
        ]) { #expect(Self.storyboard().instantiateInitialViewController() is UINavigationController) }
        // The navigation controller ends adding its root on a later turn of the run loop, which
        // holds it until then.
        h.flush([
            "HomeViewController#1.didMove(toParent: UINavigationController#1)",
            "UINavigationController#1.deinit",
            "HomeViewController#1.deinit",
        ])
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
        h.expect([
            "UINavigationController#1.init(coder:) [creator] initial view controller",
            "HomeViewController#1.init(coder:) [coder] relationship rootViewController",
            "  HomeViewController#1.greeting = nil  (at init)",
            "  HomeViewController#1.count = 0  (at init)",
            "  HomeViewController#1.flag = false  (at init)",
            "  HomeViewController#1.acted = 0  (at init)",
            "  HomeViewController#1.greeting = \"Hi\"  (set by the storyboard's runtime attributes)",
            "  HomeViewController#1.count = 3  (set by the storyboard's runtime attributes)",
            "  HomeViewController#1.flag = true  (set by the storyboard's runtime attributes)",
            "HomeViewController#1.awakeFromNib()",
            "UINavigationController#1 setViewControllers([HomeViewController#1], animated: false)",
            "HomeViewController#1.willMove(toParent: UINavigationController#1)",
            "UINavigationController#1.awakeFromNib()",
        ]) {
            let initial = Self.storyboard().instantiateInitialViewController { coder in UINavigationController(coder: coder) }
            #expect(initial?.viewControllers.first is HomeViewController)
        }
        // The navigation controller ends adding its root on a later turn of the run loop, which
        // holds it until then.
        h.flush([
            "HomeViewController#1.didMove(toParent: UINavigationController#1)",
            "UINavigationController#1.deinit",
            "HomeViewController#1.deinit",
        ])
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
    func missingStoryboard() async throws {
        // An empty bundle of its own: a miss searches the whole bundle.
        try await withTemporaryDirectory("missing-storyboard") { bundle in
            let bundlePath = bundle.path
            let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
                [bundlePath = bundlePath as String] in
                await MainActor.run { _ = UIStoryboard(name: "Nope", bundle: Bundle(path: bundlePath)) }
            }
            #expect(
                CrashOutput.stderr(result).contains(
                    "reason: 'Could not find a storyboard named 'Nope' in bundle NSBundle <\(bundlePath)> (loaded)'"))
        }
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
}
