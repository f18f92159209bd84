import Foundation
import Navigator
import SimUIKit

/// The simulated phone: navigation bar, the visible controller's elements, the tab bar; a sheet
/// drawn over what it was presented on.
struct PhonePanel: Panel {
    let theme: Theme

    /// The screen model and the focused element.
    struct Slice {
        var screen: ScreenModel?
        var focus: Int?
    }

    static func slice(of state: NavigatorState) -> Slice { Slice(screen: state.screen, focus: state.focus) }

    /// The rows the phone needs to show all of `screen` at `width` (its box included): the bars,
    /// a row per element (a segmented control's segments share one, vcnav's notes wrap).
    static func height(of screen: ScreenModel?, width: Int) -> Int {
        guard let screen else { return 5 }
        let elements = screen.elements
        var rows = 2 + (screen.beneathTitle == nil ? 0 : 3) + (screen.hasNavigationBar ? 2 : screen.title == nil ? 0 : 1)
        if elements.contains(where: { $0.kind == .tab }) { rows += 2 }
        if elements.contains(where: { $0.kind == .toolbarButton }) { rows += 2 }
        let bars: Set<ScreenElement.Kind> = [.backButton, .title, .barButton, .tab, .prompt, .toolbarButton]
        var previous: ScreenElement?
        for element in elements where !bars.contains(element.kind) {
            defer { previous = element }
            if element.kind == .segmentedControl, previous?.kind == .segmentedControl, previous?.value == element.value { continue }
            rows += element.kind == .note ? TextLayout.wrap("i \(element.text)", width: max(1, width - 4)).count : 1
        }
        return max(5, rows)
    }

    func draw(_ slice: Slice, in rect: Rect, on grid: inout CellGrid) {
        _ = drawTappable(slice, in: rect, on: &grid)
    }

    /// Draws the phone and says where each tappable element landed (a click there taps it).
    func drawTappable(_ state: Slice, in rect: Rect, on grid: inout CellGrid) -> [HitArea] {
        var hits: [HitArea] = []
        guard let screen = state.screen else {
            theme.box(rect, title: "iPhone", on: &grid)
            grid.put("(the app is not running)", in: rect.insetBy(dx: 2, dy: 2), row: 0, style: theme.dim)
            return hits
        }
        var frame = rect
        var title = "iPhone"
        if let beneath = screen.beneathTitle {
            // A sheet: the presenter stays visible above it.
            theme.box(rect, title: "iPhone", on: &grid)
            grid.put(
                TextLayout.truncate("  \(beneath)  (under the sheet)", toWidth: rect.width - 2, charset: theme.charset),
                in: rect.insetBy(dx: 1, dy: 1), row: 0, style: .plain, charset: theme.charset)
            frame = Rect(x: rect.minX + 1, y: rect.minY + 2, width: rect.width - 2, height: rect.height - 3)
            title = "sheet · \(screen.presentation)"
        } else if screen.presentation.coversPresenter {
            title = "iPhone · full screen"
        } else if screen.presentation != .window {
            title = "iPhone · \(screen.presentation)"
        }
        theme.box(frame, title: title, on: &grid)
        let inner = frame.insetBy(dx: 1, dy: 1)
        guard inner.width > 2, inner.height > 2 else { return hits }
        let elements = screen.elements
        var row = 0
        if screen.hasNavigationBar {
            drawNavigationBar(screen, state: state, in: inner, on: &grid, hits: &hits)
            grid.put(String(repeating: theme.charset.horizontal, count: inner.width), in: inner, row: 1, style: theme.border)
            row = 2
        }
        let tabs = elements.indices.filter { elements[$0].kind == .tab }
        let toolbar = elements.indices.filter { elements[$0].kind == .toolbarButton }
        let tabBarTop = inner.height - (tabs.isEmpty ? 0 : 2)
        let bottom = tabBarTop - (toolbar.isEmpty ? 0 : 2)
        let content = elements.indices.filter { index in
            let kind = elements[index].kind
            return kind != .backButton && kind != .title && kind != .barButton && kind != .tab && kind != .prompt
                && kind != .toolbarButton
                && !(kind == .title && screen.hasNavigationBar)
        }
        let rows = max(0, bottom - row)
        let focusPosition = state.focus.flatMap { content.firstIndex(of: $0) } ?? 0
        let start = focusPosition >= rows ? focusPosition - rows + 1 : 0
        if !screen.hasNavigationBar, let title = screen.title, rows > 0 {
            grid.put(centered(title, width: inner.width), in: inner, row: row, style: theme.title, charset: theme.charset)
            row += 1
        }
        let shownContent = Array(content.dropFirst(start))
        var position = 0
        while position < shownContent.count {
            let index = shownContent[position]
            position += 1
            guard row < bottom else { break }
            let element = elements[index]
            if element.kind == .segmentedControl {
                // A segmented control's segments, one element each, on one line.
                var group = [index]
                while position < shownContent.count, elements[shownContent[position]].kind == .segmentedControl,
                    elements[shownContent[position]].value == element.value, shownContent[position] == group.last! + 1
                {
                    group.append(shownContent[position])
                    position += 1
                }
                drawSegments(group, of: elements, focus: state.focus, row: row, in: inner, on: &grid, hits: &hits)
                row += 1
                continue
            }
            if element.kind == .note {
                // vcnav's own note, wrapped, set apart from the app's content.
                for line in TextLayout.wrap("\(theme.info) \(element.text)", width: inner.width - 2) where row < bottom {
                    grid.put(" " + line, in: inner, row: row, style: theme.note, charset: theme.charset)
                    row += 1
                }
                continue
            }
            let (text, style) = line(for: element, width: inner.width, focused: state.focus == index)
            grid.put(text, in: inner, row: row, style: style, charset: theme.charset)
            if element.isTappable {
                hits.append(HitArea(index: index, rect: Rect(x: inner.minX, y: inner.minY + row, width: inner.width, height: 1)))
            }
            row += 1
        }
        if !toolbar.isEmpty, bottom >= 0 {
            drawToolbar(toolbar, of: elements, focus: state.focus, row: bottom, in: inner, on: &grid, hits: &hits)
        }
        if !tabs.isEmpty {
            grid.put(String(repeating: theme.charset.horizontal, count: inner.width), in: inner, row: inner.height - 2, style: theme.border)
            let width = max(1, inner.width / tabs.count)
            for (position, index) in tabs.enumerated() {
                let element = elements[index]
                let label = centered(TextLayout.truncate(element.text, toWidth: width - 1, charset: theme.charset), width: width)
                var style: Style = element.isSelected ? .bold : theme.dim
                if state.focus == index { style = theme.focused }
                grid.put(label, in: inner, row: inner.height - 1, column: position * width, style: style, charset: theme.charset)
                hits.append(
                    HitArea(
                        index: index,
                        rect: Rect(x: inner.minX + position * width, y: inner.minY + inner.height - 1, width: width, height: 1)))
            }
        }
        return hits
    }

    private func drawNavigationBar(
        _ screen: ScreenModel, state: Slice, in inner: Rect, on grid: inout CellGrid, hits: inout [HitArea]
    ) {
        let elements = screen.elements
        var left = 0
        for index in elements.indices
        where elements[index].kind == .backButton || (elements[index].kind == .barButton && isLeft(index, elements)) {
            let element = elements[index]
            let text = element.kind == .backButton ? "\(theme.back) \(element.text)" : element.text
            let shown = TextLayout.truncate(text, toWidth: max(4, inner.width / 3), charset: theme.charset)
            let style = state.focus == index ? theme.focused : theme.button
            let width = grid.put(shown, in: inner, row: 0, column: left, style: style, charset: theme.charset)
            hits.append(HitArea(index: index, rect: Rect(x: inner.minX + left, y: inner.minY, width: width, height: 1)))
            left += width + 1
        }
        var right = inner.width
        for index in elements.indices.reversed() where elements[index].kind == .barButton && !isLeft(index, elements) {
            let element = elements[index]
            let shown = TextLayout.truncate(element.text, toWidth: max(4, inner.width / 4), charset: theme.charset)
            let width = DisplayWidth.of(shown)
            right -= width
            guard right > left else { break }
            let style = state.focus == index ? theme.focused : (element.isEnabled ? theme.button : theme.dim)
            grid.put(shown, in: inner, row: 0, column: right, style: style, charset: theme.charset)
            hits.append(HitArea(index: index, rect: Rect(x: inner.minX + right, y: inner.minY, width: width, height: 1)))
            right -= 1
        }
        if let title = elements.first(where: { $0.kind == .title })?.text ?? screen.title {
            let room = max(0, right - left - 2)
            let shown = TextLayout.truncate(title, toWidth: room, charset: theme.charset)
            let width = DisplayWidth.of(shown)
            let column = max(left + 1, (inner.width - width) / 2)
            if column + width <= right { grid.put(shown, in: inner, row: 0, column: column, style: theme.title) }
        }
    }

    /// A toolbar above the tab bar: a rule, then its buttons spread across the width.
    private func drawToolbar(
        _ items: [Int], of elements: [ScreenElement], focus: Int?, row: Int, in inner: Rect, on grid: inout CellGrid,
        hits: inout [HitArea]
    ) {
        grid.put(String(repeating: theme.charset.horizontal, count: inner.width), in: inner, row: row, style: theme.border)
        let width = max(1, inner.width / items.count)
        for (position, index) in items.enumerated() {
            let element = elements[index]
            let label = centered(TextLayout.truncate(element.text, toWidth: width - 1, charset: theme.charset), width: width)
            let style = focus == index ? theme.focused : (element.isEnabled ? theme.button : theme.dim)
            grid.put(label, in: inner, row: row + 1, column: position * width, style: style, charset: theme.charset)
            hits.append(
                HitArea(index: index, rect: Rect(x: inner.minX + position * width, y: inner.minY + row + 1, width: width, height: 1)))
        }
    }

    /// A segmented control's segments on one line, centred: `[Day]  Week  Month`, the selected
    /// one in brackets, each its own tap target.
    private func drawSegments(
        _ group: [Int], of elements: [ScreenElement], focus: Int?, row: Int, in inner: Rect, on grid: inout CellGrid,
        hits: inout [HitArea]
    ) {
        let labels = group.map { elements[$0].isSelected ? "[\(elements[$0].text)]" : " \(elements[$0].text) " }
        let total = labels.reduce(0) { $0 + DisplayWidth.of($1) } + 1 * (labels.count - 1)
        var column = max(0, (inner.width - total) / 2)
        for (index, label) in zip(group, labels) {
            let element = elements[index]
            var style: Style = element.isSelected ? .bold : theme.button
            if !element.isEnabled { style = theme.dim }
            if focus == index { style = theme.focused }
            let width = grid.put(label, in: inner, row: row, column: column, style: style, charset: theme.charset)
            hits.append(HitArea(index: index, rect: Rect(x: inner.minX + column, y: inner.minY + row, width: width, height: 1)))
            column += width + 1
        }
    }

    /// Bar buttons before the title are left items.
    private func isLeft(_ index: Int, _ elements: [ScreenElement]) -> Bool {
        guard let title = elements.firstIndex(where: { $0.kind == .title }) else { return false }
        return index < title
    }

    private func line(for element: ScreenElement, width fullWidth: Int, focused: Bool) -> (String, Style) {
        var style: Style
        var text: String
        // What a table row's cell holds is drawn under the row, one step in.
        let rowKinds: [ScreenElement.Kind] = [.tableRow, .accessoryButton, .deleteControl, .deleteConfirmation]
        let indent = element.level >= 2 && !rowKinds.contains(element.kind) ? 2 * min(element.level, 8) : 0
        let width = max(1, fullWidth - indent)
        switch element.kind {
        case .button:
            text = "[ \(element.text) ]"
            style = element.isEnabled ? theme.button : theme.dim
            text = centered(text, width: width)
        case .tableRow:
            // The row's accessory as the cell draws it; its detail text at the end (value 1's
            // place; a subtitle's line is folded in beside the title).
            let accessory = element.accessory.map { " " + symbol(for: $0) } ?? ""
            let detail = element.detailText.map { "  \($0)" } ?? ""
            let indent = String(repeating: "  ", count: max(1, min(element.level, 8)))
            let room = max(1, width - DisplayWidth.of(indent) - DisplayWidth.of(accessory))
            let label = TextLayout.truncate(element.text + detail, toWidth: room, charset: theme.charset)
            text = indent + label + String(repeating: " ", count: max(0, room - DisplayWidth.of(label))) + accessory
            style = element.isSelected ? .bold : .plain
        case .accessoryButton:
            // The info button's ⓘ, or the accessory the button is (a list's outline disclosure).
            let mark = element.accessory.map { self.symbol(for: $0) } ?? theme.info
            text =
                String(repeating: " ", count: max(0, width - DisplayWidth.of(element.text) - DisplayWidth.of(mark) - 3))
                + "\(mark) \(element.text)"
            style = theme.button
        case .deleteControl:
            text = String(repeating: "  ", count: max(1, element.level)) + "\(theme.minus) \(element.text)"
            style = theme.error
        case .deleteConfirmation:
            text = String(repeating: " ", count: max(0, width - DisplayWidth.of(element.text) - 4)) + "[ \(element.text) ]"
            style = theme.error
        case .tableHeader:
            text = element.text.uppercased()
            // A list's header cell may carry an accessory (an outline disclosure) at its end.
            if let accessory = element.accessory.map({ " " + symbol(for: $0) }) {
                let room = max(1, width - DisplayWidth.of(accessory))
                text = TextLayout.truncate(text, toWidth: room, charset: theme.charset)
                text += String(repeating: " ", count: max(0, room - DisplayWidth.of(text))) + accessory
            }
            style = .bold
        case .textField:
            let field = element.text.isEmpty ? " " : element.text
            text = "[\(field)" + String(repeating: "_", count: max(0, width - 3 - DisplayWidth.of(field))) + "]"
            style = .underline
        case .toggle:
            text = element.isSelected ? "  ( \(theme.connected)) on" : "  (\(theme.disconnected) ) off"
            style = element.isSelected ? theme.good : .plain
        case .segmentedControl:  // drawn by drawSegments; a lone one here reads as itself
            text = centered(element.isSelected ? "[\(element.text)]" : element.text, width: width)
            style = .plain
        case .slider, .progress:
            text = bar(element, width: width)
            style = element.isEnabled ? .plain : theme.dim
        case .stepper:
            text = centered("\(element.text)  [ - | + ]", width: width)
            style = element.isEnabled ? theme.button : theme.dim
        case .picker:
            text = "  [ \(element.text) ]"
            style = element.isEnabled ? .plain : theme.dim
        case .pageControl:
            text = centered(dots(element), width: width)
            style = .plain
        case .label, .textView, .image, .activity, .note:
            text = element.text
            style = .plain
        // Drawn in the bars (the navigation bar, the toolbar, the tab bar), never as content; a
        // stray one reads as its text.
        case .title, .prompt, .backButton, .barButton, .toolbarButton, .tab:
            text = element.text
            style = .plain
        }
        if indent > 0 { text = String(repeating: " ", count: indent) + text.drop { $0 == " " } }
        if focused { style = theme.focused }
        return (TextLayout.truncate(text, toWidth: fullWidth, charset: theme.charset), style)
    }

    /// A row's accessory: a chevron, a checkmark, an info button, or both; an outline's disclosure.
    private func symbol(for accessory: ScreenAccessory) -> String {
        switch accessory {
        case .disclosureIndicator: return theme.chevron
        case .checkmark: return theme.checkmark
        case .detailButton: return theme.info
        case .detailDisclosureButton: return "\(theme.info) \(theme.chevron)"
        case .outlineCollapsed: return theme.outlineCollapsed
        case .outlineExpanded: return theme.outlineExpanded
        }
    }

    /// `━━━━●───── 40%` for a slider, `━━━━────── 40%` for a progress bar.
    private func bar(_ element: ScreenElement, width: Int) -> String {
        // The value comes from another process: anything not a finite number draws as empty.
        var fraction = 0.0
        if case .fraction(let value)? = element.value, value.isFinite { fraction = min(max(value, 0), 1) }
        let percent = " \(Int((fraction * 100).rounded()))%"
        let length = max(4, min(24, width - 4 - percent.count))
        let knob = element.kind == .slider ? theme.knob : ""
        let filled = min(Int((fraction * Double(length)).rounded()), knob.isEmpty ? length : length - 1)
        let rest = max(0, length - filled - (knob.isEmpty ? 0 : 1))
        return "  " + String(repeating: theme.barFilled, count: filled) + knob
            + String(repeating: theme.barEmpty, count: rest) + percent
    }

    /// `○ ● ○ ○` for the second of four pages (more than 40 pages: `2/41`).
    private func dots(_ element: ScreenElement) -> String {
        guard case .page(let current, let count)? = element.value, count > 0, count <= 40 else { return element.text }
        return (0..<count).map { $0 == current ? theme.connected : theme.disconnected }.joined(separator: " ")
    }

    private func centered(_ text: String, width: Int) -> String {
        let textWidth = DisplayWidth.of(text)
        guard textWidth < width else { return text }
        return String(repeating: " ", count: (width - textWidth) / 2) + text
    }
}
