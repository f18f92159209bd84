import Foundation
import SimUIKit
import Testing
import TestSupport

final class Shown: UIViewController {}
final class Shower: UIViewController {}

/// A custom container that handles `showDetailViewController(_:sender:)` itself, as an app's
/// container does: it overrides the method and says so in `targetViewController(forAction:sender:)`.
final class DetailContainer: UIViewController {
    var shownDetails: [UIViewController] = []
    override func showDetailViewController(_ vc: UIViewController, sender: Any?) { shownDetails.append(vc) }
    override func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        action == .showDetailViewController ? self : super.targetViewController(forAction: action, sender: sender)
    }
}

/// Logs, into the trace, when the transition coordinator's blocks run.
final class CoordinatedViewController: UIViewController {
    var coordinatorInWillAppear: Bool?
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        coordinatorInWillAppear = transitionCoordinator != nil
        transitionCoordinator?.animate(
            alongsideTransition: { context in
                UIApplication.shared.log("alongside \(context.viewController(forKey: .to) === self)")
            },
            completion: { context in UIApplication.shared.log("completion cancelled: \(context.isCancelled)") })
    }
}

@MainActor
@Suite("show, showDetail and the transition coordinator, as app code calls them", .engine)
struct ShowAndCoordinatorTests {
    static func navigation(_ h: Harness) -> (UIWindow, UINavigationController, Shower) {
        let shower = Shower()
        let navigation = UINavigationController(rootViewController: shower)
        let window = h.show(navigation)
        h.skip()
        return (window, navigation, shower)
    }

    @Test(
        "show(_:sender:) inside a navigation controller pushes; showDetailViewController(_:sender:) presents (UIKit's base implementations)"
    )
    func showInNavigation() {
        // UIViewController.show(_:sender:) and showDetailViewController(_:sender:): "The default
        // implementation of this method calls targetViewController(forAction:sender:) to locate an
        // object in the view controller hierarchy that overrides this method"; with none, vc is
        // presented modally. UINavigationController overrides show (it pushes), not showDetail.
        let h = Harness()
        let (window, navigation, shower) = Self.navigation(h)
        #expect(shower.targetViewController(forAction: .showViewController, sender: nil) === navigation)
        #expect(shower.targetViewController(forAction: .showDetailViewController, sender: nil) == nil)
        let pushed = Shown()
        h.expect([
            "Shown#1.init(nibName:bundle:) [programmatic]",
            "UINavigationController#1 push(Shown#1, animated: true)",
            "Shown#1.willMove(toParent: UINavigationController#1)",
        ]) { shower.show(pushed, sender: nil) }
        h.skip()
        let detail = Shown()
        h.expect([
            "Shown#2.init(nibName:bundle:) [programmatic]",
            "Shown#1 present(Shown#2, animated: true, style: pageSheet)",
            "Shown#2.loadView()",
            "Shown#2.viewDidLoad()",
        ]) { pushed.showDetailViewController(detail, sender: nil) }
        h.stopAsserting(because: "the presentation that follows is PresentationTests' business")
        UIApplication.shared.runUntilIdle()
        #expect(navigation.viewControllers == [shower, pushed] && navigation.presentedViewController === detail)
        _ = window
    }

    @Test("outside any container, show(_:sender:) presents; an app's container that overrides showDetail is found up the parents")
    func showWithoutContainer() {
        let h = Harness(notAssertingBecause: "it checks where show and showDetail send the controller")
        let root = Shower()
        let window = h.show(root)
        root.show(Shown(), sender: nil)
        UIApplication.shared.runUntilIdle()
        #expect(root.presentedViewController is Shown)
        root.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
        let container = DetailContainer()
        let child = Shower()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        window.rootViewController = container
        let detail = Shown()
        #expect(child.targetViewController(forAction: .showDetailViewController, sender: nil) === container)
        child.showDetailViewController(detail, sender: nil)
        #expect(container.shownDetails == [detail] && container.presentedViewController == nil)
    }

    @Test("an animated push has a coordinator from the call on: alongside after the layout pass, completion after didShow, before didMove")
    func pushCoordinator() {
        // Policy (UIKit documents only that alongside animations run with the transition's and
        // completions after it ends): see TransitionCoordinator.
        let h = Harness()
        let delegate = PlainNavigationDelegate()
        let (window, navigation, shower) = Self.navigation(h)
        navigation.delegate = delegate
        let pushed = CoordinatedViewController()
        h.skip()
        var completedFromCaller = false
        navigation.pushViewController(pushed, animated: true)
        #expect(navigation.transitionCoordinator != nil && shower.transitionCoordinator != nil)
        navigation.transitionCoordinator?.animate(alongsideTransition: nil) { _ in completedFromCaller = true }
        h.expect([
            "UINavigationController#1 push(CoordinatedViewController#1, animated: true)",
            "CoordinatedViewController#1.willMove(toParent: UINavigationController#1)",
        ])
        h.flush([
            "CoordinatedViewController#1.loadView()",
            "CoordinatedViewController#1.viewDidLoad()",
            "Shower#1.viewWillDisappear(true)",
            "CoordinatedViewController#1.viewWillAppear(true)",
            "UINavigationController#1.delegate.navigationController(_:willShow: CoordinatedViewController#1, animated: true) → PlainNavigationDelegate#1",
            "CoordinatedViewController#1.viewIsAppearing(true)",
            "CoordinatedViewController#1.viewWillLayoutSubviews()",
            "CoordinatedViewController#1.viewDidLayoutSubviews()",
            "log: alongside true",
            "Shower#1.viewDidDisappear(true)",
            "CoordinatedViewController#1.viewDidAppear(true)",
            "UINavigationController#1.delegate.navigationController(_:didShow: CoordinatedViewController#1, animated: true) → PlainNavigationDelegate#1",
            "log: completion cancelled: false",
            "CoordinatedViewController#1.didMove(toParent: UINavigationController#1)",
        ])
        #expect(pushed.coordinatorInWillAppear == true && completedFromCaller)
        #expect(navigation.transitionCoordinator == nil && pushed.transitionCoordinator == nil)
        // Without animation there is no coordinator, as in UIKit (the common `guard animated, let
        // coordinator = transitionCoordinator` completion pattern relies on it).
        let plain = CoordinatedViewController()
        navigation.pushViewController(plain, animated: false)
        #expect(navigation.transitionCoordinator == nil)
        UIApplication.shared.runUntilIdle()
        #expect(plain.coordinatorInWillAppear == false)
        h.stopAsserting(because: "the second push's trace is NavigationTests' business")
        _ = window
    }

    @Test("a presentation's coordinator completes before the presentation's completion; a dismissal's too")
    func presentationCoordinator() {
        let h = Harness()
        let root = Shower()
        let window = h.show(root)
        h.skip()
        do {
            let modal = CoordinatedViewController()
            modal.modalPresentationStyle = .fullScreen
            h.skip()
            root.present(modal, animated: true) { UIApplication.shared.log("presented") }
            #expect(modal.transitionCoordinator != nil && root.transitionCoordinator != nil)
        }
        h.expect([
            "Shower#1 present(CoordinatedViewController#1, animated: true, style: fullScreen)",
            "CoordinatedViewController#1.loadView()",
            "CoordinatedViewController#1.viewDidLoad()",
        ])
        h.flush([
            "Shower#1.viewWillDisappear(true)",
            "CoordinatedViewController#1.viewWillAppear(true)",
            "CoordinatedViewController#1.viewIsAppearing(true)",
            "CoordinatedViewController#1.viewWillLayoutSubviews()",
            "CoordinatedViewController#1.viewDidLayoutSubviews()",
            "log: alongside true",
            "CoordinatedViewController#1.viewDidAppear(true)",
            "Shower#1.viewDidDisappear(true)",
            "log: completion cancelled: false",
            "log: presented",
        ])
        root.dismiss(animated: true) { UIApplication.shared.log("dismissed") }
        root.transitionCoordinator?.animate(
            alongsideTransition: { _ in UIApplication.shared.log("dismiss alongside") },
            completion: { _ in UIApplication.shared.log("dismiss completion") })
        h.expect(["Shower#1 dismiss(CoordinatedViewController#1, animated: true)"])
        h.flush([
            "CoordinatedViewController#1.viewWillDisappear(true)",
            "Shower#1.viewWillAppear(true)",
            "Shower#1.viewIsAppearing(true)",
            "Shower#1.viewWillLayoutSubviews()",
            "Shower#1.viewDidLayoutSubviews()",
            "log: dismiss alongside",
            "Shower#1.viewDidAppear(true)",
            "CoordinatedViewController#1.viewDidDisappear(true)",
            "log: dismiss completion",
            "log: dismissed",
            "CoordinatedViewController#1.deinit",
        ])
        #expect(root.transitionCoordinator == nil)
        _ = window
    }
}

final class PlainNavigationDelegate: UINavigationControllerDelegate {}
