/// Text from a file (a storyboard's label, a script's string) made safe for one line of a
/// terminal, a transcript or a CI log.
public enum TextEscaping {
    /// `text` with every character that could move the cursor, end the line or drive a terminal
    /// made visible as an escape: `\n`, `\r`, `\t`, `\u{1B}` for the other C0 and C1 controls and
    /// DEL, and `\u{2028}` for line and paragraph separators and the bidirectional overrides
    /// (which reorder what a reader sees). A label's newline could otherwise forge a `✓` or
    /// `crash:` line, an ESC drive the terminal. `keepingNewlines` leaves `\n` and tabs as they
    /// are (for multi-line messages whose parts were escaped already, and quoted source code).
    /// Escaping twice changes nothing.
    public static func visible(_ text: String, keepingNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepingNewlines: keepingNewlines) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar, keepingNewlines: keepingNewlines) else {
                out.append(scalar)
                continue
            }
            let escape: String
            switch scalar {
            case "\n": escape = "\\n"
            case "\r": escape = "\\r"
            case "\t": escape = "\\t"
            default: escape = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
            out.append(contentsOf: escape.unicodeScalars)
        }
        return String(out)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar, keepingNewlines: Bool) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: !keepingNewlines
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
