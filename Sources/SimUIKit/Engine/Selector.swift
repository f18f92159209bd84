import Foundation

/// An Objective-C method name (`selectDog:`). Swift on Linux has no selectors (and no
/// `#selector`), so this is a plain name; the action tables of `UIViewController` map it to a method.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { self.name = value }
    public var description: String { name }
}

/// `NSStringFromSelector` for the simulator's selectors.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

/// `NSSelectorFromString` for the simulator's selectors.
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }
