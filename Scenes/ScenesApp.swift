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

    /// The app as vcnav starts it: the Pets demo, a main storyboard and no delegate of its own.
    public static var description: AppDescription {
        AppDescription(name: "Pets", module: "Scenes", bundle: bundle, mainStoryboard: mainStoryboard)
    }

    /// Installs the app and launches it: the main storyboard's initial controller in a window.
    @discardableResult
    public static func launch() -> UIWindow? {
        UIApplication.shared.launch(description)
        return UIApplication.shared.keyWindow
    }
}
