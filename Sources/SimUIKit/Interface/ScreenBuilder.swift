import Foundation

/// Walks the visible hierarchy and collects the screen's elements in reading order.
///
/// The builder knows no UIKit class by name: containers say which child they show
/// (``UIViewController/shownChild``) and add their bars around the content; each view adds what it
/// shows (``UIView/addToScreen(_:)``), with what a tap on it does.
@preconcurrency @MainActor
struct ScreenBuilder {
    private var elements: [ScreenElement] = []
    private var actions: [Screen.Actions] = []
    /// The element being edited (its view is the first responder), if one is on screen.
    private var editing: Int?
    /// The level of the elements views add now: 2 inside a table row's cell, else 0.
    private var contentLevel = 0
    /// While a row's cell adds its content: what a tap on the row does. A label or an image in
    /// the cell takes no touch of its own, so a finger on it selects the row.
    private var rowTouch: (taps: [ScreenTap], tap: () -> Void)?
    var model = ScreenModel()

    mutating func finish() -> Screen {
        model.elements = elements
        return Screen(model: model, actions: actions, editing: editing)
    }

    mutating func capture() {
        guard let window = UIApplication.shared.keyWindow ?? Simulator.shared.windows.last,
            let root = window.rootViewController
        else { return }
        // The chain of presentations, minus the ones whose transition has not begun yet (a
        // controller covered by a full-screen one above it is disappeared, but stays in the chain).
        var chain = [root]
        while let presented = chain.last?.engine.presented { chain.append(presented) }
        while chain.count > 1, chain.last?.appearanceState == .disappeared { chain.removeLast() }
        let top = chain[chain.count - 1]
        let beneath = chain.count > 1 ? chain[chain.count - 2] : nil
        if let style = top.engine.presentationStyle, top.engine.presenting != nil {
            model.presentation = .presented(style)
            if !style.coversPresenter, let beneath {
                let content = beneath.visibleContentController
                model.beneathTitle = content.navigationItem.title ?? content.title
            }
        }
        add(hierarchy: top)
    }

    /// The containers from `root` down to the visible controller, outermost first: each adds its
    /// bars above the content (outer to inner) and below it (inner to outer).
    private mutating func add(hierarchy root: UIViewController) {
        var containers: [UIViewController] = []
        var current = root
        while let shown = current.shownChild {
            containers.append(current)
            current = shown
        }
        let visible = current
        model.controller = visible.traceRef
        model.controllerClass = objcClassName(type(of: visible))
        model.storyboardIdentifier = visible.storyboardScene?.storyboardIdentifier
        model.title = visible.navigationItem.title ?? visible.title
        for container in containers { container.addScreenHeader(&self, visible: visible) }
        if let view = visible.viewIfLoaded { addViews(in: view) }
        for container in containers.reversed() { container.addScreenFooter(&self, visible: visible) }
    }

    /// The bars a container draws around the content.
    enum Bar: Hashable { case navigation, toolbar, tab }

    private var claimedBars: Set<Bar> = []

    /// True for the first container that asks for a bar of its kind: the outermost navigation or
    /// tab bar controller on screen draws that bar.
    mutating func claimBar(_ bar: Bar) -> Bool {
        claimedBars.insert(bar).inserted
    }

    // MARK: - Adding elements

    /// Appends an element, with what a tap on it, typing into it, a swipe on it, Return while it is
    /// edited and choosing a value on it (a date picker's) do.
    mutating func append(
        _ element: ScreenElement, tap: (() -> Void)? = nil, type: ((String) -> Void)? = nil, swipe: (() -> Void)? = nil,
        returnKey: (() -> Void)? = nil, choose: ((String) -> Bool)? = nil
    ) {
        elements.append(element)
        actions.append(Screen.Actions(tap: tap, type: type, swipe: swipe, returnKey: returnKey, choose: choose))
    }

    /// Appends an element shown by `view`: its storyboard and accessibility identifiers and its
    /// frame come from the view. A view no finger reaches (it or a view above it takes no touches)
    /// does nothing when tapped or typed into.
    mutating func add(
        _ kind: ScreenElement.Kind, _ text: String, for view: UIView, value: ScreenValue? = nil, enabled: Bool = true,
        selected: Bool = false, taps: [ScreenTap] = [], tap: (() -> Void)? = nil, type: ((String) -> Void)? = nil,
        returnKey: (() -> Void)? = nil, choose: ((String) -> Bool)? = nil, touchesChecked: Bool = false
    ) {
        let reached = touchesChecked || tap == nil && type == nil && choose == nil || view.receivesTouches
        if type != nil, view.isFirstResponder { editing = elements.count }
        append(
            ScreenElement(
                kind: kind, text: text, value: value, identifier: view.storyboardElementID,
                accessibilityIdentifier: view.accessibilityIdentifier, frame: Self.frame(of: view), isEnabled: enabled,
                isSelected: selected, taps: reached ? taps : [], level: contentLevel),
            tap: reached ? tap : nil, type: reached ? type : nil, returnKey: reached ? returnKey : nil,
            choose: reached ? choose : nil)
    }

    /// A label or image: tappable when a tap recognizer would see a finger on it (its own, or a
    /// container's when the finger passes through it); inside a table row or collection item
    /// without one, the touch goes on to the cell, whose table or collection selects it, as
    /// UIKit's does: a label is not interactive (`isUserInteractionEnabled` is false), and only
    /// controls and views with recognizers of their own keep a touch from the cell.
    mutating func addTouchable(_ kind: ScreenElement.Kind, _ text: String, for view: UIView) {
        guard let recognizer = view.firableTapRecognizer else {
            guard let rowTouch, !rowTouch.taps.isEmpty else { return add(kind, text, for: view) }
            return add(kind, text, for: view, taps: rowTouch.taps, tap: rowTouch.tap, touchesChecked: true)
        }
        add(
            kind, text, for: view, taps: [.gesture], tap: { [weak recognizer] in recognizer?.simulateRecognition() },
            touchesChecked: true)
    }

    /// A table row or collection item (`kind` `.tableRow`, level 1 or more; a collection's header
    /// cell, `.tableHeader`, which nothing selects), its `subtitle` line
    /// (a subtitle cell's detail text), then what its cell shows besides the row's text: the views of `content` in reading order, one level further
    /// in, except `shown` (the labels the row's text came from) and views clipped away by a row
    /// `height` points high.
    mutating func addRow(
        _ row: ScreenElement, subtitle: String? = nil, content: UIView?, shown: [UIView], height: CGFloat?,
        tap: (() -> Void)?, swipe: (() -> Void)? = nil
    ) {
        append(row, tap: tap, swipe: swipe)
        // A subtitle cell's second line, under its title.
        if let subtitle { append(ScreenElement(kind: .label, text: subtitle, level: row.level + 1)) }
        guard let content else { return }
        let saved = contentLevel
        contentLevel = row.level + 1
        rowTouch = tap.map { (row.taps, $0) }
        for view in Self.readingOrder(content) where !Self.isHidden(view, below: content) {
            if shown.contains(where: { $0 === view }) || Self.isClipped(view, in: content, height: height) { continue }
            view.addToScreen(&self)
        }
        rowTouch = nil
        contentLevel = saved
    }

    /// Adds the views a container shows (a cell's accessory view) at the level of row content.
    mutating func addRowAccessory(_ view: UIView, rowLevel: Int) {
        let saved = contentLevel
        contentLevel = rowLevel + 1
        if !view.isHidden {
            view.addToScreen(&self)
            if view.screenShowsSubviews {
                for child in Self.readingOrder(view) where !Self.isHidden(child, below: view) { child.addToScreen(&self) }
            }
        }
        contentLevel = saved
    }

    /// Whether a cell's row, `height` points high, clips `view` away: a cell clips its content, and
    /// a view whose middle lies below the row's bottom is not seen (a date picker under a label in
    /// a row made short to hide it).
    private static func isClipped(_ view: UIView, in content: UIView, height: CGFloat?) -> Bool {
        guard let height, view.frame != .zero else { return false }
        var top = view.frame.minY
        var current = view.superview
        while let parent = current, parent !== content {
            top += parent.frame.minY
            current = parent.superview
        }
        return top + view.frame.height / 2 > height
    }

    // MARK: - Views

    /// Adds a view that is not part of the content (a bar button item's custom view): the view,
    /// then what it holds, in reading order.
    mutating func addView(_ view: UIView) {
        guard !view.isHidden else { return }
        view.addToScreen(&self)
        if view.screenShowsSubviews { addViews(in: view) }
    }

    private mutating func addViews(in root: UIView) {
        // A table or collection view controller's view is the table or collection itself.
        guard root.screenShowsSubviews else { return root.addToScreen(&self) }
        for view in Self.readingOrder(root) where !Self.isHidden(view, below: root) {
            view.addToScreen(&self)
        }
    }

    /// Depth-first order, siblings sorted top to bottom, then left to right, when frames are known;
    /// views that show their own content (controls, tables) are not entered.
    static func readingOrder(_ root: UIView) -> [UIView] {
        var result: [UIView] = []
        func visit(_ view: UIView) {
            let sorted = view.subviews.enumerated().sorted { lhs, rhs in
                let (a, b) = (lhs.element.frame, rhs.element.frame)
                if a == .zero || b == .zero || !view.screenSortsSubviewsByFrame { return lhs.offset < rhs.offset }
                if a.minY != b.minY { return a.minY < b.minY }
                if a.minX != b.minX { return a.minX < b.minX }
                return lhs.offset < rhs.offset
            }
            for (_, child) in sorted {
                result.append(child)
                if child.screenShowsSubviews { visit(child) }
            }
        }
        visit(root)
        return result
    }

    static func isHidden(_ view: UIView, below root: UIView) -> Bool {
        var current: UIView? = view
        while let candidate = current, candidate !== root {
            if candidate.isHidden || candidate.alpha == 0 { return true }
            current = candidate.superview
        }
        return false
    }

    private static func frame(of view: UIView) -> [Double]? {
        view.frame == .zero ? nil : [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height]
    }

    // MARK: - Text of values

    /// `0.25`: a fraction with at most two decimals, stable across platforms.
    static func fraction(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return number((min(max(value, 0), 1) * 100).rounded() / 100)
    }

    /// `3`, `2.5`: a number without a trailing `.0`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension UIViewController {
    /// Simulator only: the controller whose content is on screen inside this one — the shown top
    /// of a navigation controller, the selected tab, recursively; else this controller.
    public var visibleContentController: UIViewController {
        shownChild?.visibleContentController ?? self
    }

    /// Simulator only: the child whose content this container shows on screen — a navigation
    /// controller's top, the selected tab, a collapsed split view's column, a page; nil for a
    /// controller that is not such a container.
    public var shownChildViewController: UIViewController? { shownChild }
}
