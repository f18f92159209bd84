import Foundation
import Testing

import SimUIKit

@testable import Navigator

/// What the wire fuzzer (Tests/Fuzz/WireFuzz.swift) found: `AppWire.escape` worked on
/// Characters, so "\r\n" (one Character) went out raw and its LF split a message on the
/// pipe, and a control character followed by a combining mark did not come back.
@Suite("App wire fuzz regressions")
struct WireFuzzRegressionTests {
    /// Texts that did not survive escape + unescape, or whose escape held a line break.
    static let texts = ["a\r\nb", "\r\n", "x\r\nK7", "\n\u{301}x", "\t\u{301}", "\u{1F}\u{301}", "\\\u{301}n", "\r\u{301}"]

    @Test("escape leaves no line break, unescape gives the text back", arguments: WireFuzzRegressionTests.texts)
    func escapeRoundTrips(_ text: String) {
        let escaped = AppWire.escape(text)
        #expect(!escaped.utf8.contains(0x0A) && !escaped.utf8.contains(0x0D))
        #expect(AppWire.unescape(escaped).unicodeScalars.elementsEqual(text.unicodeScalars))
    }

    @Test("a request is one line and decodes back", arguments: WireFuzzRegressionTests.texts)
    func requestRoundTrips(_ text: String) throws {
        // A request carries the command's script text: one spelling, the language's.
        for command in [ReplayCommand.type(text), .tap(.text(text, index: 1)), .segue(text)] {
            let encoded = AppWire.encode(AppRequest(id: 9, command: command, wantsState: true))
            #expect(!encoded.contains(0x0A))
            let decoded = try #require(AppWire.decodeRequest(encoded))
            #expect(decoded.id == 9 && decoded.command == command && decoded.wantsState)
        }
    }

    @Test("an event is one line and decodes back", arguments: WireFuzzRegressionTests.texts)
    func eventRoundTrips(_ text: String) throws {
        let event = TraceLines(kind: .note, lines: [text, "second " + text])
        let encoded = try #require(AppWire.encode(.event(event), encoder: JSONEncoder()))
        #expect(!encoded.contains(0x0A))
        guard case .event(let decoded)? = AppWire.decode(encoded, decoder: JSONDecoder()) else {
            Issue.record("not decoded as an event")
            return
        }
        #expect(decoded == event)
    }

    /// The fuzzer's input: a plain reply whose leak names unescape to a text holding "\r\n";
    /// re-encoded, it held a raw LF.
    @Test func fuzzerInput() throws {
        let base64 =
            "SzcJRG9nc1ZpZXdDb250cm9sbGWWkZogb25lXG53aXRoIFwNDQ0NDQ0NDQ0NDScNDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NLQ0NDQ0NDQ0NDQ0NDQ0lDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ1cbmF0ZWslH1xuIGEgdGR+YXRhLmUNDQ0NDS0NDQ0Nb3RlCZqWkZogb25lXDJud2l0aCBcXCBhIGJyZWsnH1xuYXRlayUfXG4gYSB0ZH5hdGEuZXIjNA=="
        for line in [try #require(Data(base64Encoded: base64)), Data("K7\t\r\\n".utf8)] {
            guard case .done(let reply)? = AppWire.decode(line, decoder: JSONDecoder()) else {
                Issue.record("not decoded as a reply")
                continue
            }
            #expect(reply.requestID == 7)
            let encoded = try #require(AppWire.encode(.done(reply), encoder: JSONEncoder()))
            #expect(!encoded.contains(0x0A))
            guard case .done(let again)? = AppWire.decode(encoded, decoder: JSONDecoder()) else {
                Issue.record("the re-encoded reply does not decode")
                continue
            }
            #expect(again == reply)
        }
    }
}
