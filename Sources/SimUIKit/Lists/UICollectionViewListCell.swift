import Foundation

/// A collection view cell with list features (iOS 14): accessories at its edges, indentation,
/// and a default content configuration. On the simulated screen it is a row drawn as a table's
/// row is: its configuration's text and secondary text, its accessory, its indentation level.
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories at the cell's edges (Apple: "The default value is an empty array").
    open var accessories: [UICellAccessory] = []
    /// The indentation level (set by a hierarchical section snapshot, or by the app).
    open var indentationLevel = 0
    /// The width of one indentation level; the overall indentation is the product of the two.
    open var indentationWidth: CGFloat = 10
    /// Whether the accessories on the leading side are indented too (Apple: default true; kept).
    open var indentsAccessories = true

    /// A list content configuration with the default styling of a list cell (no content yet).
    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// The first drawable accessory shown while the cell is not editing.
    var shownAccessory: UICellAccessory? {
        accessories.first { accessory in
            guard accessory.isShownWhenNotEditing else { return false }
            switch accessory.kind {
            case .disclosureIndicator, .checkmark, .detail, .outlineDisclosure: return true
            case .delete, .insert, .reorder, .multiselect, .label: return false
            }
        }
    }

    override var screenAccessory: ScreenAccessory? {
        switch shownAccessory?.kind {
        case .disclosureIndicator?: return .disclosureIndicator
        case .checkmark?: return .checkmark
        case .detail?: return .detailButton
        case .outlineDisclosure?: return isExpanded ? .outlineExpanded : .outlineCollapsed
        case .delete?, .insert?, .reorder?, .multiselect?, .label?, nil: return nil
        }
    }

    override var screenIndentation: Int { indentationWidth > 0 ? max(0, min(indentationLevel, 8)) : 0 }
}

extension UICollectionViewListCell {
    /// What a tap anywhere on the row runs when it toggles the item instead of selecting it: an
    /// outline disclosure of the header style, or of the automatic style on a header (Apple, the
    /// `.cell` style: "A tap on the cell selects the item itself"; the header style toggles).
    /// Its action handler, else the toggle of the item in its section snapshot; nil otherwise.
    func outlineToggleOnTap(asHeader: Bool) -> (() -> Void)? {
        guard let accessory = shownAccessory, case .outlineDisclosure(let style) = accessory.kind,
            style == .header || (style == .automatic && asHeader)
        else { return nil }
        return accessory.actionHandler ?? outlineToggle
    }

    /// The shown accessory a finger taps apart from the row: a detail button, or an outline
    /// disclosure of the cell style (a tap on it toggles the item, a tap on the row selects it),
    /// each running its action handler (an outline disclosure without one toggles the item in its
    /// section snapshot, when the collection's data source keeps one).
    func addAccessoryButton(to screen: inout ScreenBuilder, level: Int, asHeader: Bool) {
        guard let accessory = shownAccessory else { return }
        switch accessory.kind {
        case .detail:
            guard let handler = accessory.actionHandler else { return }
            screen.append(
                ScreenElement(
                    kind: .accessoryButton, text: "More Info", identifier: storyboardElementID, taps: [.closure], level: level + 1),
                tap: handler)
        case .outlineDisclosure(let style):
            guard style == .cell || (style == .automatic && !asHeader), let handler = accessory.actionHandler ?? outlineToggle else {
                return
            }
            screen.append(
                ScreenElement(
                    kind: .accessoryButton, text: isExpanded ? "Collapse" : "Expand", identifier: storyboardElementID,
                    taps: [.closure], level: level + 1, accessory: screenAccessory),
                tap: handler)
        case .disclosureIndicator, .checkmark, .delete, .insert, .reorder, .multiselect, .label:
            return
        }
    }
}
