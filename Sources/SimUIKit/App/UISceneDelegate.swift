import Foundation

/// A scene's delegate: connection, and the scene's foreground and background changes. Every
/// method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// A window scene's delegate (Xcode's `SceneDelegate`): it owns the scene's window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's window. With a storyboard in the scene's configuration, UIKit makes the window,
    /// sets its root controller and assigns it here before `scene(_:willConnectTo:options:)`.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

/// A URL the app is asked to open (kept: no URL opens a simulated app).
public final class UIOpenURLContext: Hashable, Sendable {
    public let url: URL
    public init(url: URL) { self.url = url }
    public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
