import Foundation

// Auto Layout's API, kept but never solved. View controller code sets up constraints in
// `viewDidLoad` (that is where the lifecycle shows them happening), so the API must compile
// and behave as objects do: constraints are made, activated, deactivated, counted and read
// back. The simulated screen lays views out in reading order, not by solving them (README,
// "Deliberate differences").

/// A constraint's priority (`.required` is 1000).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A relation between two anchors, or an anchor and a constant.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The axis of a stack view or of a content priority.
    public enum Axis: Int, Sendable { case horizontal, vertical }
    /// How the two sides compare.
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal, greaterThanOrEqual }

    /// The part of an item a constraint relates, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
        /// `lastBaseline`'s older name.
        public static var baseline: Attribute { .lastBaseline }
    }

    public let firstAnchor: AnyObject
    public let secondAnchor: AnyObject?
    public let relation: Relation
    public let multiplier: Double
    open var constant: Double
    open var priority: UILayoutPriority = .required
    open var identifier: String?

    /// Whether the constraint takes part in layout. Activating installs it on the view of its
    /// first item (UIKit picks the nearest common ancestor; here only membership is kept), unless
    /// `addConstraint(_:)` installed it on a view already.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive {
                let item = firstItem
                install(on: (item as? UIView) ?? (item as? UILayoutGuide)?.owningView)
            } else {
                install(on: nil)
            }
        }
    }

    /// The view whose `constraints` list this constraint.
    private weak var installedView: UIView?

    func install(on view: UIView?) {
        installedView?.constraints.removeAll { $0 === self }
        installedView = view
        view?.constraints.append(self)
    }

    /// The view or layout guide the first anchor belongs to.
    public var firstItem: AnyObject? { (firstAnchor as? AnchorBase)?.item }
    /// The view or layout guide the second anchor belongs to, if any.
    public var secondItem: AnyObject? { (secondAnchor as? AnchorBase)?.item }
    /// The part of the first item the constraint relates.
    public var firstAttribute: Attribute { (firstAnchor as? AnchorBase)?.attribute ?? .notAnAttribute }
    /// The part of the second item it relates; `.notAnAttribute` when there is no second item.
    public var secondAttribute: Attribute { (secondAnchor as? AnchorBase)?.attribute ?? .notAnAttribute }

    /// A constraint `view1.attr1 relation multiplier × view2.attr2 + c`, as UIKit's
    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` makes it: inactive
    /// until activated or added to a view. The items are views or layout guides.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let first = LayoutAnchors.anchor(of: view1 as AnyObject, attr1)
        let second = view2.map { LayoutAnchors.anchor(of: $0 as AnyObject, attr2) }
        self.init(first: first, second: second, relation: relation, multiplier: Double(multiplier), constant: Double(c))
    }

    init(first: AnyObject, second: AnyObject?, relation: Relation, multiplier: Double, constant: Double) {
        firstAnchor = first
        secondAnchor = second
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// Activates every constraint in `constraints`.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in `constraints`.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The constraints a visual format string describes (`"H:|-[label]-|"`). Kept: the simulator
    /// never solves Auto Layout, so none are made (an empty array) and frames stay as they are.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]? = nil, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        []
    }

    /// How the views of a visual format are aligned (kept).
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    }
}

/// What every anchor knows: the view or layout guide it belongs to.
@preconcurrency @MainActor
open class AnchorBase: NSObject {
    public private(set) weak var item: AnyObject?
    /// The part of the item it stands for.
    let attribute: NSLayoutConstraint.Attribute
    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }
}

/// An edge, centre or dimension of a view or layout guide, from which constraints are made.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: AnchorBase {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: Double = 0) -> NSLayoutConstraint {
        make(anchor, .equal, c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: Double = 0) -> NSLayoutConstraint {
        make(anchor, .greaterThanOrEqual, c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: Double = 0) -> NSLayoutConstraint {
        make(anchor, .lessThanOrEqual, c)
    }

    func make(_ anchor: AnyObject?, _ relation: NSLayoutConstraint.Relation, _ constant: Double, multiplier: Double = 1)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(first: self, second: anchor, relation: relation, multiplier: multiplier, constant: constant)
    }
}

/// A horizontal anchor (leading, trailing, left, right, centerX).
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical anchor (top, bottom, centerY, baselines).
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height anchor, which can also equal a constant or a multiple of another.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: Double) -> NSLayoutConstraint { make(nil, .equal, c) }
    open func constraint(greaterThanOrEqualToConstant c: Double) -> NSLayoutConstraint { make(nil, .greaterThanOrEqual, c) }
    open func constraint(lessThanOrEqualToConstant c: Double) -> NSLayoutConstraint { make(nil, .lessThanOrEqual, c) }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: Double, constant c: Double = 0) -> NSLayoutConstraint {
        make(anchor, .equal, c, multiplier: m)
    }
}

/// The anchors of a view or a layout guide (created on first use, one set per item).
@preconcurrency @MainActor
final class LayoutAnchors {
    let leadingAnchor, trailingAnchor, leftAnchor, rightAnchor, centerXAnchor: NSLayoutXAxisAnchor
    let topAnchor, bottomAnchor, centerYAnchor, firstBaselineAnchor, lastBaselineAnchor: NSLayoutYAxisAnchor
    let widthAnchor, heightAnchor: NSLayoutDimension

    init(item: AnyObject) {
        leadingAnchor = NSLayoutXAxisAnchor(item: item, attribute: .leading)
        trailingAnchor = NSLayoutXAxisAnchor(item: item, attribute: .trailing)
        leftAnchor = NSLayoutXAxisAnchor(item: item, attribute: .left)
        rightAnchor = NSLayoutXAxisAnchor(item: item, attribute: .right)
        centerXAnchor = NSLayoutXAxisAnchor(item: item, attribute: .centerX)
        topAnchor = NSLayoutYAxisAnchor(item: item, attribute: .top)
        bottomAnchor = NSLayoutYAxisAnchor(item: item, attribute: .bottom)
        centerYAnchor = NSLayoutYAxisAnchor(item: item, attribute: .centerY)
        firstBaselineAnchor = NSLayoutYAxisAnchor(item: item, attribute: .firstBaseline)
        lastBaselineAnchor = NSLayoutYAxisAnchor(item: item, attribute: .lastBaseline)
        widthAnchor = NSLayoutDimension(item: item, attribute: .width)
        heightAnchor = NSLayoutDimension(item: item, attribute: .height)
    }

    /// The anchor for `attribute` of a view or layout guide (its own anchor where it has one; a
    /// margin attribute, or an item that is neither, gets an anchor of its own).
    static func anchor(of item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> AnchorBase {
        let anchors = (item as? UIView)?.anchors ?? (item as? UILayoutGuide)?.anchors
        if let anchors {
            switch attribute {
            case .leading: return anchors.leadingAnchor
            case .trailing: return anchors.trailingAnchor
            case .left: return anchors.leftAnchor
            case .right: return anchors.rightAnchor
            case .centerX: return anchors.centerXAnchor
            case .top: return anchors.topAnchor
            case .bottom: return anchors.bottomAnchor
            case .centerY: return anchors.centerYAnchor
            case .firstBaseline: return anchors.firstBaselineAnchor
            case .lastBaseline: return anchors.lastBaselineAnchor
            case .width: return anchors.widthAnchor
            case .height: return anchors.heightAnchor
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute:
                break
            }
        }
        return AnchorBase(item: item, attribute: attribute)
    }
}

/// A rectangle that takes part in layout without being a view (`safeAreaLayoutGuide`).
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    open var identifier = ""
    public internal(set) weak var owningView: UIView?
    lazy var anchors = LayoutAnchors(item: self)
    public var leadingAnchor: NSLayoutXAxisAnchor { anchors.leadingAnchor }
    public var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailingAnchor }
    public var leftAnchor: NSLayoutXAxisAnchor { anchors.leftAnchor }
    public var rightAnchor: NSLayoutXAxisAnchor { anchors.rightAnchor }
    public var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerXAnchor }
    public var topAnchor: NSLayoutYAxisAnchor { anchors.topAnchor }
    public var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottomAnchor }
    public var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerYAnchor }
    public var widthAnchor: NSLayoutDimension { anchors.widthAnchor }
    public var heightAnchor: NSLayoutDimension { anchors.heightAnchor }
}

extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { anchors.leadingAnchor }
    public var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailingAnchor }
    public var leftAnchor: NSLayoutXAxisAnchor { anchors.leftAnchor }
    public var rightAnchor: NSLayoutXAxisAnchor { anchors.rightAnchor }
    public var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerXAnchor }
    public var topAnchor: NSLayoutYAxisAnchor { anchors.topAnchor }
    public var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottomAnchor }
    public var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerYAnchor }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { anchors.firstBaselineAnchor }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { anchors.lastBaselineAnchor }
    public var widthAnchor: NSLayoutDimension { anchors.widthAnchor }
    public var heightAnchor: NSLayoutDimension { anchors.heightAnchor }

    /// Installs `constraint` on this view and activates it.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = true
        constraint.install(on: self)
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraints.contains(where: { $0 === constraint }) else { return }
        constraint.isActive = false
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Adds a layout guide owned by this view.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView = self
        if !layoutGuides.contains(where: { $0 === guide }) { layoutGuides.append(guide) }
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }
}
