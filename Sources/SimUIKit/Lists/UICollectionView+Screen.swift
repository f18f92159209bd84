import Foundation

extension UICollectionView {
    /// Items as rows, in order (the layout is not modelled), each section between the
    /// supplementary views its layout puts before and after it; a row is drawn as a table's row is
    /// (text, secondary text, accessory, indentation), with the rest of its cell's content. A tap
    /// selects an item as a finger does, or toggles it when its outline disclosure is of the header
    /// style.
    func addItems(to screen: inout ScreenBuilder) {
        reloadItemsIfNeeded()
        if let backgroundView { screen.addView(backgroundView) }
        for (section, items) in cells.sections.enumerated() {
            let boundaries = sectionBoundaries.indices.contains(section) ? sectionBoundaries[section] : SectionBoundaries()
            for kind in boundaries.top { addSupplementaryView(ofKind: kind, section: section, to: &screen) }
            for item in items.indices {
                addItem(at: IndexPath(item: item, section: section), asHeader: item == 0 && boundaries.firstItemIsHeader, to: &screen)
            }
            for kind in boundaries.bottom { addSupplementaryView(ofKind: kind, section: section, to: &screen) }
        }
    }

    /// An item's row; the first item of a list section whose header mode is `firstItemInSection`
    /// reads as the section's header (Apple: it "automatically uses a header appearance"), and is
    /// still an item a tap selects.
    private func addItem(at indexPath: IndexPath, asHeader: Bool, to screen: inout ScreenBuilder) {
        guard let cell = cells.cell(at: indexPath) else { return }
        let (text, shown) = cell.itemText
        let level = 1 + cell.screenIndentation
        let list = cell as? UICollectionViewListCell
        var taps = cell.selectionTaps + [.select(indexPath, notifiesDelegate: delegate != nil)]
        var tap: () -> Void = { [weak self] in self?.simulateTap(onItemAt: indexPath) }
        if let toggle = list?.outlineToggleOnTap(asHeader: asHeader) {
            (taps, tap) = ([.closure], toggle)
        }
        screen.addRow(
            ScreenElement(
                kind: asHeader ? .tableHeader : .tableRow, text: text, identifier: cell.storyboardElementID ?? cell.prototypeID,
                accessibilityIdentifier: cell.accessibilityIdentifier, isEnabled: allowsSelection,
                isSelected: selectedItems.contains(indexPath), taps: taps, level: level, detailText: cell.rowDetailText,
                accessory: cell.screenAccessory),
            content: cell.contentConfiguration == nil ? cell.contentView : nil, shown: shown, height: nil, tap: tap)
        list?.addAccessoryButton(to: &screen, level: level, asHeader: asHeader)
    }

    /// A header or footer: a cell (a list cell registered as a supplementary view) reads as a
    /// table's section header; another view shows what it holds.
    private func addSupplementaryView(ofKind kind: String, section: Int, to screen: inout ScreenBuilder) {
        guard let view = supplementary[kind]?.cell(at: IndexPath(item: 0, section: section)), !view.isHidden else { return }
        guard let cell = view as? UICollectionViewCell else { return screen.addView(view) }
        let (text, shown) = cell.itemText
        let list = cell as? UICollectionViewListCell
        let toggle = list?.outlineToggleOnTap(asHeader: true)
        screen.addRow(
            ScreenElement(
                kind: .tableHeader, text: text, identifier: cell.storyboardElementID, accessibilityIdentifier: cell.accessibilityIdentifier,
                taps: toggle == nil ? [] : [.closure], detailText: cell.rowDetailText, accessory: cell.screenAccessory),
            content: cell.contentConfiguration == nil ? cell.contentView : nil, shown: shown, height: nil, tap: toggle)
        list?.addAccessoryButton(to: &screen, level: 1, asHeader: true)
    }
}
