import Foundation
import Testing

@testable import Porting

/// How a ported app starts: `@main` goes, and the executable's `main.swift` describes the app once
/// and calls `VCNav.main(app:)` (VCNavKit), which the port writes when no source starts the app.
@Suite("Port: the app's entry point")
struct PortEntryPointTests {
    static let appDelegate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """

    /// A scene delegate that makes the window and its root view controller in code.
    static let windowInCode = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                window = UIWindow(windowScene: scene as! UIWindowScene)
                window?.rootViewController = UINavigationController(rootViewController: ListViewController())
                window?.makeKeyAndVisible()
            }
        }
        """

    static let sceneDelegate = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
        }
        """

    @Test("@main goes; main.swift is written in the target: the module, its storyboards, both delegates, VCNav.main")
    func mainFileWritten() throws {
        let report = PortCheck.port(
            [("Sources/Notes/AppDelegate.swift", Self.appDelegate), ("Sources/Notes/SceneDelegate.swift", Self.sceneDelegate)],
            storyboards: ["Sources/Notes/Base.lproj/LaunchScreen.storyboard", "Sources/Notes/Base.lproj/Main.storyboard"])
        #expect(
            report.files[0].ported
                == "import SimUIKit\n\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n}")
        let main = try #require(report.files.first { $0.isNew })
        #expect(main.path == "Sources/Notes/main.swift" && main.original.isEmpty && main.isChanged)
        #expect(
            main.ported == """
                import SimUIKit
                import VCNavKit

                // Written by vcnav port. UIKit starts Notes from @main on AppDelegate and reads the
                // rest from Info.plist; here the app is described once, and VCNav.main runs it: the navigator,
                // replays, checks, and the app process it starts itself as.
                extension AppDescription {
                    /// Notes as vcnav starts it.
                    static let notes = AppDescription(
                        module: "Notes", bundle: .module, mainStoryboard: "Main", delegate: AppDelegate(), sceneDelegate: SceneDelegate())
                }

                VCNav.main(app: .notes)

                """)
        #expect(
            PortCheck.messages(report) == [
                "3:1: note: @main removed: AppDelegate starts from Sources/Notes/main.swift (written), which describes the app once and calls VCNav.main(app: .notes); bundle: .module there needs the storyboards as the target's resources in Package.swift: resources: [.copy(\"Base.lproj\")]"
            ])
        #expect(report.leftByHand == 0)
    }

    @Test("an app all in code, outside Sources/: bundle .main, no storyboard, the directory's name as the module")
    func codeOnly() throws {
        let report = PortCheck.port(
            [("My App/AppDelegate.swift", Self.appDelegate), ("My App/SceneDelegate.swift", Self.windowInCode)],
            findings: [
                "3:1: note: @main removed: AppDelegate starts from My App/main.swift (written), which describes the app once and calls VCNav.main(app: .my_App)"
            ])
        let main = try #require(report.files.first { $0.isNew })
        #expect(main.path == "My App/main.swift")
        #expect(
            main.ported.contains(
                "static let my_App = AppDescription(\n        module: \"My App\", bundle: .main, delegate: AppDelegate(), sceneDelegate: SceneDelegate())\n}\n\nVCNav.main(app: .my_App)\n"
            ))
    }

    @Test("two storyboards, neither Main: which one is left by hand, naming them")
    func whichStoryboard() {
        let report = PortCheck.port(
            [("Sources/Shop/AppDelegate.swift", Self.appDelegate)],
            storyboards: ["Sources/Shop/Cart.storyboard", "Sources/Shop/Shelves.storyboard", "Sources/Other/Main.storyboard"],
            findings: [
                "3:1: note: @main removed: AppDelegate starts from Sources/Shop/main.swift (written), which describes the app once and calls VCNav.main(app: .shop); bundle: .module there needs the storyboards as the target's resources in Package.swift: resources: [.copy(\"Cart.storyboard\"), .copy(\"Shelves.storyboard\")]",
                "3:1: by hand: which storyboard is the main one (Info.plist's UIMainStoryboardFile)? Add mainStoryboard: \"NAME\" to the description in Sources/Shop/main.swift, or mainStoryboard: nil if the app starts in code (found: Cart, Shelves)",
            ])
        #expect(report.files.first { $0.isNew }?.ported.contains("module: \"Shop\", bundle: .module, delegate: AppDelegate())") == true)
        #expect(
            report.diagnostics.filter { $0.severity == .byHand }.map(\.message) == [
                "which storyboard is the main one (Info.plist's UIMainStoryboardFile)? Add mainStoryboard: \"NAME\" to the description in Sources/Shop/main.swift, or mainStoryboard: nil if the app starts in code (found: Cart, Shelves)"
            ])
    }

    /// Apple's Information Property List reference: `UILaunchStoryboardName` is "the filename of
    /// the storyboard from which to generate the app's launch image", not its interface (that is
    /// `UIMainStoryboardFile`); four public book examples that build their window in code carry
    /// only a launch screen, and the port asked which storyboard was the main one.
    @Test("an app whose only storyboard is the launch screen starts in code: nothing is asked")
    func launchScreenOnly() {
        let report = PortCheck.port(
            [("Sources/Pages/AppDelegate.swift", Self.appDelegate)], storyboards: ["Sources/Pages/Base.lproj/LaunchScreen.storyboard"])
        #expect(report.leftByHand == 0)
        #expect(report.files.first { $0.isNew }?.ported.contains("mainStoryboard") == false)
    }

    /// Apple, `UIApplicationDelegate.window`: "the window to use when presenting a storyboard",
    /// made by UIKit when Info.plist names `UIMainStoryboardFile`; Xcode's scene delegate template:
    /// "If using a storyboard, the `window` property will automatically be initialized and
    /// attached to the scene". Without one, nothing makes a window unless the app's code does.
    @Test("no storyboard and no code that sets a window's rootViewController: a warning at the app delegate, with what to write")
    func noWindow() {
        _ = PortCheck.port(
            [("Sources/Blank/AppDelegate.swift", Self.appDelegate)],
            findings: [
                "3:1: note: @main removed: AppDelegate starts from Sources/Blank/main.swift (written), which describes the app once and calls VCNav.main(app: .blank)",
                "3:1: warning: found no storyboard and no code that sets a window's rootViewController: the app starts on a blank phone (a device shows nothing either); make its window in code, in AppDelegate.application(_:didFinishLaunchingWithOptions:): window = UIWindow(frame: UIScreen.main.bounds); window?.rootViewController = ViewController(); window?.makeKeyAndVisible()",
            ])
    }

    @Test("nibs and a launch screen but no storyboard and no window code: the warning names the nibs and the scene delegate")
    func nibOnly() {
        _ = PortCheck.port(
            [("Sources/Nibs/AppDelegate.swift", Self.appDelegate), ("Sources/Nibs/SceneDelegate.swift", Self.sceneDelegate)],
            interface: [
                ("Sources/Nibs/ListViewController.xib", "<document/>\n"), ("Sources/Nibs/Cell.xib", "<document/>\n"),
                ("Sources/Nibs/Base.lproj/LaunchScreen.storyboard", "<document/>\n"),
            ],
            findings: [
                "3:1: note: @main removed: AppDelegate starts from Sources/Nibs/main.swift (written), which describes the app once and calls VCNav.main(app: .nibs); bundle: .module there needs the storyboards as the target's resources in Package.swift: resources: [.copy(\"Base.lproj\")]",
                "3:1: warning: found nibs (ListViewController.xib, Cell.xib) but no storyboard, and no code that sets a window's rootViewController: the app starts on a blank phone (a device shows nothing either); make its window in code, in SceneDelegate.scene(_:willConnectTo:options:): window = UIWindow(windowScene: scene as! UIWindowScene); window?.rootViewController = ListViewController(nibName: \"ListViewController\", bundle: nil); window?.makeKeyAndVisible()",
            ])
    }

    @Test("a main.swift that does not start the app is left alone: by hand, with the call to add")
    func existingMain() {
        let report = PortCheck.port([
            ("Sources/Notes/AppDelegate.swift", Self.appDelegate), ("Sources/Notes/main.swift", "print(\"hello\")\n"),
        ])
        #expect(!report.files.contains { $0.isNew })
        #expect(
            PortCheck.messages(report) == [
                "3:1: by hand: @main removed: AppDelegate is the app delegate; a SimUIKit app starts from its executable's main.swift, and Sources/Notes/main.swift exists: start the app there with VCNav.main(app: AppDescription(module: \"Notes\", bundle: .main, delegate: AppDelegate()))"
            ])
    }

    @Test("once some source calls VCNav.main, nothing is written and nothing is left")
    func alreadyStarted() {
        let report = PortCheck.port([
            ("Sources/Notes/AppDelegate.swift", Self.appDelegate),
            ("Sources/Notes/main.swift", "import VCNavKit\nVCNav.main(app: .notes)\n"),
        ])
        #expect(!report.files.contains { $0.isNew } && report.leftByHand == 0)
        #expect(
            PortCheck.messages(report) == [
                "3:1: note: @main removed: the app starts from main.swift, through VCNav.main(app:)",
                "1:1: warning: found no storyboard and no code that sets a window's rootViewController: the app starts on a blank phone (a device shows nothing either); make its window in code, in AppDelegate.application(_:didFinishLaunchingWithOptions:): window = UIWindow(frame: UIScreen.main.bounds); window?.rootViewController = ViewController(); window?.makeKeyAndVisible()",
            ])
    }

    @Test("the target of a file: the directory under Sources, else its own")
    func targets() {
        #expect(AppEntryPoint.target(of: "Sources/Notes/Views/List.swift") == ("Notes", "Sources/Notes"))
        #expect(AppEntryPoint.target(of: "/work/app/Sources/Notes/A.swift") == ("Notes", "/work/app/Sources/Notes"))
        #expect(AppEntryPoint.target(of: "App/A.swift") == ("App", "App"))
        #expect(AppEntryPoint.target(of: "A.swift") == ("App", ""))
        #expect(AppEntryPoint.mainStoryboard(among: ["LaunchScreen", "Shop"]) == "Shop")
        #expect(AppEntryPoint.mainStoryboard(among: ["LaunchScreen"]) == nil)
    }
}
