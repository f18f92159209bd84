import Foundation

/// A closure-backed action (`UIAction(title:handler:)`).
@preconcurrency @MainActor
public final class UIAction {
    public let title: String
    public let handler: (UIAction) -> Void
    public let image: UIImage?
    public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.handler = handler
    }
}
