import Foundation

/// What a table's and a collection view's diffable data source share: the snapshot last
/// applied (kept without its reload marks, and handed out as a copy), and the lookups between
/// index paths and identifiers.
struct DiffableState<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private(set) var snapshot = Snapshot()
    private var hasApplied = false

    /// Takes a snapshot as the current one: the update that shows it, or nil for the first apply,
    /// which UIKit makes a `reloadData()`.
    mutating func take(_ new: Snapshot) -> DiffableUpdate? {
        defer {
            snapshot = new.withoutMarks
            hasApplied = true
        }
        return hasApplied ? DiffableUpdate(from: snapshot, to: new) : nil
    }

    /// Takes a snapshot with no update (`applySnapshotUsingReloadData`, a row the user moved).
    mutating func replace(with new: Snapshot) {
        snapshot = new.withoutMarks
        hasApplied = true
    }

    /// The item at an index path; nil outside the snapshot (UIKit answers nil too).
    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { snapshot.item(at: indexPath) }

    func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { snapshot.indexPath(of: itemIdentifier) }

    /// The section at an index; nil outside the snapshot (iOS 15).
    func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        snapshot.sectionIdentifiers.indices.contains(index) ? snapshot.sectionIdentifiers[index] : nil
    }

    /// The snapshot with the item at `source` moved to `destination`, as a list shows it after
    /// the user dragged it there.
    func movingItem(at source: IndexPath, to destination: IndexPath) -> Snapshot? {
        guard let item = snapshot.item(at: source) else { return nil }
        var moved = snapshot
        moved.deleteItems([item])
        guard
            let section = moved.sectionIdentifiers.indices.contains(destination.section)
                ? moved.sectionIdentifiers[destination.section] : nil
        else { return nil }
        let items = moved.itemIdentifiers(inSection: section)
        if items.indices.contains(destination.item) {
            moved.insertItems([item], beforeItem: items[destination.item])
        } else {
            moved.appendItems([item], toSection: section)
        }
        return moved
    }

    /// The provider's cell for the item at an index path of the list (a table or collection view,
    /// named `list` in UIKit's reasons). UIKit raises for an index path outside the snapshot, and
    /// when the provider gives no cell.
    @MainActor
    func cell<List: AnyObject, Cell>(
        in view: List, at indexPath: IndexPath, from provider: (List, IndexPath, ItemIdentifierType) -> Cell?, dataSource: String,
        list: String
    ) -> Cell {
        guard let item = itemIdentifier(for: indexPath) else {
            UIKitException.raise(.internalInconsistency, "Invalid parameter not satisfying: indexPath.section < _impl.numberOfSections")
        }
        guard let cell = provider(view, indexPath, item) else {
            UIKitException.raise(
                .internalInconsistency,
                "\(dataSource) cell provider returned nil for index path {length = 2, path = \(indexPath.section) - \(indexPath.item)} with item identifier '\(DiffableFailure.description(item))', which is not allowed. You must always return a cell to the \(list): \(objcDescription(view))"
            )
        }
        return cell
    }
}
