import Foundation

/// A table's data source that takes whole snapshots and works out what the table must insert,
/// delete, move and reload to show each one (Apple, UITableViewDiffableDataSource: "It also
/// conforms to the UITableViewDataSource protocol and provides implementations for all of the
/// protocol's methods"). It is the table's data source, weakly held by the table as any data
/// source is: the app keeps it. Rows reach the screen through the table's own data source path;
/// each row's cell comes from the cell provider.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var state = DiffableState<SectionIdentifierType, ItemIdentifierType>()

    /// The animation of rows inserted and deleted by the next apply (`.automatic` by default; the
    /// simulated screen does not animate).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Makes the data source and connects it to the table: it becomes the table's `dataSource`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: - Snapshots

    /// Shows a snapshot. The first apply reloads the table; each later one compares the snapshot
    /// with the current one and gives the table one batch of section and row deletions,
    /// insertions and moves, then reloads the reloaded rows and sections and reconfigures the
    /// reconfigured rows, at their new index paths. Without animation (iOS 15) the same changes
    /// are made. `completion` runs on a later turn of the main run loop, when UIKit's animations
    /// would have ended.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        let update = state.take(snapshot)
        if let tableView {
            if let update, tableView.loadedRowCounts != nil, tableView.dataSource === self {
                show(update, in: tableView, animation: animatingDifferences ? defaultRowAnimation : .none)
            } else {
                tableView.reloadData()
            }
        }
        Simulator.shared.runLoop.finishLater(completion.map { done in { _ in done() } })
    }

    /// Shows a snapshot as `apply(_:animatingDifferences:completion:)` does (iOS 15's `async`
    /// form). The update is made before `apply` returns here, so there is nothing to wait for: it
    /// returns at once, not on a later turn of a run loop that may not turn.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true)
        async
    {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows a snapshot by reloading the table, with no difference worked out (iOS 15).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        state.replace(with: snapshot)
        tableView?.reloadData()
        Simulator.shared.runLoop.finishLater(completion.map { done in { _ in done() } })
    }

    /// A copy of the current snapshot (without reload marks).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { state.snapshot }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { state.itemIdentifier(for: indexPath) }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { state.indexPath(for: itemIdentifier) }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { state.sectionIdentifier(for: index) }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { state.snapshot.indexOfSection(sectionIdentifier) }

    private func show(_ update: DiffableUpdate, in tableView: UITableView, animation: UITableView.RowAnimation) {
        if update.changesItems {
            tableView.performBatchUpdates {
                tableView.deleteSections(update.deletedSections, with: animation)
                tableView.insertSections(update.insertedSections, with: animation)
                tableView.deleteRows(at: update.deletedItems, with: animation)
                tableView.insertRows(at: update.insertedItems, with: animation)
                for move in update.movedItems { tableView.moveRow(at: move.from, to: move.to) }
            }
        }
        if !update.reloadedSections.isEmpty || !update.reloadedItems.isEmpty {
            tableView.performBatchUpdates {
                tableView.reloadSections(update.reloadedSections, with: animation)
                tableView.reloadRows(at: update.reloadedItems, with: animation)
            }
        }
        if !update.reconfiguredItems.isEmpty { tableView.reconfigureRows(at: update.reconfiguredItems) }
    }

    // MARK: - UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { state.snapshot.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        state.snapshot.items(inSectionAt: section).count
    }

    /// The cell provider's cell for the row's item; UIKit raises when it gives none.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        state.cell(in: tableView, at: indexPath, from: cellProvider, dataSource: "UITableViewDiffableDataSource", list: "table view")
    }

    /// No title: a subclass gives one (as on UIKit, where apps subclass for section titles).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// No row can be edited unless a subclass says so: a diffable table shows no Delete until then.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// No row can be moved unless a subclass says so.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// The user moved a row (the table has moved it): the current snapshot follows.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        if let moved = state.movingItem(at: sourceIndexPath, to: destinationIndexPath) { state.replace(with: moved) }
    }

    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
