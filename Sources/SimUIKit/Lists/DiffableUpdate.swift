import Foundation

/// What a list must be told to go from the snapshot it shows to a new one, found as UIKit's
/// diffable data sources find it: sections and the items of each section are compared by
/// identifier with a shortest edit script, so an item that keeps its place is left alone (its
/// cell stays), one that changed places is moved, one the old snapshot did not have is inserted,
/// one the new one does not have is deleted. The reloaded and reconfigured items and the reloaded
/// sections of the new snapshot follow, at their new index paths, as a second step.
///
/// One departure, as the table and collection view here take them: a section that changed places
/// among the kept sections is deleted and inserted (its cells are made again) instead of moved, and
/// so is an item moving out of a deleted section or into an inserted one.
struct DiffableUpdate: Equatable {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    /// Index paths in the old snapshot.
    var deletedItems: [IndexPath] = []
    /// Index paths in the new snapshot.
    var insertedItems: [IndexPath] = []
    var movedItems: [Move] = []
    /// Indexes and index paths in the new snapshot (the second step).
    var reloadedSections = IndexSet()
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []

    struct Move: Equatable {
        var from: IndexPath
        var to: IndexPath
    }

    /// Whether the first step changes anything.
    var changesItems: Bool {
        !deletedSections.isEmpty || !insertedSections.isEmpty || !deletedItems.isEmpty || !insertedItems.isEmpty || !movedItems.isEmpty
    }

    init<Section, Item>(from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>) {
        let oldSections = old.sectionIdentifiers
        let newSections = new.sectionIdentifiers
        let keptSections = Self.kept(
            old: oldSections.filter { new.indexOfSection($0) != nil }, new: newSections.filter { old.indexOfSection($0) != nil })
        for (index, section) in oldSections.enumerated() where !keptSections.contains(section) { deletedSections.insert(index) }
        for (index, section) in newSections.enumerated() where !keptSections.contains(section) { insertedSections.insert(index) }

        for (newSection, section) in newSections.enumerated() where keptSections.contains(section) {
            guard let oldSection = old.indexOfSection(section) else { continue }
            let oldItems = old.items(inSectionAt: oldSection)
            let newItems = new.items(inSectionAt: newSection)
            // Items that stay in this section keep their cells when their order allows it.
            let staying = Self.kept(
                old: oldItems.filter { new.sectionIdentifier(containingItem: $0) == section },
                new: newItems.filter { old.sectionIdentifier(containingItem: $0) == section })
            for (row, item) in oldItems.enumerated() {
                guard let to = new.indexPath(of: item), !insertedSections.contains(to.section) else {
                    deletedItems.append(IndexPath(item: row, section: oldSection))
                    continue
                }
                if !staying.contains(item) { movedItems.append(Move(from: IndexPath(item: row, section: oldSection), to: to)) }
            }
            for (row, item) in newItems.enumerated() {
                if let from = old.indexPath(of: item), !deletedSections.contains(from.section) { continue }
                insertedItems.append(IndexPath(item: row, section: newSection))
            }
        }

        reloadedSections = IndexSet(new.reloadedSectionIdentifiers.compactMap { new.indexOfSection($0) })
        for item in new.reloadedItemIdentifiers {
            guard let path = new.indexPath(of: item), !reloadedSections.contains(path.section) else { continue }
            reloadedItems.append(path)
        }
        reconfiguredItems = new.reconfiguredItemIdentifiers.compactMap { new.indexPath(of: $0) }
    }

    /// The elements of `old` that keep their place going to `new` (both hold the same elements):
    /// those the shortest edit script neither removes nor inserts.
    private static func kept<Element: Hashable>(old: [Element], new: [Element]) -> Set<Element> {
        var removed = Set<Element>()
        for change in new.difference(from: old) {
            if case .remove(_, let element, _) = change { removed.insert(element) }
        }
        return Set(old.filter { !removed.contains($0) })
    }
}
