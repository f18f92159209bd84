import Foundation

extension UITableView {
    /// The table on the screen: each section's header, then each shown row (a row 0 points high is
    /// hidden) with its cell's content, its accessory button, and in editing mode its delete
    /// control; a revealed Delete button after its row.
    func addRows(to screen: inout ScreenBuilder) {
        reloadCellsIfNeeded()
        for (section, rows) in cells.sections.enumerated() {
            if let header = headerTitle(forSection: section) { screen.append(ScreenElement(kind: .tableHeader, text: header)) }
            for (row, cell) in rows.enumerated() {
                let indexPath = IndexPath(row: row, section: section)
                let height = rowHeights[indexPath] ?? rowHeight
                if height >= 0, height < 0.5 { continue }
                addRow(cell, at: indexPath, height: height >= 0 ? height : nil, to: &screen)
            }
        }
    }

    private func addRow(_ cell: UITableViewCell, at indexPath: IndexPath, height: CGFloat?, to screen: inout ScreenBuilder) {
        // Indented by its level times its indentation width: a width of 0 indents nothing.
        let level = 1 + (cell.indentationWidth > 0 ? max(0, min(cell.indentationLevel, 8)) : 0)
        if isEditing, cell.editingStyle == .delete {
            screen.append(
                ScreenElement(
                    kind: .deleteControl, text: "Delete \(cell.displayText)", identifier: cell.storyboardElementID ?? cell.prototypeID,
                    taps: [.revealDelete(indexPath)], level: level),
                tap: { [weak self] in self?.simulateTap(onDeleteControlForRowAt: indexPath) })
        }
        let selectable = isEditing ? allowsSelectionDuringEditing : allowsSelection
        let swipes: [ScreenSwipeAction] =
            !isEditing && offersSwipeToDelete(indexPath) ? [.delete(title: deleteConfirmationTitle(forRowAt: indexPath))] : []
        let (text, shown) = cell.rowText
        screen.addRow(
            ScreenElement(
                kind: .tableRow, text: text, identifier: cell.storyboardElementID ?? cell.prototypeID,
                accessibilityIdentifier: cell.accessibilityIdentifier, isSelected: selectedRows.contains(indexPath),
                taps: selectable ? cell.selectionTaps + [.select(indexPath, notifiesDelegate: delegate != nil)] : [], level: level,
                detailText: cell.rowDetailText, accessory: cell.screenAccessory, swipeActions: swipes),
            content: cell.contentConfiguration == nil ? cell.contentView : nil, shown: shown, height: height,
            tap: { [weak self] in self?.simulateTap(onRowAt: indexPath) },
            swipe: swipes.isEmpty ? nil : { [weak self] in self?.simulateSwipeToDelete(rowAt: indexPath) })
        if let accessory = cell.accessoryView { screen.addRowAccessory(accessory, rowLevel: level) }
        if cell.showsAccessoryButton {
            screen.append(
                ScreenElement(
                    kind: .accessoryButton, text: "More Info", identifier: cell.storyboardElementID ?? cell.prototypeID,
                    taps: [.accessoryButton(indexPath)] + cell.accessoryTaps, level: level + 1),
                tap: { [weak self] in self?.simulateTap(onAccessoryButtonForRowAt: indexPath) })
        }
        if rowShowingDeleteConfirmation == indexPath {
            screen.append(
                ScreenElement(
                    kind: .deleteConfirmation, text: deleteConfirmationTitle(forRowAt: indexPath), taps: [.delete(indexPath)],
                    level: level + 1),
                tap: { [weak self] in self?.simulateTap(onDeleteConfirmationForRowAt: indexPath) })
        }
    }

    func headerTitle(forSection section: Int) -> String? {
        if let dataSource { return dataSource.tableView(self, titleForHeaderInSection: section) }
        return staticSections.indices.contains(section) ? staticSections[section].header : nil
    }
}
