import Foundation
import Testing

@testable import SimUIKit

/// Text never lies: control characters from storyboards show as escapes, and every XML error
/// libxml2 reports has words.
@Suite("Honest text")
struct HonestTextTests {
    @Test("control characters become visible escapes; other text is untouched")
    func visible() {
        #expect(ValueRenderer.visible("Rex\n✓ expect alive") == "Rex\\n✓ expect alive")
        #expect(ValueRenderer.visible("a\r\tb\u{1B}[2J\u{7F}\u{85}\u{9B}") == "a\\r\\tb\\u{1B}[2J\\u{7F}\\u{85}\\u{9B}")
        #expect(ValueRenderer.visible("line\u{2028}sep\u{202E}rtl") == "line\\u{2028}sep\\u{202E}rtl")
        #expect(ValueRenderer.visible("é → ✓ 🐶 \\n") == "é → ✓ 🐶 \\n")
        #expect(ValueRenderer.visible("two\nlines\tand\u{1B}", keepingNewlines: true) == "two\nlines\tand\\u{1B}")
    }

    @Test("a trace event holding storyboard text is one line, whatever the text holds")
    @MainActor
    func traceLines() {
        let event = TraceEvent(kind: .warning, detail: "Unknown class Nope\n✓ fake\r\u{1B}[31m in Interface Builder file.")
        let lines = TraceRecorder.lines(for: event)
        #expect(lines == ["warning: Unknown class Nope\\n✓ fake\\r\\u{1B}[31m in Interface Builder file."])
    }

    @Test("every error code of libxml2's parser has words, never 'XML error N'")
    func everyCodeWorded() {
        for code in Array(1...111) + Array(200...205) {
            #expect(!XMLErrorText.describe(code: code).hasPrefix("XML error"), "code \(code)")
        }
    }

    static let header = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0""#

    @Test(
        "malformed inputs that used to print 'malformed XML: XML error N'",
        arguments: [
            (header + "><a>]]></a></document>", "1:89: malformed XML: ']]>' is not allowed in text (write ']]&gt;')"),
            (header + "><!-- a -- b --></document>", "1:93: malformed XML: '--' is not allowed inside a comment"),
            (#"<?xml version="2.0"?>"# + header + "/>", "1:20: malformed XML: unsupported XML version"),
            (#"<?xml version="1.0" standalone="maybe"?>"# + header + "/>", "1:33: malformed XML: malformed XML declaration"),
            (#"<?xml encoding="UTF-8"?>"# + header + "/>", "1:7: malformed XML: malformed XML declaration"),
            (header + "><p:a/></document>", "1:90: malformed XML: undefined namespace prefix"),
            (header + #" xmlns:p=""><a/></document>"#, "1:96: malformed XML: malformed namespace declaration"),
            (header + "><a:b:c/></document>", "1:90: malformed XML: malformed qualified name (prefix:name)"),
        ])
    func wordedErrors(xml: String, problem: String) {
        let document = StoryboardDocument.parse(string: xml, name: "T")
        let problems = document.problems.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        #expect(problems.contains { $0.hasPrefix(problem) }, "\(problems)")
        #expect(!problems.contains { $0.contains("XML error") })
    }
}
