import Foundation

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

    private var attributedTitles: [UInt: NSAttributedString] = [:]

    /// Sets an attributed title for a state; it takes precedence over the plain title.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
    }

    /// The attributed title for a state, falling back to `.normal`.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    /// The attributed title shown now, if any.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: currentState) }

    private var currentState: State { isEnabled ? (isSelected ? .selected : .normal) : .disabled }

    /// The text the button shows: the configuration's title, else the attributed title, else the
    /// title, else (an image-only button) the image's name.
    var shownTitle: String? {
        if let configuration, let title = configuration.title { return title }
        return currentAttributedTitle?.string ?? currentTitle ?? (configuration?.image ?? currentImage)?.name
    }

    /// The title shown now: the configuration's title when the button has a configuration.
    open var currentTitle: String? {
        if let configuration, let title = configuration.title { return title }
        return title(for: currentState)
    }

    /// The label that shows the title: its text is the current title (UIKit's `titleLabel`, which
    /// apps read as `sender.titleLabel?.text`).
    open var titleLabel: UILabel? {
        let label = storedTitleLabel ?? UILabel()
        storedTitleLabel = label
        label.text = currentTitle
        return label
    }
    private var storedTitleLabel: UILabel?

    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]

    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    open var currentImage: UIImage? { image(for: currentState) }

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

    override var defaultAccessibilityLabel: String? { currentTitle }
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = .button
        if isSelected { traits.insert(.selected) }
        if !isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    /// Its title, and its images and other states' titles and images (a `selected` image), from
    /// the storyboard.
    override func decode(fromStoryboard element: ViewElement) {
        super.decode(fromStoryboard: element)
        setTitle(element.title ?? element.text, for: .normal)
        if let image = element.imageName { setImage(UIImage(named: image), for: .normal) }
        for (name, state) in [("selected", State.selected), ("highlighted", .highlighted), ("disabled", .disabled)] {
            if let title = element.attributes[name + "Title"] { setTitle(title, for: state) }
            if let image = element.attributes[name + "Image"] { setImage(UIImage(named: image), for: state) }
        }
    }

    /// `[ title ]` (else its current image's name), selected when the button is; a tap sends
    /// `.touchUpInside` (a button without actions can still be tapped).
    override func addToScreen(_ screen: inout ScreenBuilder) {
        screen.add(
            .button, shownTitle ?? "", for: self, enabled: isEnabled, selected: isSelected, taps: tapTargets,
            tap: { [weak self] in self?.sendActions(for: .touchUpInside) })
    }

    override var traceSummary: String {
        shownTitle.map { "UIButton \(ValueRenderer.quote($0))" } ?? "UIButton"
    }
}
