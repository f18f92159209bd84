import Foundation

/// A split view controller: on an iPhone it collapses to its primary column; `showDetail`
/// shows the detail in the primary context.
open class UISplitViewController: UIViewController {
    /// Classic (`viewControllers`) or column style (iOS 14).
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    /// The columns of a column-style split view.
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact }
    /// Display modes (kept: an iPhone is always collapsed).
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary,
            twoDisplaceSecondary
    }

    public let style: Style
    open var preferredDisplayMode: DisplayMode = .automatic
    public var isCollapsed: Bool { true }
    private var columns: [Column: UIViewController] = [:]

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Sets a column's controller. Collapsed, as on an iPhone, the split view shows the compact
    /// column when it has one, else the secondary (UIKit's proposed top column), else the primary.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        columns[column] = vc
        let shown = columns[.compact] ?? columns[.secondary]
        viewControllers = [columns[.primary], shown].compactMap { $0 }
    }

    /// A column's controller.
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    override var managesChildAppearance: Bool { true }

    /// The primary (and, once set, secondary) controllers.
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

    override func appearanceChildren(appearing: Bool) -> [UIViewController] {
        engine.children.last.map { [$0] } ?? []
    }

    override func prepareChildForAppearance(_ child: UIViewController) {
        install(child)
    }

    /// Collapsed on an iPhone: the detail is pushed onto the primary navigation controller, or
    /// presented when there is none.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let navigation = engine.children.first as? UINavigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }
}
