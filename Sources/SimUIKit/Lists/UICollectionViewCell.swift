import Foundation

/// A collection view cell: a `contentView` holding what it shows, and the selection and
/// highlight states its collection gives it. The screen shows its content configuration's text,
/// else its first label's, then the rest of its content.
open class UICollectionViewCell: UICollectionReusableView {
    /// Holds what the cell shows.
    public private(set) var contentView: UIView
    open var contentConfiguration: UIContentConfiguration?
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    /// The storyboard segues a selection of this cell fires (installed by the loader).
    var selectionHandlers: [(UIView) -> Void] = []
    var selectionTaps: [ScreenTap] = []
    var prototypeID: String?
    private var contentViewID: String?

    /// Whether the cell is selected (its collection sets it). Overrides observe it with `didSet`.
    open var isSelected = false
    /// Whether a finger is on the cell (its collection sets it).
    open var isHighlighted = false

    /// A cell as code makes one (and as a collection makes a registered class).
    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Decodes a storyboard cell: its content view comes with its element.
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        if contentViewID == nil { addSubview(contentView) }
    }

    override func decode(fromStoryboard element: ViewElement) {
        super.decode(fromStoryboard: element)
        reuseIdentifier = element.reuseIdentifier
        prototypeID = element.id
        contentViewID = element.subviews.first { $0.key == "contentView" }?.id
    }

    /// The storyboard's `<collectionViewCellContentView key="contentView">` is the content view.
    override func addStoryboardSubview(_ view: UIView) {
        guard let id = view.storyboardElementID, id == contentViewID else { return super.addStoryboardSubview(view) }
        contentView = view
        addSubview(view)
    }

    /// The cell's content is shown by its collection's item: the screen does not walk into it.
    override var screenShowsSubviews: Bool { false }

    /// The text a reader sees, and the label it came from.
    var itemText: (text: String, shown: [UIView]) {
        if let text = contentConfiguration?.displayText, !text.isEmpty { return (text, []) }
        for view in contentView.descendants() {
            if let label = view as? UILabel, !label.isHidden, let text = label.text, !text.isEmpty { return (text, [label]) }
        }
        return ("", [])
    }

    /// The text a reader sees.
    public var displayText: String { itemText.text }

    /// The configuration's secondary text, drawn beside the row's text as a table row draws it.
    var rowDetailText: String? { contentConfiguration?.displaySecondaryText }

    /// The accessory the row draws (a list cell's).
    var screenAccessory: ScreenAccessory? { nil }

    /// The row's indentation level on the screen (a list cell's).
    var screenIndentation: Int { 0 }

    /// Whether the item is expanded in its outline (a hierarchical section snapshot's), which an
    /// outline disclosure accessory shows, and what expands or collapses it there (nil when the
    /// collection's data source keeps no outline).
    var isExpanded = false
    var outlineToggle: (() -> Void)?
}
