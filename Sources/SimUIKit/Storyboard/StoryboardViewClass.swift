import Foundation
internal import Synchronization

/// Interface Builder names an object's element after its UIKit class without the `UI` prefix
/// (`<stepper>` is a `UIStepper`, `<tapGestureRecognizer>` a `UITapGestureRecognizer`), so the
/// class an element stands for is found by that name, as `NSClassFromString` would find it:
/// adding a class to SimUIKit is all it takes for its storyboard element to make one.
enum StoryboardViewClass {
    /// The view class element `name` stands for (`UIStepper` for `stepper`, `UIView` for
    /// `view`); nil when SimUIKit has no such view class.
    static func forElement(_ name: String) -> UIView.Type? {
        uiKitClass(forElement: name) as? UIView.Type
    }

    /// The controller class element `name` stands for (`UITableViewController` for
    /// `tableViewController`).
    static func controller(forElement name: String) -> UIViewController.Type? {
        uiKitClass(forElement: name) as? UIViewController.Type
    }

    /// The gesture recognizer class element `name` stands for.
    static func gestureRecognizer(forElement name: String) -> UIGestureRecognizer.Type? {
        uiKitClass(forElement: name) as? UIGestureRecognizer.Type
    }

    /// `UI` + the name with its first letter capitalised, looked up in SimUIKit. Only plain ASCII
    /// names are looked up: an element's name comes from the file, and may be anything.
    private static func uiKitClass(forElement name: String) -> Any.Type? {
        guard let first = name.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first), name.utf8.count < 64,
            name.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) })
        else { return nil }
        if let known = found.withLock({ $0[name] }) { return known.type }
        let type = _typeByName("SimUIKit.UI" + name.prefix(1).uppercased() + name.dropFirst())
        found.withLock { $0[name] = Found(type: type) }
        return type
    }

    /// Element names looked up and what they found (nil too): each load of a view looks its
    /// elements up, and a runtime lookup by name demangles (it was 5% of a replay's time).
    private static let found = Mutex<[String: Found]>([:])

    private struct Found: @unchecked Sendable {
        let type: Any.Type?
    }
}
