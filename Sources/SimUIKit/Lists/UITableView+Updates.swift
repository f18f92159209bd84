import Foundation

/// The row and section changes of one table update, checked as UIKit checks them.
struct TableUpdate {
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()

    /// UIKit's reason when the data source's counts after the update do not add up, else nil.
    /// Deletions use indexes before the update, insertions indexes after it.
    func inconsistency(before: [Int], after: [Int]) -> String? {
        let expectedSections = before.count &+ insertedSections.count &- deletedSections.count
        if after.count != expectedSections {
            return
                "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(after.count)) must be equal to the number of sections contained in the table view before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
        }
        for old in before.indices where !deletedSections.contains(old) {
            let new = newIndex(ofSection: old)
            guard after.indices.contains(new) else { continue }
            let inserted = insertedRows.filter { $0.section == new }.count
            let deleted = deletedRows.filter { $0.section == old }.count
            let movedIn = movedRows.filter { $0.to.section == new && $0.from.section != old }.count
            let movedOut = movedRows.filter { $0.from.section == old && $0.to.section != new }.count
            // Wrapping arithmetic: absurd counts from a data source end in the exception, never a trap.
            if after[new] != before[old] &+ inserted &- deleted &+ movedIn &- movedOut {
                return
                    "Invalid update: invalid number of rows in section \(new). The number of rows contained in an existing section after the update (\(after[new])) must be equal to the number of rows contained in that section before the update (\(before[old])), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }

    /// Where each row shown before the update is after it (deletions, reloads and section
    /// deletions and reloads use the old index paths, insertions the new ones; a moved row goes
    /// where it was moved; the other rows of a section keep their order around the inserted and
    /// moved-in ones). Nil for a row that is gone; `keepsCell` false for a reloaded row (it gets
    /// a new cell), and the new index paths no old row lands on are the ones to ask for.
    func destination(of old: IndexPath, after: [Int]) -> (IndexPath, keepsCell: Bool)? {
        if deletedSections.contains(old.section) || deletedRows.contains(old) { return nil }
        let keepsCell = !reloadedRows.contains(old) && !reloadedSections.contains(old.section)
        if let move = movedRows.first(where: { $0.from == old }) { return (move.to, keepsCell) }
        let section = newIndex(ofSection: old.section)
        guard after.indices.contains(section) else { return nil }
        let fixed = Set(
            insertedRows.filter { $0.section == section }.map(\.row) + movedRows.filter { $0.to.section == section }.map(\.to.row))
        let staying = (0..<old.row).filter { row in
            let path = IndexPath(row: row, section: old.section)
            return !deletedRows.contains(path) && !movedRows.contains { $0.from == path }
        }.count
        var free = 0
        for row in 0..<after[section] where !fixed.contains(row) {
            if free == staying { return (IndexPath(row: row, section: section), keepsCell) }
            free += 1
        }
        return nil
    }

    /// Where a surviving section ends up: deletions first, then insertions, as UIKit applies them.
    private func newIndex(ofSection old: Int) -> Int {
        var index = old - deletedSections.count(in: 0..<old)
        for inserted in insertedSections where inserted <= index { index += 1 }
        return index
    }
}

extension UITableView {
    /// Sections the data source reports now (the static sections without one).
    private var reportedSectionCount: Int {
        if let dataSource { return dataSource.numberOfSections(in: self) }
        return staticSections.count
    }

    /// Rows the data source reports now for `section`.
    private func reportedRowCount(_ section: Int) -> Int {
        if let dataSource { return dataSource.tableView(self, numberOfRowsInSection: section) }
        return staticSections.indices.contains(section) ? staticSections[section].cells.count : 0
    }

    /// What the data source says now (at most 100,000 sections are counted: a data source that
    /// reports more would exhaust memory here before UIKit's consistency check mattered).
    func currentRowCounts() -> [Int] {
        (0..<min(max(0, reportedSectionCount), 100_000)).map { reportedRowCount($0) }
    }

    /// Loads the row counts if the table has not yet (its first layout, or its first drawing).
    func loadRowCountsIfNeeded() {
        if loadedRowCounts == nil { loadedRowCounts = currentRowCounts() }
    }

    /// Asks for the shown rows' cells again when a reload is pending (or the table never loaded):
    /// the cells shown go back to their queues, then each row's cell comes from the data source
    /// (the static cells without one).
    func reloadCellsIfNeeded() {
        guard needsCellReload || loadedRowCounts == nil else { return }
        needsCellReload = false
        loadRowCountsIfNeeded()
        let counts = loadedRowCounts ?? []
        for (indexPath, cell) in cells.shown { delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
        cells.enqueueAll()
        rowHeights = [:]
        var sections: [[UITableViewCell]] = []
        for (section, count) in counts.prefix(100).enumerated() {
            sections.append((0..<min(max(0, count), 500)).map { loadCell(at: IndexPath(row: $0, section: section)) })
        }
        cells.show(sections)
        reloadSectionViews(count: sections.count)
        for (indexPath, cell) in cells.shown { display(cell, at: indexPath, isNew: true) }
    }

    /// Each section's header and footer view from the delegate (a height of 0 hides it); the
    /// views shown before go back to their queues first, so each usually gets its own back.
    func reloadSectionViews(count: Int) {
        for view in Array(sectionHeaderViews.values) + Array(sectionFooterViews.values) {
            if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
                headerFooterQueues[identifier, default: []].append(reusable)
            }
        }
        sectionHeaderViews = [:]
        sectionFooterViews = [:]
        guard let delegate else { return }
        for section in 0..<count {
            if delegate.tableView(self, heightForHeaderInSection: section) != 0,
                let view = delegate.tableView(self, viewForHeaderInSection: section)
            {
                sectionHeaderViews[section] = view
                if view.superview !== self { addSubview(view) }
            }
            if delegate.tableView(self, heightForFooterInSection: section) != 0,
                let view = delegate.tableView(self, viewForFooterInSection: section)
            {
                sectionFooterViews[section] = view
                if view.superview !== self { addSubview(view) }
            }
        }
    }

    /// The cell for a row, from the data source (or the static cells).
    func loadCell(at indexPath: IndexPath) -> UITableViewCell {
        if let dataSource { return dataSource.tableView(self, cellForRowAt: indexPath) }
        if staticSections.indices.contains(indexPath.section), staticSections[indexPath.section].cells.indices.contains(indexPath.row) {
            return staticSections[indexPath.section].cells[indexPath.row]
        }
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// A cell is shown at `indexPath`: the table's subview, in its row's selection and editing
    /// state, with its height and indentation from the delegate; then `willDisplay` when it is new
    /// on screen.
    func display(_ cell: UITableViewCell, at indexPath: IndexPath, isNew: Bool) {
        if cell.superview !== self { addSubview(cell) }
        let selected = selectedRows.contains(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
        cell.showingDeleteConfirmation = rowShowingDeleteConfirmation == indexPath
        rowHeights[indexPath] = delegate?.tableView(self, heightForRowAt: indexPath) ?? defaultHeight(forRowAt: indexPath)
        if let delegate { cell.indentationLevel = delegate.tableView(self, indentationLevelForRowAt: indexPath) }
        cell.editingStyle = editingStyle(forRowAt: indexPath)
        if isNew { delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath) }
    }

    /// A row's height without a delegate: its static cell's height in the storyboard, else the
    /// table's `rowHeight`.
    func defaultHeight(forRowAt indexPath: IndexPath) -> CGFloat {
        if dataSource == nil || dataSource is UITableViewController,
            staticSections.indices.contains(indexPath.section),
            staticSections[indexPath.section].cells.indices.contains(indexPath.row),
            let height = staticSections[indexPath.section].cells[indexPath.row].storyboardRowHeight
        {
            return height
        }
        return rowHeight
    }

    /// What editing a row does: nothing when the data source says it cannot be edited, else the
    /// delegate's style (delete by default).
    func editingStyle(forRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return .none }
        return delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    func update(_ change: (inout TableUpdate) -> Void) {
        change(&pendingUpdate)
        if updateDepth == 0 { commitUpdate() }
    }

    /// Checks an update against the loaded counts (UIKit's exception when they do not add up),
    /// then applies it to the shown cells: kept cells move to their new rows, deleted ones wait for
    /// reuse, inserted and reloaded rows ask the data source, and the selection follows its rows.
    func commitUpdate() {
        let update = pendingUpdate
        pendingUpdate = TableUpdate()
        guard let before = loadedRowCounts else { return }
        let after = currentRowCounts()
        if let reason = update.inconsistency(before: before, after: after) {
            UIKitException.raise(.internalInconsistency, "\(reason) Table view: \(objcDescription(self))")
        }
        loadedRowCounts = after
        guard !needsCellReload else { return }
        var kept: [IndexPath: UITableViewCell] = [:]
        for (old, cell) in cells.shown {
            if let (new, keepsCell) = update.destination(of: old, after: after), keepsCell { kept[new] = cell }
        }
        for (old, cell) in cells.shown where !kept.values.contains(where: { $0 === cell }) {
            delegate?.tableView(self, didEndDisplaying: cell, forRowAt: old)
        }
        selectedRows = selectedRows.compactMap { old in
            guard let (new, keepsCell) = update.destination(of: old, after: after), keepsCell else { return nil }
            return new
        }
        rowShowingDeleteConfirmation = nil
        var sections: [[UITableViewCell]] = []
        for (section, count) in after.prefix(100).enumerated() {
            sections.append(
                (0..<min(max(0, count), 500)).map { row in
                    kept[IndexPath(row: row, section: section)] ?? loadCell(at: IndexPath(row: row, section: section))
                })
        }
        cells.show(sections)
        for (indexPath, cell) in cells.shown {
            display(cell, at: indexPath, isNew: kept[indexPath] !== cell)
        }
    }
}
