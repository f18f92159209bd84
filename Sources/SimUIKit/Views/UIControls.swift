import Foundation

/// A text label.
open class UILabel: UIView {
    open var text: String?
    open var numberOfLines = 1
    open var textColor: UIColor?
    open var font: UIFont = .systemFont(ofSize: 17)
    open var textAlignment: NSTextAlignment = .natural

    override var traceSummary: String {
        text.map { "UILabel \(ValueRenderer.quote($0))" } ?? "UILabel"
    }
}

/// A control: sends actions to targets for events, as a tap does.
open class UIControl: UIView {
    /// The events a control sends.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
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
        weak var object: AnyObject?
        var hasObject: Bool
        var action: Selector
        var events: Event
    }

    struct ClosureAction {
        var events: Event
        var handler: (UIControl) -> Void
    }

    var targets: [Target] = []
    var closureActions: [ClosureAction] = []
    /// Storyboard-defined behaviour of a tap (segues, actions by selector): installed by the loader.
    var interfaceBuilderHandlers: [(event: Event, label: String, run: (UIControl) -> Void)] = []

    /// What a tap does, in words (`segue "showCats" (show)`, `action selectDog:`); nil when nothing.
    public var tapDescription: String? {
        var parts: [String] = []
        for entry in targets where !entry.events.intersection(.touchUpInside).isEmpty { parts.append("action \(entry.action.name)") }
        for entry in interfaceBuilderHandlers where !entry.event.intersection(.touchUpInside).isEmpty { parts.append(entry.label) }
        if !closureActions.isEmpty { parts.append("action (closure)") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// Adds a target-action pair. `target` nil sends the action up the responder chain.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target as AnyObject?
        targets.append(Target(object: object, hasObject: object != nil, action: action, events: controlEvents))
    }

    /// Removes target-action pairs.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target as AnyObject?
        targets.removeAll { entry in
            (object == nil || entry.object === object) && (action == nil || entry.action == action)
                && !entry.events.intersection(controlEvents).isEmpty
        }
    }

    /// Adds a closure run for the events (UIKit's `addAction(_:for:)` with a `UIAction`).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        closureActions.append(ClosureAction(events: controlEvents) { control in action.handler(action) })
    }

    /// Fires the control's actions (and storyboard segues) for the events, as a tap does.
    open func sendActions(for controlEvents: Event) {
        for entry in targets where !entry.events.intersection(controlEvents).isEmpty {
            let target: AnyObject? = entry.hasObject ? entry.object : nil
            UIApplication.shared.sendAction(entry.action, to: target, from: self, for: nil)
        }
        for entry in closureActions where !entry.events.intersection(controlEvents).isEmpty {
            entry.handler(self)
        }
        for entry in interfaceBuilderHandlers where !entry.event.intersection(controlEvents).isEmpty {
            entry.run(self)
        }
    }
}

/// A closure-backed action (`UIAction(title:handler:)`).
@MainActor
public final class UIAction {
    public let title: String
    public let handler: (UIAction) -> Void
    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}

/// A button.
open class UIButton: UIControl {
    /// The button types (kept; the simulator draws every button the same way).
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    private var titles: [UInt: String] = [:]
    public private(set) var buttonType: ButtonType = .system

    /// A button of a type (`UIButton(type: .system)`).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
    }

    /// The title for a state, falling back to `.normal` as UIKit does.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// The title shown now.
    open var currentTitle: String? {
        let state: State = isEnabled ? (isSelected ? .selected : .normal) : .disabled
        return title(for: state)
    }

    override var traceSummary: String {
        currentTitle.map { "UIButton \(ValueRenderer.quote($0))" } ?? "UIButton"
    }
}

/// A single-line text field.
open class UITextField: UIControl {
    open var text: String? = ""
    open var placeholder: String?
    open var font: UIFont? = .systemFont(ofSize: 17)
    open var textAlignment: NSTextAlignment = .natural
    open var isSecureTextEntry = false

    override var traceSummary: String {
        "UITextField \(ValueRenderer.quote(text ?? ""))"
    }
}

/// A multi-line text view.
open class UITextView: UIView {
    open var text: String! = ""
}

/// An image, by name only.
open class UIImageView: UIView {
    open var imageName: String?
    /// The image; its name is what the screen shows.
    open var image: UIImage? {
        get { imageName.map { UIImage(named: $0)! } }
        set { imageName = newValue?.name }
    }

    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }
}

/// An on/off switch.
open class UISwitch: UIControl {
    open var isOn = false
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// A segmented control.
open class UISegmentedControl: UIControl {
    open var segmentTitles: [String] = []
    open var selectedSegmentIndex = 0

    /// A control with one segment per title (UIKit's `init(items:)` with strings), none selected.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segmentTitles = (items ?? []).map { "\($0)" }
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    public static let noSegment = -1

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segmentTitles.insert(title ?? "", at: max(0, min(segment, segmentTitles.count)))
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if segmentTitles.indices.contains(segment) { segmentTitles[segment] = title ?? "" }
    }

    open func removeAllSegments() {
        segmentTitles = []
        selectedSegmentIndex = UISegmentedControl.noSegment
    }
    open var numberOfSegments: Int { segmentTitles.count }
    open func titleForSegment(at segment: Int) -> String? {
        segmentTitles.indices.contains(segment) ? segmentTitles[segment] : nil
    }
}

/// A spinning activity indicator.
open class UIActivityIndicatorView: UIView {
    open var isAnimating = false
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}

/// A stack of arranged subviews.
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline }
    public static let top = Alignment.leading, bottom = Alignment.trailing

    /// The views the stack arranges, in order; each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var spacing: Double = 0
    open var distribution: Distribution = .fill
    open var alignment: Alignment = .fill

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        addSubview(view)
    }

    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
    }

    /// Stops arranging `view`; as in UIKit it stays a subview until removed from its superview.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    override func subviewWasRemoved(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }
}

/// A scroll view.
open class UIScrollView: UIView {}
