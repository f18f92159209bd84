import Foundation

/// The base of the responder chain. In UIKit an `NSObject` subclass isolated to the main actor; so here.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// The next responder: a view's controller or superview, a controller's parent or presenter.
    open var next: UIResponder? { nil }

    /// The Interface Builder methods of this class, by selector (see `IBActionBinding`). Override in
    /// the class body, one line per method; superclasses' tables are searched too.
    open class var ibActions: [IBActionBinding] { [] }

    /// Whether this responder is the window's first responder (the one the keyboard types into).
    public var isFirstResponder: Bool { Simulator.shared.firstResponder === self }
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    /// Makes this responder the first responder when it can become one; the previous one resigns.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if isFirstResponder { return true }
        if let current = Simulator.shared.firstResponder, !current.resignFirstResponder() { return false }
        Simulator.shared.firstResponder = self
        return true
    }

    /// Whether this responder handles `action`: by default, whether its class implements it (lists
    /// it in ``ibActions``). Override to answer case by case.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        ActionDispatch.responds(self, to: action.name)
    }

    /// Whether this object implements the method `aSelector` names (NSObject's
    /// `respondsToSelector:`). Here the methods a selector can reach are the Interface Builder
    /// methods of ``ibActions``; apps override this to log or to hide a method (unwinding asks it
    /// through `canPerformUnwindSegueAction(_:from:sender:)`).
    open func responds(to aSelector: Selector) -> Bool {
        ActionDispatch.responds(self, to: aSelector.name)
    }

    /// Sets the UIKit property a storyboard outlet names (`dataSource`, `delegate`,
    /// `gestureRecognizers`...) to `value` (an object, or an array for an outlet collection); false
    /// when the class has no such property. Each class overrides it in its own body for its own
    /// keys and calls `super` for the rest (see ``StoryboardOutlets``).
    func connectOutlet(_ key: String, to value: Any) -> Bool { false }

    /// Gives up first responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if isFirstResponder { Simulator.shared.firstResponder = nil }
        return true
    }
}

/// `NSLog("%@", view)` and `String(format: "%@", controller)`: on Apple platforms every `NSObject`
/// is a `CVarArg` whose `%@` prints its `description`; on Linux no `NSObject` is, so a view or a
/// controller passed to a format did not compile. Each one passes its description as an
/// `NSString`, which the standard library's argument list keeps alive while the format reads it
/// (`_CVarArgObject`, the way `String` is a `CVarArg` on Linux).
extension UIResponder: _CVarArgObject {
    nonisolated public var _cVarArgObject: any CVarArg { NSString(string: description) }
    nonisolated public var _cVarArgEncoding: [Int] { _cVarArgObject._cVarArgEncoding }
}
