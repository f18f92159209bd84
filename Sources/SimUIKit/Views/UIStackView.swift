import Foundation

extension UIStackView.Alignment {
    /// A horizontal stack's names for leading and trailing.
    public static let top = UIStackView.Alignment.leading
    public static let bottom = UIStackView.Alignment.trailing
}

/// A stack of arranged subviews.
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline }

    /// The views the stack arranges, in order; each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var spacing: Double = 0
    open var distribution: Distribution = .fill
    open var alignment: Alignment = .fill

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        addSubview(view)
    }

    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
    }

    /// Stops arranging `view`; as in UIKit it stays a subview until removed from its superview.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    override func subviewWasRemoved(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    /// A storyboard stack view arranges every view inside it.
    override func addStoryboardSubview(_ view: UIView) { addArrangedSubview(view) }

    /// Arranged subviews are read in their order, whatever their frames.
    override var screenSortsSubviewsByFrame: Bool { false }
}
