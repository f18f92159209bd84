import Foundation

/// What a text field asks and tells its delegate. Every method is optional, as in UIKit.
@preconcurrency @MainActor
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

    /// The text; setting it drops the attributes of an attributed text.
    open var text: String? = "" {
        didSet { attributedStorage = nil }
    }
    private var attributedStorage: NSAttributedString?
    /// The text with its attributes: the one set, else the text in the field's font and colour.
    open var attributedText: NSAttributedString? {
        get { attributedStorage ?? text.map { .plain($0, font: font, color: textColor) } }
        set {
            text = newValue?.string ?? ""
            attributedStorage = newValue
        }
    }
    open var textColor: UIColor?
    open var placeholder: String? {
        didSet { attributedPlaceholderStorage = nil }
    }
    private var attributedPlaceholderStorage: NSAttributedString?
    /// The placeholder with its attributes.
    open var attributedPlaceholder: NSAttributedString? {
        get { attributedPlaceholderStorage ?? placeholder.map { NSAttributedString(string: $0) } }
        set {
            placeholder = newValue?.string
            attributedPlaceholderStorage = newValue
        }
    }
    /// Attributes applied to newly typed text (kept).
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var clearsOnBeginEditing = false
    /// Views beside the text (kept, not shown).
    open var leftView: UIView?
    open var rightView: UIView?
    open var leftViewMode: ViewMode = .never
    open var rightViewMode: ViewMode = .never
    /// A custom input view instead of the keyboard, and a bar above it (kept).
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    open var font: UIFont? = .systemFont(ofSize: 17)
    open var textAlignment: NSTextAlignment = .natural
    open var isSecureTextEntry = false
    /// The delegate (weak, as in UIKit).
    open weak var delegate: UITextFieldDelegate?

    /// A storyboard outlet to one of its UIKit properties (`delegate`).
    override func connectOutlet(_ key: String, to value: Any) -> Bool {
        switch key {
        case "delegate": delegate = StoryboardOutlets.value(value, as: UITextFieldDelegate.self, for: key, of: self)
        default: return super.connectOutlet(key, to: value)
        }
        return true
    }
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
        guard SoftwareKeyboard.takeOver({ super.becomeFirstResponder() }) else { return false }
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
        SoftwareKeyboard.editingEnded()
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

    /// The Return key, as UIKit handles it: the delegate's `textFieldShouldReturn` first (false:
    /// "return NO to ignore", nothing more happens); then `.primaryActionTriggered`, then
    /// `.editingDidEndOnExit`; a field with an action for `.editingDidEndOnExit` then resigns first
    /// responder by itself, so the keyboard goes down. Without such an action the field stays first
    /// responder unless the delegate or an action resigned it. Does nothing when the field is not
    /// first responder (the keyboard is not up for it).
    public func simulateReturnKey() {
        guard isFirstResponder else { return }
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .primaryActionTriggered)
        sendActions(for: .editingDidEndOnExit)
        if hasActions(for: .editingDidEndOnExit), isFirstResponder { resignFirstResponder() }
    }

    override var defaultAccessibilityValue: String? { text }

    override func decode(fromStoryboard element: ViewElement) {
        super.decode(fromStoryboard: element)
        text = element.text ?? ""
        placeholder = element.placeholder
    }

    /// Its text, else its placeholder; a tap focuses it, typing replaces its text, Return is the
    /// keyboard's.
    override func addToScreen(_ screen: inout ScreenBuilder) {
        let shown = (text?.isEmpty ?? true) ? (placeholder ?? "") : (text ?? "")
        screen.add(
            .textField, shown, for: self, enabled: isEnabled, taps: [.focus],
            tap: { [weak self] in self?.becomeFirstResponder() }, type: { [weak self] text in self?.simulateTyping(text) },
            returnKey: { [weak self] in self?.simulateReturnKey() })
    }

    override var traceSummary: String {
        "UITextField \(ValueRenderer.quote(text ?? ""))"
    }
}
