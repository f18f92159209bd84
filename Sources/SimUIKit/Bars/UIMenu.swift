import Foundation

/// A menu of actions (kept; a menu is not shown).
@preconcurrency @MainActor
public protocol UIMenuElement: AnyObject {}

@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
    public let title: String
    public let children: [UIMenuElement]
    public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
        self.title = title
        self.children = children
    }
}

extension UIAction: UIMenuElement {}
