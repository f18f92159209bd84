import Foundation

/// A scene's session: its role and configuration, kept across the scene's connections.
@MainActor
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
@MainActor
public final class UISceneConfiguration {
    public let name: String?
    public let role: UISceneSession.Role
    /// The scene delegate's class. vcnav makes the scene delegate of the app's description when
    /// this is its class (or nil with a description that has one).
    public var delegateClass: AnyClass?
    public var sceneClass: AnyClass?
    /// The scene's main storyboard: its initial controller becomes the root of the scene's window.
    public var storyboard: UIStoryboard?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}
