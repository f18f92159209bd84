import Foundation
import Navigator

/// The styles the panels use. Colours are dropped by the backend on terminals without them;
/// bold and reverse carry the meaning there. Content is never dim: a projector washes faint
/// and grey text out, so grey is kept for borders and for what is truly off (a disabled
/// control). High contrast (presentation mode) keeps only strong colours, bold borders and
/// bold titles.
public struct Theme: Sendable {
    public var charset: BoxCharset
    /// Presentation mode's high contrast.
    public var highContrast: Bool

    public init(charset: BoxCharset, highContrast: Bool = false) {
        self.charset = charset
        self.highContrast = highContrast
    }

    /// Symbols with an ASCII fallback for terminals without Unicode.
    var unicode: Bool { charset == .unicode }
    var back: String { unicode ? "‹" : "<" }
    var chevron: String { unicode ? "›" : ">" }
    var checkmark: String { unicode ? "✓" : "v" }
    /// An outline disclosure: collapsed, expanded.
    var outlineCollapsed: String { unicode ? "▹" : "+" }
    var outlineExpanded: String { unicode ? "▿" : "-" }
    var info: String { unicode ? "ⓘ" : "(i)" }
    var minus: String { unicode ? "⊖" : "(-)" }
    var connected: String { unicode ? "●" : "*" }
    var disconnected: String { unicode ? "○" : "o" }
    var arrow: String { unicode ? "←" : "<-" }
    var then: String { unicode ? " → " : " -> " }
    var to: String { unicode ? "→" : "->" }
    var pause: String { unicode ? "⏸" : "||" }
    var selected: String { unicode ? "▸" : ">" }
    var recording: String { unicode ? "●" : "*" }
    var play: String { unicode ? "▶" : ">" }
    var cursor: String { unicode ? "█" : "_" }
    var barFilled: String { unicode ? "━" : "=" }
    var barEmpty: String { unicode ? "─" : "-" }
    var knob: String { unicode ? "●" : "o" }
    var more: String { unicode ? "↓" : "v" }
    var up: String { unicode ? "↑" : "^" }
    var separator: String { unicode ? " › " : " > " }
    var dot: String { unicode ? " · " : " - " }
    var dash: String { unicode ? " — " : " - " }

    /// Box edges: grey (not content); bold in high contrast.
    var border: Style { highContrast ? .bold : Style(foreground: .gray) }
    /// A panel's title in its top edge: bold, in the terminal's own colour.
    var title: Style { .bold }
    var focused: Style { Style(reverse: true) }
    /// What is off, not content: a disabled control, a placeholder.
    var dim: Style { highContrast ? .plain : Style(foreground: .gray) }
    var button: Style { highContrast ? .bold : Style(foreground: .cyan, bold: true) }
    var warning: Style { Style(foreground: .yellow, bold: true) }
    var error: Style { Style(foreground: .red, bold: true) }
    var good: Style { Style(foreground: .green, bold: highContrast) }
    var banner: Style { Style(foreground: .black, background: .yellow, bold: true) }
    var crashBorder: Style { Style(foreground: .red, bold: true) }
    /// The keys of the key bar.
    var key: Style { .bold }
    /// vcnav's own note on the phone (not the app's content).
    var note: Style { Style(foreground: .yellow, bold: highContrast) }
    /// The call step mode holds, in the log and the source pane: not yet run.
    var pending: Style { Style(foreground: .yellow, bold: true, reverse: true) }
    /// A way of the map the user's path took.
    var taken: Style { Style(foreground: .green, bold: true) }

    func log(_ kind: LogLine.Kind) -> Style {
        switch kind {
        case .action: return Style(bold: true, underline: true)
        case .callback: return .plain
        case .injection: return Style(foreground: .cyan, bold: true)
        case .operation: return Style(foreground: .magenta, bold: highContrast)
        case .gesture: return Style(foreground: .yellow, bold: true)
        case .warning: return warning
        case .leak: return Style(foreground: .magenta, bold: true, reverse: true)
        case .crash: return error
        case .marker: return Style(bold: true, reverse: true)
        case .check: return good
        case .note: return .plain
        case .pending: return pending
        case .console: return Style(foreground: .blue, bold: highContrast)
        }
    }

    func state(_ state: HierarchyNode.State) -> Style {
        switch state {
        case .loaded(.appeared): return good
        case .loaded(.appearing), .loaded(.disappearing): return Style(foreground: .yellow, bold: highContrast)
        case .loaded(.disappeared), .notLoaded: return .plain
        }
    }

    /// Draws a panel's box: grey edges, a bold title.
    func box(_ rect: Rect, title: String, on grid: inout CellGrid) {
        grid.drawBox(rect, title: title, style: border, titleStyle: self.title, charset: charset)
    }
}
