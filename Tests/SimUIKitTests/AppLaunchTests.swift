import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// How an app starts: `UIApplicationMain` with an app delegate, and since iOS 13 a scene delegate,
/// in UIKit's order. The interleaving with the root controller's callbacks is the one seen on
/// devices (application(_:didFinishLaunchingWithOptions:), scene(_:willConnectTo:options:),
/// viewDidLoad, viewWillAppear, sceneWillEnterForeground, sceneDidBecomeActive, viewDidAppear:
/// github.com/Lemonbrush/My-iOS-Dev-Learning-Tracker, "The App Life Cycle"; Apple's "About the App
/// Launch Sequence" for the storyboard loaded before willFinishLaunching without scenes).
@MainActor
@Suite("App launch", .engine)
struct AppLaunchTests {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var launched = false
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
            -> Bool
        {
            launched = window?.rootViewController != nil || window == nil
            return true
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var windowAtConnection: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            windowAtConnection = window
        }
    }

    /// Xcode's template without a storyboard: the scene delegate makes the window in code.
    final class CodeSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UINavigationController(rootViewController: UIViewController())
            self.window = window
            window.makeKeyAndVisible()
        }
    }

    @Test("scenes and a storyboard: the window is the scene delegate's before willConnectTo; activation after viewWillAppear")
    func scenesWithStoryboard() throws {
        let h = Harness(layout: false)
        let app = AppDescription(bundle: fixturesBundle, mainStoryboard: "Launch", delegate: AppDelegate(), sceneDelegate: SceneDelegate())
        h.expect([
            "launch(\"Launch\")",
            "AppDelegate#1.application(_:willFinishLaunchingWithOptions: nil)",
            "AppDelegate#1.application(_:didFinishLaunchingWithOptions: nil)",
            "AppDelegate#1.application(_:configurationForConnecting: Default Configuration)",
            "UIViewController#1.init(coder:) [coder] initial view controller",
            "UIViewController#1.awakeFromNib()",
            "SceneDelegate#1.scene(_:willConnectTo: UIWindowScene#1, options: [])",
            "makeKeyAndVisible(UIViewController#1)",
            "UIViewController#1.loadView()",
            "UIViewController#1.viewDidLoad()",
            "UIViewController#1.viewWillAppear(false)",
            "UIViewController#1.viewIsAppearing(false)",
            "SceneDelegate#1.sceneWillEnterForeground(_:)",
            "SceneDelegate#1.sceneDidBecomeActive(_:)",
        ]) { UIApplication.shared.launch(app) }
        h.flush(["UIViewController#1.viewDidAppear(false)"])
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let sceneDelegate = try #require(scene.delegate as? SceneDelegate)
        #expect(sceneDelegate.windowAtConnection === sceneDelegate.window && sceneDelegate.window?.windowScene === scene)
        #expect(scene.windows.count == 1 && scene.keyWindow === sceneDelegate.window)
        #expect(scene.activationState == .foregroundActive && UIApplication.shared.applicationState == .active)
        #expect(h.screenTexts == ["Welcome"] && Screen.capture().model.title == "Home")
    }

    /// Xcode's template: the app delegate returns a configuration by name only.
    final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
        var configurationName = "Default Configuration"
        func application(
            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            UISceneConfiguration(name: configurationName, sessionRole: connectingSceneSession.role)
        }
    }

    // UISceneConfiguration(name:sessionRole:) starts from the Info.plist configuration of that name:
    // Xcode's template returns only the name and gets the manifest's scene delegate and storyboard
    // ("The TestingAppDelegate will create a UISceneConfiguration that is the first in the app's
    // Info.plist", hacknicity.medium.com, on testing with a custom scene delegate; the template's
    // "Default Configuration" is the plist's Main.storyboard entry). A name the manifest lacks
    // gets nothing: no scene delegate, no window.
    @Test("a configuration made by name gets the manifest's scene delegate and storyboard; another name gets neither")
    func configurationByName() throws {
        let h = Harness(layout: false)
        let app = AppDescription(
            bundle: fixturesBundle, mainStoryboard: "Launch", delegate: TemplateAppDelegate(), sceneDelegate: SceneDelegate())
        UIApplication.shared.launch(app)
        h.skip()
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(scene.delegate is SceneDelegate && scene.session.configuration.storyboard != nil)
        #expect(Screen.capture().model.title == "Home")
        UIApplication.shared.resetForNewLaunch()
        let other = TemplateAppDelegate()
        other.configurationName = "External"
        UIApplication.shared.launch(
            AppDescription(bundle: fixturesBundle, mainStoryboard: "Launch", delegate: other, sceneDelegate: SceneDelegate()))
        h.skip()
        let bare = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(bare.delegate == nil && bare.session.configuration.storyboard == nil && UIApplication.shared.keyWindow == nil)
    }

    @Test("scenes all in code: willConnectTo makes the window and shows it")
    func scenesInCode() throws {
        let h = Harness(layout: false)
        let app = AppDescription(bundle: fixturesBundle, delegate: AppDelegate(), sceneDelegate: CodeSceneDelegate())
        h.expect([
            "launch((no storyboard))",
            "AppDelegate#1.application(_:willFinishLaunchingWithOptions: nil)",
            "AppDelegate#1.application(_:didFinishLaunchingWithOptions: nil)",
            "AppDelegate#1.application(_:configurationForConnecting: Default Configuration)",
            "CodeSceneDelegate#1.scene(_:willConnectTo: UIWindowScene#1, options: [])",
            "UIViewController#1.init(nibName:bundle:) [programmatic]",
            "UINavigationController#1.init(nibName:bundle:) [programmatic]",
            "UINavigationController#1 push(UIViewController#1, animated: false)",
            "UIViewController#1.willMove(toParent: UINavigationController#1)",
            "makeKeyAndVisible(UINavigationController#1)",
            "UINavigationController#1.loadView()",
            "UINavigationController#1.viewDidLoad()",
            "UINavigationController#1.viewWillAppear(false)",
            "UIViewController#1.loadView()",
            "UIViewController#1.viewDidLoad()",
            "UIViewController#1.viewWillAppear(false)",
            "UINavigationController#1.viewIsAppearing(false)",
            "UIViewController#1.viewIsAppearing(false)",
            "CodeSceneDelegate#1.sceneWillEnterForeground(_:)",
            "CodeSceneDelegate#1.sceneDidBecomeActive(_:)",
        ]) { UIApplication.shared.launch(app) }
        h.flush([
            "UINavigationController#1.viewDidAppear(false)",
            "UIViewController#1.viewDidAppear(false)",
            "UIViewController#1.didMove(toParent: UINavigationController#1)",
        ])
        #expect(UIApplication.shared.keyWindow?.windowScene === UIApplication.shared.connectedScenes.first)
    }

    @Test("without scenes: the storyboard's window is the app delegate's before willFinishLaunching; it is shown after the launch")
    func withoutScenes() throws {
        let h = Harness(layout: false)
        let app = AppDescription(bundle: fixturesBundle, mainStoryboard: "Launch", delegate: AppDelegate())
        h.expect([
            "launch(\"Launch\")",
            "UIViewController#1.init(coder:) [coder] initial view controller",
            "UIViewController#1.awakeFromNib()",
            "AppDelegate#1.application(_:willFinishLaunchingWithOptions: nil)",
            "AppDelegate#1.application(_:didFinishLaunchingWithOptions: nil)",
            "makeKeyAndVisible(UIViewController#1)",
            "UIViewController#1.loadView()",
            "UIViewController#1.viewDidLoad()",
            "UIViewController#1.viewWillAppear(false)",
            "UIViewController#1.viewIsAppearing(false)",
            "AppDelegate#1.applicationDidBecomeActive(_:)",
        ]) { UIApplication.shared.launch(app) }
        h.flush(["UIViewController#1.viewDidAppear(false)"])
        let delegate = try #require(UIApplication.shared.delegate as? AppDelegate)
        #expect(delegate.launched && delegate.window?.isKeyWindow == true)
        #expect(UIApplication.shared.connectedScenes.isEmpty)
    }

    @Test("home and back: the scene resigns and enters the background, then returns; controllers hear nothing")
    func backgroundAndForeground() throws {
        let h = Harness(layout: false)
        UIApplication.shared.launch(
            AppDescription(bundle: fixturesBundle, mainStoryboard: "Launch", delegate: AppDelegate(), sceneDelegate: SceneDelegate()))
        h.skip()
        final class Posted: @unchecked Sendable { var names: [String] = [] }
        let posted = Posted()
        let names = [
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
        ]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { posted.names.append($0.name.rawValue) }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        h.expect([
            "SceneDelegate#1.sceneWillResignActive(_:)",
            "SceneDelegate#1.sceneDidEnterBackground(_:)",
        ]) { UIApplication.shared.simulateBackground() }
        #expect(UIApplication.shared.applicationState == .background)
        h.expect([
            "SceneDelegate#1.sceneWillEnterForeground(_:)",
            "SceneDelegate#1.sceneDidBecomeActive(_:)",
        ]) { UIApplication.shared.simulateForeground() }
        #expect(
            posted.names == [
                "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
                "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification",
            ])
    }
}
