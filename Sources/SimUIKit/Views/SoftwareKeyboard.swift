import Foundation

extension UIResponder {
    // The keyboard's notifications and their userInfo keys, as UIKit names them.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension NSValue {
    /// The rectangle a keyboard notification carries (`userInfo[keyboardFrameEndUserInfoKey]`).
    public var cgRectValue: CGRect { rectValue }
}

extension UIApplication {
    /// The simulated user presses Return on the software keyboard: the first responder handles it
    /// as UIKit does (a text field: see `UITextField.simulateReturnKey()`; a search bar: its Search
    /// button). Returns false, and does nothing, when no text input is first responder (the
    /// keyboard is down).
    @discardableResult
    public func simulateReturnKey() -> Bool {
        switch Simulator.shared.firstResponder {
        case let field as UITextField: field.simulateReturnKey()
        case let searchBar as UISearchBar: searchBar.simulateSearchButton()
        default: return false
        }
        return true
    }
}

/// The software keyboard of the simulated iPhone 15: not drawn, but it comes up when a text
/// field becomes first responder and goes down when editing ends, posting UIKit's
/// notifications (will-show at once, did-show on the next turn of the run loop; the same for
/// hiding), with the frames and timing of a portrait iPhone 15 keyboard.
@preconcurrency @MainActor
enum SoftwareKeyboard {
    static let height = 336.0
    static var isShown = false

    /// A text input becoming first responder through `become`: the input that resigns on the way
    /// sees a hand-over, so the keyboard stays up; once it has become, the keyboard shows.
    static func takeOver(_ become: () -> Bool) -> Bool {
        Simulator.shared.handingOverFirstResponder = true
        let became = become()
        Simulator.shared.handingOverFirstResponder = false
        return became
    }

    /// A text input stopped editing: the keyboard goes down, unless another input is taking over.
    static func editingEnded() {
        if !Simulator.shared.handingOverFirstResponder { hide() }
    }

    static func show() {
        guard !isShown else { return }
        isShown = true
        post(UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification, showing: true)
    }

    static func hide() {
        guard isShown else { return }
        isShown = false
        post(UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification, showing: false)
    }

    private static func post(_ will: Notification.Name, _ did: Notification.Name, showing: Bool) {
        let screen = UIScreen.main.bounds
        let up = CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
        let down = CGRect(x: 0, y: screen.height, width: screen.width, height: height)
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(rect: showing ? down : up),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(rect: showing ? up : down),
            UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
            UIResponder.keyboardAnimationCurveUserInfoKey: 7,
            UIResponder.keyboardIsLocalUserInfoKey: true,
        ]
        NotificationCenter.default.post(name: will, object: nil, userInfo: info)
        Simulator.shared.runLoop.enqueue {
            NotificationCenter.default.post(name: did, object: nil, userInfo: info)
        }
    }
}
