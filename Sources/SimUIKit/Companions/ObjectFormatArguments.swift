import Foundation

// `NSLog("%@", x)`, `String(format: "%@", x)` and `os_log("%{public}@", x)` where `x` is a Swift
// dictionary, array or set, or an `NSObject`: on Apple platforms each bridges to an Objective-C
// object and `%@` prints that object's `description` (String Format Specifiers: "%@ Objective-C
// object, printed as the string returned by descriptionWithLocale: if available, or description
// otherwise"). On Linux none of them is a `CVarArg`, so such a line did not compile. The overloads
// below take any arguments; Swift's overload ranking picks Foundation's own (`CVarArg...`) whenever
// every argument is a `CVarArg`, and these only when one is not. They take a parameter pack, not
// `Any...`: Swift passes a lone `[Any]` argument to an `Any...` parameter as the whole list.

/// Logs a message as Foundation's `NSLog` does, when an argument is not a `CVarArg` on Linux (a
/// dictionary, an array, an `NSObject`): it is printed as the Objective-C object it bridges to on
/// Apple platforms.
public func NSLog<each Argument>(_ format: String, _ args: repeat each Argument) {
    withVaList(ObjectFormatArguments.arguments(repeat each args)) { NSLogv(format, $0) }
}

extension String {
    /// `String(format:)` when an argument is not a `CVarArg` on Linux: it is formatted as the
    /// Objective-C object it bridges to on Apple platforms.
    public init<each Argument>(format: String, _ arguments: repeat each Argument) {
        self.init(format: format, arguments: ObjectFormatArguments.arguments(repeat each arguments))
    }
}

/// Arguments of a printf-style format as Apple platforms pass them: a `CVarArg` as it is; anything
/// else as the text of the Objective-C object it bridges to, which `%@` prints.
enum ObjectFormatArguments {
    /// Each argument as a `CVarArg` (the descriptions stay alive as long as the array).
    static func arguments(of values: [Any]) -> [any CVarArg] {
        values.map { value in (value as? any CVarArg) ?? NSString(string: description(of: value)) }
    }

    static func arguments<each Value>(_ values: repeat each Value) -> [any CVarArg] {
        var list: [Any] = []
        for value in repeat each values { list.append(value) }
        return arguments(of: list)
    }

    /// What `%@` prints for `value` on Apple platforms. A dictionary, an array and a set print as
    /// their Foundation classes' `description`: an old-style property list, a dictionary's entries
    /// in ascending order of their keys when every key is a string (NSDictionary,
    /// `descriptionWithLocale:`), strings inside quoted unless they are alphanumeric (Old-Style
    /// ASCII Property Lists), nested collections indented four spaces a level. An `NSObject`
    /// prints its `description`, by default `<Module.Class: address>` (NSObject, `description`).
    static func description(of value: Any) -> String { description(of: value, level: 0, quoted: false) }

    private static func description(of value: Any, level: Int, quoted: Bool) -> String {
        let indent = String(repeating: " ", count: 4 * level)
        if let dictionary = value as? [AnyHashable: Any] {
            let keys = dictionary.keys.map { (key: $0, text: description(of: $0.base, level: level + 1, quoted: true)) }
            let strings = keys.compactMap { text(of: $0.key.base) }
            let ordered = strings.count == keys.count ? zip(strings, keys).sorted { $0.0 < $1.0 }.map(\.1) : keys
            let entries = ordered.map {
                "\(indent)    \($0.text) = \(description(of: dictionary[$0.key]!, level: level + 1, quoted: true));\n"
            }
            return "\(indent){\n" + entries.joined() + "\(indent)}"
        }
        if let array = value as? [Any] {
            let elements = array.map { "\(indent)    " + description(of: $0, level: level + 1, quoted: true) }
            return "\(indent)(\n" + elements.joined(separator: ",\n") + (array.isEmpty ? "" : "\n") + "\(indent))"
        }
        if let set = value as? Set<AnyHashable> {
            let elements = set.map { "\(indent)    " + description(of: $0.base, level: level + 1, quoted: true) }
            return "\(indent){(\n" + elements.joined(separator: ",\n") + (set.isEmpty ? "" : "\n") + "\(indent))}"
        }
        if let text = text(of: value) {
            return quoted && !isPlainWord(text) ? "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\"" : text
        }
        if let object = value as AnyObject as? NSObject {
            // swift-corelibs-foundation's default omits the module; Apple's names the class as
            // NSStringFromClass does.
            let linuxDefault = "<\(type(of: object)): \(Unmanaged.passUnretained(object).toOpaque())>"
            return object.description == linuxDefault ? objcDescription(object) : object.description
        }
        return String(describing: value)
    }

    /// A string, or a string-valued typed key (`UIApplication.LaunchOptionsKey`), which Apple
    /// platforms bridge to `NSString`.
    private static func text(of value: Any) -> String? {
        if let string = value as? String { return string }
        return (value as? any RawRepresentable)?.rawValue as? String
    }

    private static func isPlainWord(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isASCII && CharacterSet.alphanumerics.contains($0) }
    }
}
