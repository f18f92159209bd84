import Foundation

/// Reads a controller's stored properties with `Mirror`: the subclass's own properties, up to
/// (not including) SimUIKit's classes.
@MainActor
enum PropertySnapshot {
    static func take(of controller: UIViewController) -> [PropertyValue] {
        var result: [PropertyValue] = []
        var mirror: Mirror? = Mirror(reflecting: controller)
        var levels: [Mirror] = []
        while let current = mirror {
            if let cls = current.subjectType as? AnyClass, isEngineClass(cls) { break }
            levels.append(current)
            mirror = current.superclassMirror
        }
        // Superclass properties first, in declaration order, as a reader expects.
        for level in levels.reversed() {
            for child in level.children {
                guard let label = child.label else { continue }
                result.append(render(label: label, value: child.value))
            }
        }
        result.append(contentsOf: controller.recordedStoryboardValues)
        return result
    }

    /// Whether a class belongs to the engine (its state is not the app's).
    static func isEngineClass(_ cls: AnyClass) -> Bool {
        String(reflecting: cls).hasPrefix("SimUIKit.")
    }

    private static func render(label: String, value: Any) -> PropertyValue {
        let typeName = String(describing: type(of: value))
        if let outlet = value as? OutletStorage {
            let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
            let connected = outlet.connectedObject
            return PropertyValue(
                name: name, value: connected.map { objcClassName(type(of: $0)) } ?? "nil",
                isNil: connected == nil, isOutlet: true, typeName: outlet.declaredTypeName)
        }
        var name = label
        let lazyPrefix = "$__lazy_storage_$_"
        if name.hasPrefix(lazyPrefix) { name = String(name.dropFirst(lazyPrefix.count)) }
        let (text, isNil) = ValueRenderer.renderTop(value)
        return PropertyValue(name: name, value: text, isNil: isNil, isOutlet: false, typeName: typeName)
    }

    /// What changed between two snapshots (new properties count as changes from nothing).
    static func changes(from old: [PropertyValue]?, to new: [PropertyValue]) -> [PropertyChange] {
        guard let old else {
            return new.map { PropertyChange(name: $0.name, oldValue: nil, newValue: $0.value, isOutlet: $0.isOutlet) }
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
@MainActor
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

    private static func render(_ value: Any, depth: Int) -> String {
        switch value {
        case let string as String: return quote(string)
        case let character as Character: return quote(String(character))
        case let substring as Substring: return quote(String(substring))
        case let bool as Bool: return bool ? "true" : "false"
        case let int as Int: return String(int)
        case let double as Double: return String(double)
        case let controller as UIViewController: return controller.traceRef.description
        case let view as UIView: return view.traceSummary
        case let outlet as OutletStorage: return outlet.connectedObject.map { render($0, depth: depth + 1) } ?? "nil"
        case let url as URL: return quote(url.absoluteString)
        case let date as Date: return "Date(\(date.timeIntervalSince1970))"
        case let number as NSNumber: return number.stringValue
        default: break
        }
        let mirror = Mirror(reflecting: value)
        let typeName = String(describing: type(of: value))
        if typeName.contains("->") { return "(closure)" }
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
        guard text.contains("0x") else { return text }
        var out = ""
        var iterator = Array(text.unicodeScalars)[...]
        while let scalar = iterator.first {
            iterator = iterator.dropFirst()
            if scalar == "0", iterator.first == "x",
               let next = iterator.dropFirst().first, next.properties.isASCIIHexDigit {
                out += "0x…"
                iterator = iterator.dropFirst()
                while let digit = iterator.first, digit.properties.isASCIIHexDigit { iterator = iterator.dropFirst() }
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
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
