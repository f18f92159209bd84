import Foundation

/// An accessory of a list cell (iOS 14, `UICollectionViewListCell.accessories`): a disclosure
/// indicator, a checkmark, a detail button, an outline disclosure, and the editing controls. On
/// the simulated screen a row draws its first drawable accessory that is displayed when the
/// cell is not editing, as a table row draws its accessory type; a detail button's or an outline
/// disclosure's handler runs when a finger taps it.
public struct UICellAccessory {
    /// When the accessory shows: always, only while the cell is editing, or only while it is not.
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }
    /// What a tap on an accessory that takes one runs.
    public typealias ActionHandler = () -> Void
    /// Where a placement puts an accessory (kept).
    public enum Placement: Sendable { case leading, trailing }
    /// A width an accessory's layout reserves (kept).
    public enum LayoutDimension: Sendable {
        case actual, standard, custom(CGFloat)
    }

    /// The kinds of accessory, as the screen tells them apart.
    enum Kind: Equatable, Sendable {
        case disclosureIndicator, checkmark, detail, outlineDisclosure(OutlineDisclosureOptions.Style), delete, insert, reorder,
            multiselect, label(String)
    }

    let kind: Kind
    /// When the accessory shows.
    public let displayedState: DisplayedState
    /// Whether the options hide it.
    let isHidden: Bool
    let actionHandler: ActionHandler?

    private init(_ kind: Kind, displayed: DisplayedState, isHidden: Bool?, actionHandler: ActionHandler? = nil) {
        self.kind = kind
        displayedState = displayed
        self.isHidden = isHidden ?? false
        self.actionHandler = actionHandler
    }

    // MARK: - Options

    /// Options of a disclosure indicator.
    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of a checkmark.
    public struct CheckmarkOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of a detail (info) button.
    public struct DetailOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of an outline disclosure.
    public struct OutlineDisclosureOptions {
        /// Apple: `.cell`, "a tap on the outline disclosure accessory toggles the expansion state
        /// of the item. A tap on the cell selects the item itself"; `.header`: a tap anywhere on
        /// the cell toggles it; `.automatic` (the default) chooses by whether the cell is a
        /// section header.
        public enum Style: Int, Sendable { case automatic, header, cell }
        public var style: Style?
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of the editing controls (delete, insert, reorder, multiselect) and labels (kept).
    public struct DeleteOptions {
        public var isHidden: Bool?
        public init(isHidden: Bool? = nil) { self.isHidden = isHidden }
    }
    public struct InsertOptions {
        public var isHidden: Bool?
        public init(isHidden: Bool? = nil) { self.isHidden = isHidden }
    }
    public struct ReorderOptions {
        public var isHidden: Bool?
        public var showsVerticalSeparator = true
        public init(isHidden: Bool? = nil, showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }
    public struct MultiselectOptions {
        public var isHidden: Bool?
        public init(isHidden: Bool? = nil) { self.isHidden = isHidden }
    }
    public struct LabelOptions {
        public var isHidden: Bool?
        public init(isHidden: Bool? = nil) { self.isHidden = isHidden }
    }

    // MARK: - The system accessories

    /// A chevron pointing to the trailing edge: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden)
    }

    /// A checkmark.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, isHidden: options.isHidden)
    }

    /// An info button; a tap on it runs `actionHandler`.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: ActionHandler? = nil)
        -> UICellAccessory
    {
        UICellAccessory(.detail, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
    }

    /// A chevron that turns as its item expands and collapses; a tap runs `actionHandler`, or,
    /// without one, expands or collapses the item in the section snapshot of the collection's
    /// diffable data source.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            .outlineDisclosure(options.style ?? .automatic), displayed: displayed, isHidden: options.isHidden,
            actionHandler: actionHandler)
    }

    /// The editing controls (shown only while the cell is editing, by default).
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: ActionHandler? = nil
    )
        -> UICellAccessory
    {
        UICellAccessory(.delete, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
    }
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: ActionHandler? = nil
    )
        -> UICellAccessory
    {
        UICellAccessory(.insert, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
    }
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed: displayed, isHidden: options.isHidden)
    }
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed: displayed, isHidden: options.isHidden)
    }

    /// A short text at the trailing edge (a count).
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(.label(text), displayed: displayed, isHidden: options.isHidden)
    }

    /// Whether a cell that is not editing shows it.
    var isShownWhenNotEditing: Bool { !isHidden && displayedState != .whenEditing }
}
