import Foundation

/// A colour, kept only as a name: vcnav draws text, not pixels.
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    /// A colour from the asset catalog. There is no catalog: every name is kept as given.
    public init?(named name: String) { self.name = name }
    init(system name: String) { self.name = name }
    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: Double) -> UIColor { UIColor(system: "\(name)(alpha: \(alpha))") }
    public init(white: Double, alpha: Double) { self.name = "white(\(white), \(alpha))" }
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.name = "rgba(\(red), \(green), \(blue), \(alpha))"
    }
    public var description: String { name }
    public static let systemBackground = UIColor(system: "systemBackground")
    public static let secondarySystemBackground = UIColor(system: "secondarySystemBackground")
    public static let label = UIColor(system: "label")
    public static let secondaryLabel = UIColor(system: "secondaryLabel")
    public static let white = UIColor(system: "white")
    public static let black = UIColor(system: "black")
    public static let clear = UIColor(system: "clear")
    public static let red = UIColor(system: "red")
    public static let systemRed = UIColor(system: "systemRed")
    public static let systemBlue = UIColor(system: "systemBlue")
    public static let systemGreen = UIColor(system: "systemGreen")
    public static let systemYellow = UIColor(system: "systemYellow")
    public static let systemGray = UIColor(system: "systemGray")
    public static let systemOrange = UIColor(system: "systemOrange")
    public static let systemPink = UIColor(system: "systemPink")
    public static let systemPurple = UIColor(system: "systemPurple")
    public static let systemTeal = UIColor(system: "systemTeal")
    public static let systemIndigo = UIColor(system: "systemIndigo")
    public static let systemMint = UIColor(system: "systemMint")
    public static let systemCyan = UIColor(system: "systemCyan")
    public static let systemBrown = UIColor(system: "systemBrown")
    public static let systemGray2 = UIColor(system: "systemGray2")
    public static let systemGray3 = UIColor(system: "systemGray3")
    public static let systemGray4 = UIColor(system: "systemGray4")
    public static let systemGray5 = UIColor(system: "systemGray5")
    public static let systemGray6 = UIColor(system: "systemGray6")
    public static let tertiaryLabel = UIColor(system: "tertiaryLabel")
    public static let quaternaryLabel = UIColor(system: "quaternaryLabel")
    public static let placeholderText = UIColor(system: "placeholderText")
    public static let systemGroupedBackground = UIColor(system: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(system: "secondarySystemGroupedBackground")
    public static let tertiarySystemBackground = UIColor(system: "tertiarySystemBackground")
    public static let separator = UIColor(system: "separator")
    public static let link = UIColor(system: "link")
    public static let tintColor = UIColor(system: "tintColor")
    public static let blue = UIColor(system: "blue")
    public static let green = UIColor(system: "green")
    public static let gray = UIColor(system: "gray")
    public static let lightGray = UIColor(system: "lightGray")
    public static let darkGray = UIColor(system: "darkGray")
    public static let orange = UIColor(system: "orange")
    public static let yellow = UIColor(system: "yellow")
    public static let purple = UIColor(system: "purple")
    public static let brown = UIColor(system: "brown")
    public static let cyan = UIColor(system: "cyan")
    public static let magenta = UIColor(system: "magenta")
}
