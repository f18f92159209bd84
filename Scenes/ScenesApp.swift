import Foundation
import SimUIKit

/// The built-in demo app: where its storyboards are and which one is the main storyboard.
@MainActor
public enum ScenesApp {
    /// The main storyboard (the app's `UIMainStoryboardFile`).
    public static let mainStoryboard = "Selection"

    /// The bundle holding the storyboards.
    public static var bundle: Bundle {
        Bundle(url: Bundle.module.bundleURL.appendingPathComponent("Storyboards")) ?? Bundle.module
    }

    /// Makes this app the one `UIStoryboard(name:bundle: nil)` and `customModuleProvider="target"` mean.
    public static func install() {
        UIStoryboard.appBundle = bundle
        UIStoryboard.appModuleName = "Scenes"
    }

    /// Installs the app and launches it: the main storyboard's initial controller in a window.
    @discardableResult
    public static func launch() -> UIWindow? {
        install()
        return UIApplication.shared.launch(mainStoryboard: mainStoryboard)
    }
}
