import Foundation

/// Reads a controller's stored properties with `Mirror`: the subclass's own properties, up to
/// (not including) SimUIKit's classes.
@preconcurrency @MainActor
enum PropertySnapshot {
    /// How to read one stored property, learned from the first instance of its class.
    private struct Field {
        enum Kind {
            case outlet, inspectable, string, optionalString, bool, int, object, generic
        }

        let name: String
        let typeName: String
        let kind: Kind
        var isLazy = false
    }

    /// What a class declares, by class: the app's levels of it (the rest are SimUIKit's), each
    /// with its class and each field's plan, superclass first, in declaration order.
    private struct Plan {
        let levels: [(type: Any.Type, fields: [Field])]
    }

    private static var plans: [ObjectIdentifier: Plan] = [:]

    /// The controller's stored properties, rendered. The trace's main cost (two snapshots per
    /// callback): a plan per class is made once with `Mirror`, then each snapshot reads the
    /// fields through the runtime's reflection calls that `Mirror` wraps, without building a
    /// `Mirror` and its boxed collections of children each time (half the cost, measured in
    /// vcnav-bench).
    static func take(of controller: UIViewController) -> [PropertyValue] {
        let key = ObjectIdentifier(type(of: controller))
        let plan = plans[key] ?? makePlan(for: controller, key: key)
        var result: [PropertyValue] = []
        for level in plan.levels {
            for (index, field) in level.fields.enumerated() {
                var name: UnsafePointer<CChar>?
                var free: ReflectedNameFree?
                let value = reflectedChild(of: controller, type: level.type, index: index, outName: &name, outFreeFunc: &free)
                free?(name)
                result.append(render(field, value))
            }
        }
        result.append(contentsOf: controller.recordedStoryboardValues)
        return result
    }

    private static func makePlan(for controller: UIViewController, key: ObjectIdentifier) -> Plan {
        var levels: [(type: Any.Type, fields: [Field])] = []
        var mirror: Mirror? = Mirror(reflecting: controller)
        while let current = mirror {
            if let cls = current.subjectType as? AnyClass, isEngineClass(cls) { break }
            // Mirror's children of a level are the runtime's (Mirror reads them the same way).
            levels.append((current.subjectType, current.children.map { field(label: $0.label ?? "_", value: $0.value) }))
            mirror = current.superclassMirror
        }
        // Superclass properties first, in declaration order, as a reader expects.
        let plan = Plan(levels: levels.reversed())
        plans[key] = plan
        return plan
    }

    private static func field(label: String, value: Any) -> Field {
        if let outlet = value as? OutletBase {
            let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
            return Field(name: name, typeName: outlet.declaredTypeName, kind: .outlet)
        }
        if let inspectable = value as? KeyValueStorage {
            let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
            return Field(name: name, typeName: String(describing: type(of: inspectable.currentValue as Any)), kind: .inspectable)
        }
        var name = label
        let lazyPrefix = "$__lazy_storage_$_"
        let isLazy = name.hasPrefix(lazyPrefix)
        if isLazy { name = String(name.dropFirst(lazyPrefix.count)) }
        let type = type(of: value)
        let kind: Field.Kind
        switch type {
        case is String.Type: kind = .string
        case is String?.Type: kind = .optionalString
        case is Bool.Type: kind = .bool
        case is Int.Type: kind = .int
        default: kind = Mirror(reflecting: value).displayStyle == .class ? .object : .generic
        }
        return Field(name: name, typeName: String(describing: type), kind: kind, isLazy: isLazy)
    }

    /// Whether a class belongs to the engine (its state is not the app's).
    static func isEngineClass(_ cls: AnyClass) -> Bool {
        isSimUIKitClass(cls)
    }

    private static func render(_ field: Field, _ value: Any) -> PropertyValue {
        let text: String
        let isNil: Bool
        switch field.kind {
        case .outlet:
            let connected = (value as? OutletBase)?.connectedObject
            return PropertyValue(
                name: field.name, value: connected.map { objcClassName(type(of: $0)) } ?? "nil",
                isNil: connected == nil, isOutlet: true, typeName: field.typeName)
        case .string:
            (text, isNil) = ((value as? String).map(ValueRenderer.quote) ?? "nil", false)
        case .optionalString:
            let string: String? = (value as? String?) ?? nil
            (text, isNil) = (string.map { ValueRenderer.quote($0) } ?? "nil", string == nil)
        case .bool:
            (text, isNil) = ((value as? Bool).map { $0 ? "true" : "false" } ?? "nil", false)
        case .int:
            (text, isNil) = ((value as? Int).map(String.init) ?? "nil", false)
        case .inspectable:
            (text, isNil) = ValueRenderer.renderTop((value as? KeyValueStorage)?.currentValue as Any)
        case .object:
            (text, isNil) = (ValueRenderer.renderObject(value as AnyObject), false)
        case .generic:
            (text, isNil) = ValueRenderer.renderTop(value)
        }
        return PropertyValue(name: field.name, value: text, isNil: isNil, isOutlet: false, typeName: field.typeName, isLazy: field.isLazy)
    }

    /// What changed between two snapshots (new properties count as changes from nothing).
    static func changes(from old: [PropertyValue]?, to new: [PropertyValue]) -> [PropertyChange] {
        guard let old else {
            return new.map { PropertyChange(name: $0.name, oldValue: nil, newValue: $0.value, isOutlet: $0.isOutlet) }
        }
        // The same properties in the same order (nearly always): compare side by side.
        if old.count == new.count, zip(old, new).allSatisfy({ $0.name == $1.name }) {
            var result: [PropertyChange] = []
            for (before, after) in zip(old, new) where before.value != after.value {
                result.append(PropertyChange(name: after.name, oldValue: before.value, newValue: after.value, isOutlet: after.isOutlet))
            }
            return result
        }
        var previous: [String: String] = [:]
        for value in old { previous[value.name] = value.value }
        var result: [PropertyChange] = []
        for value in new where previous[value.name] != value.value {
            result.append(
                PropertyChange(name: value.name, oldValue: previous[value.name], newValue: value.value, isOutlet: value.isOutlet))
        }
        return result
    }
}

/// Renders any value as deterministic, readable text: no addresses, bounded length.
@preconcurrency @MainActor
public enum ValueRenderer {
    static let maxLength = 120
    static let maxItems = 8

    /// Renders a top-level value, telling whether it is nil.
    static func renderTop(_ value: Any) -> (String, Bool) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let child = mirror.children.first else { return ("nil", true) }
            return renderTop(child.value)
        }
        return (render(value), false)
    }

    /// The rendering of one value.
    public static func render(_ value: Any) -> String {
        clip(render(value, depth: 0))
    }

    private static var typeNames: [ObjectIdentifier: String] = [:]
    /// Classes rendered by their type name (no description of their own), by class.
    private static var plainClasses: [ObjectIdentifier: Bool] = [:]

    /// A class instance: a controller's trace name, a view's summary, else its own description or
    /// its type name.
    static func renderObject(_ object: AnyObject) -> String {
        if let controller = object as? UIViewController { return controller.traceRef.description }
        if let view = object as? UIView { return view.traceSummary }
        let key = ObjectIdentifier(type(of: object))
        if plainClasses[key] == nil {
            let describes = object is CustomStringConvertible && (!(object is NSObject) || hasOwnDescription(object))
            plainClasses[key] = !describes && !(object is OutletBase) && !(object is NSNumber)
        }
        if plainClasses[key] == true { return typeName(type(of: object)) }
        return clip(render(object, depth: 0))
    }

    /// `String(describing:)` of a type, cached (it demangles).
    static func typeName(_ type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = typeNames[key] { return name }
        let name = String(describing: type)
        typeNames[key] = name
        return name
    }

    private static func render(_ value: Any, depth: Int) -> String {
        // Concrete types first: these casts are cheap; protocol and bridging casts are not.
        switch value {
        case let string as String: return quote(string)
        case let int as Int: return String(int)
        case let bool as Bool: return bool ? "true" : "false"
        case let double as Double: return String(double)
        case let character as Character: return quote(String(character))
        case let substring as Substring: return quote(String(substring))
        default: break
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class {
            switch value {
            case let controller as UIViewController: return controller.traceRef.description
            case let view as UIView: return view.traceSummary
            case let outlet as OutletBase: return outlet.connectedObject.map { render($0, depth: depth + 1) } ?? "nil"
            case let number as NSNumber: return number.stringValue
            default: break
            }
        } else if mirror.displayStyle == .struct {
            switch value {
            case let url as URL: return quote(url.absoluteString)
            case let date as Date: return "Date(\(date.timeIntervalSince1970))"
            default: break
            }
        }
        let typeName = typeName(type(of: value))
        if mirror.displayStyle == nil, typeName.contains("->") { return "(closure)" }
        switch mirror.displayStyle {
        case .optional:
            guard let child = mirror.children.first else { return "nil" }
            return render(child.value, depth: depth)
        case .collection, .set:
            if depth > 2 { return "[…]" }
            var parts: [String] = []
            for (index, child) in mirror.children.enumerated() {
                if index == maxItems { parts.append("… \(mirror.children.count - maxItems) more"); break }
                parts.append(render(child.value, depth: depth + 1))
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .dictionary:
            if depth > 2 { return "[…]" }
            var parts: [String] = []
            for child in mirror.children {
                let pair = Array(Mirror(reflecting: child.value).children)
                if pair.count == 2 {
                    parts.append(render(pair[0].value, depth: depth + 1) + ": " + render(pair[1].value, depth: depth + 1))
                }
            }
            parts.sort()
            if parts.isEmpty { return "[:]" }
            return "[" + parts.joined(separator: ", ") + "]"
        case .tuple:
            let parts = mirror.children.map { child -> String in
                let text = render(child.value, depth: depth + 1)
                if let label = child.label, !label.hasPrefix(".") { return "\(label): \(text)" }
                return text
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .enum:
            return scrub(String(describing: value))
        case .struct:
            if let convertible = value as? CustomStringConvertible { return scrub(convertible.description) }
            if depth > 1 || mirror.children.isEmpty { return typeName + "()" }
            let parts = mirror.children.prefix(maxItems).map { child in
                "\(child.label ?? "_"): \(render(child.value, depth: depth + 1))"
            }
            return typeName + "(" + parts.joined(separator: ", ") + ")"
        case .class:
            if let convertible = value as? CustomStringConvertible, !(value is NSObject) || hasOwnDescription(value) {
                return scrub(convertible.description)
            }
            return typeName
        default:
            return scrub(String(describing: value))
        }
    }

    private static func hasOwnDescription(_ value: Any) -> Bool {
        guard let object = value as? NSObject else { return false }
        let text = object.description
        return !(text.hasPrefix("<") && text.contains(": 0x"))
    }

    /// Replaces hexadecimal addresses so output stays deterministic.
    nonisolated public static func scrub(_ text: String) -> String {
        // On the bytes: `contains("0x")` went through Foundation's string search, a few
        // thousand instructions for every warning of the trace.
        guard holdsHexPrefix(text) else { return text }
        var out = ""
        var iterator = Array(text.unicodeScalars)[...]
        while let scalar = iterator.first {
            iterator = iterator.dropFirst()
            if scalar == "0", iterator.first == "x",
                let next = iterator.dropFirst().first, next.properties.isASCIIHexDigit
            {
                out += "0x…"
                iterator = iterator.dropFirst()
                while let digit = iterator.first, digit.properties.isASCIIHexDigit { iterator = iterator.dropFirst() }
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `text` holds `0x` (the bytes 0x30 0x78, as `contains("0x")` finds them).
    nonisolated private static func holdsHexPrefix(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == UInt8(ascii: "0"), byte == UInt8(ascii: "x") { return true }
            previous = byte
        }
        return false
    }

    /// A Swift string literal for `string`.
    nonisolated public static func quote(_ string: String) -> String {
        var out = "\""
        for character in string {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.append(character)
            }
        }
        return out + "\""
    }

    private static func clip(_ text: String) -> String {
        guard text.count > maxLength else { return text }
        return String(text.prefix(maxLength - 1)) + "…"
    }
}

/// The runtime's reflection entry point that `Mirror` itself is built on (the standard library
/// binds it the same way): stored property `index` of a value as an instance of `type`, with
/// its name. Reading through them skips `Mirror`'s boxing, and
/// they read weak and unowned references, lazy storage and property wrappers as `Mirror` does.
private typealias ReflectedNameFree = @convention(c) (UnsafePointer<CChar>?) -> Void

@_silgen_name("swift_reflectionMirror_subscript")
private func reflectedChild<T>(
    of value: T, type: Any.Type, index: Int, outName: UnsafeMutablePointer<UnsafePointer<CChar>?>,
    outFreeFunc: UnsafeMutablePointer<ReflectedNameFree?>
) -> Any
