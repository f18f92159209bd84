import Foundation

/// Walks the visible hierarchy and collects the screen's elements in reading order.
@MainActor
struct ScreenBuilder {
    var elements: [ScreenElement] = []
    var taps: [(() -> Void)?] = []
    var typers: [((String) -> Void)?] = []
    var model = ScreenModel(presentation: "window", hasNavigationBar: false, elements: [])

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
        while let presented = chain.last?.storedPresented { chain.append(presented) }
        while chain.count > 1, chain.last?.appearanceState == .disappeared { chain.removeLast() }
        let top = chain[chain.count - 1]
        let beneath = chain.count > 1 ? chain[chain.count - 2] : nil
        if let style = top.resolvedPresentationStyle, top.storedPresenting != nil {
            model.presentation = style.coversPresenter ? "fullScreen" : style.description
            if !style.coversPresenter, let beneath {
                let content = beneath.visibleContentController
                model.beneathTitle = content.navigationItem.title ?? content.title
            }
        }
        add(hierarchy: top)
    }

    private mutating func add(hierarchy root: UIViewController) {
        var navigation: UINavigationController?
        var tabs: UITabBarController?
        var pager: UIPageViewController?
        var hidesTabBar = false
        var current = root
        while true {
            if let nav = current as? UINavigationController, let shown = nav.displayed ?? nav.stack.last {
                if navigation == nil { navigation = nav }
                // hidesBottomBarWhenPushed: a pushed controller (not the root) at or below the top hides the tab bar.
                if tabs != nil, let index = nav.stack.firstIndex(where: { $0 === shown }), index > 0,
                    nav.stack[1...index].contains(where: \.hidesBottomBarWhenPushed)
                {
                    hidesTabBar = true
                }
                current = shown
            } else if let bar = current as? UITabBarController, let selected = bar.selectedViewController {
                if tabs == nil { tabs = bar }
                current = selected
            } else if let pages = current as? UIPageViewController, let shown = pages.viewControllers?.first {
                pager = pages
                current = shown
            } else {
                break
            }
        }
        let visible = current
        model.controller = visible.traceRef
        model.controllerClass = objcClassName(type(of: visible))
        model.storyboardIdentifier = visible.storyboardScene?.storyboardIdentifier
        model.title = visible.navigationItem.title ?? visible.title
        if let navigation, !navigation.isNavigationBarHidden {
            model.hasNavigationBar = true
            addNavigationBar(navigation, top: visible)
        }
        if let view = visible.viewIfLoaded {
            addViews(in: view)
        }
        if let pager, pager.dataSource != nil { addPageTurns(pager) }
        if let tabs, !hidesTabBar { addTabBar(tabs) }
    }

    private mutating func append(_ element: ScreenElement, tap: (() -> Void)? = nil, type: ((String) -> Void)? = nil) {
        elements.append(element)
        taps.append(tap)
        typers.append(type)
    }

    private mutating func addNavigationBar(_ navigation: UINavigationController, top: UIViewController) {
        let item = top.navigationItem
        let stack = navigation.stack
        if let index = stack.firstIndex(where: { $0 === top }), index > 0, !item.hidesBackButton {
            let previous = stack[index - 1]
            let text =
                previous.navigationItem.backButtonTitle ?? previous.navigationItem.backBarButtonItem?.title
                ?? previous.navigationItem.title ?? previous.title ?? "Back"
            append(
                ScreenElement(
                    kind: .backButton, text: text, identifier: nil, frame: nil, isEnabled: true, isSelected: false,
                    tapAction: "back (pop)", level: 0),
                tap: { [weak navigation] in navigation?.popViewController(animated: true) })
        }
        for bar in item.leftBarButtonItems ?? [] { addBarItem(bar) }
        if let title = item.title ?? top.title {
            append(
                ScreenElement(
                    kind: .title, text: title, identifier: nil, frame: nil, isEnabled: true, isSelected: false, tapAction: nil, level: 0))
        }
        if let prompt = item.prompt {
            append(
                ScreenElement(
                    kind: .prompt, text: prompt, identifier: nil, frame: nil, isEnabled: true, isSelected: false, tapAction: nil, level: 0))
        }
        for bar in item.rightBarButtonItems ?? [] { addBarItem(bar) }
    }

    private mutating func addBarItem(_ item: UIBarButtonItem) {
        var actions = item.tapLabels
        if let action = item.action { actions.insert("action \(action.name)", at: 0) }
        if item.primaryAction != nil { actions.append("action (closure)") }
        append(
            ScreenElement(
                kind: .barButton, text: item.title ?? item.systemItem?.rawValue ?? item.image?.name ?? "•",
                identifier: item.storyboardElementID,
                accessibilityIdentifier: item.accessibilityIdentifier, frame: nil, isEnabled: item.isEnabled,
                isSelected: false, tapAction: actions.isEmpty ? nil : actions.joined(separator: ", "), level: 0),
            tap: actions.isEmpty ? nil : { [weak item] in item?.simulateTap() })
    }

    private mutating func addViews(in root: UIView) {
        // A table or collection view controller's view is the table or collection itself.
        if root is UITableView || root is UICollectionView {
            addView(root)
            return
        }
        for view in Self.readingOrder(root) where !Self.isHidden(view, below: root) {
            addView(view)
        }
    }

    /// Depth-first order, siblings sorted top to bottom, then left to right, when frames are known.
    static func readingOrder(_ root: UIView) -> [UIView] {
        var result: [UIView] = []
        func visit(_ view: UIView) {
            let sorted = view.subviews.enumerated().sorted { lhs, rhs in
                let (a, b) = (lhs.element.frame, rhs.element.frame)
                if a == .zero || b == .zero || view is UIStackView { return lhs.offset < rhs.offset }
                if a.minY != b.minY { return a.minY < b.minY }
                if a.minX != b.minX { return a.minX < b.minX }
                return lhs.offset < rhs.offset
            }
            for (_, child) in sorted {
                result.append(child)
                if !(child is UITableView) && !(child is UICollectionView) && !(child is UIControl) { visit(child) }
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

    private mutating func addView(_ view: UIView) {
        let id = view.storyboardElementID
        let frame = Self.frame(of: view)
        func element(_ kind: ScreenElement.Kind, _ text: String, enabled: Bool = true, selected: Bool = false, tap: String? = nil)
            -> ScreenElement
        {
            ScreenElement(
                kind: kind, text: text, identifier: id, accessibilityIdentifier: view.accessibilityIdentifier, frame: frame,
                isEnabled: enabled, isSelected: selected, tapAction: tap, level: 0)
        }
        switch view {
        case let cell as UITableViewCell where view.superview is UITableView:
            _ = cell
        case let label as UILabel:
            if let text = label.text, !text.isEmpty { appendTouchable(element(.label, text), label) }
        case let button as UIButton:
            let description = button.tapDescription
            append(
                element(.button, button.currentTitle ?? "", enabled: button.isEnabled, tap: description),
                tap: { [weak button] in button?.sendActions(for: .touchUpInside) })
        case let field as UITextField:
            let shown = (field.text?.isEmpty ?? true) ? (field.placeholder ?? "") : (field.text ?? "")
            append(
                element(.textField, shown, enabled: field.isEnabled, tap: "focus"),
                tap: { [weak field] in field?.becomeFirstResponder() },
                type: { [weak field] text in field?.simulateTyping(text) })
        case let text as UITextView:
            append(element(.textView, text.text ?? ""))
        case let toggle as UISwitch:
            append(
                element(.toggle, toggle.isOn ? "on" : "off", enabled: toggle.isEnabled, selected: toggle.isOn, tap: "toggle"),
                tap: { [weak toggle] in
                    guard let toggle else { return }
                    toggle.isOn.toggle()
                    toggle.sendActions(for: .valueChanged)
                })
        case let segmented as UISegmentedControl:
            append(element(.segmentedControl, segmented.segmentTitles.joined(separator: " | "), enabled: segmented.isEnabled))
        case let slider as UISlider:
            append(element(.slider, Self.fraction(slider.fraction), enabled: slider.isEnabled))
        case let stepper as UIStepper:
            let canStep = stepper.value + stepper.stepValue <= stepper.maximumValue || stepper.wraps
            append(
                element(.stepper, Self.number(stepper.value), enabled: stepper.isEnabled, tap: canStep ? "step up" : nil),
                tap: canStep ? { [weak stepper] in stepper?.simulateIncrement() } : nil)
        case let progress as UIProgressView:
            append(element(.progress, Self.fraction(Double(progress.progress))))
        case let dots as UIPageControl where dots.numberOfPages > (dots.hidesForSinglePage ? 1 : 0):
            let hasNext = dots.currentPage < dots.numberOfPages - 1
            append(
                element(
                    .pageControl, "\(dots.currentPage + 1)/\(dots.numberOfPages)", enabled: dots.isEnabled, tap: hasNext ? "next page" : nil
                ),
                tap: hasNext ? { [weak dots] in dots?.simulateNextPageTap() } : nil)
        case let picker as UIDatePicker:
            append(element(.datePicker, picker.displayText, enabled: picker.isEnabled))
        case let image as UIImageView:
            appendTouchable(element(.image, image.imageName.map { "[\($0)]" } ?? "[image]"), image)
        case let spinner as UIActivityIndicatorView:
            if spinner.isAnimating { append(element(.activity, "…")) }
        case let table as UITableView:
            addTable(table)
        case let collection as UICollectionView:
            addCollection(collection)
        default:
            break
        }
    }

    private mutating func addTable(_ table: UITableView) {
        table.loadRowCountsIfNeeded()
        let sections = table.numberOfSections
        for section in 0..<max(0, min(sections, 100)) {
            if let header = table.headerTitle(forSection: section) {
                append(
                    ScreenElement(
                        kind: .tableHeader, text: header, identifier: nil, frame: nil, isEnabled: true, isSelected: false, tapAction: nil,
                        level: 0))
            }
            let rows = table.numberOfRows(inSection: section)
            for row in 0..<max(0, min(rows, 500)) {
                let indexPath = IndexPath(row: row, section: section)
                guard let cell = table.cellForRow(at: indexPath) else { continue }
                var actions = cell.selectionLabels
                if table.delegate != nil { actions.append("didSelectRowAt \(indexPath)") }
                appendRow(
                    cell.displayText, of: cell, prototypeID: cell.prototypeID, enabled: true,
                    selected: table.indexPathForSelectedRow == indexPath, actions: actions, otherwise: "select row",
                    tap: { [weak table] in table?.selectRow(at: indexPath, sender: cell) })
            }
        }
    }

    /// `0.25`: a fraction with at most two decimals, stable across platforms.
    static func fraction(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return number((min(max(value, 0), 1) * 100).rounded() / 100)
    }

    /// `3`, `2.5`: a number without a trailing `.0`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A label or image: tappable when a tap recognizer would see a finger on it.
    private mutating func appendTouchable(_ element: ScreenElement, _ view: UIView) {
        guard let recognizer = view.firableTapRecognizer else { return append(element) }
        var element = element
        element.tapAction = "tap gesture"
        append(element, tap: { [weak recognizer] in recognizer?.simulateRecognition() })
    }

    /// A table row or collection item: a tappable row, one level in.
    private mutating func appendRow(
        _ text: String, of cell: UIView, prototypeID: String?, enabled: Bool, selected: Bool, actions: [String],
        otherwise: String, tap: @escaping () -> Void
    ) {
        append(
            ScreenElement(
                kind: .tableRow, text: text, identifier: cell.storyboardElementID ?? prototypeID,
                accessibilityIdentifier: cell.accessibilityIdentifier, frame: nil, isEnabled: enabled, isSelected: selected,
                tapAction: actions.isEmpty ? otherwise : actions.joined(separator: ", "), level: 1),
            tap: tap)
    }

    /// Items as rows, in order (the layout is not modelled).
    private mutating func addCollection(_ collection: UICollectionView) {
        for section in 0..<max(0, min(collection.numberOfSections, 100)) {
            for item in 0..<max(0, min(collection.numberOfItems(inSection: section), 500)) {
                let indexPath = IndexPath(item: item, section: section)
                guard let cell = collection.cellForItem(at: indexPath) else { continue }
                var actions = cell.selectionLabels
                if collection.delegate != nil { actions.append("didSelectItemAt \(indexPath)") }
                appendRow(
                    cell.displayText, of: cell, prototypeID: cell.prototypeID, enabled: collection.allowsSelection,
                    selected: collection.indexPathsForSelectedItems?.contains(indexPath) ?? false, actions: actions,
                    otherwise: "select item", tap: { [weak collection] in collection?.selectItem(at: indexPath, sender: cell) })
            }
        }
    }

    /// A finger can always try to turn the page; the data source is asked only when it does (a
    /// capture of the screen must not make pages), and nothing happens past either end.
    private mutating func addPageTurns(_ pager: UIPageViewController) {
        for (text, forward) in [("< page", false), ("page >", true)] {
            append(
                ScreenElement(
                    kind: .button, text: text, identifier: nil, frame: nil, isEnabled: true, isSelected: false,
                    tapAction: forward ? "swipe to the next page" : "swipe to the previous page", level: 0),
                tap: { [weak pager] in pager?.simulateSwipe(forward: forward) })
        }
    }

    private mutating func addTabBar(_ tabs: UITabBarController) {
        for (index, controller) in tabs.tabs.enumerated() {
            let title = controller.tabBarItemStorage?.title ?? controller.title ?? objcClassName(type(of: controller))
            append(
                ScreenElement(
                    kind: .tab, text: title, identifier: nil, frame: nil, isEnabled: true,
                    isSelected: index == tabs.selectedIndex, tapAction: "select tab \(index)", level: 0),
                tap: { [weak tabs] in tabs?.userDidTapTab(at: index) })
        }
    }
}

extension UIViewController {
    /// Simulator only: the controller whose content is on screen inside this one — the shown top
    /// of a navigation controller, the selected tab, recursively; else this controller.
    public var visibleContentController: UIViewController {
        shownChild?.visibleContentController ?? self
    }

    /// The child a container shows: a navigation controller's top, a tab bar controller's selected tab.
    var shownChild: UIViewController? {
        if let navigation = self as? UINavigationController { return navigation.displayed ?? navigation.stack.last }
        if let tabs = self as? UITabBarController { return tabs.selectedViewController }
        if let pages = self as? UIPageViewController { return pages.viewControllers?.first }
        return nil
    }
}
