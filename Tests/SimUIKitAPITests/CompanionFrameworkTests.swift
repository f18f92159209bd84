import Foundation
import SimUIKit
import Testing
import TestSupport

/// An app's notification delegate, as apps write one (a plain class; UIKit's protocol is not
/// main-actor isolated).
final class RecordingNotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
    var presented: [String] = []
    var responses: [(identifier: String, action: String, title: String)] = []

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        presented.append(notification.request.identifier)
        completionHandler([.banner, .sound])
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        responses.append(
            (response.notification.request.identifier, response.actionIdentifier, response.notification.request.content.title))
        completionHandler()
    }
}

/// An app whose delegate makes its window, as apps without storyboards do.
final class NotifyingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

/// Frameworks apps import beside UIKit, which `vcnav port` points at SimUIKit: UserNotifications
/// (scheduled as on a device, delivered by the simulated user) and os.log (printed to the app's
/// console).
@MainActor
@Suite("Companion frameworks: UserNotifications and os.log", .engine)
struct CompanionFrameworkTests {
    /// UNUserNotificationCenter (developer.apple.com/documentation/usernotifications): an app asks
    /// for authorization, schedules `UNNotificationRequest`s (an identifier already pending is
    /// replaced), may remove them; a notification that arrives while the app is in the foreground
    /// goes to the delegate's `userNotificationCenter(_:willPresent:withCompletionHandler:)`, and
    /// the person's response (opening it: `UNNotificationDefaultActionIdentifier`, or a
    /// category's action) to `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
    /// HWS project 21 and RemindMe (public apps) do exactly this.
    @Test("requests are scheduled, replaced and removed; the simulated user delivers one, opens it or picks an action")
    func notifications() async throws {
        _ = Harness(notAssertingBecause: "it checks the notification center and the delegate, not the lifecycle")
        UIApplication.shared.launch(AppDescription(bundle: .main, delegate: NotifyingAppDelegate()))
        UIApplication.shared.runUntilIdle()
        #expect(UIApplication.shared.applicationState == .active)
        let center = UNUserNotificationCenter.current()
        let delegate = RecordingNotificationDelegate()
        center.delegate = delegate
        var granted: Bool?
        center.requestAuthorization(options: [.alert, .sound]) { ok, _ in granted = ok }
        #expect(granted == nil, "the completion handler runs later, as UIKit's does")
        UIApplication.shared.runUntilIdle()
        #expect(granted == true)

        let content = UNMutableNotificationContent()
        content.title = "Wake up"
        content.body = "Time to go"
        content.categoryIdentifier = "alarm"
        content.sound = .default
        var components = DateComponents()
        components.hour = 10
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
        center.add(UNNotificationRequest(identifier: "alarm", content: content, trigger: trigger), withCompletionHandler: nil)
        content.title = "Changed after scheduling"
        let snooze = UNNotificationAction(identifier: "snooze", title: "Snooze", options: [])
        center.setNotificationCategories([UNNotificationCategory(identifier: "alarm", actions: [snooze], intentIdentifiers: [])])
        for _ in 0..<2 {
            center.add(
                UNNotificationRequest(identifier: "other", content: UNNotificationContent(), trigger: nil), withCompletionHandler: nil)
        }
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["alarm", "other"])
        center.removePendingNotificationRequests(withIdentifiers: ["other"])

        let user = SimulatedUser()
        #expect(throws: SimulatedUser.Failure(.noNotificationAction("delete", offered: ["snooze"]))) {
            try user.receiveNotification("alarm", action: "delete")
        }
        try user.receiveNotification("alarm", action: "snooze")
        #expect(delegate.presented == ["alarm"])
        #expect(delegate.responses.map(\.action) == ["snooze"])
        #expect(delegate.responses.first?.title == "Wake up", "a request keeps the content it was made with")
        #expect(await center.pendingNotificationRequests().isEmpty, "a request that does not repeat is delivered once")
        #expect(throws: SimulatedUser.Failure(.noNotification("alarm", pending: []))) { try user.receiveNotification("alarm") }
        #expect(await center.deliveredNotifications().map(\.request.identifier) == ["alarm"])
    }

    @Test("a repeating time interval under 60 seconds is UIKit's exception")
    func repeatingIntervalTooShort() async {
        await #expect(processExitsWith: .signal(SIGABRT)) {
            await MainActor.run { _ = UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: true) }
        }
    }

    /// os.log's `Logger` and `os_log` write to the app's console, as Xcode's console shows them
    /// (developer.apple.com/documentation/os/logger): the message with its interpolations
    /// (privacy is the system log's business), `os_log`'s printf format without its `{public}`
    /// decorations.
    @Test("Logger and os_log print their messages to the app's console")
    func logging() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let logger = Logger(subsystem: "com.example.app", category: "ui")
            let name = "Rex"
            logger.info("Loaded \(name, privacy: .public) with \(3) friends")
            logger.error("Failed: \(name)")
            os_log("Saved %{public}@ in %d ms", log: OSLog(subsystem: "s", category: "c"), type: .debug, "notes", 12)
            os_log("to nowhere", log: .disabled)
        }
        let output = String(decoding: try #require(result).standardOutputContent, as: UTF8.self)
        #expect(output == "Loaded Rex with 3 friends\nFailed: Rex\nSaved notes in 12 ms\n")
    }
}
