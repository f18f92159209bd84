import Foundation

/// A view a collection view reuses: its cells, and its supplementary views (section headers and
/// footers, `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`), made from a registered
/// class with `init(frame:)` and handed out again by the dequeue calls after `prepareForReuse()`.
open class UICollectionReusableView: UIView {
    public internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// How a collection makes a view of a registered class: through `init(frame:)`, which
    /// subclasses override (reached here through a required initializer every such subclass
    /// inherits).
    public required convenience init(registeredReuseIdentifier reuseIdentifier: String, _ token: RegisteredCellToken) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called just before a dequeue returns this view for reuse. Overrides call super.
    open func prepareForReuse() {}
}
