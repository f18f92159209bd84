import Foundation

/// What an accessibility element is, for VoiceOver: combined as an option set, as in UIKit.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)

    /// The traits Interface Builder writes as `<accessibilityTraits key="traits" button="YES" .../>`.
    init(storyboardNames names: [String]) {
        let byName: [String: UIAccessibilityTraits] = [
            "button": .button, "link": .link, "image": .image, "selected": .selected, "playsSound": .playsSound,
            "keyboardKey": .keyboardKey, "staticText": .staticText, "summaryElement": .summaryElement,
            "notEnabled": .notEnabled, "updatesFrequently": .updatesFrequently, "searchField": .searchField,
            "startsMediaSession": .startsMediaSession, "adjustable": .adjustable,
            "allowsDirectInteraction": .allowsDirectInteraction, "causesPageTurn": .causesPageTurn, "header": .header,
            "tabBar": .tabBar,
        ]
        self = names.reduce(into: []) { traits, name in traits.formUnion(byName[name] ?? []) }
    }
}

/// Assistive technologies' state and announcements. Nothing reads the screen aloud here: no
/// assistive technology runs, and posted notifications go nowhere.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// The notifications an app posts to assistive technologies.
    public struct Notification: Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// VoiceOver is not running in the simulation.
    public static var isVoiceOverRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    /// Posts to assistive technologies (none listen here).
    public static func post(notification: Notification, argument: Any?) {}
}
