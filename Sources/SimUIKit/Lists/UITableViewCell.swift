import Foundation

/// A table cell. `textLabel` shows its text.
open class UITableViewCell: UIView {
    /// The built-in cell styles.
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    /// The accessory at the trailing edge.
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    /// How a selected cell looks (kept).
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// Swipe-to-delete and insert controls.
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
    open var selectionStyle: SelectionStyle = .default
    /// The cell's content (iOS 14); when set, its text is what the screen shows.
    open var contentConfiguration: UIContentConfiguration?
    public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }

    public internal(set) var reuseIdentifier: String?
    public let textLabel: UILabel? = UILabel(frame: .zero)
    public let detailTextLabel: UILabel? = UILabel(frame: .zero)
    open var accessoryType: AccessoryType = .none
    open var contentView: UIView { self }
    /// The storyboard segues and actions a selection of this cell fires (installed by the loader).
    var selectionHandlers: [(UIView) -> Void] = []
    var selectionTaps: [ScreenTap] = []
    /// Which prototype this cell came from, if any.
    var prototypeID: String?

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
    }

    public required init?(coder: NSCoder) {
        self.reuseIdentifier = nil
        super.init(coder: coder)
    }

    /// The text a reader sees: the text label, else the first label inside the cell.
    public var displayText: String {
        if let text = contentConfiguration?.displayText, !text.isEmpty { return text }
        if let text = textLabel?.text, !text.isEmpty { return text }
        for view in descendants() {
            if let label = view as? UILabel, let text = label.text, !text.isEmpty { return text }
        }
        return ""
    }

    nonisolated override class var storyboardAttributes: [String] { super.storyboardAttributes + ["accessoryType"] }

    override func decode(fromStoryboard element: ViewElement) {
        super.decode(fromStoryboard: element)
        reuseIdentifier = element.reuseIdentifier
        textLabel?.text = element.text
        detailTextLabel?.text = element.detailText
        prototypeID = element.id
        switch element.attributes["accessoryType"] {
        case "disclosureIndicator": accessoryType = .disclosureIndicator
        case "detailDisclosureButton": accessoryType = .detailDisclosureButton
        case "checkmark": accessoryType = .checkmark
        case "detailButton": accessoryType = .detailButton
        default: accessoryType = .none
        }
    }

    override var traceSummary: String { "UITableViewCell \(ValueRenderer.quote(displayText))" }
}
