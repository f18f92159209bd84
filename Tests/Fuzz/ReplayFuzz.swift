// libFuzzer entry point for the replay script parser (module Navigator).
//
// Not part of any SwiftPM target: Tests/Fuzz/build-and-run.sh compiles it with
// Sources/Navigator/Replay/*.swift into one module (see README.md).
//
// Each input is decoded the way `vcnav replay` reads a file
// (`String(decoding:as: UTF8.self)`) and parsed with `ReplayScript.parse(_:file:)`,
// which promises never to trap. When the script parses, its canonical text
// (`scriptText`) must parse back to the same commands, as
// `ReplayCommand.scriptText` documents; a mismatch traps so that libFuzzer
// keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func replayFuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let buffer = UnsafeBufferPointer(start: count > 0 ? bytes : nil, count: count)
    let text = String(decoding: buffer, as: UTF8.self)
    do {
        let script = try ReplayScript.parse(text, file: "fuzz.vcreplay")
        for step in script.lines {
            fuzzCheck(step.line >= 1 && step.column >= 1, "bad position \(step.line):\(step.column)")
        }
        let canonical = script.scriptText
        let reparsed: ReplayScript
        do {
            reparsed = try ReplayScript.parse(canonical, file: "canonical.vcreplay")
        } catch {
            fatalError("canonical text does not parse: \(error.errors.map(\.message)) in \(canonical.debugDescription)")
        }
        let before = script.lines.map(\.command)
        let after = reparsed.lines.map(\.command)
        if before != after {
            fatalError("round trip changed the commands: \(before) -> \(after)")
        }
    } catch {
        for failure in error.errors {
            fuzzCheck(failure.line >= 1 && failure.column >= 1, "bad position \(failure.line):\(failure.column)")
            fuzzCheck(!failure.message.isEmpty, "empty message")
        }
    }
    return 0
}

/// Traps with `message` when `condition` fails: unlike `precondition`, it prints the
/// message in -O builds too, so the fuzzer's report says what went wrong.
@inline(never)
private func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String, line: UInt = #line) {
    if !condition { fatalError(message(), line: line) }
}
