// libFuzzer entry point for the app-to-host wire format (AppWire, module Navigator).
//
// Not part of any SwiftPM target: Tests/Fuzz/build-and-run.sh compiles it with
// the Protocol and Replay sources of Navigator, SimUIKit's TraceEvent.swift and
// Screen.swift and WireStubs.swift into one module (see README.md and WireStubs.swift).
//
// Each input is one line as `LineReader` hands it over (no newline) and goes
// through both decoders: `AppWire.decode` (app -> host: E/C/K/D/P messages) and
// `AppWire.decodeRequest` (host -> app). Whatever decodes must survive a round
// trip: its encoding is a single line (no LF, which would split it on the pipe)
// and decodes back to the same value; a mismatch traps so that libFuzzer keeps the input.
import Foundation

private let decoder = JSONDecoder()
private let encoder = JSONEncoder()

@_cdecl("LLVMFuzzerTestOneInput")
public func wireFuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let line = count > 0 && bytes != nil ? Data(bytes: bytes!, count: count) : Data()

    if let message = AppWire.decode(line, decoder: decoder) {
        checkRoundTrip(message)
    }
    if let request = AppWire.decodeRequest(line) {
        let encoded = AppWire.encode(request)
        fuzzCheck(!encoded.contains(0x0A), "encoded request holds a line break: \(Array(encoded))")
        guard let again = AppWire.decodeRequest(encoded) else {
            fatalError("encoded request does not decode: \(request) -> \(Array(encoded))")
        }
        fuzzCheck(
            again.id == request.id && again.command == request.command && again.wantsState == request.wantsState,
            "request round trip changed it: \(request) -> \(again)")
    }
    return 0
}

private func checkRoundTrip(_ message: AppMessage) {
    guard let encoded = AppWire.encode(message, encoder: encoder) else { return }
    fuzzCheck(!encoded.contains(0x0A), "encoded message holds a line break: \(Array(encoded))")
    guard let again = AppWire.decode(encoded, decoder: decoder) else {
        fatalError("encoded message does not decode: \(message) -> \(Array(encoded))")
    }
    switch (message, again) {
    case (.event(let a), .event(let b)):
        // By design "E<kind>\t" stands for no lines, so one empty line comes back as none
        // (TraceRecorder never writes an event whose only line is empty).
        let expected = a.lines == [""] ? [] : a.lines
        fuzzCheck(a.kind == b.kind && b.lines == expected, "event round trip changed it: \(a.lines) -> \(b.lines)")
    case (.done(let a), .done(let b)), (.paused(let a), .paused(let b)):
        fuzzCheck(a == b, "reply round trip changed it: \(a) -> \(b)")
    case (.console(let a), .console(let b)):
        // A console line holds no LF (the app splits on it); one in a decoded body goes out as a space.
        fuzzCheck(Array(b.utf8) == a.utf8.map { $0 == 0x0A ? 0x20 : $0 }, "console round trip changed it: \(a) -> \(b)")
    default:
        fatalError("round trip changed the message kind: \(message) -> \(again)")
    }
}

/// Traps with `message` when `condition` fails: unlike `precondition`, it prints the
/// message in -O builds too, so the fuzzer's report says what went wrong.
@inline(never)
private func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String, line: UInt = #line) {
    if !condition { fatalError(message(), line: line) }
}
