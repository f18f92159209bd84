import Foundation

/// A target-action pair as controls and gesture recognizers keep it: the target is not
/// retained (as in UIKit), and a pair added without a target sends up the responder chain.
@preconcurrency @MainActor
struct TargetAction {
    weak var object: AnyObject?
    var hasObject: Bool
    var action: Selector

    init(_ target: AnyObject?, _ action: Selector) {
        object = target
        hasObject = target != nil
        self.action = action
    }

    /// Whether `removeTarget(target, action:)` means this pair (nil matches any).
    func matches(_ target: AnyObject?, _ action: Selector?) -> Bool {
        (target == nil || object === target) && (action == nil || self.action == action)
    }

    /// Sends the action; a pair whose target has gone away sends to nil, as before.
    func send(from sender: Any?) {
        UIApplication.shared.sendAction(action, to: hasObject ? object : nil, from: sender, for: nil)
    }
}

/// A control: sends actions to targets for events, as a tap does.
open class UIControl: UIView {
    /// The events a control sends.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The states a control's appearance depends on.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    struct Target {
        var pair: TargetAction
        var events: Event
    }

    struct ClosureAction {
        var events: Event
        var handler: (UIControl) -> Void
    }

    var targets: [Target] = []
    var closureActions: [ClosureAction] = []
    /// Storyboard-defined behaviour of a tap (segues, actions by selector): installed by the loader.
    var interfaceBuilderHandlers: [(event: Event, tap: ScreenTap, run: (UIControl) -> Void)] = []

    /// What a tap (`.touchUpInside`) does: target-action pairs, storyboard actions and segues,
    /// closures; empty when nothing.
    public var tapTargets: [ScreenTap] {
        var taps: [ScreenTap] = []
        for entry in targets where !entry.events.intersection(.touchUpInside).isEmpty {
            taps.append(.action(selector: entry.pair.action.name))
        }
        for entry in interfaceBuilderHandlers where !entry.event.intersection(.touchUpInside).isEmpty { taps.append(entry.tap) }
        if !closureActions.isEmpty { taps.append(.closure) }
        return taps
    }

    override func decode(fromStoryboard element: ViewElement) {
        super.decode(fromStoryboard: element)
        isEnabled = element.isEnabled
    }

    nonisolated override class var isAccessibilityElementByDefault: Bool { true }

    /// A control shows its own content: the screen does not enter it.
    override var screenShowsSubviews: Bool { false }

    /// Adds a target-action pair. `target` nil sends the action up the responder chain.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targets.append(Target(pair: TargetAction(target as AnyObject?, action), events: controlEvents))
    }

    /// Removes target-action pairs.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target as AnyObject?
        targets.removeAll { entry in
            entry.pair.matches(object, action) && !entry.events.intersection(controlEvents).isEmpty
        }
    }

    /// Adds a closure run for the events (UIKit's `addAction(_:for:)` with a `UIAction`).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        closureActions.append(ClosureAction(events: controlEvents) { control in action.handler(action) })
    }

    /// Whether anything (a target, a closure, a storyboard action) listens for one of `events`.
    func hasActions(for events: Event) -> Bool {
        targets.contains { !$0.events.intersection(events).isEmpty }
            || closureActions.contains { !$0.events.intersection(events).isEmpty }
            || interfaceBuilderHandlers.contains { !$0.event.intersection(events).isEmpty }
    }

    /// The events for which the control has actions.
    open var allControlEvents: Event {
        var events: Event = []
        for entry in targets { events.formUnion(entry.events) }
        for entry in closureActions { events.formUnion(entry.events) }
        for entry in interfaceBuilderHandlers { events.formUnion(entry.event) }
        return events
    }

    /// Fires the control's actions (and storyboard segues) for the events, as a tap does.
    open func sendActions(for controlEvents: Event) {
        for entry in targets where !entry.events.intersection(controlEvents).isEmpty {
            entry.pair.send(from: self)
        }
        for entry in closureActions where !entry.events.intersection(controlEvents).isEmpty {
            entry.handler(self)
        }
        for entry in interfaceBuilderHandlers where !entry.event.intersection(controlEvents).isEmpty {
            entry.run(self)
        }
    }
}

extension UIControl.Event {
    /// The event a storyboard `<action eventType=...>` names, exactly as wired: one event never
    /// stands in for another (`editingDidEndOnExit` comes only from Return, `editingDidEnd` from
    /// every end of editing). `touchUpInside` when absent; an event the simulator never sends
    /// (`touchDragInside`...) is kept as its own event, and a name UIKit does not know is no
    /// event at all: their actions never fire.
    init(storyboardName name: String?) {
        switch name {
        case nil, "touchUpInside": self = .touchUpInside
        case "valueChanged": self = .valueChanged
        case "editingChanged": self = .editingChanged
        case "editingDidBegin": self = .editingDidBegin
        case "editingDidEnd": self = .editingDidEnd
        case "editingDidEndOnExit": self = .editingDidEndOnExit
        case "primaryActionTriggered": self = .primaryActionTriggered
        case "touchDown": self = .touchDown
        case "touchDownRepeat": self = .touchDownRepeat
        case "touchDragInside": self = .touchDragInside
        case "touchDragOutside": self = .touchDragOutside
        case "touchDragEnter": self = .touchDragEnter
        case "touchDragExit": self = .touchDragExit
        case "touchUpOutside": self = .touchUpOutside
        case "touchCancel": self = .touchCancel
        case "menuActionTriggered": self = .menuActionTriggered
        default: self = []
        }
    }
}
