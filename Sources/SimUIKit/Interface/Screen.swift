import Foundation

/// One thing a person sees on the simulated screen, in reading order.
public struct ScreenElement: Codable, Hashable, Sendable {
    /// What kind of thing it is.
    public enum Kind: String, Codable, Sendable {
        case title, prompt, backButton, barButton,
            /// A button of a toolbar (a navigation controller's, or a `UIToolbar` in the view): drawn
            /// in the bar at the bottom of the screen.
            toolbarButton,
            label, button, textField, textView, toggle, segmentedControl,
            image, activity, tableHeader, tableRow, tab,
            /// A slider or progress bar: `value` is its ``ScreenValue/fraction(_:)``.
            slider, progress,
            /// A stepper: `value` is its ``ScreenValue/number(_:)``; a tap steps it up.
            stepper,
            /// Page dots: `value` is ``ScreenValue/page(_:of:)``; a tap moves to the next page.
            pageControl,
            /// A value in a box: a date picker's date (`2026-11-29`, `14:05`), a picker view's
            /// selected rows (`Small | Red`).
            picker,
            /// A table row's accessory button (the detail button's ⓘ): a tap tells the table's
            /// delegate, and fires the cell's accessory segue.
            accessoryButton,
            /// The edit mode's delete control (the red minus) before a row: a tap reveals the
            /// row's Delete button.
            deleteControl,
            /// A row's Delete button, revealed by a swipe or the delete control: a tap deletes.
            deleteConfirmation,
            /// The simulator's note, not UIKit content: why something shows nothing (a table whose
            /// rows come from code that is not in this build).
            note
    }

    public var kind: Kind
    /// What a person reads: a label's or button's text, a row's title, a text field's text (or
    /// placeholder); for value controls, their value as text (`0.25`, `3`, `2/4`).
    public var text: String
    /// A control's value, typed (nil for elements that show only text).
    public var value: ScreenValue?
    /// The storyboard element id or accessibility identifier (`tap #id` finds it by this).
    public var identifier: String?
    public var accessibilityIdentifier: String?
    /// Position in points, when known (x, y, width, height).
    public var frame: [Double]?
    public var isEnabled: Bool
    /// A switch that is on, a selected tab or segment.
    public var isSelected: Bool
    /// What a tap does, in order; empty when tapping does nothing.
    public var taps: [ScreenTap]
    /// The nesting level inside tables: 1 for rows (plus their indentation level), 2 for what a
    /// row's cell holds; 0 elsewhere.
    public var level: Int
    /// A row's secondary text: the detail label of a subtitle, value 1 or value 2 cell.
    public var detailText: String?
    /// A row's accessory, as the cell draws it.
    public var accessory: ScreenAccessory?
    /// What a left swipe on a row offers; a full swipe performs the first.
    public var swipeActions: [ScreenSwipeAction]

    public init(
        kind: Kind, text: String, value: ScreenValue? = nil, identifier: String? = nil, accessibilityIdentifier: String? = nil,
        frame: [Double]? = nil, isEnabled: Bool = true, isSelected: Bool = false, taps: [ScreenTap] = [], level: Int = 0,
        detailText: String? = nil, accessory: ScreenAccessory? = nil, swipeActions: [ScreenSwipeAction] = []
    ) {
        self.kind = kind
        self.text = text
        self.value = value
        self.identifier = identifier
        self.accessibilityIdentifier = accessibilityIdentifier
        self.frame = frame
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.taps = taps
        self.level = level
        self.detailText = detailText
        self.accessory = accessory
        self.swipeActions = swipeActions
    }

    /// Whether a tap does something.
    public var isTappable: Bool { !taps.isEmpty }
}

/// A control's value on the screen, typed as the control keeps it.
public enum ScreenValue: Codable, Hashable, Sendable {
    /// A slider's or progress bar's filled fraction, 0 to 1 (clamped by the control).
    case fraction(Double)
    /// A stepper's value.
    case number(Double)
    /// Page dots: the current page (0-based) and the number of pages.
    case page(Int, of: Int)
    /// A segmented control's segment titles and the selected one (nil: none selected).
    case segments([String], selected: Int?)
}

/// A table row's accessory, as UIKit draws it at the row's trailing edge.
public enum ScreenAccessory: String, Codable, Hashable, Sendable {
    /// A chevron: the row leads somewhere (drawn only; a tap selects the row).
    case disclosureIndicator
    /// A checkmark.
    case checkmark
    /// An info button (its own element of kind ``ScreenElement/Kind/accessoryButton``).
    case detailButton
    /// An info button and a chevron.
    case detailDisclosureButton
    /// A list cell's outline disclosure, its item collapsed (its children hidden) or expanded.
    case outlineCollapsed, outlineExpanded
}

/// An action a left swipe on a row reveals.
public enum ScreenSwipeAction: Codable, Hashable, Sendable {
    /// The button a full swipe presses, with its title: Delete (`tableView(_:commit:forRowAt:)` with
    /// `.delete`), or the delegate's first trailing swipe action.
    case delete(title: String)
}

/// How the visible hierarchy is shown.
public enum ScreenPresentation: Codable, Hashable, Sendable, CustomStringConvertible {
    /// In the window: nothing presented.
    case window
    /// Presented in this (resolved) style.
    case presented(UIModalPresentationStyle)

    /// Whether what is shown covers everything under it (a full-screen presentation).
    public var coversPresenter: Bool {
        if case .presented(let style) = self { return style.coversPresenter }
        return false
    }

    public var description: String {
        switch self {
        case .window: return "window"
        case .presented(let style): return style.coversPresenter ? "fullScreen" : style.description
        }
    }
}

/// What the screen shows: the visible controller's elements, the bars around them and how it is
/// presented.
public struct ScreenModel: Codable, Hashable, Sendable {
    /// The visible controller (the top of the navigation stack, the selected tab, the presented one).
    public var controller: ObjectRef?
    /// Its class name as UIKit would print it (without module).
    public var controllerClass: String?
    /// Its Storyboard ID, if it came from a storyboard.
    public var storyboardIdentifier: String?
    /// The navigation bar title (or the controller's title).
    public var title: String?
    /// How the visible hierarchy is shown.
    public var presentation: ScreenPresentation
    /// The title of what is under a sheet, still visible around it.
    public var beneathTitle: String?
    public var hasNavigationBar: Bool
    public var elements: [ScreenElement]

    public init(
        controller: ObjectRef? = nil, controllerClass: String? = nil, storyboardIdentifier: String? = nil, title: String? = nil,
        presentation: ScreenPresentation = .window, beneathTitle: String? = nil, hasNavigationBar: Bool = false,
        elements: [ScreenElement] = []
    ) {
        self.controller = controller
        self.controllerClass = controllerClass
        self.storyboardIdentifier = storyboardIdentifier
        self.title = title
        self.presentation = presentation
        self.beneathTitle = beneathTitle
        self.hasNavigationBar = hasNavigationBar
        self.elements = elements
    }
}

/// The screen as captured now, with what each element does when tapped.
@preconcurrency @MainActor
public final class Screen {
    public let model: ScreenModel
    /// What each element does, by index.
    private let actions: [Actions]
    /// The element being edited: the text input that is first responder, where the keyboard types
    /// (nil when none on screen is).
    public let editingIndex: Int?

    /// What a finger and the keyboard can do to one element; nil where they do nothing.
    struct Actions {
        var tap: (() -> Void)?
        var type: ((String) -> Void)?
        var swipe: (() -> Void)?
        var returnKey: (() -> Void)?
        /// Sets the value written as text (a date picker's `2026-12-24`); false when the text is no value.
        var choose: ((String) -> Bool)?
    }

    init(model: ScreenModel, actions: [Actions], editing: Int?) {
        self.model = model
        self.actions = actions
        editingIndex = editing
    }

    /// Captures the key window's screen.
    public static func capture() -> Screen {
        var builder = ScreenBuilder()
        builder.capture()
        return builder.finish()
    }

    /// Taps element `index`, as a finger does. Returns false when the element does nothing.
    @discardableResult
    public func tap(_ index: Int) -> Bool {
        guard actions.indices.contains(index), let tap = actions[index].tap, model.elements[index].isEnabled else { return false }
        tap()
        return true
    }

    /// Types text into element `index` (a text field): it becomes first responder, its delegate
    /// may refuse the change, then its text is set and it sends `.editingChanged`.
    @discardableResult
    public func type(_ text: String, into index: Int) -> Bool {
        guard actions.indices.contains(index), let typer = actions[index].type else { return false }
        typer(text)
        return true
    }

    /// Presses Return on the keyboard while element `index` (a text field) is being edited: its
    /// delegate's `textFieldShouldReturn`, then `.primaryActionTriggered` and
    /// `.editingDidEndOnExit`. Returns false when the element takes no typing.
    @discardableResult
    public func pressReturn(in index: Int) -> Bool {
        guard actions.indices.contains(index), let returner = actions[index].returnKey else { return false }
        returner()
        return true
    }

    /// Swipes element `index` (a table row) fully to the left, as a finger does: the first of its
    /// ``ScreenElement/swipeActions`` is performed. Returns false when the row offers none.
    @discardableResult
    public func swipe(_ index: Int) -> Bool {
        guard actions.indices.contains(index), let swiper = actions[index].swipe else { return false }
        swiper()
        return true
    }

    /// Elements whose text is `text`, tappable ones first.
    public func indices(withText text: String) -> [Int] {
        let matches = model.elements.indices.filter { model.elements[$0].text == text }
        return matches.filter { actions[$0].tap != nil } + matches.filter { actions[$0].tap == nil }
    }

    /// Elements whose storyboard id or accessibility identifier is `identifier`.
    public func indices(withIdentifier identifier: String) -> [Int] {
        model.elements.indices.filter {
            model.elements[$0].identifier == identifier || model.elements[$0].accessibilityIdentifier == identifier
        }
    }

    /// Whether element `index` does something when tapped.
    public func isTappable(_ index: Int) -> Bool { actions.indices.contains(index) && actions[index].tap != nil }

    /// Whether element `index` takes a value written as text (``choose(_:in:)``).
    func takesChoice(_ index: Int) -> Bool { actions.indices.contains(index) && actions[index].choose != nil }

    /// Chooses the value written as `text` on element `index`, as a finger does on the wheels or
    /// the calendar: a date picker's date in the form it shows (`2026-12-24`, `14:05`,
    /// `2026-12-24 14:05`, a countdown's `1:30`), then `.valueChanged`. Nil when the element takes
    /// no value that way; false when the text is no such value.
    public func choose(_ text: String, in index: Int) -> Bool? {
        guard actions.indices.contains(index), let choose = actions[index].choose, model.elements[index].isEnabled else { return nil }
        return choose(text)
    }
}
