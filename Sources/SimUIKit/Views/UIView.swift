import Foundation

/// A rectangle on screen, with subviews. Views know the controller whose root view they are,
/// so that a child controller's view entering a visible window triggers its appearance.
open class UIView: UIResponder {
    /// Position and size in the superview's coordinates.
    open var frame: CGRect
    /// The view's own coordinates: the frame's size, and the origin its subviews are placed from
    /// (zero unless set). Setting it resizes the view around its center and keeps the origin.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            frame = frame.resizedAroundCenter(to: newValue.size)
        }
    }
    private var boundsOrigin = CGPoint.zero
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    open var isHidden = false
    open var alpha: Double = 1
    open var tag = 0
    open var backgroundColor: UIColor?
    open var accessibilityIdentifier: String?
    open var isUserInteractionEnabled = true
    open var tintColor: UIColor?
    /// Whether subviews are clipped: the layer's `masksToBounds`, as in UIKit.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// A transform applied when drawing (kept; the screen lays views out in reading order).
    open var transform = CGAffineTransform.identity
    /// How content is laid out in the view's bounds (kept; nothing is drawn).
    open var contentMode: ContentMode = .scaleToFill
    /// Light or dark for this view and its subviews, whatever the controller and window say
    /// (`.unspecified`: inherited). See `traitCollection`.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// How much the view resists growing and shrinking past its content in Auto Layout, per axis
    /// (kept: layout is not solved here).
    private var layoutPriorities = LayoutPriorities()

    /// The class of the view's layer; override to back the view with another kind of layer.
    open class var layerClass: AnyClass { CALayer.self }
    private var layerStorage: CALayer?
    /// The Core Animation layer behind the view (kept, not rendered: see ``CALayer``).
    open var layer: CALayer {
        if let layerStorage { return layerStorage }
        let made = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()
        made.owningView = self
        layerStorage = made
        return made
    }

    // MARK: Accessibility (what VoiceOver would read; nothing reads it aloud here)

    private var accessibility = AccessibilitySettings()
    /// Whether assistive technologies see this view: true for labels and controls, false for
    /// plain views and image views, as UIKit defaults it.
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? Self.isAccessibilityElementByDefault }
        set { accessibility.isElement = newValue }
    }
    /// What VoiceOver reads for the view; a label's and a button's default is their text.
    open var accessibilityLabel: String? {
        get { accessibility.label ?? defaultAccessibilityLabel }
        set { accessibility.label = newValue }
    }
    open var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }
    /// The element's value; a text field's default is its text.
    open var accessibilityValue: String? {
        get { accessibility.value ?? defaultAccessibilityValue }
        set { accessibility.value = newValue }
    }
    /// What kind of element it is; labels are static text, image views images, buttons buttons
    /// (selected or not enabled as their state says).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.traits ?? defaultAccessibilityTraits }
        set { accessibility.traits = newValue }
    }
    nonisolated class var isAccessibilityElementByDefault: Bool { false }
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { nil }
    var defaultAccessibilityTraits: UIAccessibilityTraits { [] }
    /// Kept for Auto Layout code; the simulator never solves constraints (see `NSLayoutConstraint`).
    open var translatesAutoresizingMaskIntoConstraints = true
    /// How the view resizes with its superview (kept: frames are not laid out again).
    open var autoresizingMask: AutoresizingMask = []

    /// The sides of a view that stretch with its superview.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
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

    /// Decodes the view: from a storyboard, its element's attributes (as UIKit decodes a nib's
    /// view in `init(coder:)`), through `decode(fromStoryboard:)`.
    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
        isUserInteractionEnabled = Self.takesTouchesByDefault
        if let element = (coder as? ViewCoder)?.element { decode(fromStoryboard: element) }
    }

    /// Whether a new view takes touches (`isUserInteractionEnabled`); labels and image views
    /// take none until told to, as in UIKit.
    nonisolated class var takesTouchesByDefault: Bool { true }

    // MARK: - What each class owns (overridden in each class's own file)

    /// The attributes of this class's storyboard element that ``decode(fromStoryboard:)`` reads
    /// (every view's `tag` and `contentMode`); the loader keeps their values as written. Subclasses
    /// add theirs to `super`'s.
    nonisolated class var storyboardAttributes: [String] { ["tag", "contentMode"] }

    /// Sets the view up from its storyboard element; subclasses read their own attributes and
    /// call `super`. Runs inside `init(coder:)`, as UIKit's decoding does.
    ///
    /// Interface Builder writes `userInteractionEnabled` only when it is NO (it writes NO on every
    /// label and image view whose box is unchecked, which is their default in the library), so an
    /// absent attribute means YES, whatever the class's default in code.
    func decode(fromStoryboard element: ViewElement) {
        frame = element.frame.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) } ?? .zero
        storyboardElementID = element.id
        accessibilityIdentifier = element.accessibilityIdentifier
        isHidden = element.isHidden
        isUserInteractionEnabled = element.userInteractionEnabled ?? true
        tag = element.int("tag") ?? 0
        if let mode = element.attributes["contentMode"].flatMap(ContentMode.init(storyboardName:)) { contentMode = mode }
        accessibility.decode(element)
    }

    /// Called once the storyboard load that made this view has made every object and connected
    /// every outlet and action (a cell: each time a copy of its prototype is made). The order among
    /// a load's views is not guaranteed (here: document order). Call super.
    open func awakeFromNib() {}

    /// The traits changed. Not called here: the simulated phone never rotates or changes
    /// appearance (kept so that overrides compile).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// What the view shows on the simulated screen, with what a tap on it does. A plain view
    /// shows nothing itself: its subviews are visited after it (see ``screenShowsSubviews``).
    func addToScreen(_ screen: inout ScreenBuilder) {}

    /// Whether the screen visits the subviews (false for views that show their own content:
    /// controls, tables, collections).
    var screenShowsSubviews: Bool { true }

    /// Whether the screen reads the subviews in frame order (false where order is the layout:
    /// a stack view's arranged subviews).
    var screenSortsSubviewsByFrame: Bool { true }

    /// Adds a subview built from the storyboard (a stack view also arranges it).
    func addStoryboardSubview(_ view: UIView) { addSubview(view) }

    /// Loads what the element holds besides subviews (a table's prototype and static cells), once
    /// the view and its subviews are made.
    func loadStoryboardContent(_ element: ViewElement, in builder: StoryboardViewBuilder) {}

    /// A storyboard outlet collection of the view: its `gestureRecognizers`, attached in order.
    override func connectOutlet(_ key: String, to value: Any) -> Bool {
        guard key == "gestureRecognizers" else { return super.connectOutlet(key, to: value) }
        for case let recognizer as UIGestureRecognizer in (value as? [AnyObject]) ?? [value as AnyObject] {
            addGestureRecognizer(recognizer)
        }
        return true
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

    /// Whether a finger on this view reaches it: it and every view above it take touches and are
    /// shown (UIKit's hit-testing skips a view that does not, with everything inside it).
    var receivesTouches: Bool {
        var current: UIView? = self
        while let view = current {
            guard view.isUserInteractionEnabled, !view.isHidden else { return false }
            current = view.superview
        }
        return true
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

extension UIView {
    /// Auto Layout's content priorities of a view made in code: it hugs its content at
    /// `.defaultLow` (250) and resists compression at `.defaultHigh` (750) on both axes.
    struct LayoutPriorities {
        var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
        var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    }

    /// How strongly the view resists growing larger than its content along `axis`.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutPriorities.hugging[axis.rawValue]
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutPriorities.hugging[axis.rawValue] = priority
    }

    /// How strongly the view resists becoming smaller than its content along `axis`.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutPriorities.compressionResistance[axis.rawValue]
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutPriorities.compressionResistance[axis.rawValue] = priority
    }
}

extension CGRect {
    /// The rectangle of `size` with the same center: what setting a view's or a layer's bounds
    /// does to its frame.
    func resizedAroundCenter(to size: CGSize) -> CGRect {
        CGRect(x: midX - size.width / 2, y: midY - size.height / 2, width: size.width, height: size.height)
    }
}
