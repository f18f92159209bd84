import Foundation

/// An image, by name only.
open class UIImageView: UIView {
    open var imageName: String?
    /// The image; its name is what the screen shows.
    open var image: UIImage? {
        get { imageName.map(UIImage.init(name:)) }
        set { imageName = newValue?.name }
    }

    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }

    nonisolated override class var takesTouchesByDefault: Bool { false }

    override func decode(fromStoryboard element: ViewElement) {
        super.decode(fromStoryboard: element)
        imageName = element.imageName
    }

    /// `[name]` (the terminal shows no pixels); tappable when a tap recognizer would fire.
    override func addToScreen(_ screen: inout ScreenBuilder) {
        screen.addTouchable(.image, imageName.map { "[\($0)]" } ?? "[image]", for: self)
    }
}
