import Foundation

// UserNotifications' values (`import UserNotifications` is ported to SimUIKit): what a notification
// says, when it fires, what the person can do with it. See `UNUserNotificationCenter`.

/// What a notification shows.
open class UNNotificationContent: NSObject, @unchecked Sendable {
    var storage = Storage()

    struct Storage {
        var title = ""
        var subtitle = ""
        var body = ""
        var badge: NSNumber?
        var sound: UNNotificationSound?
        var userInfo: [AnyHashable: Any] = [:]
        var categoryIdentifier = ""
        var threadIdentifier = ""
        var launchImageName = ""
        var attachments: [UNNotificationAttachment] = []
        var summaryArgument = ""
        var summaryArgumentCount = 0
    }

    public override init() { super.init() }

    open var title: String { storage.title }
    open var subtitle: String { storage.subtitle }
    open var body: String { storage.body }
    open var badge: NSNumber? { storage.badge }
    open var sound: UNNotificationSound? { storage.sound }
    open var userInfo: [AnyHashable: Any] { storage.userInfo }
    open var categoryIdentifier: String { storage.categoryIdentifier }
    open var threadIdentifier: String { storage.threadIdentifier }
    /// The launch image shown when the notification opens the app (kept: no launch image is drawn).
    open var launchImageName: String { storage.launchImageName }
    /// The media shown with the notification (kept: nothing is shown).
    open var attachments: [UNNotificationAttachment] { storage.attachments }
    /// What the category's summary format names for this notification (its `%@`) when the
    /// notifications of a group are summarized; "" by default.
    open var summaryArgument: String { storage.summaryArgument }
    /// How many items this notification counts for in its group's summary (its `%u`); 0 by
    /// default, which counts as one.
    open var summaryArgumentCount: Int { storage.summaryArgumentCount }

    /// A copy (`mutableCopy()` gives a `UNMutableNotificationContent`).
    open override func mutableCopy() -> Any {
        let copy = UNMutableNotificationContent()
        copy.storage = storage
        return copy
    }

    open override func copy() -> Any {
        let copy = UNNotificationContent()
        copy.storage = storage
        return copy
    }
}

/// Content an app fills in before it schedules a request.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String {
        get { storage.title }
        set { storage.title = newValue }
    }
    open override var subtitle: String {
        get { storage.subtitle }
        set { storage.subtitle = newValue }
    }
    open override var body: String {
        get { storage.body }
        set { storage.body = newValue }
    }
    open override var badge: NSNumber? {
        get { storage.badge }
        set { storage.badge = newValue }
    }
    open override var sound: UNNotificationSound? {
        get { storage.sound }
        set { storage.sound = newValue }
    }
    open override var userInfo: [AnyHashable: Any] {
        get { storage.userInfo }
        set { storage.userInfo = newValue }
    }
    open override var categoryIdentifier: String {
        get { storage.categoryIdentifier }
        set { storage.categoryIdentifier = newValue }
    }
    open override var threadIdentifier: String {
        get { storage.threadIdentifier }
        set { storage.threadIdentifier = newValue }
    }
    open override var launchImageName: String {
        get { storage.launchImageName }
        set { storage.launchImageName = newValue }
    }
    open override var attachments: [UNNotificationAttachment] {
        get { storage.attachments }
        set { storage.attachments = newValue }
    }
    open override var summaryArgument: String {
        get { storage.summaryArgument }
        set { storage.summaryArgument = newValue }
    }
    open override var summaryArgumentCount: Int {
        get { storage.summaryArgumentCount }
        set { storage.summaryArgumentCount = newValue }
    }
}

extension NSString {
    /// The main bundle's localized string for `key` (the key itself when no table has it),
    /// formatted with `arguments` when there are any, as UserNotifications' extension does.
    public class func localizedUserNotificationString(forKey key: String, arguments: [Any]?) -> String {
        let format = Bundle.main.localizedString(forKey: key, value: nil, table: nil)
        guard let arguments, !arguments.isEmpty else { return format }
        return String(format: format, arguments: ObjectFormatArguments.arguments(of: arguments))
    }
}

/// A notification's sound (kept: nothing is played).
open class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The sound's name; nil for the default one.
    public let name: UNNotificationSoundName?

    public init(named name: UNNotificationSoundName) { self.name = name }
    init(defaultNamed: Void) { name = nil }

    public static let `default` = UNNotificationSound(defaultNamed: ())
    public static let defaultCritical = UNNotificationSound(defaultNamed: ())
    public static func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound { UNNotificationSound(named: name) }
}

/// The name of a sound file in the app's bundle.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// When a request fires.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    /// Whether it fires again after it fired.
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

/// Fires after a number of seconds.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    let created = Date()

    /// UIKit raises for a repeating interval under 60 seconds ("time interval must be at least 60
    /// if repeating") and for one that is not positive.
    public init(timeInterval: TimeInterval, repeats: Bool) {
        // Raised where the app made it, which for UIKit code is the main thread.
        if repeats && timeInterval < 60 {
            MainActor.assumeIsolated { UIKitException.raise(.invalidArgument, "time interval must be at least 60 if repeating") }
        }
        if timeInterval <= 0 {
            MainActor.assumeIsolated { UIKitException.raise(.invalidArgument, "time interval must be greater than 0") }
        }
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    open func nextTriggerDate() -> Date? { created.addingTimeInterval(timeInterval) }
}

/// Fires when the clock matches date components.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents

    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    open func nextTriggerDate() -> Date? {
        Calendar.current.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
    }
}

/// A request to show `content` when `trigger` fires (nil: at once).
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?

    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content.copy() as! UNNotificationContent
        self.trigger = trigger
    }
}

/// A notification that was delivered.
open class UNNotification: NSObject, @unchecked Sendable {
    public let request: UNNotificationRequest
    public let date: Date
    init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
    }
}

/// What the person did with a notification: opened it (`UNNotificationDefaultActionIdentifier`),
/// dismissed it, or chose one of its category's actions.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String
    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

/// The reply typed into a text input action.
open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
    public let userText: String
    init(notification: UNNotification, actionIdentifier: String, userText: String) {
        self.userText = userText
        super.init(notification: notification, actionIdentifier: actionIdentifier)
    }
}

/// The action identifier of opening a notification.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier of dismissing one (sent only for categories with `.customDismissAction`).
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// A button a notification of a category offers.
open class UNNotificationAction: NSObject, @unchecked Sendable {
    public let identifier: String
    public let title: String
    public let options: UNNotificationActionOptions

    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
    }
}

/// An action that asks for text.
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
    public let textInputButtonTitle: String
    public let textInputPlaceholder: String

    public init(
        identifier: String, title: String, options: UNNotificationActionOptions = [], textInputButtonTitle: String,
        textInputPlaceholder: String
    ) {
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
        super.init(identifier: identifier, title: title, options: options)
    }
}

public struct UNNotificationActionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// The actions notifications of one `categoryIdentifier` offer, and how their group is summarized.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    public let identifier: String
    public let actions: [UNNotificationAction]
    public let intentIdentifiers: [String]
    public let options: UNNotificationCategoryOptions
    /// Shown instead of the body when the person hides previews; "" when none was given.
    public let hiddenPreviewsBodyPlaceholder: String
    /// The format of a group's summary (`"%u more reminders from %@"`: the count, then the
    /// notifications' `summaryArgument`); "" when none was given.
    public let categorySummaryFormat: String

    public init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: UNNotificationCategoryOptions = []
    ) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        hiddenPreviewsBodyPlaceholder = ""
        categorySummaryFormat = ""
    }

    public init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], hiddenPreviewsBodyPlaceholder: String?,
        categorySummaryFormat: String?, options: UNNotificationCategoryOptions = []
    ) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder ?? ""
        self.categorySummaryFormat = categorySummaryFormat ?? ""
    }

    public convenience init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], hiddenPreviewsBodyPlaceholder: String,
        options: UNNotificationCategoryOptions = []
    ) {
        self.init(
            identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
            hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder, categorySummaryFormat: nil, options: options)
    }
}

public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
}

public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// How a notification shows while the app is in the foreground (the delegate's answer).
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined, denied, authorized, provisional, ephemeral
}

public enum UNNotificationSetting: Int, Sendable {
    case notSupported, disabled, enabled
}

/// What the person allowed.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    public let authorizationStatus: UNAuthorizationStatus
    public let alertSetting: UNNotificationSetting
    public let soundSetting: UNNotificationSetting
    public let badgeSetting: UNNotificationSetting
    public let notificationCenterSetting: UNNotificationSetting
    public let lockScreenSetting: UNNotificationSetting

    init(status: UNAuthorizationStatus, options: UNAuthorizationOptions) {
        authorizationStatus = status
        let on = status == .authorized || status == .provisional
        alertSetting = on && options.contains(.alert) ? .enabled : .disabled
        soundSetting = on && options.contains(.sound) ? .enabled : .disabled
        badgeSetting = on && options.contains(.badge) ? .enabled : .disabled
        notificationCenterSetting = on ? .enabled : .disabled
        lockScreenSetting = on ? .enabled : .disabled
    }
}
