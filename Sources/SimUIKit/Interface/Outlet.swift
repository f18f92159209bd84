import Foundation

/// What the snapshot and the storyboard loader need of an outlet, whatever its type.
protocol OutletStorage: AnyObject {
    var connectedObject: AnyObject? { get }
    var declaredTypeName: String { get }
    /// Connects the outlet; false when the object is not of the outlet's type.
    func connect(_ object: AnyObject) -> Bool
}

/// The simulator's `@IBOutlet`: `@Outlet var nameLabel: UILabel!`.
///
/// Swift on Linux cannot compile `@IBOutlet` (it needs the Objective-C runtime). This wrapper
/// behaves the same: the value is nil until the storyboard connects it while the view loads
/// (before `viewDidLoad`), `nameLabel == nil` is safe, and `nameLabel.text = "Rex"` before that
/// crashes with Swift's own `Fatal error: Unexpectedly found nil while implicitly unwrapping an
/// Optional value` at the line of the read, as on a device.
@propertyWrapper
public final class Outlet<Value>: OutletStorage {
    public var wrappedValue: Value!

    public init() {}

    public init(wrappedValue: Value!) {
        self.wrappedValue = wrappedValue
    }

    var connectedObject: AnyObject? {
        guard let value = wrappedValue else { return nil }
        return value as AnyObject
    }

    var declaredTypeName: String { String(describing: Value.self) }

    func connect(_ object: AnyObject) -> Bool {
        guard let value = object as? Value else { return false }
        wrappedValue = value
        return true
    }
}
