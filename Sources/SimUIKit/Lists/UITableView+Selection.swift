import Foundation

/// What a finger does to a table, in UIKit's order: a tap on a row or on its accessory button, a
/// swipe that deletes, the edit mode's delete control and Delete button, a drag of the reorder
/// control. Each is public: the navigator, replays and tests drive tables through them.
extension UITableView {
    /// A finger's tap on a row. The finger down highlights the row (when `shouldHighlightRowAt`
    /// allows: a row that does not highlight is not selected), the finger up unhighlights it;
    /// then `willSelectRowAt` (nil refuses, another row redirects), the previously selected row's
    /// `willDeselectRowAt` and `didDeselectRowAt` (one selection at a time), the cell's
    /// `setSelected(true)`, the cell's selection segue (its `prepare(for:sender:)` runs before the
    /// delegate hears of the selection, a well-known UIKit surprise), then `didSelectRowAt`.
    /// With multiple selection, a tap on a selected row deselects it. (Order of the select and
    /// deselect calls as logged on a device: iter01.com/128615.html.)
    public func simulateTap(onRowAt indexPath: IndexPath) {
        reloadCellsIfNeeded()
        guard let cell = cells.cell(at: indexPath), isEditing ? allowsSelectionDuringEditing : allowsSelection else { return }
        guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        cell.setHighlighted(true, animated: false)
        delegate?.tableView(self, didHighlightRowAt: indexPath)
        cell.setHighlighted(false, animated: false)
        delegate?.tableView(self, didUnhighlightRowAt: indexPath)
        if allowsMultipleSelection, selectedRows.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath,
            let targetCell = cells.cell(at: target)
        else { return }
        if !allowsMultipleSelection {
            for selected in selectedRows where selected != target { userDeselect(selected) }
        }
        if !selectedRows.contains(target) { selectedRows.append(target) }
        targetCell.setSelected(true, animated: false)
        for handler in targetCell.selectionHandlers { handler(targetCell) }
        tellDelegate("tableView(_:didSelectRowAt:)", "didSelectRowAt: \(target)") { $0.tableView(self, didSelectRowAt: target) }
    }

    /// A finger deselecting a row: `willDeselectRowAt` (nil keeps it), then `didDeselectRowAt`.
    private func userDeselect(_ indexPath: IndexPath) {
        guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath else { return }
        guard selectedRows.contains(target) else { return }
        selectedRows.removeAll { $0 == target }
        cells.cell(at: target)?.setSelected(false, animated: false)
        tellDelegate("tableView(_:didDeselectRowAt:)", "didDeselectRowAt: \(target)") { $0.tableView(self, didDeselectRowAt: target) }
    }

    /// A finger on a row's detail button (ⓘ): a tap target of its own, which does not select the
    /// row (github.com/BrianSlick/Book-UITableViewGuide, "Handling Row Taps"): the delegate's
    /// `accessoryButtonTappedForRowWith`, then the cell's accessory segue.
    public func simulateTap(onAccessoryButtonForRowAt indexPath: IndexPath) {
        reloadCellsIfNeeded()
        guard let cell = cells.cell(at: indexPath), cell.showsAccessoryButton else { return }
        tellDelegate("tableView(_:accessoryButtonTappedForRowWith:)", "accessoryButtonTappedForRowWith: \(indexPath)") {
            $0.tableView(self, accessoryButtonTappedForRowWith: indexPath)
        }
        for handler in cell.accessoryHandlers { handler(cell) }
    }

    /// A full swipe to the left on a row, outside editing mode: its Delete button (a row the data
    /// source can edit, whose editing style is delete) is revealed — `willBeginEditingRowAt` — and
    /// performed: `commit(.delete)`, then `didEndEditingRowAt`. Nothing happens on a row that
    /// offers no Delete.
    public func simulateSwipeToDelete(rowAt indexPath: IndexPath) {
        reloadCellsIfNeeded()
        guard !isEditing, offersSwipeToDelete(indexPath) else { return }
        if let configuration = trailingSwipeConfiguration(indexPath) {
            // The delegate's actions replace Delete; a full swipe performs the first one when the
            // configuration says so (otherwise it only reveals the buttons, which are not drawn).
            guard configuration.performsFirstActionWithFullSwipe, let action = configuration.actions.first else { return }
            delegate?.tableView(self, willBeginEditingRowAt: indexPath)
            Simulator.shared.emit(
                TraceEvent(
                    kind: .action, subject: (delegate as? UIViewController)?.traceRef, name: "swipe action",
                    arguments: [action.displayTitle, "\(indexPath)"]))
            action.handler(action, self) { _ in }
            delegate?.tableView(self, didEndEditingRowAt: indexPath)
            return
        }
        delegate?.tableView(self, willBeginEditingRowAt: indexPath)
        rowShowingDeleteConfirmation = indexPath
        commitDelete(indexPath)
        delegate?.tableView(self, didEndEditingRowAt: indexPath)
    }

    /// The edit mode's delete control (the red minus before a row): reveals the row's Delete
    /// button.
    public func simulateTap(onDeleteControlForRowAt indexPath: IndexPath) {
        reloadCellsIfNeeded()
        guard isEditing, let cell = cells.cell(at: indexPath), cell.editingStyle == .delete else { return }
        if let shown = rowShowingDeleteConfirmation { cells.cell(at: shown)?.showingDeleteConfirmation = false }
        rowShowingDeleteConfirmation = indexPath
        cell.showingDeleteConfirmation = true
    }

    /// The revealed Delete button: the data source's `tableView(_:commit:forRowAt:)` with
    /// `.delete` (it removes the row from its data, then from the table).
    public func simulateTap(onDeleteConfirmationForRowAt indexPath: IndexPath) {
        reloadCellsIfNeeded()
        guard rowShowingDeleteConfirmation == indexPath else { return }
        commitDelete(indexPath)
    }

    private func commitDelete(_ indexPath: IndexPath) {
        guard let dataSource else { return }
        cells.cell(at: indexPath)?.showingDeleteConfirmation = false
        rowShowingDeleteConfirmation = nil
        Simulator.shared.emit(
            TraceEvent(
                kind: .delegate, subject: Simulator.shared.ref(of: dataSource), name: "tableView(_:commit:forRowAt:)",
                arguments: ["commit: .delete", "forRowAt: \(indexPath)"]))
        dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
    }

    /// A drag of a row's reorder control in editing mode, to `destination`: the data source must
    /// allow it (`canMoveRowAt`) and implement `moveRowAt` (else UIKit shows no reorder control
    /// and nothing moves); the delegate may retarget it (`targetIndexPathForMoveFromRowAt`). The
    /// table moves the row, then tells the data source. Returns whether the row moved.
    @discardableResult
    public func simulateMoveRow(at source: IndexPath, to destination: IndexPath) -> Bool {
        reloadCellsIfNeeded()
        guard isEditing, let dataSource, cells.cell(at: source) != nil, dataSource.tableView(self, canMoveRowAt: source) else {
            return false
        }
        let target = delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: destination) ?? destination
        reachedUnimplementedMove = false
        dataSource.tableView(self, moveRowAt: source, to: target)
        guard !reachedUnimplementedMove else { return false }
        // The table already shows the row at its new place; its counts do not change.
        var sections = cells.sections
        let cell = sections[source.section].remove(at: source.row)
        sections[target.section].insert(cell, at: min(target.row, sections[target.section].count))
        cells.show(sections)
        if var counts = loadedRowCounts, counts.indices.contains(source.section), counts.indices.contains(target.section) {
            counts[source.section] -= 1
            counts[target.section] += 1
            loadedRowCounts = counts
        }
        selectedRows = []
        return true
    }

    /// Whether a swipe on the row offers Delete: the data source can edit it and its style is
    /// delete.
    func offersSwipeToDelete(_ indexPath: IndexPath) -> Bool {
        guard cells.cell(at: indexPath) != nil else { return false }
        if let configuration = trailingSwipeConfiguration(indexPath) { return !configuration.actions.isEmpty }
        return editingStyle(forRowAt: indexPath) == .delete
    }

    /// The delegate's trailing swipe actions for a row, if it gives any.
    func trailingSwipeConfiguration(_ indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }

    /// The Delete button's title: the delegate's, else "Delete".
    func deleteConfirmationTitle(forRowAt indexPath: IndexPath) -> String {
        delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
    }

    /// What a swipe on the row offers first: the delegate's first swipe action, else Delete.
    func swipeTitle(forRowAt indexPath: IndexPath) -> String {
        trailingSwipeConfiguration(indexPath)?.actions.first?.displayTitle ?? deleteConfirmationTitle(forRowAt: indexPath)
    }

    /// Tells the delegate, with the call in the trace.
    private func tellDelegate(_ name: String, _ argument: String, _ call: (UITableViewDelegate) -> Void) {
        guard let delegate else { return }
        Simulator.shared.emit(TraceEvent(kind: .delegate, subject: Simulator.shared.ref(of: delegate), name: name, arguments: [argument]))
        call(delegate)
    }
}
