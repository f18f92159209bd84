import Foundation

/// A table cell: a `contentView` holding what the cell shows, the standard styles' labels and
/// image view, an accessory, and the selection, highlight and editing states its table gives it.
open class UITableViewCell: UIView {
    /// The built-in cell styles.
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    /// The accessory at the trailing edge.
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    /// How a selected cell looks (kept).
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// Swipe-to-delete and insert controls.
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
    /// The separator (kept).
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    /// How the focused cell looks (kept).
    public enum FocusStyle: Int, Sendable { case `default`, custom }

    /// The style the cell was made with; nil for a storyboard's custom cell.
    let cellStyle: CellStyle?
    public internal(set) var reuseIdentifier: String?
    /// Holds what the cell shows: the standard labels and image view, and the views apps add.
    public private(set) var contentView: UIView

    private var textLabelStorage: UILabel?
    private var detailTextLabelStorage: UILabel?
    private var imageViewStorage: UIImageView?

    open var selectionStyle: SelectionStyle = .default
    open var accessoryType: AccessoryType = .none
    /// A view in place of the accessory (a switch, a badge); shown at the trailing edge.
    open var accessoryView: UIView?
    open var editingAccessoryType: AccessoryType = .none
    open var editingAccessoryView: UIView?
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var shouldIndentWhileEditing = true
    open var showsReorderControl = false
    open var separatorInset = UIEdgeInsets.zero
    open var focusStyle: FocusStyle = .default
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var multipleSelectionBackgroundView: UIView?
    /// The editing style its table gave it (what a swipe or the edit mode's control does).
    public internal(set) var editingStyle: EditingStyle = .none
    /// Whether the Delete button is showing (a swipe or the edit mode's control revealed it).
    public internal(set) var showingDeleteConfirmation = false

    private var selectedState = false
    private var highlightedState = false
    private var editingState = false

    /// The cell's content (iOS 14); setting one removes the standard labels and image view, as
    /// in UIKit, and its text is what the row shows.
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            guard contentConfiguration != nil else { return }
            for view in [textLabelStorage, detailTextLabelStorage, imageViewStorage] as [UIView?] { view?.removeFromSuperview() }
            (textLabelStorage, detailTextLabelStorage, imageViewStorage) = (nil, nil, nil)
        }
    }
    public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }

    /// The storyboard segues a selection of this cell fires, and those its accessory button fires
    /// (installed by the loader).
    var selectionHandlers: [(UIView) -> Void] = []
    var selectionTaps: [ScreenTap] = []
    var accessoryHandlers: [(UIView) -> Void] = []
    var accessoryTaps: [ScreenTap] = []
    /// Which prototype this cell came from, if any.
    var prototypeID: String?
    /// A static cell's own row height in the storyboard (its custom height), if any.
    var storyboardRowHeight: CGFloat?
    /// The ids of the storyboard's standard subviews (`textLabel="…"` and the others), found in
    /// the content view once it is added.
    private var storyboardPartIDs: (content: String?, text: String?, detail: String?, image: String?)

    /// A cell of a standard style, as code makes one (and as a table makes a registered class).
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
        addSubview(contentView)
    }

    /// Decodes a storyboard cell: its content view and standard subviews come with its element.
    public required init?(coder: NSCoder) {
        let element = (coder as? ViewCoder)?.element
        cellStyle = element.map { Self.style(named: $0.attributes["style"]) } ?? .default
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        if element == nil || storyboardPartIDs.content == nil { addSubview(contentView) }
    }

    /// How a table makes a cell of a class registered with `register(_:forCellReuseIdentifier:)`:
    /// through `init(style: .default, reuseIdentifier:)`, which subclasses override. (UIKit calls
    /// it by selector; Swift reaches a subclass's override only through a required initializer,
    /// inherited by every subclass that overrides `init(style:reuseIdentifier:)` or declares no
    /// initializer.)
    public required convenience init(registeredReuseIdentifier reuseIdentifier: String, _ token: RegisteredCellToken) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    // MARK: - Standard subviews

    /// The main label (made on first use, in the content view); nil once a content configuration
    /// is set.
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        guard contentConfiguration == nil else { return nil }
        let label = UILabel(frame: .zero)
        contentView.addSubview(label)
        textLabelStorage = label
        return label
    }

    /// The secondary label of the subtitle, value 1 and value 2 styles; nil for the others.
    open var detailTextLabel: UILabel? {
        if let detailTextLabelStorage { return detailTextLabelStorage }
        guard contentConfiguration == nil, let style = cellStyle, style != .default else { return nil }
        let label = UILabel(frame: .zero)
        contentView.addSubview(label)
        detailTextLabelStorage = label
        return label
    }

    /// The image view at the leading edge (no image until one is set); nil for the value 2 style.
    open var imageView: UIImageView? {
        if let imageViewStorage { return imageViewStorage }
        guard contentConfiguration == nil, cellStyle != .value2 else { return nil }
        let view = UIImageView(frame: .zero)
        contentView.insertSubview(view, at: 0)
        imageViewStorage = view
        return view
    }

    /// The standard subviews made so far (reading them here makes none).
    var standardParts: (text: UILabel?, detail: UILabel?, image: UIImageView?) {
        (textLabelStorage, detailTextLabelStorage, imageViewStorage)
    }

    // MARK: - States

    /// Whether the cell is selected; setting it calls `setSelected(_:animated:)` without animation.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }

    /// Selects or deselects the cell (its table calls it). Overrides call super.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
    }

    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Highlights the cell while a finger is on it (its table calls it). Overrides call super.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
    }

    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing (its table calls it when the table does). Overrides call super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        if !editing { showingDeleteConfirmation = false }
    }

    /// Called just before a table's `dequeueReusableCell` returns this cell for reuse. Overrides
    /// call super.
    open func prepareForReuse() {}

    // MARK: - Storyboard

    nonisolated override class var storyboardAttributes: [String] {
        super.storyboardAttributes + [
            "style", "accessoryType", "editingAccessoryType", "selectionStyle", "indentationLevel", "indentationWidth",
            "textLabel", "detailTextLabel", "imageView", "rowHeight",
        ]
    }

    override func decode(fromStoryboard element: ViewElement) {
        super.decode(fromStoryboard: element)
        reuseIdentifier = element.reuseIdentifier
        prototypeID = element.id
        accessoryType = Self.accessory(named: element.attributes["accessoryType"])
        editingAccessoryType = Self.accessory(named: element.attributes["editingAccessoryType"])
        selectionStyle = SelectionStyle(storyboardName: element.attributes["selectionStyle"])
        indentationLevel = element.int("indentationLevel") ?? 0
        indentationWidth = element.double("indentationWidth") ?? 10
        storyboardRowHeight = element.double("rowHeight").map { CGFloat($0) }
        storyboardPartIDs = (
            element.subviews.first { $0.key == "contentView" }?.id, element.attributes["textLabel"],
            element.attributes["detailTextLabel"], element.attributes["imageView"]
        )
    }

    /// The storyboard's `<tableViewCellContentView key="contentView">` is the content view; the
    /// labels and image view it names are the standard ones.
    override func addStoryboardSubview(_ view: UIView) {
        guard let id = view.storyboardElementID, id == storyboardPartIDs.content else { return super.addStoryboardSubview(view) }
        contentView = view
        addSubview(view)
        for part in [view] + view.descendants() {
            switch part.storyboardElementID {
            case storyboardPartIDs.text?: textLabelStorage = part as? UILabel
            case storyboardPartIDs.detail?: detailTextLabelStorage = part as? UILabel
            case storyboardPartIDs.image?: imageViewStorage = part as? UIImageView
            default: break
            }
        }
    }

    static func style(named name: String?) -> CellStyle? {
        switch name {
        case "IBUITableViewCellStyleDefault": return .default
        case "IBUITableViewCellStyleValue1": return .value1
        case "IBUITableViewCellStyleValue2": return .value2
        case "IBUITableViewCellStyleSubtitle": return .subtitle
        default: return nil
        }
    }

    static func accessory(named name: String?) -> AccessoryType {
        switch name {
        case "disclosureIndicator": return .disclosureIndicator
        case "detailDisclosureButton": return .detailDisclosureButton
        case "checkmark": return .checkmark
        case "detailButton": return .detailButton
        default: return .none
        }
    }

    /// The cell's content is shown by its table's row: the screen does not walk into it.
    override var screenShowsSubviews: Bool { false }

    override var traceSummary: String { "UITableViewCell \(ValueRenderer.quote(displayText))" }
}

/// Only SimUIKit makes one: it marks the initializer a table uses for registered cell classes.
public struct RegisteredCellToken: Sendable {
    init() {}

    /// A registered cell class without the initializer UIKit calls (`init(style:reuseIdentifier:)`,
    /// `init(frame:)`; `vcnav port` writes this call for a cell class that declares other
    /// initializers only): on a device Swift stops the app with this message when the table makes
    /// one; so here.
    @MainActor public func unimplemented(_ initializer: String, of cellClass: AnyClass) -> Never {
        UIKitException.fatal("Use of unimplemented initializer '\(initializer)' for class '\(objcClassName(cellClass))'")
    }
}

extension UITableViewCell.SelectionStyle {
    init(storyboardName name: String?) {
        switch name {
        case "none": self = .none
        case "blue": self = .blue
        case "gray": self = .gray
        default: self = .default
        }
    }
}
