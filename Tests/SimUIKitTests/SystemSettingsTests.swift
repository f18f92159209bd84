import Foundation
import Synchronization
import Testing

import TestSupport

@testable import SimUIKit

/// A controller that overrides what apps commonly override for the system.
final class Settled: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        UIApplication.shared.log("dropping caches")
    }
}

/// Forgets super in `didReceiveMemoryWarning`, which UIKit's documentation requires.
final class NoSuperWarning: UIViewController {
    override func didReceiveMemoryWarning() {}
}

@MainActor
@Suite("System settings, editing and memory warnings", .engine)
struct SystemSettingsTests {
    @Test("status bar and orientation settings are overridable and read back")
    func settings() {
        let settled = Settled()
        #expect(settled.preferredStatusBarStyle == .lightContent)
        #expect(settled.prefersStatusBarHidden)
        #expect(settled.supportedInterfaceOrientations == .portrait)
        let plain = UIViewController()
        #expect(plain.preferredStatusBarStyle == .default)
        #expect(plain.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(plain.overrideUserInterfaceStyle == .unspecified)
    }

    @Test("a simulated memory warning reaches every controller in the hierarchy, parents first, then what they present")
    func memoryWarning() {
        let h = Harness()
        let top = Settled()
        let navigation = UINavigationController(rootViewController: top)
        let window = h.show(navigation)
        top.present(Dogs(), animated: false)
        h.skip()
        let posted = Mutex(0)
        let token = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
        ) { _ in posted.withLock { $0 += 1 } }
        h.expect([
            "UINavigationController#1.didReceiveMemoryWarning()",
            "Settled#1.didReceiveMemoryWarning()",
            "log: dropping caches",
            "Dogs#1.didReceiveMemoryWarning()",
        ]) { UIApplication.shared.simulateMemoryWarning() }
        NotificationCenter.default.removeObserver(token)
        #expect(posted.withLock { $0 } == 1)
        #expect(window.rootViewController === navigation)
    }

    @Test("an override of didReceiveMemoryWarning that does not call super is reported")
    func memoryWarningWithoutSuper() {
        let h = Harness()
        let window = h.show(NoSuperWarning())
        h.skip()
        h.expect([
            "NoSuperWarning#1.didReceiveMemoryWarning()",
            "warning: SimUIKitTests.NoSuperWarning.didReceiveMemoryWarning() does not call super.didReceiveMemoryWarning",
        ]) { UIApplication.shared.simulateMemoryWarning() }
        #expect(window.rootViewController is NoSuperWarning)
    }

    @Test("setEditing(_:animated:) sets isEditing; the editButtonItem toggles it and reads Edit / Done")
    func editing() {
        let controller = UIViewController()
        let button = controller.editButtonItem
        #expect(button === controller.editButtonItem)
        #expect(!controller.isEditing && button.title == "Edit")
        button.simulateTap()
        #expect(controller.isEditing && button.title == "Done")
        controller.setEditing(false, animated: false)
        #expect(!controller.isEditing && button.title == "Edit")
    }

    @Test("hidesBottomBarWhenPushed: the tab bar leaves the screen while such a pushed controller is on top or below it")
    func hidesBottomBar() {
        let h = Harness(
            notAssertingBecause: "it checks whether the tab bar is on the screen; the pushes and pops are NavigationTests' business")
        let root = Dogs()
        root.hidesBottomBarWhenPushed = true  // the stack's root does not count
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, Cats()]
        let window = h.show(tabs)
        func tabCount() -> Int { Screen.capture().model.elements.filter { $0.kind == .tab }.count }
        #expect(tabCount() == 2)
        let detail = Cats()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(tabCount() == 0)
        navigation.pushViewController(UIViewController(), animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(tabCount() == 0)
        navigation.popToRootViewController(animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(tabCount() == 2)
        #expect(window.rootViewController === tabs)
    }
}
