import Foundation

/// Writes to standard output and standard error that never trap: a full disk (`2>/dev/full`), a
/// closed descriptor or a pipe whose reader is gone makes a write fail, and a failed write is
/// dropped (`FileHandle.write(_:)` traps on it, SIGILL: that ended vcnav with exit 132).
package enum StandardStreams {
    /// Writes `text` to standard error, its control characters but newlines made visible (a
    /// message quoting a script or a storyboard never drives the terminal); a failure is dropped
    /// (where else would it be reported?).
    package static func writeError(_ text: String) {
        _ = write(ValueRenderer.visible(text, keepingNewlines: true), to: STDERR_FILENO)
    }

    /// Writes all of `text` to `descriptor`, retrying interrupted and short writes; the system's
    /// reason when it fails.
    package static func write(_ text: String, to descriptor: Int32) -> String? {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBytes { raw -> String? in
            guard let base = raw.baseAddress else { return nil }
            var offset = 0
            while offset < raw.count {
                let written = Foundation.write(descriptor, base + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno)).lowercased()
                }
                offset += written
            }
            return nil
        }
    }
}
