import Foundation

/// A quick action's icon: a system type, a template image or an SF Symbol (kept, not drawn).
open class UIApplicationShortcutIcon: NSObject, @unchecked Sendable {
    public enum IconType: Int, Sendable {
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite, love,
            cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task, taskCompleted,
            alarm, bookmark, shuffle, audio, update
    }

    /// What the icon shows: `type(compose)`, `image(cup)`, `symbol(star)`.
    public let name: String

    init(name: String) {
        self.name = name
        super.init()
    }

    public convenience init(type: IconType) { self.init(name: "type(\(type))") }
    public convenience init(templateImageName: String) { self.init(name: "image(\(templateImageName))") }
    public convenience init(systemImageName: String) { self.init(name: "symbol(\(systemImageName))") }
}
