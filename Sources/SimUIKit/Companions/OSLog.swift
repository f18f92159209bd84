import Foundation

// Apple's unified logging (`import os`, `import os.log`, `import OSLog`), as an app's code calls it:
// `vcnav port` rewrites those imports to SimUIKit, where these declarations live, so the calls stay
// as they are. A message is printed to the app's console (its standard output), as Xcode's console
// shows it; levels, subsystems, categories and privacy are kept without being simulated.

/// A log handle (`OSLog(subsystem:category:)`, `.default`), as `os_log` takes it.
public final class OSLog: Sendable {
    /// The subsystem, usually the bundle identifier.
    public let subsystem: String
    /// The category within the subsystem.
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// The default log.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that is disabled: nothing sent to it is printed.
    public static let disabled = OSLog(subsystem: "", category: "disabled")

    /// Writes one message to the app's console.
    static func write(_ message: String, to log: OSLog) {
        guard log !== disabled else { return }
        print(message)
    }
}

/// The level of a message (kept: every level is printed).
public struct OSLogType: Equatable, Sendable, RawRepresentable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(rawValue: 0x00)
    public static let info = OSLogType(rawValue: 0x01)
    public static let debug = OSLogType(rawValue: 0x02)
    public static let error = OSLogType(rawValue: 0x10)
    public static let fault = OSLogType(rawValue: 0x11)
}

/// `os_log("Saved %{public}@ in %d ms", log: log, type: .info, name, ms)`: the format is a printf
/// format whose `{public}` and `{private}` decorations are dropped (privacy is kept, not simulated).
/// An argument that Apple platforms bridge to an Objective-C object (a dictionary, an `NSObject`)
/// prints as that object's description, as `NSLog` prints it (`os_log` takes `CVarArg`s there, and
/// on Linux neither is one).
public func os_log<each Argument>(
    _ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ arguments: repeat each Argument
) {
    let arguments = ObjectFormatArguments.arguments(repeat each arguments)
    OSLog.write(String(format: OSLogFormat.plain("\(message)"), arguments: arguments), to: log)
}

/// `os_log(.info, log: log, "…", …)`, the form with the level first.
public func os_log<each Argument>(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ arguments: repeat each Argument) {
    let arguments = ObjectFormatArguments.arguments(repeat each arguments)
    OSLog.write(String(format: OSLogFormat.plain("\(message)"), arguments: arguments), to: log)
}

enum OSLogFormat {
    /// `%{public}@` → `%@`: the decorations between braces after a `%`.
    static func plain(_ format: String) -> String {
        var result = ""
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            result.append(character)
            index = format.index(after: index)
            if character == "%", index < format.endIndex, format[index] == "{",
                let close = format[index...].firstIndex(of: "}")
            {
                index = format.index(after: close)
            }
        }
        return result
    }
}
