/// The small palette the UI draws with. Each backend maps it to what the
/// terminal offers (see `ColorMode`).
public enum Color: UInt8, Hashable, Sendable, CaseIterable {
    /// The terminal's own foreground or background.
    case `default`
    case black, red, green, yellow, blue, magenta, cyan, white
    /// A mid gray (xterm 244 with 256 colours, bright black with 16, white with 8).
    case gray

    /// The ANSI index 0...7 of the eight basic colours; nil for `.default` and `.gray`.
    public var basicIndex: Int? {
        switch self {
        case .default, .gray: return nil
        case .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white: return Int(rawValue) - 1
        }
    }

    /// The xterm-256 palette index; nil for `.default`.
    public var index256: Int? {
        self == .gray ? 244 : basicIndex
    }
}
