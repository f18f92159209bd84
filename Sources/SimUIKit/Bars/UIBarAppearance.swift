import Foundation

/// How a bar looks (iOS 13): background, shadow, and what its subclasses add for titles and
/// buttons. Kept, not drawn: colours, images and effects are not drawn on the simulated screen.
/// (A plain object here, usable off the main actor: it only holds settings.)
open class UIBarAppearance: NSObject {
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    /// The device idiom it is for.
    public let idiom: UIUserInterfaceIdiom

    public init(idiom: UIUserInterfaceIdiom = .phone) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy with the same settings.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// The translucent system background with a shadow (UIKit's default).
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// An opaque background in the system background colour, with a shadow.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundImage = nil
        shadowColor = .clear
    }

    open override func copy() -> Any { Self(barAppearance: self) }
}
