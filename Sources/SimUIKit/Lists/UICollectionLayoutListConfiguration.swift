import Foundation

/// How a compositional layout shows a section as a list (iOS 14): its appearance, whether each
/// section has a header or footer and where it comes from, separators, swipe actions. On the
/// simulated screen a list section's items are rows, drawn as a table's rows are.
public struct UICollectionLayoutListConfiguration {
    /// The look of the list (kept: every appearance lists rows the same way on the screen).
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    /// Where a section's header comes from: none; a supplementary view of kind
    /// `UICollectionView.elementKindSectionHeader` the data source makes; or the section's first
    /// item, shown as its header.
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    /// Where a section's footer comes from: none, or a supplementary view of kind
    /// `UICollectionView.elementKindSectionFooter`.
    public enum FooterMode: Int, Sendable { case none, supplementary }

    public var appearance: Appearance
    /// Apple: "The default value is `none`" for both.
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Whether rows have separators (kept; the screen draws none between rows).
    public var showsSeparators = true
    public var backgroundColor: UIColor?
    public var headerTopPadding: CGFloat?
    /// The actions a swipe on an item's leading or trailing edge offers (kept: a list's swipe is
    /// not simulated).
    public var leadingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)?
    public var trailingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// What a section with this configuration shows around its items: a header and a footer
    /// view, or its first item as its header.
    var boundaries: SectionBoundaries {
        SectionBoundaries(
            top: headerMode == .supplementary ? [UICollectionView.elementKindSectionHeader] : [],
            bottom: footerMode == .supplementary ? [UICollectionView.elementKindSectionFooter] : [],
            firstItemIsHeader: headerMode == .firstItemInSection)
    }
}
