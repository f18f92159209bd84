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
}
