import Foundation
import Testing

import TestSupport

@testable import SimUIKit

@MainActor
@Suite("Lifecycle: windows, containers and tabs", .engine)
struct ContainerTests {
    @Test("nothing appears until it is in a visible window")
    func window() {
        let h = Harness()
        let dogs = Dogs()
        let window = UIWindow()
        h.skip()
        h.expect([]) { window.rootViewController = dogs }
        #expect(!dogs.isViewLoaded)
        h.expect([
            "makeKeyAndVisible(Dogs#1)",
            "Dogs#1.loadView()",
            "Dogs#1.viewDidLoad()",
            "Dogs#1.viewWillAppear(false)",
            "Dogs#1.viewIsAppearing(false)",
            "Dogs#1.viewWillLayoutSubviews()",
            "Dogs#1.viewDidLayoutSubviews()",
        ]) { window.makeKeyAndVisible() }
        h.flush(["Dogs#1.viewDidAppear(false)"])
        #expect(dogs.view.window === window)
        #expect(UIApplication.shared.keyWindow === window)
    }

    final class DelegateLog: UITabBarControllerDelegate {
        var allow = true
        var log: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            log.append("should \(viewController.traceRef)")
            return allow
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            log.append("did \(viewController.traceRef)")
        }
    }

    static func showTabs(_ h: Harness) -> (UIWindow, UITabBarController, Dogs, Cats) {
        let dogs = Dogs()
        let cats = Cats()
        let tabs = UITabBarController()
        tabs.viewControllers = [dogs, cats]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        h.skip()
        return (window, tabs, dogs, cats)
    }

    @Test("a tab bar controller loads only the selected tab's view")
    func onlySelectedLoads() {
        let h = Harness()
        let (window, tabs, dogs, cats) = Self.showTabs(h)
        #expect(dogs.isViewLoaded)
        #expect(!cats.isViewLoaded)
        #expect(tabs.selectedIndex == 0)
        _ = window
    }

    @Test("switching tabs runs inside the setter; the new tab's willAppear comes first")
    func switchTabs() {
        let h = Harness()
        let (window, tabs, _, _) = Self.showTabs(h)
        h.expect([
            "UITabBarController#1 selectTab(1, Cats#1)",
            "Cats#1.loadView()",
            "Cats#1.viewDidLoad()",
            "Cats#1.viewWillAppear(false)",
            "Dogs#1.viewWillDisappear(false)",
            "Cats#1.viewIsAppearing(false)",
            "Cats#1.viewWillLayoutSubviews()",
            "Cats#1.viewDidLayoutSubviews()",
            "Dogs#1.viewDidDisappear(false)",
            "Cats#1.viewDidAppear(false)",
        ]) { tabs.selectedIndex = 1 }
        h.flush([])
        _ = window
    }

    @Test("the delegate is asked for user taps only, and can refuse")
    func delegateForTapsOnly() {
        let h = Harness()
        let (window, tabs, dogs, cats) = Self.showTabs(h)
        let delegate = DelegateLog()
        tabs.delegate = delegate
        h.expect([
            "UITabBarController#1 selectTab(1, Cats#1)",
            "Cats#1.loadView()",
            "Cats#1.viewDidLoad()",
            "Cats#1.viewWillAppear(false)",
            "Dogs#1.viewWillDisappear(false)",
            "Cats#1.viewIsAppearing(false)",
            "Cats#1.viewWillLayoutSubviews()",
            "Cats#1.viewDidLayoutSubviews()",
            "Dogs#1.viewDidDisappear(false)",
            "Cats#1.viewDidAppear(false)",
        ]) { tabs.selectedViewController = cats }
        #expect(delegate.log.isEmpty)
        delegate.allow = false
        h.expect([
            "UITabBarController#1.delegate.tabBarController(_:shouldSelect: Dogs#1) → DelegateLog#1"
        ]) { tabs.userDidTapTab(at: 0) }
        #expect(tabs.selectedViewController === cats)
        delegate.allow = true
        h.expect([
            "UITabBarController#1.delegate.tabBarController(_:shouldSelect: Dogs#1) → DelegateLog#1",
            "UITabBarController#1 selectTab(0, Dogs#1)",
            "Dogs#1.viewWillAppear(false)",
            "Cats#1.viewWillDisappear(false)",
            "Dogs#1.viewIsAppearing(false)",
            "Dogs#1.viewWillLayoutSubviews()",
            "Dogs#1.viewDidLayoutSubviews()",
            "Cats#1.viewDidDisappear(false)",
            "Dogs#1.viewDidAppear(false)",
            "UITabBarController#1.delegate.tabBarController(_:didSelect: Dogs#1) → DelegateLog#1",
        ]) { tabs.userDidTapTab(at: 0) }
        #expect(tabs.selectedViewController === dogs)
        h.flush([])
        #expect(delegate.log == ["should Dogs#1", "should Dogs#1", "did Dogs#1"])
        _ = window
    }

    final class Container: UIViewController {}

    /// UIKit: the child's `viewWillAppear` comes inside `addSubview`, `viewIsAppearing` once "the
    /// superview lays out the view controller's view" (Apple's documentation of viewIsAppearing),
    /// `viewDidAppear` after that layout (logged on a device: stackoverflow.com/questions/48653763,
    /// the child's layout passes come before its viewDidAppear).
    @Test(
        "containment: addChild calls willMove; viewWillAppear inside addSubview, then the container's didMove, then viewIsAppearing and viewDidAppear on the next layout pass"
    )
    func containment() {
        let h = Harness()
        let container = Container()
        let window = h.show(container)
        #expect(window.rootViewController === container)
        let child = Child()
        h.skip()
        h.expect(["Child#1.willMove(toParent: Container#1)"]) { container.addChild(child) }
        #expect(child.parent === container)
        h.expect([
            "Child#1.loadView()",
            "Child#1.viewDidLoad()",
            "Child#1.viewWillAppear(false)",
        ]) { container.view.addSubview(child.view) }
        h.expect(["Child#1.didMove(toParent: Container#1)"]) { child.didMove(toParent: container) }
        #expect(child.appearanceState == .appearing)
        h.flush([
            "Child#1.viewIsAppearing(false)",
            "Child#1.viewWillLayoutSubviews()",
            "Child#1.viewDidLayoutSubviews()",
            "Child#1.viewDidAppear(false)",
        ])
        h.expect(["Child#1.willMove(toParent: nil)"]) { child.willMove(toParent: nil) }
        h.expect(["Child#1.viewWillDisappear(false)", "Child#1.viewDidDisappear(false)"]) { child.view.removeFromSuperview() }
        h.expect(["Child#1.didMove(toParent: nil)"]) { child.removeFromParent() }
        #expect(container.children.isEmpty)
    }

    @Test("a container's appearance reaches the children whose views are in its view, parent first")
    func forwarding() {
        let h = Harness()
        let container = Container()
        let child = Child()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let window = UIWindow()
        window.rootViewController = container
        h.skip()
        window.makeKeyAndVisible()
        h.flush([
            "makeKeyAndVisible(Container#1)",
            "Container#1.viewWillAppear(false)",
            "Child#1.viewWillAppear(false)",
            "Container#1.viewIsAppearing(false)",
            "Child#1.viewIsAppearing(false)",
            "Container#1.viewWillLayoutSubviews()",
            "Container#1.viewDidLayoutSubviews()",
            "Child#1.viewWillLayoutSubviews()",
            "Child#1.viewDidLayoutSubviews()",
            "Container#1.viewDidAppear(false)",
            "Child#1.viewDidAppear(false)",
        ])
    }

    final class ManualContainer: UIViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }

    @Test("with manual forwarding nothing reaches the child until begin/endAppearanceTransition")
    func manualForwarding() {
        let h = Harness()
        let container = ManualContainer()
        let window = UIWindow()
        window.rootViewController = container
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let child = Child()
        container.addChild(child)
        h.skip()
        h.expect(["Child#1.loadView()", "Child#1.viewDidLoad()"]) { container.view.addSubview(child.view) }
        h.expect(["Child#1.viewWillAppear(true)"]) { child.beginAppearanceTransition(true, animated: true) }
        h.expect([
            "Child#1.viewIsAppearing(true)",
            "Child#1.viewWillLayoutSubviews()",
            "Child#1.viewDidLayoutSubviews()",
            "Child#1.viewDidAppear(false)",
        ]) { child.endAppearanceTransition() }
        h.expect(["warning: Unbalanced calls to begin/end appearance transitions for <SimUIKitTests.Child: 0x…>."]) {
            child.endAppearanceTransition()
        }
        #expect(h.consoleLines.last?.hasPrefix("Unbalanced calls to begin/end appearance transitions for <SimUIKitTests.Child: 0x") == true)
        h.expect(["Child#1.viewWillDisappear(false)"]) { child.beginAppearanceTransition(false, animated: false) }
        h.expect(["Child#1.viewDidDisappear(false)"]) { child.endAppearanceTransition() }
        _ = window
    }

    @Test("replacing a visible window's root: old disappears, new appears")
    func replaceRoot() {
        let h = Harness()
        let dogs = Dogs()
        let window = UIWindow()
        window.rootViewController = dogs
        window.makeKeyAndVisible()
        let cats = Cats()
        h.skip()
        h.expect([
            "Dogs#1.viewWillDisappear(false)",
            "Dogs#1.viewDidDisappear(false)",
            "Cats#1.loadView()",
            "Cats#1.viewDidLoad()",
            "Cats#1.viewWillAppear(false)",
            "Cats#1.viewIsAppearing(false)",
            "Cats#1.viewWillLayoutSubviews()",
            "Cats#1.viewDidLayoutSubviews()",
            "Cats#1.viewDidAppear(false)",
        ]) { window.rootViewController = cats }
        _ = dogs
    }
}

@MainActor
@Suite("Lifecycle: memory", .engine)
struct MemoryTests {
    final class Leaky: UIViewController {
        var onTap: (() -> Void)?
        override func viewDidLoad() {
            super.viewDidLoad()
            onTap = { self.title = "tapped" }
        }
    }

    @Test("a retain cycle keeps a popped controller alive: reported as a leak, no deinit")
    func leak() {
        let h = Harness()
        let dogs = Dogs()
        let nav = UINavigationController(rootViewController: dogs)
        let window = UIWindow()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(Leaky(), animated: true)
        UIApplication.shared.runUntilIdle()
        h.skip()
        // No Leaky#1.deinit: the closure it keeps captures it.
        h.expect([
            "UINavigationController#1 pop(Leaky#1, animated: true)",
            "Leaky#1.willMove(toParent: nil)",
            "Leaky#1.viewWillDisappear(true)",
            "Dogs#1.viewWillAppear(true)",
            "Dogs#1.viewIsAppearing(true)",
            "Dogs#1.viewWillLayoutSubviews()",
            "Dogs#1.viewDidLayoutSubviews()",
            "Leaky#1.viewDidDisappear(true)",
            "Dogs#1.viewDidAppear(true)",
            "Leaky#1.didMove(toParent: nil)",
            "leak: Leaky#1 is still alive after it was popped; UIKit released it when the transition ended, so something else holds it (a closure capturing self, a strong delegate, a cache).",
        ]) {
            nav.popViewController(animated: true)
            UIApplication.shared.runUntilIdle()
        }
    }

    @Test("without the cycle the popped controller deinits right after didMove(toParent: nil)")
    func noLeak() {
        let h = Harness()
        let nav = UINavigationController(rootViewController: Dogs())
        let window = UIWindow()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(Cats(), animated: true)
        UIApplication.shared.runUntilIdle()
        h.skip()
        h.expect([
            "UINavigationController#1 pop(Cats#1, animated: true)",
            "Cats#1.willMove(toParent: nil)",
            "Cats#1.viewWillDisappear(true)",
            "Dogs#1.viewWillAppear(true)",
            "Dogs#1.viewIsAppearing(true)",
            "Dogs#1.viewWillLayoutSubviews()",
            "Dogs#1.viewDidLayoutSubviews()",
            "Cats#1.viewDidDisappear(true)",
            "Dogs#1.viewDidAppear(true)",
            "Cats#1.didMove(toParent: nil)",
            "Cats#1.deinit",
        ]) {
            nav.popViewController(animated: true)
            UIApplication.shared.runUntilIdle()
        }
    }
}
