import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Everything vcnav prints goes through here: standard output buffered (a transcript of a
/// million lines is not a million writes), standard error at once, each error once with one
/// `vcnav: ` prefix. Writes use `write(2)` and never trap: a closed pipe or a full disk loses
/// the text, not the process.
@MainActor
enum Console {
    private static var buffer: [UInt8] = []
    /// On a terminal each line shows at once; into a pipe or a file, in 64 KB writes.
    private static let bufferLimit = isatty(STDOUT_FILENO) == 1 ? 1 : 65_536

    /// A line (or any text) on standard output.
    static func out(_ text: String, terminator: String = "\n") {
        buffer.append(contentsOf: text.utf8)
        buffer.append(contentsOf: terminator.utf8)
        if buffer.count >= bufferLimit { flush() }
    }

    /// `vcnav: message` on standard error. Messages never start with `vcnav:` themselves.
    static func error(_ message: String) {
        errorLine("vcnav: " + message)
    }

    /// A line on standard error as it is (a failure's `file:line:column: …`, a diff).
    static func errorLine(_ text: String) {
        flush()
        write(Array((text + "\n").utf8), to: STDERR_FILENO)
    }

    /// Writes what standard output holds.
    static func flush() {
        guard !buffer.isEmpty else { return }
        write(buffer, to: STDOUT_FILENO)
        buffer.removeAll(keepingCapacity: true)
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
