import SimUIKit

/// The app process's side of the wire's `E` lines: a trace event encoded straight from the
/// event, with no string made of its lines (see `AppWire`).
extension AppWire {
    /// Makes `bytes` the `E` line of `event` (without its LF), its lines built straight into it
    /// (`TraceRecorder.appendLines`), with no string made of them: the app process writes every
    /// trace event this way. False when the event has no transcript line (a callback's end):
    /// there is nothing to send.
    @MainActor static func encodeEvent(_ event: TraceEvent, into bytes: inout [UInt8]) -> Bool {
        if event.kind == .pending {
            // A callback about to be made (one a push): its one line is the step guide's text.
            bytes = encodeEvent(TraceLines(kind: event.kind, lines: [StepGuide.pendingText(of: event)]))
            return true
        }
        bytes.removeAll(keepingCapacity: true)
        appendEventHeader(event.kind, to: &bytes)
        let body = bytes.count
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
