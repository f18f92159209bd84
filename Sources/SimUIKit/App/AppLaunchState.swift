import Foundation

/// What the simulated process keeps of the launched app: its delegate, its scene, its state.
@preconcurrency @MainActor
struct AppLaunchState {
    /// Strong, as `UIApplicationMain` keeps the delegate it made.
    var delegate: (any UIApplicationDelegate)?
    var scenes: [UIScene] = []
    /// The scene manifest of the app's Info.plist, as its description gives it: the configuration
    /// a `UISceneConfiguration(name:sessionRole:)` of the same name and role starts from.
    var sceneManifest: [UISceneConfiguration] = []
    var state: UIApplication.State = .inactive
}
