import Foundation
import Navigator

/// The styles the panels use. Colours are dropped by the backend on terminals without them;
/// bold, reverse and dim carry the meaning there.
public struct Theme: Sendable {
    public var charset: BoxCharset

    public init(charset: BoxCharset) {
        self.charset = charset
    }

    /// Symbols with an ASCII fallback for terminals without Unicode.
    var unicode: Bool { charset == .unicode }
    var back: String { unicode ? "‹" : "<" }
    var chevron: String { unicode ? "›" : ">" }
    var checkmark: String { unicode ? "✓" : "v" }
    var info: String { unicode ? "ⓘ" : "(i)" }
    var minus: String { unicode ? "⊖" : "(-)" }
    var connected: String { unicode ? "●" : "*" }
    var disconnected: String { unicode ? "○" : "o" }
    var arrow: String { unicode ? "←" : "<-" }
    var then: String { unicode ? " → " : " -> " }
    var pause: String { unicode ? "⏸" : "||" }
    var selected: String { unicode ? "▸" : ">" }
    var recording: String { unicode ? "●" : "*" }
    var play: String { unicode ? "▶" : ">" }
    var cursor: String { unicode ? "█" : "_" }
    var barFilled: String { unicode ? "━" : "=" }
    var barEmpty: String { unicode ? "─" : "-" }
    var knob: String { unicode ? "●" : "o" }

    var border: Style { Style(foreground: .gray) }
    var title: Style { .bold }
    var focused: Style { Style(reverse: true) }
    var dim: Style { Style(foreground: .gray, dim: true) }
    var button: Style { Style(foreground: .blue, bold: true) }
    var warning: Style { Style(foreground: .yellow, bold: true) }
    var error: Style { Style(foreground: .red, bold: true) }
    var good: Style { Style(foreground: .green) }
    var banner: Style { Style(foreground: .black, background: .yellow, bold: true) }
    var crashBorder: Style { Style(foreground: .red, bold: true) }

    func log(_ kind: LogLine.Kind) -> Style {
        switch kind {
        case .action: return .bold
        case .callback: return .plain
        case .injection: return Style(foreground: .cyan)
        case .operation: return Style(foreground: .blue)
        case .gesture: return Style(foreground: .yellow)
        case .warning: return warning
        case .leak: return Style(foreground: .magenta, bold: true)
        case .crash: return error
        case .marker: return Style(bold: true, reverse: true)
        case .check: return good
        case .note: return dim
        }
    }

    func state(_ state: HierarchyNode.State) -> Style {
        switch state {
        case .loaded(.appeared): return good
        case .loaded(.appearing), .loaded(.disappearing): return Style(foreground: .yellow)
        case .loaded(.disappeared), .notLoaded: return dim
        }
    }
}
