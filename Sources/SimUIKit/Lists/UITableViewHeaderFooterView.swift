import Foundation

/// A section's header or footer view (`tableView(_:viewForHeaderInSection:)`), reused as cells
/// are: registered with `register(_:forHeaderFooterViewReuseIdentifier:)`, handed out by
/// `dequeueReusableHeaderFooterView(withIdentifier:)` after `prepareForReuse()`. Its `textLabel`
/// and `detailTextLabel` are made on first use, in its `contentView`.
open class UITableViewHeaderFooterView: UIView {
    public internal(set) var reuseIdentifier: String?
    /// Holds what the view shows.
    public let contentView = UIView(frame: .zero)
    open var backgroundView: UIView?
    open var contentConfiguration: UIContentConfiguration?
    private var textLabelStorage: UILabel?
    private var detailTextLabelStorage: UILabel?

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// How a table makes a view of a registered class: through `init(reuseIdentifier:)`, which
    /// subclasses override (reached here through a required initializer every such subclass inherits).
    public required convenience init(registeredReuseIdentifier reuseIdentifier: String, _ token: RegisteredCellToken) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// The main label (made on first use).
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel(frame: .zero)
        contentView.addSubview(label)
        textLabelStorage = label
        return label
    }

    /// The secondary label (made on first use).
    open var detailTextLabel: UILabel? {
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = UILabel(frame: .zero)
        contentView.addSubview(label)
        detailTextLabelStorage = label
        return label
    }

    /// Called just before a dequeue returns this view for reuse. Overrides call super.
    open func prepareForReuse() {}
}
