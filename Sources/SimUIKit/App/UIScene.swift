import Foundation

/// A scene: one instance of the app's interface. The simulated iPhone has one window scene,
/// connected at launch.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    /// What the scene was connected with: nothing, for a launch from the Home Screen, which is
    /// how the simulated user launches an app.
    public final class ConnectionOptions: Sendable {
        public let urlContexts: Set<UIOpenURLContext>
        public let sourceApplication: String?
        /// The quick action the person launched the app with (nil: launched from its icon).
        public let shortcutItem: UIApplicationShortcutItem?
        /// The notification the person opened to launch the app (nil: launched from its icon).
        public let notificationResponse: UNNotificationResponse?
        init() {
            urlContexts = []
            sourceApplication = nil
            shortcutItem = nil
            notificationResponse = nil
        }
    }

    public let session: UISceneSession
    /// Strong here, as UIKit keeps the scene delegate it made alive with the scene.
    open var delegate: UISceneDelegate?
    public internal(set) var activationState: ActivationState = .unattached
    open var title: String?

    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Posted as the scene's state changes, as UIKit posts them.
    public nonisolated static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public nonisolated static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public nonisolated static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public nonisolated static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// The scene of the app's windows.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The windows of this scene, in the order they were made.
    public var windows: [UIWindow] { Simulator.shared.windows.filter { $0.windowScene === self } }
    /// The key window of this scene.
    public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
    public var screen: UIScreen { .main }
    /// The simulated iPhone is always in portrait.
    public var interfaceOrientation: UIInterfaceOrientation { .portrait }
    public var traitCollection: UITraitCollection { .phone(.unspecified) }
}

/// The orientation of the interface (the simulated iPhone never rotates).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
