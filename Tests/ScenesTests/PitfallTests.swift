import Foundation
import Scenes
import SimUIKit
import Testing
import TestSupport

/// The pitfalls of the source documents, each ending as it would on a device.
@MainActor
@Suite("Scenes: pitfalls", .engine)
struct PitfallTests {
    static func onPitfalls() -> Harness {
        let h = PatternTests.launched()
        h.tap("Pitfalls")
        h.skip()
        return h
    }

    @Test("Sheet: the presenter gets no appearance callbacks")
    func sheet() {
        let h = Self.onPitfalls()
        h.expect([
            "PitfallsViewController#1 action showSheet: sender: UIButton \"Sheet\"",
            "ModalDemoViewController#1.init(nibName:bundle:) [programmatic]",
            "  ModalDemoViewController#1.style = \"Sheet\"  (at init)",
            "PitfallsViewController#1 present(ModalDemoViewController#1, animated: true, style: pageSheet)",
            "ModalDemoViewController#1.loadView()",
            "ModalDemoViewController#1.viewDidLoad()",
            "ModalDemoViewController#1.viewWillAppear(true)",
            "ModalDemoViewController#1.viewIsAppearing(true)",
            "ModalDemoViewController#1.viewDidAppear(true)",
        ]) { h.tap("Sheet") }
        #expect(Screen.capture().model.presentation == .presented(.pageSheet))
        #expect(Screen.capture().model.beneathTitle == "Pitfalls")
        h.expect([
            "ModalDemoViewController#1 action close: sender: UIButton \"Close\"",
            "ModalDemoViewController#1 dismiss(ModalDemoViewController#1, animated: true)",
            "ModalDemoViewController#1.viewWillDisappear(true)",
            "ModalDemoViewController#1.viewDidDisappear(true)",
            "ModalDemoViewController#1.deinit",
        ]) { h.tap("Close") }
    }

    @Test("Full screen: the presenter (its navigation controller) disappears and reappears")
    func fullScreen() {
        let h = Self.onPitfalls()
        h.expect([
            "PitfallsViewController#1 action showFullScreen: sender: UIButton \"Full screen\"",
            "ModalDemoViewController#1.init(nibName:bundle:) [programmatic]",
            "  ModalDemoViewController#1.style = \"Full screen\"  (at init)",
            "PitfallsViewController#1 present(ModalDemoViewController#1, animated: true, style: fullScreen)",
            "ModalDemoViewController#1.loadView()",
            "ModalDemoViewController#1.viewDidLoad()",
            "UINavigationController#1.viewWillDisappear(true)",
            "PitfallsViewController#1.viewWillDisappear(true)",
            "ModalDemoViewController#1.viewWillAppear(true)",
            "ModalDemoViewController#1.viewIsAppearing(true)",
            "ModalDemoViewController#1.viewDidAppear(true)",
            "UINavigationController#1.viewDidDisappear(true)",
            "PitfallsViewController#1.viewDidDisappear(true)",
        ]) { h.tap("Full screen") }
        #expect(Screen.capture().model.presentation == .presented(.fullScreen))
        h.expect([
            "ModalDemoViewController#1 action close: sender: UIButton \"Close\"",
            "ModalDemoViewController#1 dismiss(ModalDemoViewController#1, animated: true)",
            "ModalDemoViewController#1.viewWillDisappear(true)",
            "UINavigationController#1.viewWillAppear(true)",
            "PitfallsViewController#1.viewWillAppear(true)",
            "UINavigationController#1.viewIsAppearing(true)",
            "PitfallsViewController#1.viewIsAppearing(true)",
            "UINavigationController#1.viewDidAppear(true)",
            "PitfallsViewController#1.viewDidAppear(true)",
            "ModalDemoViewController#1.viewDidDisappear(true)",
            "ModalDemoViewController#1.deinit",
        ]) { h.tap("Close") }
    }

    @Test("Leaky controller: a closure capturing self keeps it alive after Back")
    func leaky() {
        let h = Self.onPitfalls()
        h.expect([
            "PitfallsViewController#1 action showLeaky: sender: UIButton \"Leaky controller\"",
            "LeakyViewController#1.init(nibName:bundle:) [programmatic]",
            "  LeakyViewController#1.onRefresh = nil  (at init)",
            "UINavigationController#1 push(LeakyViewController#1, animated: true)",
            "LeakyViewController#1.willMove(toParent: UINavigationController#1)",
            "LeakyViewController#1.loadView()",
            "LeakyViewController#1.viewDidLoad()",
            "  LeakyViewController#1.onRefresh = (closure)  (set in viewDidLoad())",
            "PitfallsViewController#1.viewWillDisappear(true)",
            "LeakyViewController#1.viewWillAppear(true)",
            "LeakyViewController#1.viewIsAppearing(true)",
            "PitfallsViewController#1.viewDidDisappear(true)",
            "LeakyViewController#1.viewDidAppear(true)",
            "LeakyViewController#1.didMove(toParent: UINavigationController#1)",
        ]) { h.tap("Leaky controller") }
        h.expect([
            "UINavigationController#1 pop(LeakyViewController#1, animated: true)",
            "LeakyViewController#1.willMove(toParent: nil)",
            "LeakyViewController#1.viewWillDisappear(true)",
            "PitfallsViewController#1.viewWillAppear(true)",
            "PitfallsViewController#1.viewIsAppearing(true)",
            "LeakyViewController#1.viewDidDisappear(true)",
            "PitfallsViewController#1.viewDidAppear(true)",
            "LeakyViewController#1.didMove(toParent: nil)",
            "leak: LeakyViewController#1 is still alive after it was popped; UIKit released it when the transition ended, so something else holds it (a closure capturing self, a strong delegate, a cache).",
        ]) { h.tap("Pitfalls") }
    }

    @Test("View in init: the view loads inside the initializer, before the push; the trace marks the early load and the screen says it")
    func viewInInit() {
        let h = Self.onPitfalls()
        h.expect([
            "PitfallsViewController#1 action showViewInInit: sender: UIButton \"View in init\"",
            "ViewInInitViewController#1.init(nibName:bundle:) [programmatic]",
            "ViewInInitViewController#1.loadView()  (early: its view was read before it was shown)",
            "ViewInInitViewController#1.viewDidLoad()",
            "UINavigationController#1 push(ViewInInitViewController#1, animated: true)",
            "ViewInInitViewController#1.willMove(toParent: UINavigationController#1)",
            "PitfallsViewController#1.viewWillDisappear(true)",
            "ViewInInitViewController#1.viewWillAppear(true)",
            "ViewInInitViewController#1.viewIsAppearing(true)",
            "PitfallsViewController#1.viewDidDisappear(true)",
            "ViewInInitViewController#1.viewDidAppear(true)",
            "ViewInInitViewController#1.didMove(toParent: UINavigationController#1)",
        ]) { h.tap("View in init") }
        #expect(Screen.capture().model.elements.contains { $0.text.contains("loadView() ran inside init()") })
    }

    @Test("Optional dependency: prepare forgets it; the trace names the property still nil; the screen shows it")
    func optionalDependency() {
        let h = Self.onPitfalls()
        // No line sets `dog`: prepare(for:sender:) forgot it.
        h.expect([
            "PitfallsViewController#1.shouldPerformSegue(withIdentifier: \"showOptional\", sender: UIButton \"Optional dependency\")",
            "segue fire \"showOptional\", show",
            "OptionalDependencyViewController#1.init(coder:) [coder] segue \"showOptional\"",
            "  OptionalDependencyViewController#1.dog = nil  (at init)",
            "OptionalDependencyViewController#1.awakeFromNib()",
            "  OptionalDependencyViewController#1: still nil after awakeFromNib(): dog",
            "PitfallsViewController#1.prepare(for: \"showOptional\" → OptionalDependencyViewController#1, sender: UIButton \"Optional dependency\")",
            "segue perform \"showOptional\", show",
            "UINavigationController#1 push(OptionalDependencyViewController#1, animated: true)",
            "OptionalDependencyViewController#1.willMove(toParent: UINavigationController#1)",
            "OptionalDependencyViewController#1.loadView()",
            "  OptionalDependencyViewController#1.dogLabel = UILabel  (outlet connected in loadView())",
            "OptionalDependencyViewController#1.viewDidLoad()",
            "PitfallsViewController#1.viewWillDisappear(true)",
            "OptionalDependencyViewController#1.viewWillAppear(true)",
            "OptionalDependencyViewController#1.viewIsAppearing(true)",
            "PitfallsViewController#1.viewDidDisappear(true)",
            "OptionalDependencyViewController#1.viewDidAppear(true)",
            "  OptionalDependencyViewController#1: still nil after viewDidAppear(true): dog",
            "OptionalDependencyViewController#1.didMove(toParent: UINavigationController#1)",
        ]) { h.tap("Optional dependency") }
        #expect(h.screenTexts == ["Pitfalls", "Optional dependency", "Dog: (none)"])
    }
}

/// The pitfalls that crash, checked in a child process with the device's exact message.
@Suite("Scenes: pitfalls that crash")
struct CrashingPitfallTests {
    @Test("Creator not used: the storyboard calls init?(coder:), whose fatalError ends the app")
    func creatorNotUsed() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { PitfallTests.tapInPitfalls("Creator not used") }
        }
        #expect(CrashOutput.stderr(result).contains("DogDetailViewController.swift:15: Fatal error: Use storyboard creator with dog"))
    }

    @Test("Outlet before load: the nil-unwrap crash at the line of the read")
    func outletBeforeLoad() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { PitfallTests.tapInPitfalls("Outlet before load") }
        }
        #expect(
            CrashOutput.stderr(result).contains(
                "PitfallsViewController.swift:30: Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value"))
    }

    @Test("Wrong identifier: the Storyboard enum's fatalError (the scene's Custom Class was left empty)")
    func wrongIdentifier() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { PitfallTests.tapInPitfalls("Wrong identifier") }
        }
        #expect(
            CrashOutput.stderr(result).contains(
                "Storyboard.swift:20: Fatal error: Failed to instantiate view controller with identifier BirdsViewController"))
    }

    @Test("Missing identifier: UIKit raises before the enum's guard")
    func missingIdentifier() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run { PitfallTests.tapInPitfalls("Missing identifier") }
        }
        let text = CrashOutput.stderr(result)
        #expect(
            text.range(
                of:
                    "\\*\\*\\* Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Storyboard \\(<UIStoryboard: 0x[0-9a-f]+>\\) doesn't contain a view controller with identifier 'HamstersViewController''",
                options: .regularExpression) != nil)
    }
}

extension PitfallTests {
    /// Launches the demo, opens Pitfalls and taps a button (for exit tests).
    static func tapInPitfalls(_ title: String) {
        let h = onPitfalls()
        h.tap(title)
    }
}
