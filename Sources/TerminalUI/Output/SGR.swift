/// Select Graphic Rendition: the escape sequence that sets a `Style`.
enum SGR {
    /// `ESC[0m`.
    static let reset = "\u{1B}[0m"

    /// The sequence that sets `style` from any state (it starts with a reset):
    /// `ESC[0;1;4;7;31;44m`, or `ESC[0m` for the plain style.
    static func sequence(for style: Style, mode: ColorMode) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim && mode != .none { codes.append("2") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        if mode != .none {
            if let code = colorCode(style.foreground, base: 30, mode: mode) { codes.append(code) }
            if let code = colorCode(style.background, base: 40, mode: mode) { codes.append(code) }
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The code for one colour; `base` is 30 (foreground) or 40 (background).
    private static func colorCode(_ color: Color, base: Int, mode: ColorMode) -> String? {
        if let basic = color.basicIndex { return String(base + basic) }
        guard color == .gray else { return nil }
        switch mode {
        case .ansi256: return "\(base + 8);5;\(color.index256 ?? 7)"
        case .basic8: return String(base + 7)
        case .none: return nil
        }
    }

    /// The style a renderer in `mode` can actually show: what the terminal
    /// will display after `sequence(for:mode:)`.
    static func visible(_ style: Style, mode: ColorMode) -> Style {
        var shown = style
        switch mode {
        case .none:
            shown.foreground = .default
            shown.background = .default
            shown.dim = false
        case .basic8:
            if shown.foreground == .gray { shown.foreground = .white }
            if shown.background == .gray { shown.background = .white }
        case .ansi256:
            break
        }
        return shown
    }
}
