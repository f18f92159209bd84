import CNcurses
import Testing
@testable import TerminalUI

@Suite struct InputDecoderTests {
    @Test func characters() {
        #expect(InputDecoder.decode(character: 13) == .key(.enter))
        #expect(InputDecoder.decode(character: 9) == .key(.tab))
        #expect(InputDecoder.decode(character: 27) == .key(.escape))
        #expect(InputDecoder.decode(character: 127) == .key(.backspace))
        #expect(InputDecoder.decode(character: 1) == .key(.ctrl("a")))
        #expect(InputDecoder.decode(character: 0x65E5) == .key(.character("日")))
        #expect(InputDecoder.decode(character: 32) == .key(.character(" ")))
    }

    @Test func keyCodes() {
        #expect(InputDecoder.decode(keyCode: KEY_UP) == .key(.up))
        #expect(InputDecoder.decode(keyCode: KEY_BTAB) == .key(.backTab))
        #expect(InputDecoder.decode(keyCode: KEY_NPAGE) == .key(.pageDown))
        #expect(InputDecoder.decode(keyCode: KEY_F0 + 5) == .key(.function(5)))
        #expect(InputDecoder.decode(keyCode: KEY_RESIZE) == nil)
    }

    @Test func terminateCarriesTheExitStatus() {
        #expect(InputEvent.terminate(signal: 15).exitStatus == 143)
        #expect(InputEvent.key(.enter).exitStatus == nil)
    }

    @Test func scriptedBackendReplaysEventsAndKeepsFrames() {
        let backend = ScriptedBackend(size: Size(width: 20, height: 5), events: [.key(.down), .resize(Size(width: 30, height: 6))])
        #expect(backend.nextEvent(timeoutMilliseconds: 0) == .key(.down))
        backend.draw(CellGrid(size: backend.size))
        #expect(backend.nextEvent(timeoutMilliseconds: 0) == .resize(Size(width: 30, height: 6)))
        #expect(backend.size == Size(width: 30, height: 6))
        #expect(backend.nextEvent(timeoutMilliseconds: -1) == nil)
        #expect(backend.frames.count == 1)
    }
}
