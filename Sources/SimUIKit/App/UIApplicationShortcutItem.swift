import Foundation

/// A Home Screen quick action (`UIApplication.shortcutItems`). Kept: the simulated user has no Home
/// Screen to press the app's icon on, so no quick action is performed.
open class UIApplicationShortcutItem: NSObject, @unchecked Sendable {
    open private(set) var type: String
    open private(set) var localizedTitle: String
    open private(set) var localizedSubtitle: String?
    open private(set) var icon: UIApplicationShortcutIcon?
    open private(set) var userInfo: [String: any NSSecureCoding]?

    public init(
        type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
        userInfo: [String: any NSSecureCoding]? = nil
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
        super.init()
    }

    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }
}
