import Foundation

/// What the app's notification center tells its delegate: a notification arriving while the app
/// is in the foreground, and what the person did with one.
public protocol UNUserNotificationCenterDelegate: AnyObject {
    /// A notification arrives while the app is in the foreground: how to show it (none by default).
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    /// The person opened the notification, dismissed it, or chose one of its actions.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void)
    /// The person asked for the app's notification settings.
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) { completionHandler([]) }
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) { completionHandler() }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}

/// The app's notification center (`import UserNotifications` is ported to SimUIKit).
///
/// Requests are scheduled as on a device and kept until they are delivered or removed; nothing
/// fires by the clock: the simulated user delivers a scheduled notification
/// (`SimulatedUser.receiveNotification(_:action:)`), as a person would see it arrive and open it.
/// The simulated person allows notifications when asked. Completion handlers run on the simulated
/// main run loop, after the call that took them (UIKit runs them on a queue of its own, also
/// later).
public final class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private struct State {
        var status = UNAuthorizationStatus.notDetermined
        var options: UNAuthorizationOptions = []
        var pending: [UNNotificationRequest] = []
        var delivered: [UNNotification] = []
        var categories: Set<UNNotificationCategory> = []
        weak var delegate: (any UNUserNotificationCenterDelegate)?
        var badgeCount = 0
    }

    private let lock = NSLock()
    private var state = State()
    private static let shared = UNUserNotificationCenter()

    /// Reads or changes the state under the lock (apps call the center from any thread).
    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }

    /// The app's center.
    public class func current() -> UNUserNotificationCenter { shared }

    /// A new launch of the app starts with no requests and no permission asked.
    static func resetForNewLaunch() { shared.withState { $0 = State() } }

    /// Who is told about notifications arriving and opened (held weakly, as UIKit holds it).
    public var delegate: (any UNUserNotificationCenterDelegate)? {
        get { withState { $0.delegate } }
        set { withState { $0.delegate = newValue } }
    }

    /// Asks the person to allow notifications; the simulated person allows them.
    public func requestAuthorization(
        options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, (any Error)?) -> Void
    ) {
        withState {
            if $0.status == .notDetermined { $0.status = options.contains(.provisional) ? .provisional : .authorized }
            $0.options.formUnion(options)
        }
        let granted = withState { $0.status == .authorized || $0.status == .provisional }
        later { completionHandler(granted, nil) }
    }

    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        withState {
            if $0.status == .notDetermined { $0.status = options.contains(.provisional) ? .provisional : .authorized }
            $0.options.formUnion(options)
            return $0.status == .authorized || $0.status == .provisional
        }
    }

    public func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        let settings = notificationSettingsNow
        later { completionHandler(settings) }
    }

    public func notificationSettings() async -> UNNotificationSettings { notificationSettingsNow }

    private var notificationSettingsNow: UNNotificationSettings {
        withState { UNNotificationSettings(status: $0.status, options: $0.options) }
    }

    /// Schedules a request; one with the identifier of a pending request replaces it.
    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        schedule(request)
        if let completionHandler { later { completionHandler(nil) } }
    }

    public func add(_ request: UNNotificationRequest) async throws { schedule(request) }

    private func schedule(_ request: UNNotificationRequest) {
        withState { state in
            state.pending.removeAll { $0.identifier == request.identifier }
            state.pending.append(request)
        }
    }

    public func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        let pending = withState { $0.pending }
        later { completionHandler(pending) }
    }

    public func pendingNotificationRequests() async -> [UNNotificationRequest] { withState { $0.pending } }

    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        withState { $0.pending.removeAll { identifiers.contains($0.identifier) } }
    }

    public func removeAllPendingNotificationRequests() { withState { $0.pending.removeAll() } }

    public func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) {
        let delivered = withState { $0.delivered }
        later { completionHandler(delivered) }
    }

    public func deliveredNotifications() async -> [UNNotification] { withState { $0.delivered } }

    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        withState { $0.delivered.removeAll { identifiers.contains($0.request.identifier) } }
    }

    public func removeAllDeliveredNotifications() { withState { $0.delivered.removeAll() } }

    public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        withState { $0.categories = categories }
    }

    public func getNotificationCategories(completionHandler: @escaping (Set<UNNotificationCategory>) -> Void) {
        let categories = withState { $0.categories }
        later { completionHandler(categories) }
    }

    public func notificationCategories() async -> Set<UNNotificationCategory> { withState { $0.categories } }

    public func setBadgeCount(_ count: Int, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        withState { $0.badgeCount = count }
        if let completionHandler { later { completionHandler(nil) } }
    }

    /// The badge the app's icon shows.
    public var badgeCount: Int { withState { $0.badgeCount } }

    /// A completion handler's call, on the simulated main run loop.
    private func later(_ work: @escaping () -> Void) {
        let boxed = Boxed(work)
        MainThread.run { UIApplication.shared.enqueue { boxed.value() } }
    }

    // MARK: - Delivery (the simulated user)

    /// The pending request `identifier` (the first pending one when nil), if the app may notify.
    func pendingRequest(_ identifier: String?) -> UNNotificationRequest? {
        withState { state in
            guard state.status == .authorized || state.status == .provisional else { return nil }
            return state.pending.first { identifier == nil || $0.identifier == identifier }
        }
    }

    /// The categories' actions a request's notification offers.
    func actions(for request: UNNotificationRequest) -> [UNNotificationAction] {
        withState { state in
            state.categories.first { $0.identifier == request.content.categoryIdentifier }?.actions ?? []
        }
    }

    /// Delivers a pending request: one that does not repeat stops being pending.
    func deliver(_ request: UNNotificationRequest) -> UNNotification {
        withState { state in
            if request.trigger?.repeats != true { state.pending.removeAll { $0 === request } }
            let notification = UNNotification(request: request, date: Date())
            state.delivered.append(notification)
            return notification
        }
    }

    /// The identifiers of pending requests, for messages.
    var pendingIdentifiers: [String] { withState { $0.pending.map(\.identifier) } }
}
