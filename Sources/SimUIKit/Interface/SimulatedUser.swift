internal import CMainRunLoop
import Foundation

/// The simulated user: a finger on the simulated iPhone's screen and its keyboard, the way a
/// person uses an app. Replays, the navigator and your own tests drive apps through it, so a
/// test reads like a UI test:
///
/// ```swift
/// let user = SimulatedUser()
/// try user.tap("Add")
/// try user.type("Milk")
/// try user.pressReturn()
/// try user.tap("Save")
/// #expect(user.screen.elements.contains { $0.text == "Milk" })
/// ```
///
/// Each action finds what it acts on as a person would (by text, by id, by row), does what a
/// finger does (the same calls, in UIKit's order), then lets the app settle: the simulated run
/// loop drains, and on the main thread the main queue and due timers run, as the app's event
/// loop would after a touch. An action that cannot be done throws a ``Failure`` that says why
/// (nothing matches, several do, the element is disabled...) and leaves the app as it was.
///
/// One user per launch: it remembers the text field tapped last, where ``type(_:)`` types.
@preconcurrency @MainActor
public final class SimulatedUser {
    /// The element index of the text field tapped last (where `type` types while it is on screen).
    var focusedField: Int?

    /// A user of the app launched in this process (`UIApplication.shared.launch(_:)`).
    public init() {}

    // MARK: - Reading the screen

    /// What the screen shows now: the visible controller's elements in reading order, with the
    /// bars around them and how it is presented.
    public var screen: ScreenModel { Screen.capture().model }

    /// The controller whose content is on screen: the top of the navigation stack, the selected
    /// tab, the topmost presented controller; nil before the app has a window.
    public var visibleViewController: UIViewController? { Self.visibleController }

    static var visibleController: UIViewController? {
        guard let root = window?.rootViewController else { return nil }
        var top = root
        while let presented = top.presentedViewController, presented !== top { top = presented }
        return top.visibleContentController
    }

    // MARK: - Tapping

    /// Taps the element with this text (a button, a bar button item, a row, a tab, a label with a
    /// tap recognizer...). When several elements read the same, `index` picks one in reading
    /// order, from 0; without it, the tap fails and lists them (unless only one of them does
    /// something when tapped).
    public func tap(_ text: String, index: Int? = nil) throws(Failure) {
        try tap(.text(text, index: index))
    }

    /// Taps the element with this storyboard element id or accessibility identifier.
    public func tap(id: String, index: Int? = nil) throws(Failure) {
        try tap(.id(id, index: index))
    }

    /// Taps what `query` finds: an element by text or id, a row of the visible table or
    /// collection (``selectRow(_:inSection:)``), or a part of a row
    /// (``tapAccessoryButton(row:inSection:)``, ``tapDeleteControl(row:inSection:)``,
    /// ``tapDeleteButton(row:inSection:)``).
    public func tap(_ query: ElementQuery) throws(Failure) {
        switch query {
        case .text, .id: break
        case .row(let row, let section): return try selectRow(row, inSection: section)
        case .accessoryButton(let row, let section): return try tapAccessoryButton(row: row, inSection: section)
        case .deleteControl(let row, let section): return try tapDeleteControl(row: row, inSection: section)
        case .deleteButton(let row, let section): return try tapDeleteButton(row: row, inSection: section)
        }
        try act { () throws(Failure) in
            let screen = Screen.capture()
            let index = try Self.element(for: query, on: screen)
            let element = screen.model.elements[index]
            guard element.isEnabled else { throw Failure(.disabled(query)) }
            if element.kind == .textField { focusedField = index }
            guard screen.isTappable(index) else { throw Failure(.doesNothing(query, element.kind)) }
            screen.tap(index)
        }
    }

    /// Selects the tab titled `title` in the tab bar on screen, as a finger on it.
    public func selectTab(_ title: String) throws(Failure) {
        try act { () throws(Failure) in
            let screen = Screen.capture()
            let tabs = screen.model.elements.indices.filter { screen.model.elements[$0].kind == .tab }
            guard !tabs.isEmpty else { throw Failure(.noTabBar) }
            guard let index = tabs.first(where: { screen.model.elements[$0].text == title }) else {
                throw Failure(.noSuchTab(title, tabs: tabs.map { screen.model.elements[$0].text }))
            }
            guard screen.tap(index) else { throw Failure(.disabled(.text(title))) }
        }
    }

    /// Taps the navigation bar's back button.
    public func tapBackButton() throws(Failure) {
        try act { () throws(Failure) in
            let screen = Screen.capture()
            guard let index = screen.model.elements.firstIndex(where: { $0.kind == .backButton }), screen.tap(index) else {
                throw Failure(.noBackButton)
            }
        }
    }

    // MARK: - The keyboard

    /// Types `text` where the keyboard types: the text field being edited (the first responder,
    /// wherever the app moved it, on Return for instance), else the text field tapped last while it
    /// is on screen, else the first text field on screen. It becomes first responder, its delegate
    /// may refuse the change, then its whole text is replaced and it sends `.editingChanged`.
    public func type(_ text: String) throws(Failure) {
        try act { () throws(Failure) in
            let screen = Screen.capture()
            let fields = screen.model.elements.indices.filter { screen.model.elements[$0].kind == .textField }
            let tapped = focusedField.flatMap { fields.contains($0) ? $0 : nil }
            guard let index = screen.editingIndex.flatMap({ fields.contains($0) ? $0 : nil }) ?? tapped ?? fields.first else {
                throw Failure(.noTextField)
            }
            screen.type(text, into: index)
        }
    }

    /// Presses Return on the software keyboard: the text field being edited asks its delegate's
    /// `textFieldShouldReturn`, then sends `.primaryActionTriggered` and `.editingDidEndOnExit`
    /// (a search bar: its Search button). Fails when no text input is first responder, since the
    /// keyboard is then down.
    public func pressReturn() throws(Failure) {
        try act { () throws(Failure) in
            guard UIApplication.shared.simulateReturnKey() else { throw Failure(.keyboardDown) }
        }
    }

    // MARK: - Pickers

    /// Picks a date on a date picker, written as the screen shows it: `2026-12-24` (date),
    /// `14:05` (time: the day stays), `2026-12-24 14:05`, or a countdown's `1:30`; the picker keeps
    /// it within its minimum and maximum and sends `.valueChanged`. `query` finds the picker by its
    /// id or its current text; without one, the first date picker on screen.
    public func pick(_ value: String, in query: ElementQuery? = nil) throws(Failure) {
        try act { () throws(Failure) in
            let screen = Screen.capture()
            let index: Int
            if let query {
                index = try Self.element(for: query, on: screen)
                guard screen.takesChoice(index) else {
                    let element = screen.model.elements[index]
                    throw Failure(element.isEnabled ? .notADatePicker(query, element.kind) : .disabled(query))
                }
            } else {
                guard let first = screen.model.elements.indices.first(where: { screen.takesChoice($0) }) else {
                    throw Failure(.noDatePicker)
                }
                index = first
            }
            guard screen.choose(value, in: index) == true else {
                throw Failure(.notADate(value, shown: screen.model.elements[index].text))
            }
        }
    }

    // MARK: - Sheets

    /// Swipes down the topmost presented controller, as a finger does: a sheet (page sheet, form
    /// sheet, popover) goes, and its presentation controller's delegate hears
    /// `presentationControllerShouldDismiss`, `presentationControllerWillDismiss` and, once it is
    /// gone, `presentationControllerDidDismiss`. Returns false when the app kept the sheet
    /// (`isModalInPresentation`, or the delegate said no: it hears
    /// `presentationControllerDidAttemptToDismiss`). Fails when nothing is presented, or when the
    /// presentation is full screen (a swipe does nothing there).
    @discardableResult
    public func swipeDown() throws(Failure) -> Bool {
        var dismissed = false
        // No reference to the sheet survives this block: the leak check runs while settling.
        try act { () throws(Failure) in
            guard let presented = Self.topmostPresented() else { throw Failure(.nothingPresented) }
            switch presented.swipeDown() {
            case .dismissed: dismissed = true
            case .refused: dismissed = false
            case .notSwipeable(let style): throw Failure(.notSwipeable(presented.traceRef, style))
            }
        }
        return dismissed
    }

    // MARK: - The app's life

    /// The user goes to the home screen: the scene (or the app) resigns active and enters the
    /// background (``UIApplication/simulateBackground()``).
    public func goToBackground() throws(Failure) {
        try act { () throws(Failure) in
            guard UIApplication.shared.applicationState == .active else { throw Failure(.notActive) }
            UIApplication.shared.simulateBackground()
        }
    }

    /// The user comes back to the app: it enters the foreground and becomes active
    /// (``UIApplication/simulateForeground()``).
    public func returnToForeground() throws(Failure) {
        try act { () throws(Failure) in
            guard UIApplication.shared.applicationState == .background else { throw Failure(.notInBackground) }
            UIApplication.shared.simulateForeground()
        }
    }

    // MARK: - Settling

    /// Lets the app settle after an input, as its event loop does: drains the simulated run loop
    /// and, on the main thread, also runs what the app scheduled with `DispatchQueue.main.async`
    /// (and main-run-loop timers that are due), as a device's main run loop would, until both
    /// are quiet. Every action calls it; call it after driving the app through its own API.
    public func settle() {
        UIApplication.shared.runUntilIdle()
        guard Thread.isMainThread else { return }
        for _ in 0..<64 {
            // A turn runs the run loop's blocks, then the due timers or the main queue, not both:
            // up to four turns, so that a timer and queued work beside it (or work a timer queues)
            // all run. After the first, a turn is taken only while the main queue or a timer has
            // work due: an idle turn cost nine system calls (CoreFoundation adds the main
            // queue's descriptor to its wait set and takes it out again each turn), a sixth of a
            // storyboard app's action.
            // Each turn does not wait (no time limit, as `RunLoop.main.run(mode: .default, before:
            // .distantPast)`): with a limit of now, Foundation set up and cancelled a timeout
            // timer each turn, waking its dispatch threads.
            var turns = 0
            repeat {
                vcnav_main_run_loop_run_once()
                turns += 1
            } while turns < 4 && vcnav_main_run_loop_has_due_work() != 0
            guard UIApplication.shared.hasPendingWork else { return }
            UIApplication.shared.runUntilIdle()
        }
    }

    /// Runs an action, then lets the app settle. Whatever `body` captured (screens, controllers)
    /// is released before the settling: the leak check runs then and must not see our references.
    func act(_ body: () throws(Failure) -> Void) throws(Failure) {
        try body()
        settle()
    }

    // MARK: - Finding

    /// The window the user sees: the key window, else the last one made.
    static var window: UIWindow? { UIApplication.shared.keyWindow ?? UIApplication.shared.windows.last }

    /// The controller presented above all others, if any.
    static func topmostPresented() -> UIViewController? {
        guard let root = window?.rootViewController else { return nil }
        var top: UIViewController?
        var current = root
        while let presented = current.presentedViewController, presented !== current {
            top = presented
            current = presented
        }
        return top
    }

    /// The element a text or id query means: the one match that a tap does something to, or
    /// the `index`-th match in reading order; a failure listing the candidates when several could
    /// be meant.
    static func element(for query: ElementQuery, on screen: Screen) throws(Failure) -> Int {
        let elements = screen.model.elements
        let matches: [Int]
        let index: Int?
        switch query {
        case .text(let text, let chosen):
            matches = elements.indices.filter { elements[$0].text == text }
            index = chosen
        case .id(let id, let chosen):
            matches = screen.indices(withIdentifier: id)
            index = chosen
        case .row, .accessoryButton, .deleteControl, .deleteButton:
            // Rows are acted on through their table; on the screen, a row (or a part of one) is
            // the element whose tap acts on its index path.
            matches = elements.indices.filter { elements[$0].taps.contains { tap in tap.answers(query) } }
            index = nil
        }
        guard !matches.isEmpty else {
            throw Failure(.noMatch(query, visible: elements.map(\.text).filter { !$0.isEmpty }))
        }
        if let index {
            guard index < matches.count else { throw Failure(.indexOutOfRange(query, matches: matches.count)) }
            return matches[index]
        }
        let tappable = matches.filter { screen.isTappable($0) }
        guard tappable.count > 1 else { return tappable.first ?? matches[0] }
        let candidates = tappable.map { position in
            Failure.Candidate(kind: elements[position].kind, text: elements[position].text, index: matches.firstIndex(of: position) ?? 0)
        }
        throw Failure(.ambiguous(query, candidates: candidates))
    }
}
