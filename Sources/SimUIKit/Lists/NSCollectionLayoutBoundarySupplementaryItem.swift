import Foundation

/// A section's header or footer in a compositional layout: a supplementary view of its
/// `elementKind`, asked of the data source (`collectionView(_:viewForSupplementaryElementOfKind:at:)`)
/// for each section that has it, shown before the section's items when aligned to its top (or
/// leading edge), after them otherwise. (UIKit's `NSCollectionLayoutSupplementaryItem` between it
/// and the item is left out: its anchors place views the screen does not lay out.)
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    open var pinToVisibleBounds = false
    open var extendsBoundary = true
    open var zIndex = 0

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint = .zero
    ) {
        self.elementKind = elementKind
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize)
    }

    /// Whether the view goes before the section's items: aligned to the top or the leading edge.
    var isLeading: Bool { [.top, .topLeading, .topTrailing, .leading, .none].contains(alignment) }
}
