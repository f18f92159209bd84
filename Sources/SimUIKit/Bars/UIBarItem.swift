import Foundation

/// What bar button items and tab bar items share: a title, an image, whether it is enabled, a tag
/// and what assistive technologies read.
@MainActor
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

    public override init() {
        super.init()
    }
}
