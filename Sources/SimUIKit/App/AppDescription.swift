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
/// - `name`: the app's name under its icon (Info.plist's `CFBundleDisplayName`); the host names the
///   app by it (`the Notes app`). The module's name when nil.
/// - `module`: the Swift module of the app's classes, for storyboards' `customModuleProvider="target"`.
/// - `bundle`: where its storyboards are.
/// - `mainStoryboard`: Info.plist's `UIMainStoryboardFile` (or the scene manifest's
///   `UISceneStoryboardFile`); nil for an app made all in code.
/// - `delegate`: the `@main` app delegate (made once, at launch).
/// - `sceneDelegate`: the scene manifest's `UISceneDelegateClassName`; with one, the app uses scenes.
/// - `sourceFile`: left to the compiler (`#filePath`): its folder is where the navigator reads
///   the app's Swift to show the code beside each callback.
public struct AppDescription: Sendable {
    /// The name under the app's icon (`CFBundleDisplayName`).
    public var name: String?
    /// The Swift module of the app's classes.
    public var module: String?
    /// Where the storyboards are.
    public var bundle: Bundle
    /// `UIMainStoryboardFile`; nil for an app made in code.
    public var mainStoryboard: String?
    /// Makes the app delegate (once per launch).
    public var makeDelegate: (@MainActor @Sendable () -> any UIApplicationDelegate)?
    /// Makes the scene delegate (once per launch); nil for an app without scenes.
    public var makeSceneDelegate: (@MainActor @Sendable () -> any UIWindowSceneDelegate)?
    /// The scene delegate's class, when there is one (matched against a configuration's
    /// `delegateClass`).
    public var sceneDelegateClass: AnyClass?
    /// Where the app's Swift sources are, for the navigator's source pane: the folder of the
    /// file that describes the app (its `#filePath`, filled in by the compiler: the paths the
    /// app was built from); empty when there are none to read.
    public var sourcePaths: [String]
    /// Stored properties that are a controller's own state, never a dependency, as
    /// `"ClassName.property"` (`"NotesViewController.editingRow"`): the trace never reports them
    /// "still nil" and the inspector shows their nil plainly. vcnav tells most state from
    /// dependencies by itself (what only the controller's own code sets is state); this is for
    /// what a run has not shown yet.
    public var stateProperties: Set<String> = []

    /// An app with an app delegate and a scene delegate (Xcode's template since iOS 13).
    public init<Delegate: UIApplicationDelegate, SceneDelegate: UIWindowSceneDelegate>(
        name: String? = nil, module: String? = nil, bundle: Bundle, mainStoryboard: String? = nil,
        delegate: @autoclosure @escaping @MainActor @Sendable () -> Delegate,
        sceneDelegate: @autoclosure @escaping @MainActor @Sendable () -> SceneDelegate, sourceFile: String = #filePath
    ) {
        self.init(name: name, module: module, bundle: bundle, storyboard: mainStoryboard, sourceFile: sourceFile)
        makeDelegate = delegate
        makeSceneDelegate = sceneDelegate
        sceneDelegateClass = SceneDelegate.self
    }

    /// An app without scenes (the app delegate owns the window, as before iOS 13).
    public init<Delegate: UIApplicationDelegate>(
        name: String? = nil, module: String? = nil, bundle: Bundle, mainStoryboard: String? = nil,
        delegate: @autoclosure @escaping @MainActor @Sendable () -> Delegate, sourceFile: String = #filePath
    ) {
        self.init(name: name, module: module, bundle: bundle, storyboard: mainStoryboard, sourceFile: sourceFile)
        makeDelegate = delegate
    }

    /// An app with only a main storyboard: no delegate of its own (a storyboard explored as it is).
    public init(
        name: String? = nil, module: String? = nil, bundle: Bundle, mainStoryboard: String, sourceFile: String = #filePath
    ) {
        self.init(name: name, module: module, bundle: bundle, storyboard: mainStoryboard, sourceFile: sourceFile)
    }

    /// What every app has; no delegate yet.
    private init(name: String?, module: String?, bundle: Bundle, storyboard: String?, sourceFile: String) {
        self.name = name
        self.module = module
        self.bundle = bundle
        mainStoryboard = storyboard
        sourcePaths = [URL(fileURLWithPath: sourceFile).deletingLastPathComponent().path]
    }

    /// The app's name as people read it: `name`, else the module's name, else nil.
    public var displayName: String? { name ?? module }

    /// Whether the app runs its interface in a scene (a scene delegate, as Xcode's template).
    public var usesScenes: Bool { makeSceneDelegate != nil }
}
