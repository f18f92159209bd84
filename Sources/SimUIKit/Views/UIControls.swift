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

/// A target-action pair as controls and gesture recognizers keep it: the target is not
/// retained (as in UIKit), and a pair added without a target sends up the responder chain.
@MainActor
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
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
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
    var interfaceBuilderHandlers: [(event: Event, label: String, run: (UIControl) -> Void)] = []

    /// What a tap does, in words (`segue "showCats" (show)`, `action selectDog:`); nil when nothing.
    public var tapDescription: String? {
        var parts: [String] = []
        for entry in targets where !entry.events.intersection(.touchUpInside).isEmpty { parts.append("action \(entry.pair.action.name)") }
        for entry in interfaceBuilderHandlers where !entry.event.intersection(.touchUpInside).isEmpty { parts.append(entry.label) }
        if !closureActions.isEmpty { parts.append("action (closure)") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

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

/// A closure-backed action (`UIAction(title:handler:)`).
@MainActor
public final class UIAction {
    public let title: String
    public let handler: (UIAction) -> Void
    public let image: UIImage?
    public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
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

    /// The title shown now: the configuration's title when the button has a configuration.
    open var currentTitle: String? {
        if let configuration, let title = configuration.title { return title }
        let state: State = isEnabled ? (isSelected ? .selected : .normal) : .disabled
        return title(for: state)
    }

    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]

    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    open var currentImage: UIImage? { image(for: isEnabled ? .normal : .disabled) }

    /// iOS 15 button configurations: the title is shown; the style is kept.
    public struct Configuration: Hashable, Sendable {
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public let style: String
        public static func plain() -> Configuration { Configuration(style: "plain") }
        public static func tinted() -> Configuration { Configuration(style: "tinted") }
        public static func gray() -> Configuration { Configuration(style: "gray") }
        public static func filled() -> Configuration { Configuration(style: "filled") }
        public static func borderless() -> Configuration { Configuration(style: "borderless") }
        public static func bordered() -> Configuration { Configuration(style: "bordered") }
        public static func borderedProminent() -> Configuration { Configuration(style: "borderedProminent") }
        init(style: String) { self.style = style }
    }

    open var configuration: Configuration?

    /// A button with a configuration and a primary action (iOS 15).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .touchUpInside) }
    }

    override var traceSummary: String {
        currentTitle.map { "UIButton \(ValueRenderer.quote($0))" } ?? "UIButton"
    }
}

/// What a text field asks and tells its delegate. Every method is optional, as in UIKit.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// Keyboard settings (kept; there is no on-screen keyboard).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter,
        webSearch, asciiCapableNumberPad
}
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// A single-line text field.
open class UITextField: UIControl {
    /// The border styles (kept).
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// When the clear button shows (kept).
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    open var text: String? = ""
    open var placeholder: String?
    open var font: UIFont? = .systemFont(ofSize: 17)
    open var textAlignment: NSTextAlignment = .natural
    open var isSecureTextEntry = false
    /// The delegate (weak, as in UIKit).
    open weak var delegate: UITextFieldDelegate?
    open var borderStyle: BorderStyle = .none
    open var clearButtonMode: ViewMode = .never
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    public var isEditing: Bool { isFirstResponder }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks the delegate, becomes first responder, sends `.editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        // The field that resigns on the way sees a hand-over: the keyboard stays up.
        Simulator.shared.handingOverFirstResponder = true
        let became = super.becomeFirstResponder()
        Simulator.shared.handingOverFirstResponder = false
        guard became else { return false }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        SoftwareKeyboard.show()
        return true
    }

    /// Ends editing: asks the delegate, resigns, sends `.editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        // Another field taking over keeps the keyboard up (it becomes first responder next).
        if !Simulator.shared.handingOverFirstResponder { SoftwareKeyboard.hide() }
        return true
    }

    /// What typing does (the navigator's and a replay's `type`): the field becomes first responder,
    /// the delegate may refuse the change (the whole text is replaced), then `.editingChanged`.
    public func simulateTyping(_ typed: String) {
        guard becomeFirstResponder() else { return }
        let current = text ?? ""
        let range = NSRange(location: 0, length: (current as NSString).length)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: typed) ?? true else { return }
        text = typed
        sendActions(for: .editingChanged)
    }

    /// The return key: asks the delegate (which usually resigns), then `.primaryActionTriggered`
    /// and `.editingDidEndOnExit`.
    public func simulateReturnKey() {
        guard isFirstResponder else { return }
        if delegate?.textFieldShouldReturn(self) ?? true {
            sendActions(for: [.primaryActionTriggered, .editingDidEndOnExit])
        }
    }

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
        get { imageName.map(UIImage.init(name:)) }
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

    nonisolated public static let noSegment = -1

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

extension UIStackView.Alignment {
    /// A horizontal stack's names for leading and trailing.
    public static let top = UIStackView.Alignment.leading
    public static let bottom = UIStackView.Alignment.trailing
}

/// A stack of arranged subviews.
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline }

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
open class UIScrollView: UIView {
    /// How dragging dismisses the keyboard (kept).
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
    open var contentOffset: CGPoint = .zero
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var isScrollEnabled = true
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// The pull-to-refresh control (kept as a subview-less property, not drawn).
    open var refreshControl: UIRefreshControl?
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
}

/// A slider. Drawn as a bar; the simulated finger does not drag it (set `value` in code).
open class UISlider: UIControl {
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var isContinuous = true
    private var storedValue: Float = 0
    /// The value, kept between the minimum and the maximum, as UIKit clamps it.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), max(minimumValue, maximumValue)) }
    }
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// Where the value sits between the minimum and the maximum (0 to 1).
    var fraction: Double {
        maximumValue > minimumValue ? Double((value - minimumValue) / (maximumValue - minimumValue)) : 0
    }
}

/// A stepper. A tap on the simulated screen presses its plus side: the value goes up by
/// `stepValue` (wrapping to the minimum when `wraps`, else stopping at the maximum) and
/// `.valueChanged` is sent.
open class UIStepper: UIControl {
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    open var stepValue: Double = 1
    open var wraps = false
    open var autorepeat = true
    open var isContinuous = true
    private var storedValue: Double = 0
    open var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), max(minimumValue, maximumValue)) }
    }

    /// A finger on the plus side.
    public func simulateIncrement() {
        guard isEnabled else { return }
        let next = value + stepValue
        if next > maximumValue {
            guard wraps else { return }
            value = minimumValue
        } else {
            value = next
        }
        sendActions(for: .valueChanged)
    }
}

/// A progress bar.
open class UIProgressView: UIView {
    /// The styles (kept).
    public enum Style: Int, Sendable { case `default`, bar }
    open var progressViewStyle: Style = .default
    private var storedProgress: Float = 0
    /// The progress, kept between 0 and 1.
    open var progress: Float {
        get { storedProgress }
        set { storedProgress = min(max(newValue, 0), 1) }
    }
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }
}

/// Page dots. A tap on the simulated screen moves to the next page (as a tap on the dots'
/// trailing side does) and sends `.valueChanged`.
open class UIPageControl: UIControl {
    private var storedPages = 0
    /// The number of dots (never negative); the current page follows it down.
    open var numberOfPages: Int {
        get { storedPages }
        set {
            storedPages = max(0, newValue)
            currentPage = storedPage
        }
    }
    private var storedPage = 0
    open var currentPage: Int {
        get { storedPage }
        set { storedPage = min(max(newValue, 0), max(0, numberOfPages - 1)) }
    }
    open var hidesForSinglePage = false

    /// A finger on the trailing side of the dots.
    public func simulateNextPageTap() {
        guard isEnabled, currentPage < numberOfPages - 1 else { return }
        currentPage += 1
        sendActions(for: .valueChanged)
    }
}

/// A date picker. Drawn as its value; the simulated finger does not spin it (set `date` in
/// code). Shown in the picker's `timeZone` (else the machine's), in a fixed format so that
/// screens read the same everywhere: `2026-11-29`, `14:05`, `2026-11-29 14:05`, `1:30` (a
/// countdown's hours and minutes).
open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer }
    public enum Style: Int, Sendable { case automatic, wheels, compact, inline }

    open var datePickerMode: Mode = .dateAndTime
    open var preferredDatePickerStyle: Style = .automatic
    public var datePickerStyle: Style { preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle }
    open var minimumDate: Date?
    open var maximumDate: Date?
    open var timeZone: TimeZone?
    open var locale: Locale?
    open var minuteInterval = 1
    open var countDownDuration: TimeInterval = 0
    private var storedDate = Date()

    /// The date, kept between the minimum and maximum dates, as UIKit keeps it.
    open var date: Date {
        get { storedDate }
        set {
            var value = newValue
            if let minimumDate, value < minimumDate { value = minimumDate }
            if let maximumDate, value > maximumDate { value = maximumDate }
            storedDate = value
        }
    }

    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// What the screen shows.
    var displayText: String {
        if datePickerMode == .countDownTimer {
            let minutes = Int(max(0, min(countDownDuration, 86_340)) / 60)
            let rest = minutes % 60
            return "\(minutes / 60):" + (rest < 10 ? "0\(rest)" : "\(rest)")
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone ?? .current
        switch datePickerMode {
        case .time: formatter.dateFormat = "HH:mm"
        case .date: formatter.dateFormat = "yyyy-MM-dd"
        default: formatter.dateFormat = "yyyy-MM-dd HH:mm"
        }
        return formatter.string(from: date)
    }
}
