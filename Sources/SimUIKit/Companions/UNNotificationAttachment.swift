import Foundation

/// A media file shown with a notification (`UNNotificationContent.attachments`). As UserNotifications
/// requires, the file must be on disk, readable, of a supported type (audio: AIFF, WAV, MP3,
/// MPEG-4 audio; image: JPEG, GIF, PNG; movie: MPEG, MPEG-2, MPEG-4, AVI) and within its kind's size
/// limit (5 MB, 10 MB, 50 MB); otherwise making one throws `UNError`. The file stays where it is
/// (a device moves it into the notification's data store when the request is scheduled), and
/// nothing is shown.
open class UNNotificationAttachment: NSObject, @unchecked Sendable {
    /// The attachment's identifier: the one given, or a unique one made for an empty string.
    public let identifier: String
    /// The file.
    public let url: URL
    /// The file's uniform type identifier (`public.jpeg`).
    public let type: String

    init(identifier: String, url: URL, type: String) {
        self.identifier = identifier.isEmpty ? UUID().uuidString : identifier
        self.url = url
        self.type = type
        super.init()
    }

    /// The attachment of the file at `URL`; `options` may name its type
    /// (`UNNotificationAttachmentOptionsTypeHintKey`) instead of its extension.
    public convenience init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws {
        let path = URL.path
        guard URL.isFileURL, FileManager.default.isReadableFile(atPath: path),
            let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
        else { throw UNError(.attachmentInvalidURL) }
        let hint = options?[UNNotificationAttachmentOptionsTypeHintKey] as? String
        guard let type = hint ?? Self.types[URL.pathExtension.lowercased()], let limit = Self.limit(of: type) else {
            throw UNError(.attachmentUnrecognizedType)
        }
        guard size <= limit else { throw UNError(.attachmentInvalidFileSize) }
        self.init(identifier: identifier, url: URL, type: type)
    }

    private static let types = [
        "aif": "public.aiff-audio", "aiff": "public.aiff-audio", "wav": "com.microsoft.waveform-audio", "mp3": "public.mp3",
        "m4a": "public.mpeg-4-audio", "jpg": "public.jpeg", "jpeg": "public.jpeg", "gif": "com.compuserve.gif", "png": "public.png",
        "mpg": "public.mpeg", "mpeg": "public.mpeg", "m2v": "public.mpeg-2-video", "mp4": "public.mpeg-4", "avi": "public.avi",
    ]

    /// The size limit of a supported type; nil for a type notifications do not show.
    private static func limit(of type: String) -> Int? {
        let megabyte = 1024 * 1024
        switch type {
        case "public.aiff-audio", "com.microsoft.waveform-audio", "public.mp3", "public.mpeg-4-audio": return 5 * megabyte
        case "public.jpeg", "com.compuserve.gif", "public.png": return 10 * megabyte
        case "public.mpeg", "public.mpeg-2-video", "public.mpeg-4", "public.avi": return 50 * megabyte
        default: return nil
        }
    }
}

/// A hint about the attachment's type (a uniform type identifier), instead of its extension.
public let UNNotificationAttachmentOptionsTypeHintKey = "UNNotificationAttachmentOptionsTypeHintKey"
/// Whether the thumbnail is hidden (kept: nothing is shown).
public let UNNotificationAttachmentOptionsThumbnailHiddenKey = "UNNotificationAttachmentOptionsThumbnailHiddenKey"
/// The part of an image shown as the thumbnail (kept).
public let UNNotificationAttachmentOptionsThumbnailClippingRectKey = "UNNotificationAttachmentOptionsThumbnailClippingRectKey"
/// The frame or time of an animation or movie shown as the thumbnail (kept).
public let UNNotificationAttachmentOptionsThumbnailTimeKey = "UNNotificationAttachmentOptionsThumbnailTimeKey"

/// UserNotifications' errors (`UNErrorDomain`).
public struct UNError: Error, Hashable, Sendable {
    /// What went wrong.
    public enum Code: Int, Sendable {
        case notificationsNotAllowed = 1
        case attachmentInvalidURL = 100
        case attachmentUnrecognizedType = 101
        case attachmentInvalidFileSize = 102
        case attachmentNotInDataStore = 103
        case attachmentMoveIntoDataStoreFailed = 104
        case attachmentCorrupt = 105
        case notificationInvalidNoDate = 1400
        case notificationInvalidNoContent = 1401
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static let errorDomain = "UNErrorDomain"

    public static var notificationsNotAllowed: Code { .notificationsNotAllowed }
    public static var attachmentInvalidURL: Code { .attachmentInvalidURL }
    public static var attachmentUnrecognizedType: Code { .attachmentUnrecognizedType }
    public static var attachmentInvalidFileSize: Code { .attachmentInvalidFileSize }
}

extension UNError.Code {
    /// `catch UNError.attachmentInvalidURL`, as Apple's error codes match.
    public static func ~= (code: UNError.Code, error: any Error) -> Bool { (error as? UNError)?.code == code }
}
