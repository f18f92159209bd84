import Diagnostics

extension ValueRenderer {
    /// `text` with every character that could move the cursor, end the line or drive a terminal
    /// made visible as an escape (see `TextEscaping.visible`). Storyboard text and script strings
    /// reach transcript lines, the terminal and CI logs through this: a label's newline could
    /// otherwise forge a `✓` or `crash:` line, an ESC drive the terminal. `keepingNewlines` leaves
    /// `\n` and tabs as they are (for multi-line messages whose parts were escaped already, and
    /// quoted source code).
    nonisolated public static func visible(_ text: String, keepingNewlines: Bool = false) -> String {
        TextEscaping.visible(text, keepingNewlines: keepingNewlines)
    }
}
