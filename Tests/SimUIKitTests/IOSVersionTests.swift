import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// The lifecycle behaviours that changed between iOS releases, one profile per `--ios` version.
///
/// - The default modal style: `.automatic` "For most view controllers, UIKit maps this style to
///   formSheet in iOS 18 and later, pageSheet in versions of iOS earlier than iOS 18" (Apple's
///   documentation of `UIModalPresentationStyle.automatic`, which is "iOS 13.0+"). Before iOS 13
///   the property's default was `.fullScreen` and, in Apple's documentation of
///   `modalPresentationStyle` then, "In a horizontally compact environment, modal view controllers
///   are always presented full-screen" (an iPhone): the presenter disappears.
/// - `viewIsAppearing(_:)`: "This method deploys back to iOS 13" (Apple's UIKit updates, June
///   2023; the symbol is available from iOS 13.0): called on 13 and later, never on 12.
/// - Scenes: `UIScene` and `UISceneDelegate` are iOS 13.0+; before, the app delegate's `window`
///   holds the main storyboard's window ("This property contains the window used to present the
///   app's visual content… Implementation of this property is required if your app's Info.plist
///   file contains the UIMainStoryboardFile key", Apple's documentation of
///   `UIApplicationDelegate.window`).
@MainActor
@Suite("iOS versions", .engine)
struct IOSVersionTests {
    /// Dogs on screen on `system`, and a plain controller (`.automatic`) to present.
    private static func showDogs(on system: IOSVersion, _ h: Harness) -> (UIWindow, Dogs) {
        Simulator.shared.system = system
        return PresentationTests.showDogs(h)
    }

    /// Presents and lets the transition run.
    private static func present(_ modal: Modal, from dogs: Dogs) {
        dogs.present(modal, animated: true)
        UIApplication.shared.runUntilIdle()
    }

    @Test("before iOS 13 .automatic is full screen: the presenter disappears, nothing can be swiped down", arguments: [IOSVersion.iOS12])
    func automaticBefore13(system: IOSVersion) {
        let h = Harness(layout: false)
        let (window, dogs) = Self.showDogs(on: system, h)
        var modal: Modal? = Modal()
        h.skip()
        h.expect([
            "Dogs#1 present(Modal#1, animated: true, style: fullScreen)",
            "Modal#1.loadView()",
            "Modal#1.viewDidLoad()",
            "Dogs#1.viewWillDisappear(true)",
            "Modal#1.viewWillAppear(true)",
            "Modal#1.viewDidAppear(true)",
            "Dogs#1.viewDidDisappear(true)",
        ]) { Self.present(modal!, from: dogs) }
        #expect(modal?.modalPresentationStyle == .fullScreen)
        #expect(modal?.swipeDown() == .notSwipeable(.fullScreen))
        h.expect(["Modal#1 dismiss(Modal#1, animated: false)"]) { modal?.dismiss(animated: false) }
        modal = nil
        h.flush([
            "Modal#1.viewWillDisappear(false)",
            "Dogs#1.viewWillAppear(false)",
            "Dogs#1.viewDidAppear(false)",
            "Modal#1.viewDidDisappear(false)",
            "Modal#1.deinit",
        ])
        _ = (window, dogs)
    }

    @Test(
        "from iOS 13 .automatic is a sheet: the presenter gets no callbacks; viewIsAppearing is called",
        arguments: [
            (IOSVersion.iOS13, UIModalPresentationStyle.pageSheet), (.iOS15, .pageSheet), (.iOS17, .pageSheet), (.iOS18, .formSheet),
        ])
    func automaticFrom13(system: IOSVersion, style: UIModalPresentationStyle) {
        let h = Harness(layout: false)
        let (window, dogs) = Self.showDogs(on: system, h)
        var modal: Modal? = Modal()
        h.skip()
        h.expect([
            "Dogs#1 present(Modal#1, animated: true, style: \(style))",
            "Modal#1.loadView()",
            "Modal#1.viewDidLoad()",
            "Modal#1.viewWillAppear(true)",
            "Modal#1.viewIsAppearing(true)",
            "Modal#1.viewDidAppear(true)",
        ]) { Self.present(modal!, from: dogs) }
        #expect(modal?.modalPresentationStyle == style)
        #expect(UIDevice.current.systemVersion == "\(system.rawValue).0")
        h.expect(["gesture: swipe down on Modal#1 (the sheet's interactive dismissal: no dismiss(animated:) call)"]) {
            #expect(modal?.swipeDown() == .dismissed)
        }
        modal = nil
        h.flush(["Modal#1.viewWillDisappear(true)", "Modal#1.viewDidDisappear(true)", "Modal#1.deinit"])
        _ = (window, dogs)
    }

    @Test("an explicit page or form sheet is full screen on an iPhone before iOS 13, a sheet after")
    func explicitSheets() {
        for style in [UIModalPresentationStyle.pageSheet, .formSheet, .popover] {
            #expect(IOSVersion.iOS12.presentationStyle(for: style) == .fullScreen)
            #expect(IOSVersion.iOS13.presentationStyle(for: style) == style)
        }
        for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .currentContext, .custom] {
            #expect(IOSVersion.allCases.allSatisfy { $0.presentationStyle(for: style) == style })
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }

    /// An app delegate migrated to scenes that dropped its `window`.
    final class WindowlessAppDelegate: UIResponder, UIApplicationDelegate {}

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
    }

    @Test("an app with a scene delegate launches on iOS 12 as an app without one: the app delegate gets the window and activation")
    func sceneAppOn12() throws {
        // The same storyboard launched by an app without scenes, on iOS 17: what iOS 12 does,
        // but for viewIsAppearing.
        let legacy = Harness(layout: false)
        UIApplication.shared.launch(AppDescription(bundle: fixturesBundle, mainStoryboard: "Launch", delegate: AppDelegate()))
        UIApplication.shared.runUntilIdle()
        let expected = legacy.recorder.lines.filter { !$0.contains("viewIsAppearing") }
        _ = legacy.recorder.drain()
        #expect(expected.contains("AppDelegate#1.applicationDidBecomeActive(_:)") && expected.count > 10)
        let h = Harness(layout: false)
        let app = AppDescription(bundle: fixturesBundle, mainStoryboard: "Launch", delegate: AppDelegate(), sceneDelegate: SceneDelegate())
        h.expect(expected) {
            UIApplication.shared.launch(app, on: .iOS12)
            UIApplication.shared.runUntilIdle()
        }
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        let appDelegate = try #require(UIApplication.shared.delegate as? AppDelegate)
        #expect(appDelegate.window === UIApplication.shared.keyWindow && appDelegate.window != nil)
        #expect(UIDevice.current.systemVersion == "12.0")
    }

    @Test("the same app on iOS 13 connects a scene, whose delegate gets the window")
    func sceneAppOn13() throws {
        let h = Harness(layout: false)
        let app = AppDescription(bundle: fixturesBundle, mainStoryboard: "Launch", delegate: AppDelegate(), sceneDelegate: SceneDelegate())
        UIApplication.shared.launch(app, on: .iOS13)
        h.skip()
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect((scene.delegate as? SceneDelegate)?.window === UIApplication.shared.keyWindow)
        #expect((UIApplication.shared.delegate as? AppDelegate)?.window == nil)
    }

    // The console line as Xcode shows it ("[Application] The app delegate must implement the
    // window property if it wants to use a main storyboard file.", cnblogs.com/1lin24/p/14948963.html;
    // Apple's sample code says the same: "The app delegate must implement the window @property
    // from UIApplicationDelegate @protocol to use a main storyboard file.", Reflection's AppDelegate.m).
    @Test("iOS 12 with an app delegate that has no window property: UIKit's console message")
    func windowlessDelegateOn12() {
        let h = Harness(layout: false)
        let app = AppDescription(
            bundle: fixturesBundle, mainStoryboard: "Launch", delegate: WindowlessAppDelegate(), sceneDelegate: SceneDelegate())
        UIApplication.shared.launch(app, on: .iOS12)
        h.skip()
        #expect(
            h.consoleLines.contains(
                "[Application] The app delegate must implement the window property if it wants to use a main storyboard file."))
    }

    @Test("each launch sets the version, and a new launch starts from the default, iOS 17")
    func defaultVersion() {
        let h = Harness(layout: false, notAssertingBecause: "it checks the device's version, not the trace")
        UIApplication.shared.launch(AppDescription(bundle: fixturesBundle, mainStoryboard: "Launch"), on: .iOS15)
        #expect(UIDevice.current.systemVersion == "15.0")
        UIApplication.shared.resetForNewLaunch()
        #expect(UIDevice.current.systemVersion == "17.0" && IOSVersion.default == .iOS17)
        #expect(IOSVersion("12") == .iOS12 && IOSVersion("14") == nil && IOSVersion.iOS18.description == "18")
        _ = h
    }
}
