import Foundation

/// Walks the visible hierarchy and collects the screen's elements in reading order.
///
/// The builder knows no UIKit class by name: containers say which child they show
/// (``UIViewController/shownChild``) and add their bars around the content; each view adds what it
/// shows (``UIView/addToScreen(_:)``), with what a tap on it does.
@MainActor
struct ScreenBuilder {
    private var elements: [ScreenElement] = []
    private var taps: [(() -> Void)?] = []
    private var typers: [((String) -> Void)?] = []
    var model = ScreenModel()

    mutating func finish() -> Screen {
        model.elements = elements
        return Screen(model: model, taps: taps, typers: typers)
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

    private var claimedBars: Set<String> = []

    /// True for the first container that asks for a bar of its kind (`navigation`, `tab`): the
    /// outermost navigation or tab bar controller on screen draws that bar.
    mutating func claimBar(_ kind: String) -> Bool {
        claimedBars.insert(kind).inserted
    }

    // MARK: - Adding elements

    /// Appends an element, with what a tap on it and typing into it do.
    mutating func append(_ element: ScreenElement, tap: (() -> Void)? = nil, type: ((String) -> Void)? = nil) {
        elements.append(element)
        taps.append(tap)
        typers.append(type)
    }

    /// Appends an element shown by `view`: its storyboard and accessibility identifiers and its
    /// frame come from the view.
    mutating func add(
        _ kind: ScreenElement.Kind, _ text: String, for view: UIView, value: ScreenValue? = nil, enabled: Bool = true,
        selected: Bool = false, taps: [ScreenTap] = [], tap: (() -> Void)? = nil, type: ((String) -> Void)? = nil
    ) {
        append(
            ScreenElement(
                kind: kind, text: text, value: value, identifier: view.storyboardElementID,
                accessibilityIdentifier: view.accessibilityIdentifier, frame: Self.frame(of: view), isEnabled: enabled,
                isSelected: selected, taps: taps),
            tap: tap, type: type)
    }

    /// A label or image: tappable when a tap recognizer would see a finger on it.
    mutating func addTouchable(_ kind: ScreenElement.Kind, _ text: String, for view: UIView) {
        guard let recognizer = view.firableTapRecognizer else { return add(kind, text, for: view) }
        add(kind, text, for: view, taps: [.gesture], tap: { [weak recognizer] in recognizer?.simulateRecognition() })
    }

    /// A table row or collection item: one level in, identified by its cell (or the prototype it
    /// came from).
    mutating func addRow(
        _ cell: UIView, text: String, prototypeID: String?, enabled: Bool, selected: Bool, taps: [ScreenTap],
        tap: @escaping () -> Void
    ) {
        append(
            ScreenElement(
                kind: .tableRow, text: text, identifier: cell.storyboardElementID ?? prototypeID,
                accessibilityIdentifier: cell.accessibilityIdentifier, isEnabled: enabled, isSelected: selected, taps: taps,
                level: 1),
            tap: tap)
    }

    // MARK: - Views

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
}
