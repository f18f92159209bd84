import Foundation

/// A bar of buttons. Its items are on the screen as toolbar buttons, drawn in the bar at the
/// bottom of the phone (where an iPhone app puts a toolbar); flexible and fixed spaces take no
/// room there. A storyboard's `<toolbar>` makes one with its `<items>`, their actions and segues.
open class UIToolbar: UIView {
    /// The bar styles (kept).
    public enum BarStyle: Int, Sendable { case `default`, black }

    open var items: [UIBarButtonItem]?
    open var barStyle: BarStyle = .default
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    override func loadStoryboardContent(_ element: ViewElement, in builder: StoryboardViewBuilder) {
        items = element.barButtonItems.map { builder.makeBarItem($0) }
    }

    override var screenShowsSubviews: Bool { false }

    /// Each item, as a toolbar button.
    override func addToScreen(_ screen: inout ScreenBuilder) {
        for item in items ?? [] { item.addToScreen(&screen, as: .toolbarButton) }
    }
}
