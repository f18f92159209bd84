import Foundation

/// An item of a tab bar.
@MainActor
open class UITabBarItem: NSObject {
    open var title: String?
    open var imageName: String?
    open var tag: Int
    open var badgeValue: String?
    open var selectedImage: UIImage?

    /// The image; its name is what the tab bar shows.
    open var image: UIImage? {
        get { imageName.map(UIImage.init(name:)) }
        set { imageName = newValue?.name }
    }

    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.imageName = image?.name
        self.tag = tag
        super.init()
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init(title: title, image: image, tag: 0)
        self.selectedImage = selectedImage
    }
}
