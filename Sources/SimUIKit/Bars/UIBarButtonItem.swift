import Foundation

/// A button in a navigation bar or toolbar.
open class UIBarButtonItem: UIBarItem {
    /// System items (the ones the simulator names).
    public enum SystemItem: String, Sendable {
        case done, cancel, edit, save, add, close, action, compose, reply, refresh, search, trash, bookmarks, camera, organize, stop, play,
            pause, undo, redo, flexibleSpace, fixedSpace

        /// What the screen shows for the item (UIKit draws a word or a symbol; its `title` stays nil).
        var shownTitle: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    public internal(set) var systemItem: SystemItem?
    open weak var target: AnyObject?
    open var action: Selector?
    var primaryAction: UIAction?
    /// Storyboard-defined behaviour of a tap (segues), installed by the loader.
    var interfaceBuilderHandler: (() -> Void)?
    var interfaceBuilderTaps: [ScreenTap] = []
    /// The storyboard element id, if it came from one.
    public internal(set) var storyboardElementID: String?
    /// A split view's display mode button: not shown while its split view is collapsed.
    weak var hiddenWhileCollapsed: UISplitViewController?

    /// A plain item with no title (Interface Builder's default item).
    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.target = target
        self.action = action
        self.style = style
        super.init()
        self.title = title
    }

    public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.systemItem = systemItem
        self.target = target
        self.action = action
        super.init()
    }

    public init(title: String?, primaryAction: UIAction?) {
        self.primaryAction = primaryAction
        super.init()
        self.title = title
    }

    /// An image item; the screen shows the image's name when there is no title.
    public init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.target = target
        self.action = action
        self.style = style
        super.init()
        self.image = image
    }

    /// iOS 14's items with a primary action (menus are kept, not shown).
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.primaryAction = primaryAction
        self.menu = menu
        super.init()
        self.title = title
        self.image = image
    }

    /// An item that shows a view of its own (its subviews are what the screen shows).
    public init(customView: UIView) {
        self.customView = customView
        super.init()
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    open var menu: UIMenu?
    /// The view shown instead of a title or image.
    open var customView: UIView?
    /// The width of a fixed space (kept).
    open var width: CGFloat = 0
    open var style: Style = .plain
    open var tintColor: UIColor?

    /// The bar button item styles.
    public enum Style: Int, Sendable { case plain, done }

    /// Spacing items (iOS 14 class methods).
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// Whether the item is a flexible or fixed space: it takes room in a bar but shows nothing.
    public var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// What a tap does, in order: the action, the storyboard's actions and segues, the primary action.
    public var tapTargets: [ScreenTap] {
        var taps = interfaceBuilderTaps
        if let action { taps.insert(.action(selector: action.name), at: 0) }
        if primaryAction != nil { taps.append(.closure) }
        return taps
    }

    /// A button in a bar (a navigation bar's `barButton`, a toolbar's `toolbarButton`): its title
    /// (else its system item, its image, `•`); tappable when a tap does something. Spaces show
    /// nothing; an item with a custom view shows that view; a split view's display mode button
    /// shows only while the split view is expanded.
    func addToScreen(_ screen: inout ScreenBuilder, as kind: ScreenElement.Kind = .barButton) {
        if isSpace || hiddenWhileCollapsed?.isCollapsed == true { return }
        if let customView { return screen.addView(customView) }
        let taps = tapTargets
        screen.append(
            ScreenElement(
                kind: kind, text: title ?? systemItem?.shownTitle ?? image?.name ?? "•", identifier: storyboardElementID,
                accessibilityIdentifier: accessibilityIdentifier, isEnabled: isEnabled, taps: taps),
            tap: taps.isEmpty ? nil : { [weak self] in self?.simulateTap() })
    }

    /// What a tap does: the action, the primary action, the storyboard segue.
    public func simulateTap() {
        guard isEnabled else { return }
        if let action {
            UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
        }
        if let primaryAction { primaryAction.handler(primaryAction) }
        interfaceBuilderHandler?()
    }
}
