import Foundation

/// One thing a person sees on the simulated screen, in reading order.
public struct ScreenElement: Codable, Hashable, Sendable {
    /// What kind of thing it is.
    public enum Kind: String, Codable, Sendable {
        case title, prompt, backButton, barButton, label, button, textField, textView, toggle, segmentedControl,
            image, activity, tableHeader, tableRow, tab,
            /// A slider or progress bar: `text` is the filled fraction, 0 to 1 (`0.25`).
            slider, progress,
            /// A stepper: `text` is the value; a tap steps it up.
            stepper,
            /// Page dots: `text` is `page/pages` (`2/5`); a tap moves to the next page.
            pageControl,
            /// A date picker: `text` is its value (`2026-11-29`, `14:05`, `2026-11-29 14:05`).
            datePicker
    }

    public var kind: Kind
    public var text: String
    /// The storyboard element id or accessibility identifier (`tap #id` finds it by this).
    public var identifier: String?
    public var accessibilityIdentifier: String?
    /// Position in points, when known (x, y, width, height).
    public var frame: [Double]?
    public var isEnabled: Bool
    /// A switch that is on, a selected tab or segment.
    public var isSelected: Bool
    /// What a tap does, in words; nil when tapping does nothing.
    public var tapAction: String?
    /// The nesting level inside tables (rows are indented under headers); 0 elsewhere.
    public var level: Int
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
    /// How the visible hierarchy is shown: `window`, `sheet` or `fullScreen` (and other styles).
    public var presentation: String
    /// The title of what is under a sheet, still visible around it.
    public var beneathTitle: String?
    public var hasNavigationBar: Bool
    public var elements: [ScreenElement]
}

/// The screen as captured now, with what each element does when tapped.
@MainActor
public final class Screen {
    public let model: ScreenModel
    private let taps: [(() -> Void)?]
    private let typers: [((String) -> Void)?]

    init(model: ScreenModel, taps: [(() -> Void)?], typers: [((String) -> Void)?]) {
        self.model = model
        self.taps = taps
        self.typers = typers
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
        guard taps.indices.contains(index), let tap = taps[index], model.elements[index].isEnabled else { return false }
        tap()
        return true
    }

    /// Types text into element `index` (a text field): it becomes first responder, its delegate
    /// may refuse the change, then its text is set and it sends `.editingChanged`.
    @discardableResult
    public func type(_ text: String, into index: Int) -> Bool {
        guard typers.indices.contains(index), let typer = typers[index] else { return false }
        typer(text)
        return true
    }

    /// Elements whose text is `text`, tappable ones first.
    public func indices(withText text: String) -> [Int] {
        let matches = model.elements.indices.filter { model.elements[$0].text == text }
        return matches.filter { taps[$0] != nil } + matches.filter { taps[$0] == nil }
    }

    /// Elements whose storyboard id or accessibility identifier is `identifier`.
    public func indices(withIdentifier identifier: String) -> [Int] {
        model.elements.indices.filter {
            model.elements[$0].identifier == identifier || model.elements[$0].accessibilityIdentifier == identifier
        }
    }

    /// Whether element `index` does something when tapped.
    public func isTappable(_ index: Int) -> Bool { taps.indices.contains(index) && taps[index] != nil }
}
