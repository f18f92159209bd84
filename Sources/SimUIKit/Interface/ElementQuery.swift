import Foundation

/// What the simulated user looks for on the screen to tap: a text, an id, a row, or a part of a
/// row (its accessory button, its delete control, its Delete button).
public enum ElementQuery: Sendable, Equatable {
    /// The visible control whose title or text is exactly this string: `tap "Dogs"`. When
    /// several controls read the same, `index` picks one of them in reading order, from 0:
    /// `tap "OK" index 1`; without it, the tap fails and lists them.
    case text(String, index: Int? = nil)
    /// The control with this storyboard element id or accessibility identifier:
    /// `tap #b-1` (and `tap #cell index 2`). Ids are made of letters, digits, `-`, `_` and `.`.
    case id(String, index: Int? = nil)
    /// The row at this index path of the visible table (or item of the visible collection),
    /// from 0 as in `IndexPath`: `tap row 2`, `tap row 0 in section 1`.
    case row(Int, section: Int = 0)
    /// The detail button (ⓘ) of the row at this index path: `tap accessory row 2`.
    case accessoryButton(row: Int, section: Int = 0)
    /// The edit mode's delete control (the red minus) of the row: `tap delete control row 2`.
    case deleteControl(row: Int, section: Int = 0)
    /// The row's revealed Delete button: `tap delete row 2`.
    case deleteButton(row: Int, section: Int = 0)
}
