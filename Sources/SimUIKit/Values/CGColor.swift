import Foundation

/// Core Graphics' colour, as layers take it (`layer.borderColor = UIColor.red.cgColor`). Kept with
/// the name and components of the `UIColor` it came from.
public final class CGColor: @unchecked Sendable, CustomStringConvertible {
    let colorName: String
    /// Red, green, blue and alpha, when known.
    public let components: [CGFloat]?

    init(colorName: String, components: [CGFloat]?) {
        self.colorName = colorName
        self.components = components
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(
            colorName: "rgba(\(Double(red)), \(Double(green)), \(Double(blue)), \(Double(alpha)))", components: [red, green, blue, alpha])
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(colorName: "white(\(Double(gray)), \(Double(alpha)))", components: [gray, gray, gray, alpha])
    }

    public static let black = CGColor(colorName: "black", components: [0, 0, 0, 1])
    public static let white = CGColor(colorName: "white", components: [1, 1, 1, 1])
    public static let clear = CGColor(colorName: "clear", components: [0, 0, 0, 0])

    /// The opacity (1 when the components are not known).
    public var alpha: CGFloat { components?.last ?? 1 }
    public var numberOfComponents: Int { components?.count ?? 0 }
    public var description: String { colorName }
}
