import Foundation

/// A scene's session: its role and configuration, kept across the scene's connections.
@preconcurrency @MainActor
public final class UISceneSession: Hashable {
    /// What a scene is for.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    public let role: Role
    public let persistentIdentifier: String
    /// The configuration the scene was connected with.
    public internal(set) var configuration: UISceneConfiguration
    public internal(set) weak var scene: UIScene?
    public var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = "SceneSession-1"
    }

    public nonisolated static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// How a scene is made: its delegate's class and its storyboard (an Info.plist's scene manifest,
/// or what `application(_:configurationForConnecting:options:)` returns).
@preconcurrency @MainActor
public final class UISceneConfiguration {
    public let name: String?
    public let role: UISceneSession.Role
    /// The scene delegate's class. vcnav makes the scene delegate of the app's description when
    /// this is its class; nil: the scene has no delegate.
    public var delegateClass: AnyClass?
    public var sceneClass: AnyClass?
    /// The scene's main storyboard: its initial controller becomes the root of the scene's window.
    public var storyboard: UIStoryboard?

    /// A configuration named `name` for `sessionRole`. When the app's scene manifest (Info.plist's
    /// `UIApplicationSceneManifest`; here, its description) has a configuration of that name and
    /// role, this one starts with its delegate class, scene class and storyboard, as in UIKit: the
    /// Xcode template's `UISceneConfiguration(name: "Default Configuration", sessionRole: …)` gets
    /// the manifest's scene delegate and main storyboard that way.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        if let manifest = Simulator.shared.app.sceneManifest.first(where: { $0.name == name && $0.role == sessionRole }) {
            delegateClass = manifest.delegateClass
            sceneClass = manifest.sceneClass
            storyboard = manifest.storyboard
        }
    }
}
