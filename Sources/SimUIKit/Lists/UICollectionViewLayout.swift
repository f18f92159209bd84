import Foundation

/// How a collection view lays out its items (kept: the screen lists them in order).
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {}

@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize = CGSize.zero
    open var minimumLineSpacing: Double = 10
    open var minimumInteritemSpacing: Double = 10
    open var sectionInset = UIEdgeInsets.zero
    open var scrollDirection: ScrollDirection = .vertical
}
