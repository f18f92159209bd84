import Foundation

/// An item of a tab bar.
open class UITabBarItem: UIBarItem {
    /// The system items (their titles are UIKit's English ones).
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent,
            mostViewed
    }

    open var badgeValue: String?
    open var selectedImage: UIImage?

    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// A system item, titled as UIKit titles it (`Favorites`, `Top Rated`...).
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        let titles: [SystemItem: String] = [
            .more: "More", .favorites: "Favorites", .featured: "Featured", .topRated: "Top Rated", .recents: "Recents",
            .contacts: "Contacts", .history: "History", .bookmarks: "Bookmarks", .search: "Search", .downloads: "Downloads",
            .mostRecent: "Most Recent", .mostViewed: "Most Viewed",
        ]
        self.title = titles[systemItem]
        self.tag = tag
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init(title: title, image: image, tag: 0)
        self.selectedImage = selectedImage
    }
}
