import Foundation

/// A collection view's data source that takes whole snapshots and works out what the collection
/// must insert, delete, move and reload to show each one (Apple,
/// UICollectionViewDiffableDataSource). Since iOS 14 a section can be given as a tree, a
/// `NSDiffableDataSourceSectionSnapshot`, of which the collection shows the visible items. It is
/// the collection's data source, weakly held as any data source is: the app keeps it. Items reach
/// the screen through the collection's own data source path; each cell comes from the cell
/// provider.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    UICollectionViewDataSource
{
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var state = DiffableState<SectionIdentifierType, ItemIdentifierType>()
    /// The trees applied to sections, by section.
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Makes the section headers and footers a layout asks for; UIKit raises when one is asked
    /// for and there is no provider.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// What expanding and collapsing an item of a section snapshot asks and tells the app (iOS 14):
    /// a tap on an item's outline disclosure goes through them.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Handlers for expanding and collapsing items (Apple,
    /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`): each may refuse (`should…`)
    /// or hear of (`will…`) the change; `snapshotForExpandingParent` gives an expanding parent its
    /// children, from the parent's own snapshot.
    public struct SectionSnapshotHandlers<Item: Hashable> {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        public var snapshotForExpandingParent:
            ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        public init() {}
    }

    /// Makes the data source and connects it to the collection view: it becomes its `dataSource`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: - Snapshots

    /// Shows a snapshot: the first apply reloads the collection, each later one gives it the
    /// section and item deletions, insertions and moves that lead from the current snapshot to
    /// this one in one batch, then the reloads and reconfigurations. A section's tree is kept when
    /// the section's items are still its visible items, else the section becomes flat.
    /// `completion` runs on a later turn of the main run loop.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        sectionSnapshots = sectionSnapshots.filter { section, tree in
            snapshot.indexOfSection(section) != nil && snapshot.itemIdentifiers(inSection: section) == tree.visibleItems
        }
        show(snapshot, completion: completion)
    }

    /// Shows a snapshot as `apply(_:animatingDifferences:completion:)` does (iOS 15's `async`
    /// form). The update is made before `apply` returns here, so there is nothing to wait for: it
    /// returns at once, not on a later turn of a run loop that may not turn.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true)
        async
    {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows a section as a tree (iOS 14): the section's items become the section snapshot's
    /// visible items (items that were in other sections move here), the section is appended when
    /// the snapshot has none of that name, and the tree is kept for `snapshot(for:)`.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var whole = state.snapshot
        whole.replaceItems(ofSection: section, with: snapshot.visibleItems)
        sectionSnapshots[section] = snapshot
        for (other, var tree) in sectionSnapshots where other != section {
            let movedAway = tree.items.filter { item in whole.sectionIdentifier(containingItem: item).map { $0 != other } ?? false }
            guard !movedAway.isEmpty else { continue }
            tree.delete(movedAway)
            sectionSnapshots[other] = tree
        }
        show(whole, completion: completion)
    }

    /// Shows a snapshot by reloading the collection, with no difference worked out (iOS 15).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        state.replace(with: snapshot)
        collectionView?.reloadData()
        Simulator.shared.runLoop.finishLater(completion.map { done in { _ in done() } })
    }

    /// A copy of the current snapshot: the visible items of each section (without reload marks).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { state.snapshot }

    /// The tree applied to a section; else the section's items as roots; empty for a section the
    /// snapshot does not have.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let tree = sectionSnapshots[section] { return tree }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if state.snapshot.indexOfSection(section) != nil { flat.append(state.snapshot.itemIdentifiers(inSection: section)) }
        return flat
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { state.itemIdentifier(for: indexPath) }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { state.indexPath(for: itemIdentifier) }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { state.sectionIdentifier(for: index) }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { state.snapshot.indexOfSection(sectionIdentifier) }

    private func show(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)?) {
        let update = state.take(snapshot)
        if let collectionView {
            if let update, !collectionView.needsItemReload, collectionView.dataSource === self {
                if update.changesItems {
                    collectionView.performBatchUpdates {
                        collectionView.deleteSections(update.deletedSections)
                        collectionView.insertSections(update.insertedSections)
                        collectionView.deleteItems(at: update.deletedItems)
                        collectionView.insertItems(at: update.insertedItems)
                        for move in update.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
                    }
                }
                if !update.reloadedSections.isEmpty || !update.reloadedItems.isEmpty {
                    collectionView.performBatchUpdates {
                        collectionView.reloadSections(update.reloadedSections)
                        collectionView.reloadItems(at: update.reloadedItems)
                    }
                }
                if !update.reconfiguredItems.isEmpty { collectionView.reconfigureItems(at: update.reconfiguredItems) }
            } else {
                collectionView.reloadData()
            }
        }
        Simulator.shared.runLoop.finishLater(completion.map { done in { _ in done() } })
    }

    // MARK: - UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { state.snapshot.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        state.snapshot.items(inSectionAt: section).count
    }

    /// The cell provider's cell for the item; UIKit raises when it gives none.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = state.cell(
            in: collectionView, at: indexPath, from: cellProvider, dataSource: "UICollectionViewDiffableDataSource", list: "collection view"
        )
        if let item = state.itemIdentifier(for: indexPath) { showOutline(of: item, at: indexPath, in: cell) }
        return cell
    }

    // MARK: - Outlines

    /// An item of a section shown as a tree: its list cell is indented by its level (Apple,
    /// `indentationLevel`: it "sets automatically when you use a hierarchical data source"), shows
    /// whether it is expanded, and its outline disclosure toggles it.
    private func showOutline(of item: ItemIdentifierType, at indexPath: IndexPath, in cell: UICollectionViewCell) {
        guard let section = state.sectionIdentifier(for: indexPath.section), let tree = sectionSnapshots[section], tree.contains(item)
        else {
            cell.isExpanded = false
            cell.outlineToggle = nil
            return
        }
        (cell as? UICollectionViewListCell)?.indentationLevel = tree.level(of: item)
        cell.isExpanded = tree.isExpanded(item)
        cell.outlineToggle = { [weak self] in self?.toggle(item, in: section) }
    }

    /// A tap on an item's outline disclosure: the item is expanded or collapsed in its section's
    /// tree, as the section snapshot handlers allow, and the tree is applied.
    private func toggle(_ item: ItemIdentifierType, in section: SectionIdentifierType) {
        guard var tree = sectionSnapshots[section], tree.contains(item) else { return }
        let handlers = sectionSnapshotHandlers
        if tree.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            tree.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let children = handlers.snapshotForExpandingParent?(item, tree.snapshot(of: item)) {
                tree.replace(childrenOf: item, using: children)
            }
            tree.expand([item])
        }
        apply(tree, to: section)
    }

    /// The supplementary view provider's view; UIKit raises when there is no provider, or it
    /// gives no view.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView
    {
        guard let supplementaryViewProvider else {
            UIKitException.raise(
                .internalInconsistency,
                "CollectionView \(objcDescription(collectionView)) requested a supplementary view, but a supplementaryViewProvider was not specified on the diffable data source \(objcDescription(self)). You must set a supplementaryViewProvider for the diffable data source."
            )
        }
        guard let view = supplementaryViewProvider(collectionView, kind, indexPath) else {
            UIKitException.raise(
                .internalInconsistency,
                "UICollectionViewDiffableDataSource supplementary view provider returned nil for element kind '\(kind)' at index path {length = 2, path = \(indexPath.section) - \(indexPath.item)}, which is not allowed."
            )
        }
        return view
    }
}
