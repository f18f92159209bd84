import Testing
@testable import TerminalUI

@Suite struct TextLayoutTests {
    @Test func truncateWithUnicodeAndASCIIEllipsis() {
        #expect(TextLayout.truncate("DogsViewController", toWidth: 8) == "DogsVie…")
        #expect(TextLayout.truncate("DogsViewController", toWidth: 8, charset: .ascii) == "DogsV...")
        #expect(TextLayout.truncate("Dogs", toWidth: 4) == "Dogs")
        #expect(TextLayout.truncate("Dogs", toWidth: 2, charset: .ascii) == "..")
        #expect(TextLayout.truncate("Dogs", toWidth: 0) == "")
    }

    @Test func truncateCountsDisplayColumns() {
        #expect(TextLayout.truncate("日本語テキスト", toWidth: 6) == "日本…")
        #expect(DisplayWidth.of(TextLayout.truncate("日本語テキスト", toWidth: 6)) == 5)
    }

    @Test func wrapBreaksAtSpacesAndNewlines() {
        #expect(
            TextLayout.wrap("viewWillAppear is called before the view is added", width: 16) == [
                "viewWillAppear", "is called before", "the view is", "added",
            ])
        #expect(TextLayout.wrap("a\n\nb  c", width: 10) == ["a", "", "b c"])
    }

    @Test func wrapBreaksLongWordsAndWideText() {
        #expect(TextLayout.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextLayout.wrap("日本語です", width: 5) == ["日本", "語で", "す"])
    }

    @Test func wrapBreaksLongCallsAfterADot() {
        #expect(
            TextLayout.wrap("from SelectionViewController#1.prepare(for:sender:)", width: 40) == [
                "from", "SelectionViewController#1.", "prepare(for:sender:)",
            ])
        #expect(TextLayout.wrap("a.bcdefghij", width: 4) == ["a.", "bcde", "fghi", "j"])
        #expect(TextLayout.wrap("abcdefghij.", width: 4) == ["abcd", "efgh", "ij."])
    }
}
