import Foundation

/// A button in a navigation bar or toolbar.
@MainActor
open class UIBarButtonItem: NSObject {
    /// System items (the ones the simulator names).
    public enum SystemItem: String, Sendable {
        case done, cancel, edit, save, add, close, action, compose, reply, refresh, search, trash, bookmarks, camera, organize, stop, play,
            pause, undo, redo, flexibleSpace, fixedSpace
    }

    open var title: String?
    open var isEnabled = true
    open var tag = 0
    open var accessibilityIdentifier: String?
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

    public init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.title = title
        self.target = target
        self.action = action
        super.init()
    }

    public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.systemItem = systemItem
        self.title = systemItem.rawValue.prefix(1).uppercased() + systemItem.rawValue.dropFirst()
        self.target = target
        self.action = action
        super.init()
    }

    public init(title: String?, primaryAction: UIAction?) {
        self.title = title
        self.primaryAction = primaryAction
        super.init()
    }

    /// An image item; the screen shows the image's name when there is no title.
    public init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.image = image
        self.target = target
        self.action = action
        super.init()
    }

    /// iOS 14's items with a primary action (menus are kept, not shown).
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        super.init()
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    open var image: UIImage?
    open var menu: UIMenu?
    open var style: Style = .plain
    open var tintColor: UIColor?

    /// The bar button item styles.
    public enum Style: Int, Sendable { case plain, done }

    /// Spacing items (iOS 14 class methods).
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
    public static func fixedSpace(_ width: Double) -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
    }

    /// What a tap does, in order: the action, the storyboard's actions and segues, the primary action.
    public var tapTargets: [ScreenTap] {
        var taps = interfaceBuilderTaps
        if let action { taps.insert(.action(selector: action.name), at: 0) }
        if primaryAction != nil { taps.append(.closure) }
        return taps
    }

    /// A button in a bar: its title (else its system item, its image, `•`); tappable when a tap
    /// does something.
    func addToScreen(_ screen: inout ScreenBuilder) {
        if hiddenWhileCollapsed?.isCollapsed == true { return }
        let taps = tapTargets
        screen.append(
            ScreenElement(
                kind: .barButton, text: title ?? systemItem?.rawValue ?? image?.name ?? "•", identifier: storyboardElementID,
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
