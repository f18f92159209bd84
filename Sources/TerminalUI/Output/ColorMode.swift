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
        detect(environment: environment, colors: colors(ofTerm: environment["TERM"]))
    }

    /// The colours a `TERM` name promises, without asking terminfo.
    private static func colors(ofTerm term: String?) -> Int {
        guard let term, !term.isEmpty, !["dumb", "vt100", "vt102", "vt220", "ansi-mono"].contains(term) else { return 0 }
        return term.contains("256color") || term.contains("direct") ? 256 : 8
    }

    /// The mode for a terminal known to show `colors` colours (curses' `COLORS`, or 256 for
    /// the xterm-256color a recording declares), under the same `NO_COLOR` rule: `.none` when
    /// it is set (any non-empty value) or under 8 colours, `.ansi256` from 256, else `.basic8`.
    public static func detect(environment: [String: String], colors: Int) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        return colors >= 256 ? .ansi256 : colors >= 8 ? .basic8 : .none
    }
}
