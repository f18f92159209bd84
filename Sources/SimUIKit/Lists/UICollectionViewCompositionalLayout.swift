import Foundation

/// A layout made of sections (iOS 13), each a group of items or a list (iOS 14's
/// `list(using:)`), with headers and footers as boundary supplementary items. The simulated
/// screen lists every section's items in order, as rows; what the layout decides here is which
/// headers and footers each section asks its data source for. A section provider is asked for
/// each section at every layout of the items, as UIKit asks it when the layout is invalidated.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Makes a section's layout; nil is not allowed (UIKit raises).
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    /// The scroll direction, spacing between sections and the layout's own headers (kept).
    open var configuration: UICollectionViewCompositionalLayoutConfiguration

    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Interface Builder archives no compositional layout (its sections are made in code), so
    /// there is nothing to decode.
    public required init?(coder: NSCoder) { return nil }

    /// A layout whose every section is a list with `configuration` (iOS 14).
    open class func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// The section's layout from the provider; a provider that returns nil is an app bug UIKit
    /// stops on.
    func layoutSection(_ section: Int, in collectionView: UICollectionView) -> NSCollectionLayoutSection {
        guard let layout = sectionProvider(section, CollectionLayoutEnvironment(collectionView)) else {
            UIKitException.raise(
                .internalInconsistency, "the compositional layout's section provider returned no section definition for section \(section)")
        }
        return layout
    }

    override func boundaries(ofSection section: Int, in collectionView: UICollectionView) -> SectionBoundaries {
        layoutSection(section, in: collectionView).boundaries
    }
}
