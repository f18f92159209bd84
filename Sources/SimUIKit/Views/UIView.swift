import Foundation

/// The base of the responder chain. In UIKit an `NSObject` subclass isolated to the main actor; so here.
@MainActor
open class UIResponder: NSObject {
    /// The next responder: a view's controller or superview, a controller's parent or presenter.
    open var next: UIResponder? { nil }

    /// The Interface Builder methods of this class, by selector (see `IBActionBinding`). Override in
    /// the class body, one line per method; superclasses' tables are searched too.
    open class var ibActions: [IBActionBinding] { [] }
}

/// A colour, kept only as a name: vcnav draws text, not pixels.
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public init(named name: String) { self.name = name }
    public init(white: Double, alpha: Double) { self.name = "white(\(white), \(alpha))" }
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.name = "rgba(\(red), \(green), \(blue), \(alpha))"
    }
    public var description: String { name }
    public static let systemBackground = UIColor(named: "systemBackground")
    public static let secondarySystemBackground = UIColor(named: "secondarySystemBackground")
    public static let label = UIColor(named: "label")
    public static let secondaryLabel = UIColor(named: "secondaryLabel")
    public static let white = UIColor(named: "white")
    public static let black = UIColor(named: "black")
    public static let clear = UIColor(named: "clear")
    public static let red = UIColor(named: "red")
    public static let systemRed = UIColor(named: "systemRed")
    public static let systemBlue = UIColor(named: "systemBlue")
    public static let systemGreen = UIColor(named: "systemGreen")
    public static let systemYellow = UIColor(named: "systemYellow")
    public static let systemGray = UIColor(named: "systemGray")
}

/// The screen of the simulated device (an iPhone 15: 393 × 852 points).
public final class UIScreen: Sendable {
    public static let main = UIScreen()
    public let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
}

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
    /// The storyboard element id this view was built from, if any.
    public internal(set) var storyboardElementID: String?
    /// The controller whose `view` this is (UIKit's view delegate). Weak, as in UIKit.
    weak var owningViewController: UIViewController?

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
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
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

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
        if let controller = owningViewController {
            controller.viewDidChangeWindow(entering: newWindow != nil && newWindow?.isVisible == true)
        }
        for subview in subviews { subview.windowDidChange(from: oldWindow, to: newWindow) }
    }

    /// Called by the layout pass; does nothing by default.
    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}

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
