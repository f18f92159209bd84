import Foundation

/// A colour, known by a name (`systemRed`, `rgba(1.0, 0.5, 0.0, 1.0)`) and, where it has them,
/// its components: vcnav draws text, not pixels. A class, as UIKit's, so that apps' own
/// `convenience init`s in extensions compile.
open class UIColor: NSObject, @unchecked Sendable {
    /// Simulator only: what the colour is known by.
    public let name: String
    /// Red, green, blue and alpha (0...1), when the colour was made from them.
    let components: [CGFloat]?

    init(system name: String, _ components: [CGFloat]? = nil) {
        self.name = name
        self.components = components
        super.init()
    }

    /// A colour from the asset catalog. There is no catalog: every name is kept as given.
    public convenience init?(named name: String) { self.init(system: name) }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(system: name)
    }
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(system: "white(\(Double(white)), \(Double(alpha)))", [white, white, white, alpha])
    }
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(system: "rgba(\(Double(red)), \(Double(green)), \(Double(blue)), \(Double(alpha)))", [red, green, blue, alpha])
    }
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(system: "hsba(\(Double(hue)), \(Double(saturation)), \(Double(brightness)), \(Double(alpha)))")
    }
    /// A colour that paints `image` tiled over the area it fills: known as `pattern(name)`, with
    /// no components (`getRed` gives false, as for any pattern colour).
    public convenience init(patternImage image: UIImage) { self.init(system: "pattern(\(image.name))") }
    /// The colour a `CGColor` stands for.
    public convenience init(cgColor: CGColor) { self.init(system: cgColor.colorName, cgColor.components) }
    /// A colour that depends on the traits: resolved with the simulated phone's (light) traits.
    @preconcurrency @MainActor
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let resolved = dynamicProvider(UITraitCollection.phone(.unspecified))
        self.init(system: resolved.name, resolved.components)
    }

    /// The same colour with another opacity.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard let components, components.count == 4 else { return UIColor(system: "\(name)(alpha: \(Double(alpha)))") }
        return UIColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }

    /// The colour for `traitCollection` (the same colour: the simulation has one appearance).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// The Core Graphics colour (for layers' `borderColor`, `shadowColor`...).
    open var cgColor: CGColor { CGColor(colorName: name, components: components) }

    /// The red, green, blue and alpha components, when the colour was made from them (else false,
    /// the simulator knowing no pixel values for named and system colours).
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard let components, components.count == 4 else { return false }
        red?.pointee = components[0]
        green?.pointee = components[1]
        blue?.pointee = components[2]
        alpha?.pointee = components[3]
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.name == name }
    open override var hash: Int { name.hashValue }
    open override var description: String { name }

    public static let systemBackground = UIColor(system: "systemBackground")
    public static let secondarySystemBackground = UIColor(system: "secondarySystemBackground")
    public static let label = UIColor(system: "label")
    public static let secondaryLabel = UIColor(system: "secondaryLabel")
    public static let white = UIColor(system: "white", [1, 1, 1, 1])
    public static let black = UIColor(system: "black", [0, 0, 0, 1])
    public static let clear = UIColor(system: "clear", [0, 0, 0, 0])
    public static let red = UIColor(system: "red", [1, 0, 0, 1])
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
    public static let blue = UIColor(system: "blue", [0, 0, 1, 1])
    public static let green = UIColor(system: "green", [0, 1, 0, 1])
    public static let gray = UIColor(system: "gray", [0.5, 0.5, 0.5, 1])
    public static let lightGray = UIColor(system: "lightGray", [2.0 / 3, 2.0 / 3, 2.0 / 3, 1])
    public static let darkGray = UIColor(system: "darkGray", [1.0 / 3, 1.0 / 3, 1.0 / 3, 1])
    public static let orange = UIColor(system: "orange", [1, 0.5, 0, 1])
    public static let yellow = UIColor(system: "yellow", [1, 1, 0, 1])
    public static let purple = UIColor(system: "purple", [0.5, 0, 0.5, 1])
    public static let brown = UIColor(system: "brown", [0.6, 0.4, 0.2, 1])
    public static let cyan = UIColor(system: "cyan", [0, 1, 1, 1])
    public static let magenta = UIColor(system: "magenta", [1, 0, 1, 1])
}
