import Foundation

/// What the snapshot and the storyboard loader need of an outlet, whatever its type. A class,
/// so that finding one is a cheap class cast rather than a protocol lookup.
public class OutletBase {
    var connectedObject: AnyObject? { nil }
    var declaredTypeName: String { "" }
    /// Connects the outlet to an object (an array of objects for an outlet collection); false when
    /// it is not of the outlet's type.
    func connect(_ value: Any) -> Bool { false }
}

/// The simulator's `@IBOutlet`: `@Outlet var nameLabel: UILabel!`.
///
/// Swift on Linux cannot compile `@IBOutlet` (it needs the Objective-C runtime). This wrapper
/// behaves the same: the value is nil until the storyboard connects it while the view loads
/// (before `viewDidLoad`), `nameLabel == nil` is safe, and `nameLabel.text = "Rex"` before that
/// crashes with Swift's own `Fatal error: Unexpectedly found nil while implicitly unwrapping an
/// Optional value` at the line of the read, as on a device. An outlet collection is an outlet of
/// an array (`@Outlet var starButtons: [UIButton]!`), filled in the storyboard's order. Any object
/// of the scene can own outlets: a controller, a cell subclass, a custom view.
///
/// An outlet holds its object strongly: a property wrapper cannot be `weak`, so `vcnav port`
/// drops the word. In UIKit a view is kept alive by its superview, so for as long as the view is
/// in the hierarchy a weak and a strong outlet behave the same; the difference shows only after
/// `removeFromSuperview()`, where a weak outlet would read nil and this one still holds the view.
/// `didSet` on an outlet is not called when the storyboard connects it (it connects the wrapper).
@propertyWrapper
public final class Outlet<Value>: OutletBase {
    public var wrappedValue: Value!

    public override init() {}

    public init(wrappedValue: Value!) {
        self.wrappedValue = wrappedValue
    }

    override var connectedObject: AnyObject? {
        guard let value = wrappedValue else { return nil }
        return value as AnyObject
    }

    override var declaredTypeName: String { String(describing: Value.self) }

    override func connect(_ value: Any) -> Bool {
        guard let typed = value as? Value else { return false }
        wrappedValue = typed
        return true
    }
}
