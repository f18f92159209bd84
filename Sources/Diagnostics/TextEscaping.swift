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
        guard mayNeedEscape(text), text.unicodeScalars.contains(where: { needsEscape($0, keepingNewlines: keepingNewlines) })
        else { return text }
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

    /// Appends `text` to `bytes` as UTF-8, made visible as `visible(_:)` makes it (without
    /// `keepingNewlines`): text needing no escape, nearly all of it, is copied as it is. For
    /// lines built from pieces (escaping is scalar by scalar, so escaping each piece is escaping
    /// the line).
    public static func appendVisible(_ text: String, to bytes: inout [UInt8]) {
        if mayNeedEscape(text) {
            bytes.append(contentsOf: visible(text).utf8)
        } else {
            bytes.append(contentsOf: text.utf8)
        }
    }

    /// A fast first look over the UTF-8 bytes (every transcript line passes here, most need
    /// nothing; the scalar-by-scalar search was 7.5% of an in-process replay): false when no
    /// scalar can need an escape. Controls are bytes below 0x20 and 0x7F; C1 controls are 0xC2
    /// 0x80-0x9F; the separators and bidirectional controls are 0xE2 0x80 or 0xE2 0x81 then a
    /// third byte. Anything else (`→`, `✓`, letters of any script) is passed. Eight bytes at a
    /// time: a word of printable ASCII is passed whole, only a word with a control or a
    /// non-ASCII byte is looked at byte by byte.
    private static func mayNeedEscape(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress else { return false }
            let raw = UnsafeRawPointer(base)
            var index = 0
            while index < bytes.count {
                if index + 8 <= bytes.count {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    if !mayHoldEscape(word) {
                        index += 8
                        continue
                    }
                }
                for offset in index..<min(index + 8, bytes.count) where byteMayNeedEscape(bytes, at: offset) { return true }
                index += 8
            }
            return false
        } ?? true
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether any byte of `word` is not printable ASCII: at or above 0x80, below 0x20, or 0x7F
    /// (the usual tests for a zero byte and for a byte below a bound, on eight bytes at once).
    private static func mayHoldEscape(_ word: UInt64) -> Bool {
        let nonASCII = word & highBits
        let control = (word &- ones &* 0x20) & ~word & highBits
        let delete = word ^ (ones &* 0x7F)
        let isDelete = (delete &- ones) & ~delete & highBits
        return nonASCII | control | isDelete != 0
    }

    /// Whether the byte at `index` is a control, or starts a C1 control, separator or
    /// bidirectional control.
    private static func byteMayNeedEscape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let byte = bytes[index]
        if byte < 0x20 || byte == 0x7F { return true }
        if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] <= 0x9F { return true }
        if byte == 0xE2, index + 1 < bytes.count, bytes[index + 1] == 0x80 || bytes[index + 1] == 0x81 { return true }
        return false
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
