import Foundation

extension UITableViewCell {
    /// The text a reader sees: the content configuration's, else the text label's, else the first
    /// label's inside the cell.
    public var displayText: String { rowText.text }

    /// The row's text and the label it came from (which the row does not show again).
    var rowText: (text: String, shown: [UIView]) {
        if let text = contentConfiguration?.displayText, !text.isEmpty { return (text, []) }
        let (label, detail, _) = standardParts
        let standard = [label, detail].compactMap { $0 as UIView? }
        if let label, let text = label.text, !text.isEmpty { return (text, standard) }
        for view in contentView.descendants() {
            if let found = view as? UILabel, !found.isHidden, let text = found.text, !text.isEmpty { return (text, standard + [found]) }
        }
        return ("", standard)
    }

    /// A standard style's secondary text (the detail label, or the configuration's).
    var rowDetailText: String? {
        if let contentConfiguration { return contentConfiguration.displaySecondaryText }
        guard let text = standardParts.detail?.text, !text.isEmpty else { return nil }
        return text
    }

    /// The accessory drawn at the row's end (none when an accessory view takes its place).
    var screenAccessory: ScreenAccessory? {
        guard (isEditing ? editingAccessoryView : accessoryView) == nil else { return nil }
        switch isEditing ? editingAccessoryType : accessoryType {
        case .none: return nil
        case .disclosureIndicator: return .disclosureIndicator
        case .checkmark: return .checkmark
        case .detailButton: return .detailButton
        case .detailDisclosureButton: return .detailDisclosureButton
        }
    }

    /// Whether the row has a detail button (ⓘ) to tap.
    var showsAccessoryButton: Bool {
        screenAccessory == .detailButton || screenAccessory == .detailDisclosureButton
    }
}
