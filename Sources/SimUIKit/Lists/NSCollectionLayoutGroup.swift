import Foundation

/// Items of a compositional layout laid out in a row or a column (kept: the simulated screen
/// lists the section's items in order, whatever the group's shape).
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The items the group repeats.
    public let subitems: [NSCollectionLayoutItem]
    open var interItemSpacing: NSCollectionLayoutSpacing?

    private init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) {
        self.subitems = subitems
        super.init(layoutSize: layoutSize)
    }

    /// Items side by side, as many as fit.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems)
    }

    /// `count` items side by side.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(count, 1)))
    }

    /// `count` items side by side (iOS 16's name).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// Items one above another, as many as fit.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems)
    }

    /// `count` items one above another.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(count, 1)))
    }

    /// `count` items one above another (iOS 16's name).
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }
}
