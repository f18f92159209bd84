import SimUIKit

/// The app process's side of the wire's `E` lines: a trace event encoded straight from the
/// event, with no string made of its lines (see `AppWire`).
extension AppWire {
    /// Makes `bytes` the `E` line of `event` (without its LF), its lines built straight into it
    /// (`TraceRecorder.appendLines`), with no string made of them: the app process writes every
    /// trace event this way. False when the event has no transcript line (a callback's end):
    /// there is nothing to send.
    @MainActor static func encodeEvent(_ event: TraceEvent, into bytes: inout [UInt8]) -> Bool {
        bytes.removeAll(keepingCapacity: true)
        bytes.append(UInt8(ascii: "E"))
        // A loop, not `first(where:)`: a closure made in a main-actor function checks, each time
        // it is called, that it runs on the main actor (Swift 6's dynamic isolation), and that
        // check cost more than the rest of the line.
        for (name, kind) in kinds where kind == event.kind {
            bytes.append(contentsOf: name)
            break
        }
        bytes.append(0x09)
        let body = bytes.count
        if event.kind == .pending {
            bytes.append(contentsOf: escape(StepGuide.pendingText(of: event)).utf8)
            return true
        }
        guard TraceRecorder.appendLines(of: event, to: &bytes, separator: 0x1F) > 0 else { return false }
        // A line holds no control byte (the recorder shows the app's as escapes): of the bytes
        // the wire escapes, only `\` can be there (an escape's own), and each 0x1F is a separator.
        if bytes[body...].contains(0x5C) {
            var escaped = Array(bytes[..<body])
            for byte in bytes[body...] {
                escaped.append(byte)
                if byte == 0x5C { escaped.append(0x5C) }
            }
            bytes = escaped
        }
        return true
    }
}
