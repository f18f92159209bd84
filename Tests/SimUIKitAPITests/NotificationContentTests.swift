import Foundation
import SimUIKit
import Testing
import TestSupport

/// UserNotifications' newer content (iOS 10 to 15) and what a scene connects with, as a public
/// book example on notifications uses them.
@MainActor
@Suite("Notification attachments, summaries and connection options", .engine)
struct NotificationContentTests {
    /// A file of `bytes` bytes (sparse) named `name` in `folder`.
    private func file(_ name: String, bytes: Int = 16, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(name)
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data()))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(bytes))
        try handle.close()
        return url
    }

    /// Apple, UNNotificationAttachment: "the file you specify must be on disk, and the file format
    /// must be one of the supported types" (audio 5 MB, image 10 MB, movie 50 MB);
    /// `init(identifier:url:options:)`: "If you specify an empty string, this method creates a
    /// unique identifier string for you"; `UNNotificationAttachmentOptionsTypeHintKey` names the
    /// type; errors are `UNError` codes (`attachmentInvalidURL`, `attachmentUnrecognizedType`,
    /// `attachmentInvalidFileSize`).
    @Test("an attachment needs a readable file of a supported type within its size limit")
    func attachments() throws {
        _ = Harness(notAssertingBecause: "it checks attachment values")
        try withTemporaryDirectory("notification") { folder in
            let cup = try file("cup2.jpg", in: folder)
            let attachment = try UNNotificationAttachment(identifier: "cup", url: cup, options: nil)
            #expect(attachment.identifier == "cup" && attachment.url == cup && attachment.type == "public.jpeg")
            let unnamed = try UNNotificationAttachment(identifier: "", url: try file("sound.AIFF", in: folder))
            #expect(UUID(uuidString: unnamed.identifier) != nil && unnamed.type == "public.aiff-audio")

            let missing = cup.deletingLastPathComponent().appendingPathComponent("cup3.jpg")
            #expect(throws: UNError(.attachmentInvalidURL)) { try UNNotificationAttachment(identifier: "x", url: missing) }
            #expect(throws: UNError(.attachmentInvalidURL)) {
                try UNNotificationAttachment(identifier: "x", url: URL(string: "https://example.com/cup.jpg")!)
            }
            let text = try file("notes.txt", in: folder)
            #expect(throws: UNError(.attachmentUnrecognizedType)) { try UNNotificationAttachment(identifier: "x", url: text) }
            let hinted = try UNNotificationAttachment(
                identifier: "x", url: text, options: [UNNotificationAttachmentOptionsTypeHintKey: "public.png"])
            #expect(hinted.type == "public.png")
            let poster = try file("poster.png", bytes: 10 * 1024 * 1024 + 1, in: folder)
            #expect(throws: UNError(.attachmentInvalidFileSize)) { try UNNotificationAttachment(identifier: "x", url: poster) }
            #expect(throws: UNError(.attachmentInvalidFileSize)) {
                try UNNotificationAttachment(identifier: "x", url: try file("a.mp3", bytes: 6_000_000, in: folder))
            }
            #expect(
                try UNNotificationAttachment(identifier: "x", url: try file("a.mp4", bytes: 6_000_000, in: folder)).type == "public.mpeg-4")

            do {
                _ = try UNNotificationAttachment(identifier: "x", url: missing)
                Issue.record("a missing file made an attachment")
            } catch UNError.attachmentInvalidURL {
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }

    /// Apple, UNMutableNotificationContent: `attachments`, `summaryArgument` ("The string the
    /// notification adds to the category's summary format string") and `summaryArgumentCount`
    /// ("The number of items the notification adds to the category's summary format string");
    /// UNNotificationCategory `init(identifier:actions:intentIdentifiers:hiddenPreviewsBodyPlaceholder:categorySummaryFormat:options:)`.
    /// A request keeps the content it was made with.
    @Test("attachments and summary arguments are kept with the content; a category keeps its summary format")
    func summaries() async throws {
        _ = Harness(notAssertingBecause: "it checks notification values")
        let content = UNMutableNotificationContent()
        #expect(content.attachments.isEmpty && content.summaryArgument == "" && content.summaryArgumentCount == 0)
        content.title = "Caffeine!"
        content.summaryArgument = "Matt"
        content.summaryArgumentCount = 2
        try withTemporaryDirectory("notification") { folder in
            content.attachments = [try UNNotificationAttachment(identifier: "cup", url: try file("cup.png", in: folder))]
            let request = UNNotificationRequest(identifier: "coffee", content: content, trigger: nil)
            content.summaryArgument = "changed"
            #expect(request.content.summaryArgument == "Matt" && request.content.summaryArgumentCount == 2)
            #expect(request.content.attachments.map(\.identifier) == ["cup"])
            let copy = request.content.mutableCopy() as! UNMutableNotificationContent
            #expect(copy.summaryArgument == "Matt" && copy.attachments.first?.type == "public.png")

            let summarized = UNNotificationCategory(
                identifier: "coffee", actions: [], intentIdentifiers: [], hiddenPreviewsBodyPlaceholder: nil,
                categorySummaryFormat: "%u more reminders from %@", options: [.customDismissAction])
            #expect(summarized.categorySummaryFormat == "%u more reminders from %@" && summarized.hiddenPreviewsBodyPlaceholder == "")
            #expect(summarized.options == [.customDismissAction])
            let hidden = UNNotificationCategory(
                identifier: "coffee", actions: [], intentIdentifiers: [], hiddenPreviewsBodyPlaceholder: "hungadunga")
            #expect(hidden.hiddenPreviewsBodyPlaceholder == "hungadunga" && hidden.categorySummaryFormat == "")
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {}

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var connectedWith: (shortcut: UIApplicationShortcutItem?, response: UNNotificationResponse?)?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            connectedWith = (connectionOptions.shortcutItem, connectionOptions.notificationResponse)
            guard let scene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: scene)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
        }
    }

    /// Apple, UIScene.ConnectionOptions: `shortcutItem` is "the Home Screen quick action that the
    /// user selected" and `notificationResponse` "the user's response to a notification" when one
    /// launched the app; the simulated user launches the app from its icon, so both are nil.
    @Test("a launch from the app's icon connects the scene with no quick action and no notification response")
    func connectionOptions() throws {
        _ = Harness(notAssertingBecause: "it checks what the scene connects with")
        let scene = SceneDelegate()
        UIApplication.shared.launch(AppDescription(bundle: .main, delegate: AppDelegate(), sceneDelegate: scene))
        UIApplication.shared.runUntilIdle()
        let options = try #require(scene.connectedWith)
        #expect(options.shortcut == nil && options.response == nil)
    }
}
