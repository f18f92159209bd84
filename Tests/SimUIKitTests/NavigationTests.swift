import Foundation
import Testing

import TestSupport

@testable import SimUIKit

@MainActor
@Suite("Lifecycle: navigation controller", .engine)
struct NavigationTests {
    /// A window whose root is a navigation controller with `Dogs` at the root, on screen.
    static func showNavigation(_ h: Harness, delegate: NavDelegate? = nil) -> (UIWindow, UINavigationController, Dogs) {
        let dogs = Dogs()
        let nav = UINavigationController(rootViewController: dogs)
        nav.delegate = delegate
        let window = UIWindow()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        h.skip()
        return (window, nav, dogs)
    }

    @Test("a navigation controller appearing in a window shows its root (policy order)")
    func firstAppearance() {
        let h = Harness()
        let delegate = NavDelegate()
        let dogs = Dogs()
        let nav = UINavigationController(rootViewController: dogs)
        nav.delegate = delegate
        let window = UIWindow()
        window.rootViewController = nav
        h.expect([
            "Dogs#1.init(nibName:bundle:) [programmatic]", "UINavigationController#1.init(nibName:bundle:) [programmatic]",
            "UINavigationController#1 push(Dogs#1, animated: false)", "Dogs#1.willMove(toParent: UINavigationController#1)",
        ])
        h.expect([
            "makeKeyAndVisible(UINavigationController#1)",
            "UINavigationController#1.loadView()",
            "UINavigationController#1.viewDidLoad()",
            "UINavigationController#1.viewWillAppear(false)",
            "Dogs#1.loadView()",
            "Dogs#1.viewDidLoad()",
            "Dogs#1.viewWillAppear(false)",
            "UINavigationController#1.delegate.navigationController(_:willShow: Dogs#1, animated: false) → NavDelegate#1",
            "UINavigationController#1.viewIsAppearing(false)",
            "Dogs#1.viewIsAppearing(false)",
            "UINavigationController#1.viewWillLayoutSubviews()",
            "UINavigationController#1.viewDidLayoutSubviews()",
            "Dogs#1.viewWillLayoutSubviews()",
            "Dogs#1.viewDidLayoutSubviews()",
        ]) { window.makeKeyAndVisible() }
        h.flush([
            "UINavigationController#1.viewDidAppear(false)",
            "Dogs#1.viewDidAppear(false)",
            "UINavigationController#1.delegate.navigationController(_:didShow: Dogs#1, animated: false) → NavDelegate#1",
            "Dogs#1.didMove(toParent: UINavigationController#1)",
        ])
        #expect(dogs.appearanceState == .appeared)
        _ = window
    }

    @Test("push: willMove now, the rest on flush, in UIKit's order", arguments: [true, false])
    func push(animated: Bool) {
        let h = Harness()
        let delegate = NavDelegate()
        let (window, nav, _) = Self.showNavigation(h, delegate: delegate)
        let cats = Cats()
        h.skip()
        h.expect([
            "UINavigationController#1 push(Cats#1, animated: \(animated))",
            "Cats#1.willMove(toParent: UINavigationController#1)",
        ]) { nav.pushViewController(cats, animated: animated) }
        #expect(nav.viewControllers.count == 2)
        #expect(nav.topViewController === cats)
        #expect(!cats.isViewLoaded)
        h.flush([
            "Cats#1.loadView()",
            "Cats#1.viewDidLoad()",
            "Dogs#1.viewWillDisappear(\(animated))",
            "Cats#1.viewWillAppear(\(animated))",
            "UINavigationController#1.delegate.navigationController(_:willShow: Cats#1, animated: \(animated)) → NavDelegate#1",
            "Cats#1.viewIsAppearing(\(animated))",
            "Cats#1.viewWillLayoutSubviews()",
            "Cats#1.viewDidLayoutSubviews()",
            "Dogs#1.viewDidDisappear(\(animated))",
            "Cats#1.viewDidAppear(\(animated))",
            "UINavigationController#1.delegate.navigationController(_:didShow: Cats#1, animated: \(animated)) → NavDelegate#1",
            "Cats#1.didMove(toParent: UINavigationController#1)",
        ])
        _ = window
        _ = delegate
    }

    @Test("pop mirrors push, then the popped controller deinits; the covered one does not reload")
    func pop() {
        let h = Harness()
        let delegate = NavDelegate()
        let (window, nav, _) = Self.showNavigation(h, delegate: delegate)
        nav.pushViewController(Cats(), animated: true)
        h.skip()
        h.expect(["UINavigationController#1 pop(Cats#1, animated: true)", "Cats#1.willMove(toParent: nil)"]) {
            nav.popViewController(animated: true)
        }
        h.flush([
            "Cats#1.viewWillDisappear(true)",
            "Dogs#1.viewWillAppear(true)",
            "UINavigationController#1.delegate.navigationController(_:willShow: Dogs#1, animated: true) → NavDelegate#1",
            "Dogs#1.viewIsAppearing(true)",
            "Dogs#1.viewWillLayoutSubviews()",
            "Dogs#1.viewDidLayoutSubviews()",
            "Cats#1.viewDidDisappear(true)",
            "Dogs#1.viewDidAppear(true)",
            "UINavigationController#1.delegate.navigationController(_:didShow: Dogs#1, animated: true) → NavDelegate#1",
            "Cats#1.didMove(toParent: nil)",
            "Cats#1.deinit",
        ])
        _ = window
        _ = delegate
    }

    @Test("popping the root does nothing and returns nil")
    func popRoot() {
        let h = Harness()
        let (window, nav, _) = Self.showNavigation(h)
        h.expect([]) { #expect(nav.popViewController(animated: true) == nil) }
        h.flush([])
        _ = window
    }

    @Test("popToRoot: only the outgoing top and the root get appearance callbacks")
    func popToRoot() {
        let h = Harness()
        let (window, nav, _) = Self.showNavigation(h)
        nav.pushViewController(Cats(), animated: false)
        nav.pushViewController(Birds(), animated: false)
        UIApplication.shared.runUntilIdle()
        h.skip()
        h.expect([
            "UINavigationController#1 popToRoot(animated: true)",
            "Birds#1.willMove(toParent: nil)",
            "Cats#1.willMove(toParent: nil)",
        ]) { _ = nav.popToRootViewController(animated: true) }
        h.flush([
            "Birds#1.viewWillDisappear(true)",
            "Dogs#1.viewWillAppear(true)",
            "Dogs#1.viewIsAppearing(true)",
            "Dogs#1.viewWillLayoutSubviews()",
            "Dogs#1.viewDidLayoutSubviews()",
            "Birds#1.viewDidDisappear(true)",
            "Dogs#1.viewDidAppear(true)",
            "Birds#1.didMove(toParent: nil)",
            "Cats#1.didMove(toParent: nil)",
            "Birds#1.deinit",
            "Cats#1.deinit",
        ])
        #expect(nav.viewControllers.count == 1)
        _ = window
    }

    @Test("two pushes before a flush coalesce: the middle controller never appears")
    func coalescedPushes() {
        let h = Harness()
        let (window, nav, _) = Self.showNavigation(h)
        h.expect([
            "Cats#1.init(nibName:bundle:) [programmatic]",
            "UINavigationController#1 push(Cats#1, animated: false)",
            "Cats#1.willMove(toParent: UINavigationController#1)",
            "Birds#1.init(nibName:bundle:) [programmatic]",
            "UINavigationController#1 push(Birds#1, animated: false)",
            "Birds#1.willMove(toParent: UINavigationController#1)",
        ]) {
            nav.pushViewController(Cats(), animated: false)
            nav.pushViewController(Birds(), animated: false)
        }
        h.flush([
            "Birds#1.loadView()",
            "Birds#1.viewDidLoad()",
            "Dogs#1.viewWillDisappear(false)",
            "Birds#1.viewWillAppear(false)",
            "Birds#1.viewIsAppearing(false)",
            "Birds#1.viewWillLayoutSubviews()",
            "Birds#1.viewDidLayoutSubviews()",
            "Dogs#1.viewDidDisappear(false)",
            "Birds#1.viewDidAppear(false)",
            "Cats#1.didMove(toParent: UINavigationController#1)",
            "Birds#1.didMove(toParent: UINavigationController#1)",
        ])
        _ = window
    }

    @Test("setViewControllers with a new top looks like a push; removed controllers deinit after")
    func setViewControllersPush() {
        let h = Harness()
        let (window, nav, dogs) = Self.showNavigation(h)
        let birds = Birds()
        h.skip()
        h.expect([
            "UINavigationController#1 setViewControllers([Dogs#1, Birds#1], animated: true)",
            "Birds#1.willMove(toParent: UINavigationController#1)",
        ]) { nav.setViewControllers([dogs, birds], animated: true) }
        h.flush([
            "Birds#1.loadView()",
            "Birds#1.viewDidLoad()",
            "Dogs#1.viewWillDisappear(true)",
            "Birds#1.viewWillAppear(true)",
            "Birds#1.viewIsAppearing(true)",
            "Birds#1.viewWillLayoutSubviews()",
            "Birds#1.viewDidLayoutSubviews()",
            "Dogs#1.viewDidDisappear(true)",
            "Birds#1.viewDidAppear(true)",
            "Birds#1.didMove(toParent: UINavigationController#1)",
        ])
        _ = window
    }

    @Test("setViewControllers to an old controller looks like a pop")
    func setViewControllersPop() {
        let h = Harness()
        let (window, nav, dogs) = Self.showNavigation(h)
        nav.pushViewController(Cats(), animated: false)
        nav.pushViewController(Birds(), animated: false)
        UIApplication.shared.runUntilIdle()
        h.skip()
        h.expect([
            "UINavigationController#1 setViewControllers([Dogs#1], animated: false)",
            "Birds#1.willMove(toParent: nil)",
            "Cats#1.willMove(toParent: nil)",
        ]) { nav.setViewControllers([dogs], animated: false) }
        h.flush([
            "Birds#1.viewWillDisappear(false)",
            "Dogs#1.viewWillAppear(false)",
            "Dogs#1.viewIsAppearing(false)",
            "Dogs#1.viewWillLayoutSubviews()",
            "Dogs#1.viewDidLayoutSubviews()",
            "Birds#1.viewDidDisappear(false)",
            "Dogs#1.viewDidAppear(false)",
            "Birds#1.didMove(toParent: nil)",
            "Cats#1.didMove(toParent: nil)",
            "Birds#1.deinit",
            "Cats#1.deinit",
        ])
        _ = window
    }

    final class Reasons: UIViewController {
        var seen: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            seen.append("willAppear moving:\(isMovingToParent)")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            seen.append("willDisappear moving:\(isMovingFromParent)")
        }
    }

    @Test("isMovingToParent / isMovingFromParent tell why an appearance callback came")
    func movingFlags() {
        let h = Harness()
        let (window, nav, _) = Self.showNavigation(h)
        let reasons = Reasons()
        nav.pushViewController(reasons, animated: true)
        h.flush([
            "Reasons#1.init(nibName:bundle:) [programmatic]",
            "UINavigationController#1 push(Reasons#1, animated: true)",
            "Reasons#1.willMove(toParent: UINavigationController#1)",
            "Reasons#1.loadView()",
            "Reasons#1.viewDidLoad()",
            "Dogs#1.viewWillDisappear(true)",
            "Reasons#1.viewWillAppear(true)",
            "Reasons#1.viewIsAppearing(true)",
            "Reasons#1.viewWillLayoutSubviews()",
            "Reasons#1.viewDidLayoutSubviews()",
            "Dogs#1.viewDidDisappear(true)",
            "Reasons#1.viewDidAppear(true)",
            "Reasons#1.didMove(toParent: UINavigationController#1)",
        ])
        nav.pushViewController(Cats(), animated: true)
        h.flush([
            "Cats#1.init(nibName:bundle:) [programmatic]",
            "UINavigationController#1 push(Cats#1, animated: true)",
            "Cats#1.willMove(toParent: UINavigationController#1)",
            "Cats#1.loadView()",
            "Cats#1.viewDidLoad()",
            "Reasons#1.viewWillDisappear(true)",
            "Cats#1.viewWillAppear(true)",
            "Cats#1.viewIsAppearing(true)",
            "Cats#1.viewWillLayoutSubviews()",
            "Cats#1.viewDidLayoutSubviews()",
            "Reasons#1.viewDidDisappear(true)",
            "Cats#1.viewDidAppear(true)",
            "Cats#1.didMove(toParent: UINavigationController#1)",
        ])
        nav.popViewController(animated: true)
        h.flush([
            "UINavigationController#1 pop(Cats#1, animated: true)",
            "Cats#1.willMove(toParent: nil)",
            "Cats#1.viewWillDisappear(true)",
            "Reasons#1.viewWillAppear(true)",
            "Reasons#1.viewIsAppearing(true)",
            "Reasons#1.viewWillLayoutSubviews()",
            "Reasons#1.viewDidLayoutSubviews()",
            "Cats#1.viewDidDisappear(true)",
            "Reasons#1.viewDidAppear(true)",
            "Cats#1.didMove(toParent: nil)",
            "Cats#1.deinit",
        ])
        nav.popViewController(animated: true)
        h.flush([
            "UINavigationController#1 pop(Reasons#1, animated: true)",
            "Reasons#1.willMove(toParent: nil)",
            "Reasons#1.viewWillDisappear(true)",
            "Dogs#1.viewWillAppear(true)",
            "Dogs#1.viewIsAppearing(true)",
            "Dogs#1.viewWillLayoutSubviews()",
            "Dogs#1.viewDidLayoutSubviews()",
            "Reasons#1.viewDidDisappear(true)",
            "Dogs#1.viewDidAppear(true)",
            "Reasons#1.didMove(toParent: nil)",
            // The test's `reasons` still holds it: to the engine, that is a leak like any other.
            "leak: Reasons#1 is still alive after it was popped; UIKit released it when the transition ended, so something else holds it (a closure capturing self, a strong delegate, a cache).",
        ])
        #expect(
            reasons.seen == [
                "willAppear moving:true", "willDisappear moving:false", "willAppear moving:false", "willDisappear moving:true",
            ])
        #expect(!reasons.isMovingToParent && !reasons.isMovingFromParent)
        _ = window
    }

    @Test("navigationController and parent during and after a pop")
    func parentLinks() {
        let h = Harness()
        let (window, nav, _) = Self.showNavigation(h)
        let cats = Cats()
        nav.pushViewController(cats, animated: true)
        #expect(cats.navigationController === nav)
        #expect(cats.parent === nav)
        h.flush([
            "Cats#1.init(nibName:bundle:) [programmatic]",
            "UINavigationController#1 push(Cats#1, animated: true)",
            "Cats#1.willMove(toParent: UINavigationController#1)",
            "Cats#1.loadView()",
            "Cats#1.viewDidLoad()",
            "Dogs#1.viewWillDisappear(true)",
            "Cats#1.viewWillAppear(true)",
            "Cats#1.viewIsAppearing(true)",
            "Cats#1.viewWillLayoutSubviews()",
            "Cats#1.viewDidLayoutSubviews()",
            "Dogs#1.viewDidDisappear(true)",
            "Cats#1.viewDidAppear(true)",
            "Cats#1.didMove(toParent: UINavigationController#1)",
        ])
        #expect(nav.children.count == 2)
        nav.popViewController(animated: true)
        #expect(cats.parent === nav)
        h.flush([
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
            // The test's `cats` still holds it: to the engine, that is a leak like any other.
            "leak: Cats#1 is still alive after it was popped; UIKit released it when the transition ended, so something else holds it (a closure capturing self, a strong delegate, a cache).",
        ])
        #expect(cats.parent == nil)
        #expect(cats.navigationController == nil)
        _ = window
    }

    @Test("a push onto a navigation controller off screen shows the new top when it appears")
    func pushOffScreen() {
        let h = Harness()
        let dogs = Dogs()
        let nav = UINavigationController(rootViewController: dogs)
        UIApplication.shared.runUntilIdle()
        let cats = Cats()
        h.skip()
        h.expect(["UINavigationController#1 push(Cats#1, animated: true)", "Cats#1.willMove(toParent: UINavigationController#1)"]) {
            nav.pushViewController(cats, animated: true)
        }
        // Off screen: no appearance callbacks, only the end of the containment.
        h.flush(["Cats#1.didMove(toParent: UINavigationController#1)"])
        #expect(!dogs.isViewLoaded && !cats.isViewLoaded)
        let window = UIWindow()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        #expect(cats.isViewLoaded)
        #expect(!dogs.isViewLoaded)
        h.flush([
            "makeKeyAndVisible(UINavigationController#1)",
            "UINavigationController#1.loadView()",
            "UINavigationController#1.viewDidLoad()",
            "UINavigationController#1.viewWillAppear(false)",
            "Cats#1.loadView()",
            "Cats#1.viewDidLoad()",
            "Cats#1.viewWillAppear(false)",
            "UINavigationController#1.viewIsAppearing(false)",
            "Cats#1.viewIsAppearing(false)",
            "UINavigationController#1.viewWillLayoutSubviews()",
            "UINavigationController#1.viewDidLayoutSubviews()",
            "Cats#1.viewWillLayoutSubviews()",
            "Cats#1.viewDidLayoutSubviews()",
            "UINavigationController#1.viewDidAppear(false)",
            "Cats#1.viewDidAppear(false)",
        ])
    }
}
