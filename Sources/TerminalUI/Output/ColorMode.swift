/// How many colours a terminal shows, and so which SGR codes a renderer emits.
public enum ColorMode: Sendable, Hashable {
    /// No colours (NO_COLOR, or a terminal like vt100): bold, reverse and
    /// underline only.
    case none
    /// The eight ANSI colours (SGR 30-37 / 40-47).
    case basic8
    /// The xterm 256-colour palette (SGR 38;5;n / 48;5;n for non-basic colours).
    case ansi256

    /// The mode for an environment, without a terminal: `NO_COLOR` (any
    /// non-empty value) or a colourless `TERM` (unset, `dumb`, `vt100`,
    /// `vt220`) give `.none`; a `TERM` containing `256color` gives `.ansi256`;
    /// anything else `.basic8`.
    public static func detect(environment: [String: String]) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        guard let term = environment["TERM"], !term.isEmpty else { return .none }
        if ["dumb", "vt100", "vt102", "vt220", "ansi-mono"].contains(term) { return .none }
        if term.contains("256color") || term.contains("direct") { return .ansi256 }
        return .basic8
    }
}
