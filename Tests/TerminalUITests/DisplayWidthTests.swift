import CNcurses
import Testing
@testable import TerminalUI

@Suite struct DisplayWidthTests {
    @Test(
        arguments: [
            ("a", 1), ("é", 1), ("e\u{301}", 1), ("日", 2), ("한", 2), ("✓", 1), ("✅", 2), ("😀", 2),
            ("👨‍👩‍👧", 2), ("❤️", 1), ("Ｗ", 2), ("\u{301}", 0), ("\u{200B}", 0), ("─", 1),
        ] as [(String, Int)])
    func characterWidths(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func stringWidthSumsGraphemes() {
        #expect(DisplayWidth.of("ab日本✓") == 7)
        #expect(DisplayWidth.of("") == 0)
    }

    @Test func cellTextKeepsMarksDropsJoinedEmojiAndSelectors() {
        #expect(DisplayWidth.cellText("e\u{301}").text == "e\u{301}")
        #expect(DisplayWidth.cellText("👨‍👩‍👧").text == "👨")
        #expect(DisplayWidth.cellText("❤️").text == "❤")
        #expect(DisplayWidth.cellText("\t") == (" ", 1))
        #expect(DisplayWidth.cellText("\u{7}") == ("?", 1))
    }
}

@Suite struct DisplayWidthAgreementTests {
    /// ncurses places characters with the C library's `wcwidth`; the table
    /// in Swift must agree, or the screen and the goldens drift apart.
    @Test func agreesWithTheCLibraryInCUTF8() throws {
        try #require(setlocale(LC_CTYPE, "C.UTF-8") != nil)
        var mismatches: [String] = []
        for value in UInt32(0x20)...UInt32(0x3FFFF) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = Int(vcnav_wcwidth(value))
            if expected < 0 || value == 0x1171E { continue }
            if DisplayWidth.of(scalar) != expected {
                mismatches.append("U+\(String(value, radix: 16, uppercase: true)) \(expected)/\(DisplayWidth.of(scalar))")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }
}
