import Foundation

/// What bar button items and tab bar items share: a title, an image, whether it is enabled, a tag
/// and what assistive technologies read.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var title: String?
    /// The image; its name is what the simulated screen shows when there is no title.
    open var image: UIImage?
    open var landscapeImagePhone: UIImage?
    open var isEnabled = true
    open var tag = 0
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var isAccessibilityElement = true
    open var accessibilityTraits: UIAccessibilityTraits = .button

    /// Title text attributes by control state (kept: the title is shown without them).
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() {
        super.init()
    }

    /// UIKit's bar items adopt NSCoding, so this initializer is required of subclasses that
    /// declare their own.
    public required init?(coder: NSCoder) {
        super.init()
    }

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}
