import Foundation

/// What key-value coding needs of a settable property, whatever its type. A class, so that the
/// snapshot finds one with a cheap class cast.
public class KeyValueStorage {
    /// Sets the value; false when it has the wrong type.
    func setValue(_ value: Any?) -> Bool { false }
    var currentValue: Any? { nil }
}

/// The simulator's stand-in for `@objc` (or `@IBInspectable`) on a property that a storyboard's
/// user-defined runtime attributes set: `@Inspectable var dogName: String?`.
///
/// UIKit applies runtime attributes with key-value coding, which on a device only reaches `@objc`
/// properties; a key the class does not expose raises `NSUnknownKeyException`. Swift on Linux has
/// no key-value coding, so a property opts in with this wrapper instead.
@propertyWrapper
public final class Inspectable<Value>: KeyValueStorage {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init() where Value: ExpressibleByNilLiteral {
        self.wrappedValue = nil
    }

    override func setValue(_ value: Any?) -> Bool {
        if let typed = value as? Value {
            wrappedValue = typed
            return true
        }
        // Numbers arrive as Double; accept them for Int and Bool properties too.
        if let number = value as? Double {
            if let int = Int(exactly: number) as? Value { wrappedValue = int; return true }
            if let float = Float(number) as? Value { wrappedValue = float; return true }
            if let bool = (number != 0) as? Value, Value.self == Bool.self || Value.self == Bool?.self {
                wrappedValue = bool
                return true
            }
        }
        if let bool = value as? Bool, let int = (bool ? 1 : 0) as? Value { wrappedValue = int; return true }
        return false
    }

    override var currentValue: Any? { wrappedValue }
}

/// Key-value coding over the wrappers (`@Outlet`, `@Inspectable`), found with `Mirror`.
@preconcurrency @MainActor
enum KeyValueCoding {
    /// The wrapper storage behind `key` in `object` (its `_key` child), searching superclasses.
    static func storage(forKey key: String, in object: AnyObject) -> AnyObject? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == "_" + key {
                let storage = child.value as AnyObject
                if storage is OutletBase || storage is KeyValueStorage { return storage }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// `NSUnknownKeyException`, with UIKit's text.
    static func undefinedKey(_ key: String, on object: AnyObject) -> Never {
        UIKitException.raise(
            .unknownKey,
            "[<\(objcClassName(type(of: object))) \(address(of: object))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key)."
        )
    }
}
