import Foundation

/// os.log's `Logger` (iOS 14): `Logger(subsystem:category:)` and its levels, each message printed to
/// the app's console as Xcode's console shows it. Interpolations take the `privacy:` (and
/// `format:`, `align:`) arguments apps write; privacy is kept, not simulated: the value is printed.
public struct Logger: Sendable {
    let handle: OSLog

    public init(subsystem: String, category: String) { handle = OSLog(subsystem: subsystem, category: category) }
    public init(_ log: OSLog) { handle = log }
    public init() { handle = .default }

    public func log(_ message: OSLogMessage) { OSLog.write(message.text, to: handle) }
    public func log(level: OSLogType, _ message: OSLogMessage) { OSLog.write(message.text, to: handle) }
    public func trace(_ message: OSLogMessage) { log(message) }
    public func debug(_ message: OSLogMessage) { log(message) }
    public func info(_ message: OSLogMessage) { log(message) }
    public func notice(_ message: OSLogMessage) { log(message) }
    public func warning(_ message: OSLogMessage) { log(message) }
    public func error(_ message: OSLogMessage) { log(message) }
    public func critical(_ message: OSLogMessage) { log(message) }
    public func fault(_ message: OSLogMessage) { log(message) }
}

/// A message as `Logger` takes it: a string literal with interpolations.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    public let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// The interpolations of an `OSLogMessage`, with the arguments os.log's take.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
    public mutating func appendLiteral(_ literal: String) { text += literal }

    public mutating func appendInterpolation(
        _ value: @autoclosure () -> some Any, privacy: OSLogPrivacy = .auto, attributes: String = ""
    ) {
        text += String(describing: value())
    }

    public mutating func appendInterpolation<T: BinaryInteger>(
        _ value: @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += String(value())
    }

    public mutating func appendInterpolation<T: BinaryFloatingPoint & CVarArg>(
        _ value: @autoclosure () -> T, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += String(describing: value())
    }
}

/// How a logged value is redacted in the system log (kept).
public struct OSLogPrivacy: Equatable, Sendable {
    let kind: Int
    public static let auto = OSLogPrivacy(kind: 0)
    public static let `public` = OSLogPrivacy(kind: 1)
    public static let `private` = OSLogPrivacy(kind: 2)
    public static let sensitive = OSLogPrivacy(kind: 3)
    public enum Mask: Sendable { case hash, none }
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
}

/// How an integer is written in the system log (kept: decimal).
public struct OSLogIntegerFormatting: Sendable {
    public static let decimal = OSLogIntegerFormatting()
    public static let hex = OSLogIntegerFormatting()
    public static let octal = OSLogIntegerFormatting()
}

/// How a floating-point value is written in the system log (kept).
public struct OSLogFloatFormatting: Sendable {
    public static let fixed = OSLogFloatFormatting()
    public static func fixed(precision: @autoclosure () -> Int) -> OSLogFloatFormatting { OSLogFloatFormatting() }
    public static let exponential = OSLogFloatFormatting()
    public static let hybrid = OSLogFloatFormatting()
}

/// How a value is padded in the system log (kept).
public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment() }
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}
