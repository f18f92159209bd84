import Foundation

extension SimulatedUser {
    /// How a row is deleted by a finger.
    public enum DeleteGesture: Sendable {
        /// A full swipe to the left (outside editing mode).
        case swipe
        /// In editing mode: the row's delete control (the red minus), then its Delete button.
        case editingControls
    }

    /// Taps the row at `row` in `section` of the first table (or collection view) on screen,
    /// from 0 as in `IndexPath`: the highlight, `willSelectRowAt`, the cell's segue, then
    /// `didSelectRowAt`, in UIKit's order (see `UITableView.simulateTap(onRowAt:)`).
    public func selectRow(_ row: Int, inSection section: Int = 0) throws(Failure) {
        try act { () throws(Failure) in
            let indexPath = IndexPath(row: row, section: section)
            switch try Self.list(containing: indexPath) {
            case .table(let table): table.simulateTap(onRowAt: indexPath)
            case .collection(let collection): collection.simulateTap(onItemAt: IndexPath(item: row, section: section))
            }
        }
    }

    /// Taps the row's accessory button (the detail button's ⓘ): the table's delegate hears
    /// `accessoryButtonTappedForRowWith`, then the cell's accessory segue fires. The row is not
    /// selected.
    public func tapAccessoryButton(row: Int, inSection section: Int = 0) throws(Failure) {
        try act { () throws(Failure) in
            let indexPath = IndexPath(row: row, section: section)
            let table = try Self.table(containing: indexPath)
            guard table.cellForRow(at: indexPath)?.showsAccessoryButton == true else { throw Failure(.noAccessoryButton(indexPath)) }
            table.simulateTap(onAccessoryButtonForRowAt: indexPath)
        }
    }

    /// Swipes the row fully to the left, outside editing mode: its Delete button is revealed and
    /// performed at once (`commit(.delete)`, between `willBeginEditingRowAt` and
    /// `didEndEditingRowAt`).
    public func swipeToDelete(row: Int, inSection section: Int = 0) throws(Failure) {
        try act { () throws(Failure) in
            let indexPath = IndexPath(row: row, section: section)
            let table = try Self.table(containing: indexPath)
            guard !table.isEditing else { throw Failure(.swipeWhileEditing(indexPath)) }
            guard table.offersSwipeToDelete(indexPath) else { throw Failure(.noSwipeActions(indexPath)) }
            table.simulateSwipeToDelete(rowAt: indexPath)
        }
    }

    /// In editing mode, taps the row's delete control (the red minus): its Delete button shows.
    public func tapDeleteControl(row: Int, inSection section: Int = 0) throws(Failure) {
        try act { () throws(Failure) in
            let indexPath = IndexPath(row: row, section: section)
            let table = try Self.table(containing: indexPath)
            guard table.isEditing else { throw Failure(.notEditing(indexPath)) }
            guard table.cellForRow(at: indexPath)?.editingStyle == .delete else { throw Failure(.noDeleteControl(indexPath)) }
            table.simulateTap(onDeleteControlForRowAt: indexPath)
        }
    }

    /// Taps the row's revealed Delete button: the data source commits the deletion
    /// (`tableView(_:commit:forRowAt:)` with `.delete`).
    public func tapDeleteButton(row: Int, inSection section: Int = 0) throws(Failure) {
        try act { () throws(Failure) in
            let indexPath = IndexPath(row: row, section: section)
            let table = try Self.table(containing: indexPath)
            guard table.rowShowingDeleteConfirmation == indexPath else { throw Failure(.deleteNotRevealed(indexPath)) }
            table.simulateTap(onDeleteConfirmationForRowAt: indexPath)
        }
    }

    /// In editing mode, drags the row's reorder control to `destination`: the data source must
    /// allow it (`canMoveRowAt`) and implement `moveRowAt` (else UIKit shows no reorder control);
    /// the delegate may retarget it. The table moves the row, then tells the data source.
    public func moveRow(_ row: Int, inSection section: Int = 0, to destination: IndexPath) throws(Failure) {
        try act { () throws(Failure) in
            let indexPath = IndexPath(row: row, section: section)
            let table = try Self.table(containing: indexPath)
            guard table.isEditing else { throw Failure(.notEditingToMove(indexPath)) }
            guard destination.section < table.numberOfSections else {
                throw Failure(.noSection(.table, section: destination.section, sections: table.numberOfSections))
            }
            // A row may go one past the last of another section (its end), not of its own.
            let rows = table.numberOfRows(inSection: destination.section)
            guard destination.row < rows || destination.section != section && destination.row == rows else {
                throw Failure(.noRow(.table, destination, rows: rows))
            }
            guard table.simulateMoveRow(at: indexPath, to: destination) else { throw Failure(.cannotMove(indexPath)) }
        }
    }

    /// Deletes the row as a finger does: a full swipe, or in editing mode its delete control then
    /// its Delete button.
    public func deleteRow(_ row: Int, inSection section: Int = 0, by gesture: DeleteGesture = .swipe) throws(Failure) {
        switch gesture {
        case .swipe: try swipeToDelete(row: row, inSection: section)
        case .editingControls:
            try tapDeleteControl(row: row, inSection: section)
            try tapDeleteButton(row: row, inSection: section)
        }
    }

    // MARK: - Finding lists

    enum List {
        case table(UITableView)
        case collection(UICollectionView)
    }

    /// The first visible table or collection view of the visible controller, checked to hold
    /// `indexPath`.
    static func list(containing indexPath: IndexPath) throws(Failure) -> List {
        guard let view = visibleController?.viewIfLoaded, let list = firstList(in: view) else {
            throw Failure(.noList)
        }
        let (kind, sections, rows): (Failure.List, Int, (Int) -> Int)
        switch list {
        case .table(let table): (kind, sections, rows) = (.table, table.numberOfSections, table.numberOfRows(inSection:))
        case .collection(let collection):
            (kind, sections, rows) = (.collection, collection.numberOfSections, collection.numberOfItems(inSection:))
        }
        guard indexPath.section < sections else {
            throw Failure(.noSection(kind, section: indexPath.section, sections: sections))
        }
        let count = rows(indexPath.section)
        guard indexPath.row < count else { throw Failure(.noRow(kind, indexPath, rows: count)) }
        return list
    }

    /// The first visible table of the visible controller, checked to hold `indexPath`.
    static func table(containing indexPath: IndexPath) throws(Failure) -> UITableView {
        guard case .table(let table) = try list(containing: indexPath) else { throw Failure(.notATable) }
        return table
    }

    /// The first visible table or collection view in `view`'s tree, depth first.
    private static func firstList(in view: UIView) -> List? {
        if view.isHidden { return nil }
        if let table = view as? UITableView { return .table(table) }
        if let collection = view as? UICollectionView { return .collection(collection) }
        for subview in view.subviews {
            if let found = firstList(in: subview) { return found }
        }
        return nil
    }
}

extension ElementQuery {
    /// The index path of a row query (a row or a part of one); nil for a text or an id.
    public var indexPath: IndexPath? {
        switch self {
        case .text, .id: nil
        case .row(let row, let section), .accessoryButton(let row, let section), .deleteControl(let row, let section),
            .deleteButton(let row, let section):
            IndexPath(row: row, section: section)
        }
    }
}

extension ScreenTap {
    /// Whether the tap acts on what a row query means: selects the row, taps its accessory
    /// button, its delete control or its Delete button.
    func answers(_ query: ElementQuery) -> Bool {
        switch (self, query) {
        case (.select(let path, _), .row): path == query.indexPath
        case (.accessoryButton(let path), .accessoryButton): path == query.indexPath
        case (.revealDelete(let path), .deleteControl): path == query.indexPath
        case (.delete(let path), .deleteButton): path == query.indexPath
        case (.select, _), (.accessoryButton, _), (.revealDelete, _), (.delete, _): false
        case (.back, _), (.segue, _), (.unwind, _), (.action, _), (.closure, _), (.focus, _), (.toggle, _), (.advance, _),
            (.selectTab, _), (.selectSegment, _), (.gesture, _), (.turnPage, _):
            false
        }
    }
}
