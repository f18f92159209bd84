import Foundation

extension UITableView {
    /// The table on the screen: each section's header, then each shown row (a row 0 points high is
    /// hidden) with its cell's content, its accessory button, and in editing mode its delete
    /// control; a revealed Delete button after its row.
    func addRows(to screen: inout ScreenBuilder) {
        reloadCellsIfNeeded()
        if let note = emptyNote { screen.append(ScreenElement(kind: .note, text: note)) }
        for (section, rows) in cells.sections.enumerated() {
            if let view = sectionHeaderViews[section] {
                screen.addView(view)
            } else if let header = headerTitle(forSection: section) {
                screen.append(ScreenElement(kind: .tableHeader, text: header))
            }
            for (row, cell) in rows.enumerated() {
                let indexPath = IndexPath(row: row, section: section)
                let height = rowHeights[indexPath] ?? rowHeight
                if height >= 0, height < 0.5 { continue }
                addRow(cell, at: indexPath, height: height >= 0 ? height : nil, to: &screen)
            }
            if let view = sectionFooterViews[section] { screen.addView(view) }
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
            !isEditing && offersSwipeToDelete(indexPath) ? [.delete(title: swipeTitle(forRowAt: indexPath))] : []
        let (text, shown) = cell.rowText
        // A subtitle cell draws its detail under its title; the other styles beside it.
        let subtitle = cell.cellStyle == .subtitle && cell.contentConfiguration == nil ? cell.rowDetailText : nil
        screen.addRow(
            ScreenElement(
                kind: .tableRow, text: text, identifier: cell.storyboardElementID ?? cell.prototypeID,
                accessibilityIdentifier: cell.accessibilityIdentifier, isSelected: selectedRows.contains(indexPath),
                taps: selectable ? cell.selectionTaps + [.select(indexPath, notifiesDelegate: delegate != nil)] : [], level: level,
                detailText: subtitle == nil ? cell.rowDetailText : nil, accessory: cell.screenAccessory, swipeActions: swipes),
            subtitle: subtitle, content: cell.contentConfiguration == nil ? cell.contentView : nil, shown: shown, height: height,
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

    /// Why a table of dynamic rows shows none, when nothing could fill it: its data source is
    /// app code, and without the app's code (a stand-in's scene, explored from its storyboards)
    /// it is not there. A person would otherwise take the blank for a bug.
    private var emptyNote: String? {
        guard backgroundView == nil, staticSections.isEmpty, cells.sections.allSatisfy(\.isEmpty) else { return nil }
        var responder: UIResponder? = self
        while let current = responder, !(current is UIViewController) { responder = current.next }
        let owner = responder as? UIViewController
        // A table view controller is its table's data source; a stand-in's is the base class's,
        // which has no rows to give.
        if let owner, let scene = owner.storyboardScene, scene.isStandIn, dataSource == nil || dataSource === owner {
            let name = scene.element.customClass ?? objcClassName(type(of: owner))
            return
                "No rows: code fills this table (its data source), and \(name) is not in this build: a stand-in shows the storyboard only."
        }
        return dataSource == nil ? "No rows: no data source fills this table." : nil
    }

    func headerTitle(forSection section: Int) -> String? {
        if let dataSource { return dataSource.tableView(self, titleForHeaderInSection: section) }
        return staticSections.indices.contains(section) ? staticSections[section].header : nil
    }
}
