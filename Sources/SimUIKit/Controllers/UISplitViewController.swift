import Foundation

/// A split view controller on an iPhone: collapsed, as UIKit collapses it in a compact width when
/// it first appears. Classic style (`viewControllers`, a storyboard's master and detail): the
/// delegate may pick the primary and handle the secondary
/// (`splitViewController(_:collapseSecondary:onto:)`); otherwise a navigation controller primary
/// pushes the secondary onto its stack (a secondary navigation controller is pushed whole, its bar
/// hidden under the primary's), and any other primary discards it. Column style (iOS 14): the
/// compact column when set, else the column the delegate puts on top (UIKit proposes the
/// secondary). `showDetailViewController` then shows the detail as the collapsed split does.
open class UISplitViewController: UIViewController {
    /// Classic (`viewControllers`) or column style (iOS 14).
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    /// The columns of a column-style split view.
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact }
    /// Display modes (kept: an iPhone is always collapsed).
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary,
            twoDisplaceSecondary

        /// The names before iOS 14 (deprecated there, still accepted).
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    public let style: Style
    open var preferredDisplayMode: DisplayMode = .automatic
    /// Kept: gestures and background styles of a split view shown side by side.
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    /// Always collapsed: the simulated iPhone is compact.
    public var isCollapsed: Bool { true }
    /// Collapsed, the secondary is all a split view can show.
    public var displayMode: DisplayMode { .secondaryOnly }
    private var columns: [Column: UIViewController] = [:]
    private var hasCollapsed = false
    /// The column on top of a collapsed column-style split.
    private var topColumn: Column = .secondary

    /// The delegate (weak, as in UIKit).
    open weak var delegate: UISplitViewControllerDelegate?

    /// A storyboard outlet to one of its UIKit properties (`delegate`).
    override func connectOutlet(_ key: String, to value: Any) -> Bool {
        switch key {
        case "delegate": delegate = StoryboardOutlets.value(value, as: UISplitViewControllerDelegate.self, for: key, of: self)
        default: return super.connectOutlet(key, to: value)
        }
        return true
    }

    /// The button that shows or hides the primary column; collapsed, as on an iPhone, it is not
    /// shown (apps put it on the detail's bar with `leftItemsSupplementBackButton`).
    public private(set) lazy var displayModeButtonItem: UIBarButtonItem = {
        let item = UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
        item.hiddenWhileCollapsed = self
        return item
    }()

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// Sets a column's controller (column style).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        let shownBefore = appearanceState == .appeared ? shownChild : nil
        columns[column] = vc
        viewControllers = [columns[.primary], columns[.supplementary], columns[.compact] ?? columns[.secondary]].compactMap { $0 }
        if let shownBefore, let shown = shownChild, shown !== shownBefore {
            swapShownChild(from: shownBefore, to: shown, animated: false)
        }
    }

    /// A column's controller.
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// Shows a column: collapsed, it becomes the top column (the compact column still wins).
    open func show(_ column: Column) {
        topColumn = column
        if appearanceState == .appeared, let shown = shownChild, shown.appearanceState == .disappeared {
            swapShownChild(from: engine.children.first { $0.appearanceState != .disappeared }, to: shown, animated: true)
        }
    }

    /// Hides a column (kept: collapsed, nothing is beside the top column).
    open func hide(_ column: Column) {}

    /// The primary (and, before the split collapses, the secondary) controllers.
    open var viewControllers: [UIViewController] {
        get { engine.children }
        set {
            for child in engine.children {
                child.invoke(.willMoveToParent, ["nil"]) { child.willMove(toParent: nil) }
                child.removeFromParent()
            }
            for child in newValue {
                addChild(child)
                child.invoke(.didMoveToParent, [traceRef.description]) { child.didMove(toParent: self) }
            }
        }
    }

    override var managesChildAppearance: Bool { true }

    /// What the collapsed split shows: its primary (classic), else its compact or top column.
    override var shownChild: UIViewController? {
        guard style != .unspecified else { return engine.children.first }
        return columns[.compact] ?? columns[topColumn] ?? engine.children.first
    }

    override func appearanceChildren(appearing: Bool) -> [UIViewController] {
        shownChild.map { [$0] } ?? []
    }

    override func prepareChildForAppearance(_ child: UIViewController) {
        install(child)
    }

    override func willBeginAppearance(_ appearing: Bool) {
        if appearing, !hasCollapsed { collapse() }
    }

    /// Collapsed, the detail goes where UIKit's collapsed split puts it: after the delegate's
    /// `splitViewController(_:showDetail:sender:)` declined, pushed onto a navigation controller
    /// primary (a navigation controller pushed whole), else presented; in a column-style split,
    /// the secondary column, shown on top.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let delegate {
            emitDelegateEvent("splitViewController(_:showDetail:sender:)", arguments: [vc.traceRef.description], delegate: delegate)
            if delegate.splitViewController(self, showDetail: vc, sender: sender) { return }
        }
        if style != .unspecified {
            setViewController(vc, for: .secondary)
            show(.secondary)
        } else if let navigation = engine.children.first as? UINavigationController {
            navigation.pushDetail(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows a controller in the primary context, after the delegate's
    /// `splitViewController(_:show:sender:)` declined.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if let delegate {
            emitDelegateEvent("splitViewController(_:show:sender:)", arguments: [vc.traceRef.description], delegate: delegate)
            if delegate.splitViewController(self, show: vc, sender: sender) { return }
        }
        if let primary = engine.children.first { primary.show(vc, sender: sender) } else { super.show(vc, sender: sender) }
    }

    /// The collapse an iPhone's compact width causes before the split first appears.
    private func collapse() {
        hasCollapsed = true
        if style != .unspecified {
            if columns[.compact] == nil, let delegate {
                emitDelegateEvent(
                    "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)", arguments: [".secondary"], delegate: delegate)
                topColumn = delegate.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
            }
            if let delegate {
                emitDelegateEvent("splitViewControllerDidCollapse(_:)", arguments: [], delegate: delegate)
                delegate.splitViewControllerDidCollapse(self)
            }
            return
        }
        let children = engine.children
        guard children.count >= 2, let first = children.first, let secondary = children.last else { return }
        var primary = first
        if let delegate {
            emitDelegateEvent("primaryViewController(forCollapsing:)", arguments: [], delegate: delegate)
            if let chosen = delegate.primaryViewController(forCollapsing: self) { primary = chosen }
        }
        var handled = false
        if let delegate {
            emitDelegateEvent(
                "splitViewController(_:collapseSecondary:onto:)",
                arguments: [secondary.traceRef.description, primary.traceRef.description],
                delegate: delegate)
            handled = delegate.splitViewController(self, collapseSecondary: secondary, onto: primary)
        }
        // The split keeps only the primary; the secondary leaves it (for the primary's stack, or
        // for good).
        for child in children where child !== primary {
            child.invoke(.willMoveToParent, ["nil"]) { child.willMove(toParent: nil) }
            child.removeFromParent()
        }
        if primary.parent !== self {
            addChild(primary)
            primary.invoke(.didMoveToParent, [traceRef.description]) { primary.didMove(toParent: self) }
        }
        if !handled, let navigation = primary as? UINavigationController { navigation.pushDetail(secondary, animated: false) }
    }
}
