import SimUIKit

/// What the crawler tries on a screen, in the replay vocabulary: each action is the commands a
/// person would give for one gesture (a text field: tap it, type, Return).
///
/// Every enabled tappable element in reading order (buttons, bar and toolbar buttons, tabs,
/// segments, switches, steppers, sliders, pickers, page dots); of a table, each section's first,
/// middle and last row, with their accessory buttons, delete controls and swipe actions; text
/// fields filled from a small dictionary (`texts` overrides it by identifier or placeholder);
/// then back, and the swipe down that dismisses a sheet.
public enum CrawlActions {
    /// The actions for `screen`, in reading order.
    public static func actions(on screen: ScreenModel, texts: [String: String] = [:]) -> [[ReplayCommand]] {
        let chosen = chosenRows(screen)
        var actions: [[ReplayCommand]] = []
        for (index, element) in screen.elements.enumerated() where element.isEnabled && element.isTappable {
            if let path = element.taps.lazy.compactMap(Self.rowPath).first, !chosen.contains(path) { continue }
            let tap = ReplayCommand.tap(index: index, on: screen)
            switch element.kind {
            case .textField, .textView:
                actions.append([tap, .type(text(for: element, overrides: texts)), .pressReturn])
            case .tableRow:
                if let path = element.taps.lazy.compactMap(Self.selectedPath).first {
                    actions.append([.tap(.row(path.row, section: path.section))])
                } else {
                    actions.append([tap])
                }
                if let path = element.taps.lazy.compactMap(Self.selectedPath).first, !element.swipeActions.isEmpty {
                    actions.append([.swipeDelete(row: path.row, section: path.section)])
                }
            case .title, .prompt, .backButton, .barButton, .toolbarButton, .label, .button, .toggle, .segmentedControl, .image,
                .activity, .tableHeader, .tab, .slider, .progress, .stepper, .pageControl, .picker, .accessoryButton,
                .deleteControl, .deleteConfirmation, .note:
                actions.append([tap])
            }
        }
        if case .presented = screen.presentation { actions.append([.dismiss]) }
        return actions
    }

    /// The rows tried: each section's first, middle and last.
    static func chosenRows(_ screen: ScreenModel) -> Set<IndexPath> {
        var sections: [Int: [Int]] = [:]
        for element in screen.elements where element.kind == .tableRow {
            for path in element.taps.compactMap(Self.selectedPath) { sections[path.section, default: []].append(path.row) }
        }
        var chosen = Set<IndexPath>()
        for (section, rows) in sections {
            let sorted = rows.sorted()
            for row in [sorted.first, sorted[sorted.count / 2], sorted.last].compactMap({ $0 }) {
                chosen.insert(IndexPath(row: row, section: section))
            }
        }
        return chosen
    }

    private static func selectedPath(_ tap: ScreenTap) -> IndexPath? {
        if case .select(let path, _) = tap { return path }
        return nil
    }

    /// The row a tap concerns (a row's selection, its accessory, its delete control or button).
    private static func rowPath(_ tap: ScreenTap) -> IndexPath? {
        switch tap {
        case .select(let path, _), .accessoryButton(let path), .revealDelete(let path), .delete(let path): path
        case .back, .segue, .unwind, .action, .closure, .focus, .toggle, .advance, .selectTab, .selectSegment, .gesture, .turnPage:
            nil
        }
    }

    /// What is typed into a text field: `overrides` by its identifier, accessibility identifier or
    /// text (its placeholder when empty), else a word that fits what its placeholder asks for.
    public static func text(for element: ScreenElement, overrides: [String: String]) -> String {
        for key in [element.identifier, element.accessibilityIdentifier, element.text].compactMap({ $0 }) {
            if let text = overrides[key] { return text }
        }
        let hint = element.text.lowercased()
        for (word, text) in dictionary where hint.contains(word) { return text }
        return "Hello"
    }

    /// The built-in words, by what a placeholder mentions.
    static let dictionary: [(String, String)] = [
        ("mail", "ada@example.com"), ("password", "Secret-123"), ("name", "Ada"), ("phone", "555-0100"),
        ("url", "https://example.com"), ("age", "42"), ("number", "42"), ("amount", "42"), ("search", "a"),
    ]
}
