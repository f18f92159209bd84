// libFuzzer entry point for the app-to-host stream as the host reads it from a chatty or broken
// app: the whole input is what the app wrote on its standard output (any bytes, any number of
// lines, lines of any length, with or without a final newline).
//
// Not part of any SwiftPM target: Tests/Fuzz/build-and-run.sh compiles it with the wire sources
// (see WireFuzz.swift) plus the host's LineReader and ActionCollector (Sources/Navigator/Session).
//
// The input goes through a pipe into a `LineReader` with a small line bound, each line through
// `AppWire.decode`, each event into an `ActionCollector` with a small limit (a reply starts the next
// action), and every event's lines into `RecentLines`. What the host keeps must stay within its
// bounds whatever the app sends: no line longer than the bound is returned, no action keeps more
// than its limit (plus the one note), the recent lines never exceed their capacity, and the reader
// reaches the end of the input.
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

private let decoder = JSONDecoder()
private let lineBound = 256
private let eventLimit = 8
private let recentCapacity = 4

@_cdecl("LLVMFuzzerTestOneInput")
public func streamFuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return 0 }
    defer { close(fds[0]) }
    // At most max_len (16 KB) bytes: less than a pipe holds, so it is written whole, then closed.
    var offset = 0
    while offset < count, let bytes {
        let written = write(fds[1], bytes + offset, count - offset)
        if written <= 0 { break }
        offset += written
    }
    close(fds[1])

    let reader = LineReader(fileDescriptor: fds[0], maximumLineLength: lineBound)
    var collector = ActionCollector(limit: eventLimit)
    var recent = RecentLines(capacity: recentCapacity)
    var events = 0
    var lines = 0
    reading: while true {
        switch reader.readLine(timeout: nil) {
        case .line(let line):
            lines += 1
            fuzzCheck(line.count <= lineBound, "a line of \(line.count) bytes passed a bound of \(lineBound)")
            switch AppWire.decode(line, decoder: decoder) {
            case .event(let event):
                events += 1
                collector.add(event)
                recent.append(contentsOf: event.lines)
                fuzzCheck(recent.lines.count <= recentCapacity, "\(recent.lines.count) recent lines kept")
            case .console(let text):
                collector.addConsole(text)
            case .done, .paused:
                finish(collector)
                collector = ActionCollector(limit: eventLimit)
            case nil:
                break
            }
        case .endOfFile:
            break reading
        case .timedOut:
            fatalError("a read without a timeout timed out")
        }
    }
    finish(collector)
    fuzzCheck(lines + reader.droppedLines <= count + 1, "\(lines) lines and \(reader.droppedLines) dropped from \(count) bytes")
    fuzzCheck(events <= lines, "\(events) events from \(lines) lines")
    return 0
}

private func finish(_ collector: ActionCollector) {
    let console = collector.finishConsole()
    fuzzCheck(console.lines.count <= console.limit, "\(console.lines.count) console lines kept for one action")
    fuzzCheck(console.transcriptLines.count <= console.limit + 1, "\(console.transcriptLines.count) console transcript lines")
    let kept = collector.finish()
    fuzzCheck(kept.count <= eventLimit + 1, "\(kept.count) events kept for one action")
    fuzzCheck(
        collector.received <= eventLimit ? kept.count == collector.received : kept.count == eventLimit + 1,
        "\(collector.received) received, \(kept.count) kept")
}

/// Traps with `message` when `condition` fails, in -O builds too.
@inline(never)
private func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String, line: UInt = #line) {
    if !condition { fatalError(message(), line: line) }
}
