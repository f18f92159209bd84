import Foundation

/// The base of the responder chain. In UIKit an `NSObject` subclass isolated to the main actor; so here.
@MainActor
open class UIResponder: NSObject {
    /// The next responder: a view's controller or superview, a controller's parent or presenter.
    open var next: UIResponder? { nil }

    /// The Interface Builder methods of this class, by selector (see `IBActionBinding`). Override in
    /// the class body, one line per method; superclasses' tables are searched too.
    open class var ibActions: [IBActionBinding] { [] }

    /// Whether this responder is the window's first responder (the one the keyboard types into).
    public var isFirstResponder: Bool { Simulator.shared.firstResponder === self }
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    /// Makes this responder the first responder when it can become one; the previous one resigns.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if isFirstResponder { return true }
        if let current = Simulator.shared.firstResponder, !current.resignFirstResponder() { return false }
        Simulator.shared.firstResponder = self
        return true
    }

    /// Gives up first responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if isFirstResponder { Simulator.shared.firstResponder = nil }
        return true
    }
}

/// A colour, kept only as a name: vcnav draws text, not pixels.
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    /// A colour from the asset catalog. There is no catalog: every name is kept as given.
    public init?(named name: String) { self.name = name }
    init(system name: String) { self.name = name }
    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: Double) -> UIColor { UIColor(system: "\(name)(alpha: \(alpha))") }
    public init(white: Double, alpha: Double) { self.name = "white(\(white), \(alpha))" }
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.name = "rgba(\(red), \(green), \(blue), \(alpha))"
    }
    public var description: String { name }
    public static let systemBackground = UIColor(system: "systemBackground")
    public static let secondarySystemBackground = UIColor(system: "secondarySystemBackground")
    public static let label = UIColor(system: "label")
    public static let secondaryLabel = UIColor(system: "secondaryLabel")
    public static let white = UIColor(system: "white")
    public static let black = UIColor(system: "black")
    public static let clear = UIColor(system: "clear")
    public static let red = UIColor(system: "red")
    public static let systemRed = UIColor(system: "systemRed")
    public static let systemBlue = UIColor(system: "systemBlue")
    public static let systemGreen = UIColor(system: "systemGreen")
    public static let systemYellow = UIColor(system: "systemYellow")
    public static let systemGray = UIColor(system: "systemGray")
    public static let systemOrange = UIColor(system: "systemOrange")
    public static let systemPink = UIColor(system: "systemPink")
    public static let systemPurple = UIColor(system: "systemPurple")
    public static let systemTeal = UIColor(system: "systemTeal")
    public static let systemIndigo = UIColor(system: "systemIndigo")
    public static let systemMint = UIColor(system: "systemMint")
    public static let systemCyan = UIColor(system: "systemCyan")
    public static let systemBrown = UIColor(system: "systemBrown")
    public static let systemGray2 = UIColor(system: "systemGray2")
    public static let systemGray3 = UIColor(system: "systemGray3")
    public static let systemGray4 = UIColor(system: "systemGray4")
    public static let systemGray5 = UIColor(system: "systemGray5")
    public static let systemGray6 = UIColor(system: "systemGray6")
    public static let tertiaryLabel = UIColor(system: "tertiaryLabel")
    public static let quaternaryLabel = UIColor(system: "quaternaryLabel")
    public static let placeholderText = UIColor(system: "placeholderText")
    public static let systemGroupedBackground = UIColor(system: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(system: "secondarySystemGroupedBackground")
    public static let tertiarySystemBackground = UIColor(system: "tertiarySystemBackground")
    public static let separator = UIColor(system: "separator")
    public static let link = UIColor(system: "link")
    public static let tintColor = UIColor(system: "tintColor")
    public static let blue = UIColor(system: "blue")
    public static let green = UIColor(system: "green")
    public static let gray = UIColor(system: "gray")
    public static let lightGray = UIColor(system: "lightGray")
    public static let darkGray = UIColor(system: "darkGray")
    public static let orange = UIColor(system: "orange")
    public static let yellow = UIColor(system: "yellow")
    public static let purple = UIColor(system: "purple")
    public static let brown = UIColor(system: "brown")
    public static let cyan = UIColor(system: "cyan")
    public static let magenta = UIColor(system: "magenta")
}

/// The screen of the simulated device (an iPhone 15: 393 × 852 points).
public final class UIScreen: Sendable {
    public static let main = UIScreen()
    public let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
}

/// An image, by name only (an SF Symbol or asset name); the terminal shows no pixels.
public struct UIImage: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public init?(named name: String) { self.name = name }
    public init?(systemName name: String) { self.name = name }
    init(name: String) { self.name = name }
    public var description: String { name }
}

/// A font, kept by name and size; the terminal draws one font.
public struct UIFont: Hashable, Sendable {
    public enum TextStyle: String, Sendable {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
    }
    public struct Weight: Hashable, Sendable {
        public let rawValue: Double
        public init(rawValue: Double) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3), bold = Weight(rawValue: 0.4)
    }
    public let fontName: String
    public let pointSize: Double
    public init?(name: String, size: Double) { fontName = name; pointSize = size }
    init(system size: Double, _ name: String = ".SFUI-Regular") { fontName = name; pointSize = size }
    public static func systemFont(ofSize size: Double) -> UIFont { UIFont(system: size) }
    public static func systemFont(ofSize size: Double, weight: Weight) -> UIFont { UIFont(system: size) }
    public static func boldSystemFont(ofSize size: Double) -> UIFont { UIFont(system: size, ".SFUI-Semibold") }
    public static func italicSystemFont(ofSize size: Double) -> UIFont { UIFont(system: size, ".SFUI-Italic") }
    /// Sizes of the Large (default) Dynamic Type category.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [TextStyle: Double] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15, .body: 17,
            .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        return UIFont(system: sizes[style] ?? 17, style == .headline ? ".SFUI-Semibold" : ".SFUI-Regular")
    }
}

/// Text alignment (kept; the terminal aligns nothing).
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// A rectangle on screen, with subviews. Views know the controller whose root view they are,
/// so that a child controller's view entering a visible window triggers its appearance.
open class UIView: UIResponder {
    /// Position and size in the superview's coordinates.
    open var frame: CGRect
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    open var isHidden = false
    open var alpha: Double = 1
    open var tag = 0
    open var backgroundColor: UIColor?
    open var accessibilityIdentifier: String?
    open var isUserInteractionEnabled = true
    open var tintColor: UIColor?
    open var clipsToBounds = false
    /// Kept for Auto Layout code; the simulator never solves constraints (see `NSLayoutConstraint`).
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints installed on this view: added with `addConstraint(_:)`, or activated with
    /// this view as first item.
    public internal(set) var constraints: [NSLayoutConstraint] = []
    public internal(set) var layoutGuides: [UILayoutGuide] = []
    /// The gesture recognizers attached with `addGestureRecognizer(_:)`.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    lazy var anchors = LayoutAnchors(item: self)
    /// The area not covered by bars; a guide for constraints (not solved here).
    public private(set) lazy var safeAreaLayoutGuide: UILayoutGuide = ownGuide("UIViewSafeAreaLayoutGuide")
    public private(set) lazy var layoutMarginsGuide: UILayoutGuide = ownGuide("UIViewLayoutMarginsGuide")

    private func ownGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.owningView = self
        return guide
    }
    /// The storyboard element id this view was built from, if any.
    public internal(set) var storyboardElementID: String?
    /// The controller whose `view` this is (UIKit's view delegate). Weak, as in UIKit.
    weak var owningViewController: UIViewController?

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
        isUserInteractionEnabled = Self.takesTouchesByDefault
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
        isUserInteractionEnabled = Self.takesTouchesByDefault
    }

    /// UILabel and UIImageView take no touches until told to, as in UIKit.
    private static var takesTouchesByDefault: Bool {
        !(self is UILabel.Type || self is UIImageView.Type)
    }

    /// The window this view is in, if any.
    open var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }

    open override var next: UIResponder? { owningViewController ?? superview }

    /// Adds `view` on top of the subviews, removing it from its previous superview first.
    open func addSubview(_ view: UIView) {
        if view.superview === self, subviews.last === view { return }
        let oldWindow = view.window
        view.detachFromSuperview()
        subviews.append(view)
        view.superview = self
        let newWindow = window
        if oldWindow !== newWindow { view.windowDidChange(from: oldWindow, to: newWindow) }
    }

    /// Inserts `view` at `index` among the subviews.
    open func insertSubview(_ view: UIView, at index: Int) {
        let oldWindow = view.window
        view.detachFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        let newWindow = window
        if oldWindow !== newWindow { view.windowDidChange(from: oldWindow, to: newWindow) }
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        let oldWindow = window
        detachFromSuperview()
        if oldWindow != nil { windowDidChange(from: oldWindow, to: nil) }
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.subviewWasRemoved(self)
    }

    /// Called after `view` left this view's subviews (a stack view stops arranging it).
    func subviewWasRemoved(_ view: UIView) {}

    /// Whether `self` is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// UIKit's `_didMoveFromWindow:toWindow:`: lets child controllers of custom containers appear
    /// or disappear as their view enters or leaves a visible window.
    func windowDidChange(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
        // A first responder that leaves its window resigns, as in UIKit.
        if newWindow == nil, isFirstResponder { resignFirstResponder() }
        if let controller = owningViewController {
            controller.viewDidChangeWindow(entering: newWindow != nil && newWindow?.isVisible == true)
        }
        for subview in subviews { subview.windowDidChange(from: oldWindow, to: newWindow) }
    }

    /// Moves `view` (a subview) to the front.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves `view` (a subview) to the back.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// The first view with `tag`, this one included, depth first.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        return descendants().first { $0.tag == tag }
    }

    /// The centre of the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The layout of this view and the views below it, down to (not into) the root views of
    /// child controllers, which their own layout pass reaches.
    func layoutTree() {
        layoutSubviews()
        for subview in subviews where subview.owningViewController == nil { subview.layoutTree() }
    }

    /// Called by the layout pass; does nothing by default (a table loads its row counts here).
    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func sizeToFit() {}
    open func setNeedsDisplay() {}
    // Constraint passes are requests only: nothing is solved (see NSLayoutConstraint).
    open func setNeedsUpdateConstraints() {}
    open func updateConstraintsIfNeeded() {}

    /// Resigns the first responder if it is this view or inside it.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let responder = Simulator.shared.firstResponder as? UIView, responder.isDescendant(of: self) else { return true }
        return responder.resignFirstResponder() || force
    }

    /// A short deterministic description for the trace (`UILabel "Rex"`).
    var traceSummary: String {
        objcClassName(type(of: self))
    }

    /// All views below this one, depth first, in subview order.
    public func descendants() -> [UIView] {
        var result: [UIView] = []
        var stack: [UIView] = subviews.reversed()
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }
}
