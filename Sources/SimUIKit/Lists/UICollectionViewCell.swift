import Foundation

/// A collection view cell; the screen shows its content configuration's text, else its first
/// label's.
open class UICollectionViewCell: UIView {
    public internal(set) var reuseIdentifier: String?
    open var contentView: UIView { self }
    open var contentConfiguration: UIContentConfiguration?
    open var isSelected = false
    /// The storyboard segues a selection of this cell fires (installed by the loader).
    var selectionHandlers: [(UIView) -> Void] = []
    var selectionTaps: [ScreenTap] = []
    var prototypeID: String?

    /// The text a reader sees.
    public var displayText: String {
        if let text = contentConfiguration?.displayText, !text.isEmpty { return text }
        for view in descendants() {
            if let label = view as? UILabel, let text = label.text, !text.isEmpty { return text }
        }
        return ""
    }
}
