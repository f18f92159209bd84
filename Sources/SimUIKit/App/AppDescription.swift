import Foundation

/// An app as vcnav launches it: what UIKit reads from the app's `main`, its Info.plist and its
/// scene manifest. A user writes it once:
///
/// ```swift
/// let app = AppDescription(
///     module: "Notes", bundle: .module, mainStoryboard: "Main",
///     delegate: AppDelegate(), sceneDelegate: SceneDelegate())
/// ```
///
/// - `module`: the Swift module of the app's classes, for storyboards' `customModuleProvider="target"`.
/// - `bundle`: where its storyboards are.
/// - `mainStoryboard`: Info.plist's `UIMainStoryboardFile` (or the scene manifest's
///   `UISceneStoryboardFile`); nil for an app made all in code.
/// - `delegate`: the `@main` app delegate (made once, at launch).
/// - `sceneDelegate`: the scene manifest's `UISceneDelegateClassName`; with one, the app uses scenes.
public struct AppDescription: Sendable {
    public var module: String?
    public var bundle: Bundle
    public var mainStoryboard: String?
    public var makeDelegate: (@MainActor @Sendable () -> any UIApplicationDelegate)?
    public var makeSceneDelegate: (@MainActor @Sendable () -> any UIWindowSceneDelegate)?
    /// The scene delegate's class, when there is one (matched against a configuration's
    /// `delegateClass`).
    public var sceneDelegateClass: AnyClass?

    public init<Delegate: UIApplicationDelegate, SceneDelegate: UIWindowSceneDelegate>(
        module: String? = nil, bundle: Bundle, mainStoryboard: String? = nil,
        delegate: @autoclosure @escaping @MainActor @Sendable () -> Delegate,
        sceneDelegate: @autoclosure @escaping @MainActor @Sendable () -> SceneDelegate
    ) {
        self.module = module
        self.bundle = bundle
        self.mainStoryboard = mainStoryboard
        makeDelegate = delegate
        makeSceneDelegate = sceneDelegate
        sceneDelegateClass = SceneDelegate.self
    }

    /// An app without scenes (the app delegate owns the window, as before iOS 13).
    public init<Delegate: UIApplicationDelegate>(
        module: String? = nil, bundle: Bundle, mainStoryboard: String? = nil,
        delegate: @autoclosure @escaping @MainActor @Sendable () -> Delegate
    ) {
        self.module = module
        self.bundle = bundle
        self.mainStoryboard = mainStoryboard
        makeDelegate = delegate
    }

    /// An app with only a main storyboard: no delegate of its own (a storyboard explored as it is).
    public init(module: String? = nil, bundle: Bundle, mainStoryboard: String) {
        self.module = module
        self.bundle = bundle
        self.mainStoryboard = mainStoryboard
    }

    /// Whether the app runs its interface in a scene (a scene delegate, as Xcode's template).
    public var usesScenes: Bool { makeSceneDelegate != nil }
}
