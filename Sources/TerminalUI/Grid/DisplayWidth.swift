/// Display width in terminal columns, computed in Swift so that goldens, the
/// ANSI renderer, the VT interpreter and the live terminal agree.
///
/// Rules: East Asian Wide/Fullwidth characters and emoji take two columns;
/// nonspacing and enclosing marks, format characters (ZWJ, variation
/// selectors) and Hangul medial jamo take none; everything else takes one.
/// A grapheme cluster is reduced to one cell's worth of text by
/// `cellText(_:)`: its first spacing scalar plus the zero-width marks that
/// follow (ZWJ sequences keep their first emoji; variation selectors are
/// dropped, so terminals cannot disagree about them).
public enum DisplayWidth {
    /// Columns taken by one Unicode scalar on its own: 0, 1 or 2.
    /// C0/C1 controls count as 0 (the grid replaces them before drawing).
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
        if v < 0x300 { return 1 }
        if isZeroWidth(scalar) { return 0 }
        return isWide(v) ? 2 : 1
    }

    /// Columns taken by one grapheme cluster once placed in a cell.
    public static func of(_ character: Character) -> Int {
        cellText(character).width
    }

    /// Columns taken by a string placed cell by cell.
    public static func of(_ string: String) -> Int {
        var total = 0
        for character in string { total += of(character) }
        return total
    }

    /// The text one cell holds for `character`, and its width (0 when the
    /// cluster has no spacing scalar, e.g. a lone combining mark).
    /// Tabs and newlines become a space; other controls become `?`.
    public static func cellText(_ character: Character) -> (text: String, width: Int) {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let only = scalars.first {
            let v = only.value
            if v == 0x09 || v == 0x0A || v == 0x0D { return (" ", 1) }
            if v < 0x20 || (v >= 0x7F && v < 0xA0) { return ("?", 1) }
            if v < 0x300 { return (String(character), 1) }
        }
        var text = String.UnicodeScalarView()
        var width = 0
        for scalar in scalars {
            let w = of(scalar)
            if width == 0 {
                if w > 0 {
                    text.append(scalar)
                    width = w
                }
            } else if w == 0, keepsAsMark(scalar) {
                text.append(scalar)
            } else if w > 0 {
                break  // a second spacing scalar (ZWJ sequence, flag pair): dropped
            }
        }
        if width == 0 {
            // "\r\n" is one grapheme; keep the newline rule for it too.
            if scalars.contains(where: { $0.value == 0x0A || $0.value == 0x0D }) { return (" ", 1) }
            return ("", 0)
        }
        return (String(text), width)
    }

    /// Zero-width scalars worth keeping on a base character: combining marks,
    /// but not joiners, variation selectors or other format characters.
    private static func keepsAsMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark:
            return !(0xFE00...0xFE0F).contains(scalar.value) && !(0xE0100...0xE01EF).contains(scalar.value)
        default:
            return false
        }
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) || v == 0x200B { return true }
        // Soft hyphen and the prepended concatenation marks: one column, as in glibc.
        if v == 0x00AD || (0x0600...0x0605).contains(v) || v == 0x06DD || v == 0x070F
            || (0x0890...0x0891).contains(v) || v == 0x08E2 || v == 0x110BD || v == 0x110CD
        {
            return false
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }

    /// Binary search in the sorted table of wide ranges.
    private static func isWide(_ v: UInt32) -> Bool {
        if v < 0x1100 { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = wideRanges[mid]
            if v < range.lowerBound {
                high = mid - 1
            } else if v > range.upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges, Unicode 15, sorted;
    /// checked against glibc's wcwidth in C.UTF-8 (they differ on U+1171E only).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x16FF0...0x16FF1, 0x17000...0x18D08, 0x1AFF0...0x1B2FF,
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251,
        0x1F260...0x1F265, 0x1F300...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C,
        0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0,
        0x1F3F4...0x1F3F4, 0x1F3F8...0x1F43E, 0x1F440...0x1F440, 0x1F442...0x1F4FC,
        0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567, 0x1F57A...0x1F57A,
        0x1F595...0x1F596, 0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5,
        0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7, 0x1F6DC...0x1F6DF,
        0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7EB, 0x1F7F0...0x1F7F0,
        0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF, 0x1FA70...0x1FAFF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
