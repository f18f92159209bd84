import Diagnostics
import Foundation
import Testing

@Suite("Diagnostic: every file:line:column: message, rendered in one place")
struct DiagnosticTests {
    @Test("an error reads file:line:column: message; the others say what they are")
    func rendering() {
        let place = SourceLocation(file: "Dogs.storyboard", line: 41, column: 7)
        #expect(
            Diagnostic(location: place, message: "segue 'showCat' points to unknown id 'x9'").description
                == "Dogs.storyboard:41:7: segue 'showCat' points to unknown id 'x9'")
        #expect(Diagnostic(severity: .warning, location: place, message: "m").description == "Dogs.storyboard:41:7: warning: m")
        #expect(Diagnostic(severity: .note, location: place, message: "m").description == "Dogs.storyboard:41:7: note: m")
        #expect(Diagnostic(severity: .byHand, location: place, message: "m").description == "Dogs.storyboard:41:7: by hand: m")
        #expect(Diagnostic(location: place, message: "m").labelled == "Dogs.storyboard:41:7: error: m")
        #expect(Diagnostic(severity: .note, location: place, message: "m").labelled == "Dogs.storyboard:41:7: note: m")
    }

    @Test("notes follow on lines of their own, with their place when they have one")
    func notes() {
        let diagnostic = Diagnostic(
            file: "A.swift", line: 3, column: 1, message: "two edits overlap",
            notes: [
                .init(location: SourceLocation(file: "A.swift", line: 3, column: 5), message: "the other edit starts here"),
                .init(message: "neither was applied"),
            ])
        #expect(
            diagnostic.description
                == "A.swift:3:1: two edits overlap\nA.swift:3:5: note: the other edit starts here\nnote: neither was applied")
    }

    @Test("a message's control characters show as escapes, once (as `vcnav check` shows storyboard text)")
    func escaping() {
        let diagnostic = Diagnostic(file: "f", line: 1, column: 2, message: "label 'a\nb\u{1B}[2J\u{202E}'")
        #expect(diagnostic.description == "f:1:2: label 'a\\nb\\u{1B}[2J\\u{202E}'")
        #expect(TextEscaping.visible(TextEscaping.visible("a\tb\u{7F}")) == "a\\tb\\u{7F}")
        #expect(TextEscaping.visible("a\nb\tc\r", keepingNewlines: true) == "a\nb\tc\\r")
        #expect(Diagnostic.Note(message: "x\ny").description == "note: x\\ny")
    }

    @Test("JSON stays flat: file, line, column, message; severity and notes only when they say something")
    func json() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let error = Diagnostic(file: "s.vcreplay", line: 2, column: 5, message: "no button 'Dgos'")
        #expect(
            String(decoding: try encoder.encode(error), as: UTF8.self)
                == #"{"column":5,"file":"s.vcreplay","line":2,"message":"no button 'Dgos'"}"#)
        let note = Diagnostic(
            file: "f", line: 1, column: 1, severity: .byHand, message: "m", notes: [.init(message: "n")])
        #expect(
            String(decoding: try encoder.encode(note), as: UTF8.self)
                == #"{"column":1,"file":"f","line":1,"message":"m","notes":[{"message":"n"}],"severity":"by hand"}"#)
        for diagnostic in [error, note] {
            #expect(try JSONDecoder().decode(Diagnostic.self, from: try encoder.encode(diagnostic)) == diagnostic)
        }
    }

    @Test("locations sort by file, then line, then column")
    func ordering() {
        let places = [
            SourceLocation(file: "b", line: 1, column: 1), SourceLocation(file: "a", line: 2, column: 1),
            SourceLocation(file: "a", line: 1, column: 9), SourceLocation(file: "a", line: 1, column: 2),
        ]
        #expect(places.sorted().map(\.description) == ["a:1:2", "a:1:9", "a:2:1", "b:1:1"])
    }
}
