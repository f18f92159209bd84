import SimUIKit

/// What makes a screen the same screen to the crawler: the visible controller's class, how it is
/// shown, and the kinds and texts of what is on it, with numbers and dates normalized (a clock, a
/// counter, a row's date do not make a new screen). A table's rows count as one `tableRow` per
/// run of rows, whatever they read (a list that grows or changes is the same list), marked with
/// what the run holds besides selectable rows (`~` rows a tap does not select, as in editing
/// mode; `+deleteControl`, `+accessoryButton`), and a text
/// input by its kind alone (what was typed into a form does not make a new form).
public struct ScreenSignature: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The signature as text: `Class|presentation|kind:text|…`.
    public let text: String

    /// The signature of `screen` (nil: no screen, the app not running).
    public init(_ screen: ScreenModel?) {
        guard let screen else {
            text = "-"
            return
        }
        var parts = [screen.controllerClass ?? "?", screen.presentation.description]
        var inRows = false
        // What a tap on the rows does is part of the screen: the same list in editing mode (rows
        // not selectable, delete controls) is another screen to explore. Each run of rows says
        // which kinds it holds, whatever their number or order.
        var marks: Set<String> = []
        func endRows() {
            guard inRows else { return }
            parts[parts.count - 1] += marks.sorted().joined()
            marks = []
        }
        for element in screen.elements {
            switch element.kind {
            case .tableRow, .accessoryButton, .deleteControl, .deleteConfirmation:
                if !inRows { parts.append(ScreenElement.Kind.tableRow.rawValue) }
                if element.kind != .tableRow {
                    marks.insert("+" + element.kind.rawValue)
                } else if !element.isTappable {
                    marks.insert("~")
                }
                inRows = true
                continue
            case .textField, .textView:
                endRows()
                parts.append(element.kind.rawValue)
            case .title, .prompt, .backButton, .barButton, .toolbarButton, .label, .button, .toggle, .segmentedControl, .image,
                .activity, .tableHeader, .tab, .slider, .progress, .stepper, .pageControl, .picker, .note:
                // What a row's cell holds (level 2) belongs to the rows.
                if inRows, element.level > 0 { continue }
                endRows()
                parts.append("\(element.kind.rawValue):\(Self.normalized(element.text))")
            }
            inRows = false
        }
        endRows()
        text = parts.joined(separator: "|")
    }

    /// `text` with every run of digits written `#` (`2026-12-01 14:05` is `#-#-# #:#`, `Item 12` is `Item #`).
    public static func normalized(_ text: String) -> String {
        var result = ""
        var inDigits = false
        for character in text {
            if character.isNumber {
                if !inDigits { result.append("#") }
                inDigits = true
            } else {
                result.append(character)
                inDigits = false
            }
        }
        return result
    }

    public var description: String { text }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.text < rhs.text }
}
