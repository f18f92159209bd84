import SimUIKit

/// What makes a screen the same screen to the crawler: the visible controller's class, how it is
/// shown, and the kinds and texts of what is on it, with numbers and dates normalized (a clock, a
/// counter, a row's date do not make a new screen) and runs of rows that read the same folded
/// into one (a list that grows by the same row is the same list).
public struct ScreenSignature: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The signature as text: `Class|presentation|kind:text|…`.
    public let text: String

    /// The signature of `screen` (nil: no screen, the app not running).
    public init(_ screen: ScreenModel?) {
        guard let screen else {
            text = "-"
            return
        }
        var parts = [screen.controllerClass ?? "?", screen.presentation.description]
        var previousRow: String?
        for element in screen.elements {
            let part = "\(element.kind.rawValue):\(Self.normalized(element.text))"
            if element.kind == .tableRow || element.kind == .accessoryButton {
                if part == previousRow { continue }
                previousRow = part
            } else {
                previousRow = nil
            }
            parts.append(part)
        }
        text = parts.joined(separator: "|")
    }

    /// `text` with every run of digits written `#` (`2026-12-01 14:05` is `#-#-# #:#`, `Item 12` is `Item #`).
    public static func normalized(_ text: String) -> String {
        var result = ""
        var inDigits = false
        for character in text {
            if character.isNumber {
                if !inDigits { result.append("#") }
                inDigits = true
            } else {
                result.append(character)
                inDigits = false
            }
        }
        return result
    }

    public var description: String { text }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.text < rhs.text }
}
