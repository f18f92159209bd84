import Foundation

/// One `@IBAction` (or unwind action, or `@IBSegueAction`) of a class, by selector name.
///
/// Swift on Linux has no Objective-C runtime, so a storyboard's `selector="selectDog:"` cannot find
/// `@IBAction func selectDog(_:)` by itself. A class lists its actions once, one line each:
///
/// ```swift
/// override class var ibActions: [IBActionBinding] {[
///     .action("selectDog:", Self.selectDog),
///     .unwind("unwindToSelection:", Self.unwindToSelection),
///     .segueAction("makeCatDetail:sender:", Self.makeCatDetail),
/// ]}
/// ```
/// A selector missing from the table fails as on a device: `unrecognized selector sent to instance`.
/// The same table serves `#selector` targets: controls' and gesture recognizers' `addTarget`, bar
/// button items, `NotificationCenter`, `perform(_:with:afterDelay:)`, `Timer` (see
/// `SelectorTarget`). `vcnav port` writes it from the sources.
@preconcurrency @MainActor
public struct IBActionBinding {
    /// What kind of Interface Builder method this is.
    public enum Kind: Sendable {
        case action
        case unwind
        case segueAction
    }

    public let selector: String
    public let kind: Kind
    let invoke: @MainActor (AnyObject, [Any?]) -> Any?

    /// `@IBAction func name(_ sender: Any)` (or a more specific sender type).
    public static func action<Target: AnyObject, Sender>(
        _ selector: String, _ method: @escaping @MainActor (Target) -> (Sender) -> Void
    ) -> IBActionBinding {
        IBActionBinding(selector: selector, kind: .action) { target, args in
            guard let target = target as? Target else { return nil }
            if let sender = args.first.flatMap({ $0 }) as? Sender {
                method(target)(sender)
            } else if let sender = Optional<Any>.none as? Sender {
                method(target)(sender)
            }
            return nil
        }
    }

    /// `@IBAction func name(_ sender: UIButton, forEvent event: UIEvent)`: the sender and the event.
    /// A method that needs an event is not called without one (with a warning).
    public static func action<Target: AnyObject, Sender, Event>(
        _ selector: String, _ method: @escaping @MainActor (Target) -> (Sender, Event) -> Void
    ) -> IBActionBinding {
        IBActionBinding(selector: selector, kind: .action) { target, args in
            guard let target = target as? Target, let sender = cast(args.first.flatMap { $0 }, to: Sender.self) else { return nil }
            guard let event = cast(args.count > 1 ? args[1] : nil, to: Event.self) else {
                Simulator.shared.warn("[vcnav] \(selector) takes an event, and this action came without one: not called")
                return nil
            }
            method(target)(sender, event)
            return nil
        }
    }

    /// `value` as a `T`, or nil as a `T` when `T` is optional.
    private static func cast<T>(_ value: Any?, to type: T.Type) -> T? {
        if let typed = value as? T { return typed }
        return Optional<Any>.none as? T
    }

    /// `@IBAction func name()` with no sender.
    public static func action<Target: AnyObject>(_ selector: String, _ method: @escaping @MainActor (Target) -> () -> Void)
        -> IBActionBinding
    {
        IBActionBinding(selector: selector, kind: .action) { target, _ in
            (target as? Target).map { method($0)() }
            return nil
        }
    }

    /// An unwind action: `@IBAction func unwindToList(_ segue: UIStoryboardSegue)`.
    public static func unwind<Target: AnyObject>(
        _ selector: String, _ method: @escaping @MainActor (Target) -> (UIStoryboardSegue) -> Void
    ) -> IBActionBinding {
        IBActionBinding(selector: selector, kind: .unwind) { target, args in
            if let target = target as? Target, let segue = args.first.flatMap({ $0 }) as? UIStoryboardSegue {
                method(target)(segue)
            }
            return nil
        }
    }

    /// `@IBSegueAction func make(_ coder: NSCoder) -> Destination?`.
    public static func segueAction<Target: AnyObject, Destination: UIViewController>(
        _ selector: String, _ method: @escaping @MainActor (Target) -> (NSCoder) -> Destination?
    ) -> IBActionBinding {
        IBActionBinding(selector: selector, kind: .segueAction) { target, args in
            guard let target = target as? Target, let coder = args.first.flatMap({ $0 }) as? NSCoder else { return nil }
            return method(target)(coder)
        }
    }

    /// `@IBSegueAction func make(_ coder: NSCoder, sender: Any?) -> Destination?`.
    public static func segueAction<Target: AnyObject, Destination: UIViewController>(
        _ selector: String, _ method: @escaping @MainActor (Target) -> (NSCoder, Any?) -> Destination?
    ) -> IBActionBinding {
        IBActionBinding(selector: selector, kind: .segueAction) { target, args in
            guard let target = target as? Target, let coder = args.first.flatMap({ $0 }) as? NSCoder else { return nil }
            return method(target)(coder, args.count > 1 ? args[1] : nil)
        }
    }

    /// `@IBSegueAction func make(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> Destination?`.
    public static func segueAction<Target: AnyObject, Destination: UIViewController>(
        _ selector: String, _ method: @escaping @MainActor (Target) -> (NSCoder, Any?, String?) -> Destination?
    ) -> IBActionBinding {
        IBActionBinding(selector: selector, kind: .segueAction) { target, args in
            guard let target = target as? Target, let coder = args.first.flatMap({ $0 }) as? NSCoder else { return nil }
            let sender = args.count > 1 ? args[1] : nil
            let identifier = args.count > 2 ? args[2] as? String : nil
            return method(target)(coder, sender, identifier)
        }
    }
}

/// Finds and calls Interface Builder methods by selector, walking the class hierarchy.
@preconcurrency @MainActor
enum ActionDispatch {
    /// Each class's table (its own and its superclasses'), built once: `ibActions` makes new
    /// closures on every read.
    private static var tables: [ObjectIdentifier: [String: IBActionBinding]] = [:]

    static func binding(for selector: String, in object: AnyObject) -> IBActionBinding? {
        let type: AnyClass = type(of: object)
        let key = ObjectIdentifier(type)
        if let table = tables[key] { return table[selector] }
        var table: [String: IBActionBinding] = [:]
        var cls: AnyClass? = type
        while let current = cls {
            if let targetType = current as? SelectorTarget.Type {
                for binding in targetType.ibActions where table[binding.selector] == nil {
                    table[binding.selector] = binding
                }
            }
            cls = _getSuperclass(current)
        }
        tables[key] = table
        return table[selector]
    }

    static func responds(_ object: AnyObject, to selector: String) -> Bool {
        binding(for: selector, in: object) != nil
    }

    /// Sends an action. With `requireHandler`, a missing method raises UIKit's exception.
    @discardableResult
    static func send(_ action: Selector, to object: AnyObject, sender: Any?, event: AnyObject? = nil, requireHandler: Bool) -> Bool {
        guard let binding = binding(for: action.name, in: object) else {
            if let controller = object as? UIViewController, controller.storyboardScene?.isStandIn == true {
                // Exploring storyboards without the app's code: the class that would handle the
                // action is not here. Say so instead of crashing on every tap.
                Simulator.shared.warn(
                    "[vcnav] \(controller.traceRef) stands in for \(controller.storyboardScene?.element.customClass ?? "an unknown class"), whose code is not here: action \(action.name) does nothing",
                    subject: controller.traceRef)
                return true
            }
            if requireHandler { unrecognizedSelector(action.name, object) }
            return false
        }
        let subject = (object as? UIViewController)?.traceRef
        Simulator.shared.emit(
            TraceEvent(
                kind: .action, subject: subject, name: action.name,
                arguments: [sender.map { ValueRenderer.render($0) } ?? "nil"]))
        _ = binding.invoke(object, [sender, event])
        return true
    }

    /// Calls the method for `selector` with `arguments`, as `NotificationCenter`, `Timer` and
    /// `perform(_:with:afterDelay:)` do: no action trace; a missing method raises UIKit's exception.
    static func perform(_ selector: Selector, on object: AnyObject, arguments: [Any?]) {
        guard let binding = binding(for: selector.name, in: object) else { unrecognizedSelector(selector.name, object) }
        _ = binding.invoke(object, arguments)
    }

    static func unrecognizedSelector(_ selector: String, _ object: AnyObject) -> Never {
        UIKitException.raise(
            .invalidArgument,
            "-[\(objcClassName(type(of: object))) \(selector)]: unrecognized selector sent to instance \(address(of: object))")
    }
}
