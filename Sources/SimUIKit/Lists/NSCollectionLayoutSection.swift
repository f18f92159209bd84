import Foundation

/// One section of a compositional layout: its group of items, its headers and footers
/// (`boundarySupplementaryItems`), or a list (`list(using:layoutEnvironment:)`). The simulated
/// screen lists the section's items in order after the headers aligned to its top and before
/// the others; sizes, insets and orthogonal scrolling are kept.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup?
    /// The list this section is, when made by `list(using:layoutEnvironment:)`.
    let listConfiguration: UICollectionLayoutListConfiguration?
    open var contentInsets = NSDirectionalEdgeInsets.zero
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var supplementariesFollowContentInsets = true

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        listConfiguration = nil
        super.init()
    }

    private init(list: UICollectionLayoutListConfiguration) {
        group = nil
        listConfiguration = list
        super.init()
    }

    /// A section shown as a list (iOS 14), for a section provider that mixes lists with other
    /// sections.
    open class func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection
    {
        NSCollectionLayoutSection(list: configuration)
    }

    /// What the section shows around its items: the list's header and footer modes, then the
    /// boundary items (a 0-point one is not shown).
    var boundaries: SectionBoundaries {
        var kinds = listConfiguration?.boundaries ?? SectionBoundaries()
        for item in boundarySupplementaryItems where !item.layoutSize.heightDimension.isZero {
            if item.isLeading { kinds.top.append(item.elementKind) } else { kinds.bottom.append(item.elementKind) }
        }
        return kinds
    }
}

/// How a section of a compositional layout scrolls across the layout's direction (kept: the
/// screen lists the items in order).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
