import Foundation

/// An image, by name only.
open class UIImageView: UIView {
    /// The image; its name is what the screen shows.
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var isHighlighted = false
    /// Frames of an animation (kept; nothing animates).
    open var animationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount = 0
    open private(set) var isAnimating = false
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }

    /// An image view showing `image`, sized to it (as UIKit sizes it).
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    nonisolated override class var takesTouchesByDefault: Bool { false }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }

    override func decode(fromStoryboard element: ViewElement) {
        super.decode(fromStoryboard: element)
        image = element.imageName.flatMap { UIImage(named: $0) }
    }

    /// `[name]` (the terminal shows no pixels); tappable when a tap recognizer would fire.
    override func addToScreen(_ screen: inout ScreenBuilder) {
        let shown = isHighlighted ? highlightedImage ?? image : image
        screen.addTouchable(.image, shown.map { "[\($0.name)]" } ?? "[image]", for: self)
    }
}
