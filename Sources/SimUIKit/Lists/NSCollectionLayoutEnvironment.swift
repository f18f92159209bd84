import Foundation

/// What a compositional layout's section provider is told about where the section goes: the
/// container's size and the traits (the simulated iPhone's).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The size of the space a compositional layout's section fills.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment a collection view gives its compositional layout's section provider.
@preconcurrency @MainActor
final class CollectionLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let traitCollection: UITraitCollection
    var container: NSCollectionLayoutContainer { self }
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }

    init(_ collectionView: UICollectionView) {
        contentSize = collectionView.bounds.size == .zero ? UIScreen.main.bounds.size : collectionView.bounds.size
        traitCollection = collectionView.traitCollection
    }
}
