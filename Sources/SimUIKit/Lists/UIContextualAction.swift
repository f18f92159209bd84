import Foundation

/// A button a swipe on a table row reveals (`UISwipeActionsConfiguration`): a title or an image, a
/// colour, and a handler that must call its completion handler when the action is done.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable { case normal, destructive }
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    open var image: UIImage?
    open var backgroundColor: UIColor!
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }

    /// What the row's swipe shows for it: its title, else its image's name.
    var displayTitle: String { title ?? image.map { "[\($0.name)]" } ?? "" }
}
