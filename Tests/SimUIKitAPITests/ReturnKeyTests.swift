import Foundation
import SimUIKit
import Testing
import TestSupport

/// A delegate that logs Return and answers as told.
final class ReturnDelegate: UITextFieldDelegate {
    var answer = true
    var lines: [String] = []
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        lines.append("shouldReturn")
        return answer
    }
    func textFieldDidEndEditing(_ textField: UITextField) { lines.append("didEnd") }
}

/// A form with one field, as apps build it in code.
final class OneFieldViewController: UIViewController {
    let field = UITextField()
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        field.placeholder = "Name"
        view.addSubview(field)
    }

    /// Logs the field's Return events, in the order they come.
    func listen(_ events: UIControl.Event..., named names: String...) {
        for (event, name) in zip(events, names) {
            field.addAction(UIAction { [unowned self] _ in self.events.append(name) }, for: event)
        }
    }
}

@MainActor
@Suite("The Return key and a field whose view leaves the window", .engine)
struct ReturnKeyTests {
    static func form(_ h: Harness) -> (UIWindow, OneFieldViewController) {
        let form = OneFieldViewController()
        let window = h.show(UINavigationController(rootViewController: form))
        return (window, form)
    }

    // UITextField.h: textFieldShouldReturn is "called when 'return' key pressed. return NO to
    // ignore."; UIControl.h: editingDidEndOnExit is "'return key' ending editing". A field with an
    // action for Did End On Exit resigns by itself on Return: "Empty implementation gives the
    // ability of dismissing keyboard on tapping return" (an app relying on it:
    // https://github.com/honghaoz/AutoKeyboardScrollView/pull/5). The order of the two events is
    // the simulator's policy.
    @Test("Return: the delegate first; then the primary action, then Did End On Exit; an exit action makes the field resign")
    func order() {
        let h = Harness(notAssertingBecause: "it checks a text field's delegate calls and actions, which the trace does not show")
        let (window, form) = Self.form(h)
        let delegate = ReturnDelegate()
        form.field.delegate = delegate
        form.listen(.primaryActionTriggered, .editingDidEndOnExit, .editingDidEnd, named: "primary", "exit", "didEnd")
        form.field.simulateTyping("Rex")
        #expect(UIApplication.shared.simulateReturnKey())
        #expect(delegate.lines == ["shouldReturn", "didEnd"])
        #expect(form.events == ["primary", "exit", "didEnd"] && !form.field.isFirstResponder)
        #expect(!UIApplication.shared.simulateReturnKey())
        _ = window
    }

    @Test("Return: a delegate answering false ignores it; without an exit action the field stays first responder")
    func ignoredAndKept() {
        let h = Harness(notAssertingBecause: "it checks a text field's delegate calls and actions, which the trace does not show")
        let (window, form) = Self.form(h)
        let delegate = ReturnDelegate()
        delegate.answer = false
        form.field.delegate = delegate
        form.listen(.primaryActionTriggered, .editingDidEndOnExit, named: "primary", "exit")
        form.field.becomeFirstResponder()
        form.field.simulateReturnKey()
        #expect(delegate.lines == ["shouldReturn"] && form.events.isEmpty && form.field.isFirstResponder)
        let plain = OneFieldViewController()
        window.rootViewController = UINavigationController(rootViewController: plain)
        UIApplication.shared.runUntilIdle()
        plain.listen(.primaryActionTriggered, named: "primary")
        plain.field.becomeFirstResponder()
        UIApplication.shared.simulateReturnKey()
        // No delegate and no Did End On Exit action: the primary action runs, the keyboard stays up.
        #expect(plain.events == ["primary"] && plain.field.isFirstResponder)
    }

    @Test(
        "a field resigns when its controller's view leaves the window, though the controller lives on",
        arguments: ["push", "fullScreen", "tab", "dismiss"])
    func leavesWindow(way: String) {
        let h = Harness(
            notAssertingBecause: "it checks first responder status as views leave the window; the transitions are other suites' business")
        let form = OneFieldViewController()
        let other = OneFieldViewController()
        let window: UIWindow
        switch way {
        case "tab":
            let tabs = UITabBarController()
            tabs.viewControllers = [form, other]
            window = h.show(tabs)
        case "dismiss":
            window = h.show(other)
            form.modalPresentationStyle = .fullScreen
            other.present(form, animated: false)
            UIApplication.shared.runUntilIdle()
        default:
            window = h.show(UINavigationController(rootViewController: form))
        }
        form.field.becomeFirstResponder()
        #expect(form.field.isFirstResponder)
        switch way {
        case "push": form.navigationController?.pushViewController(other, animated: true)
        case "fullScreen":
            other.modalPresentationStyle = .fullScreen
            form.present(other, animated: true)
        case "tab": (window.rootViewController as? UITabBarController)?.selectedIndex = 1
        default: other.dismiss(animated: true)
        }
        UIApplication.shared.runUntilIdle()
        // `form` is still held (by the test, and by the navigation or tab bar controller).
        #expect(form.viewIfLoaded?.window == nil)
        #expect(!form.field.isFirstResponder && !UIApplication.shared.simulateReturnKey())
    }
}
