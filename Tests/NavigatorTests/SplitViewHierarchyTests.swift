import Foundation
import Navigator
import SimUIKit
import Testing
import TestSupport

/// An app whose window's root is a split view collapsed on the iPhone (Xcode's old master-detail
/// template, made here in code): the checks see what the screen shows, the primary column's top.
@MainActor
@Suite("A collapsed split view in the hierarchy", .engine)
struct SplitViewHierarchyTests {
    final class AppDelegate: UIResponder, UIApplicationDelegate {}

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate, UISplitViewControllerDelegate {
        var window: UIWindow?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let master = UIViewController()
            master.title = "Master"
            let detail = UIViewController()
            detail.title = "Detail"
            let split = UISplitViewController()
            split.viewControllers = [
                UINavigationController(rootViewController: master), UINavigationController(rootViewController: detail),
            ]
            split.delegate = self
            window = UIWindow(windowScene: scene)
            window?.rootViewController = split
            window?.makeKeyAndVisible()
        }

        // The template's: an empty detail collapses away.
        func splitViewController(
            _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
            onto primaryViewController: UIViewController
        ) -> Bool { true }
    }

    @Test("expect top and expect stack find the primary column's top; the hierarchy marks the column shown")
    func checks() throws {
        let app = AppDescription(name: "Split", bundle: .main, delegate: AppDelegate(), sceneDelegate: SceneDelegate())
        let session = InProcessSession(configuration: AppConfiguration(app: app))
        defer { session.terminate() }
        let script = try ReplayScript.parse("launch\nexpect top Master\nexpect stack Master\n", file: "split.vcreplay")
        let result = ReplayRunner(session: session).run(script)
        #expect(result.failure == nil, "\(result.failure?.description ?? "")")
        let hierarchy = try #require(session.perform(nil, wantsState: true).reply?.hierarchy)
        #expect(hierarchy.printed.contains { $0.hasSuffix("child, shown") && $0.contains("UINavigationController") })
        #expect(hierarchy.visibleContent.title == "Master" && hierarchy.visibleNavigation?.stack.count == 1)
    }
}
