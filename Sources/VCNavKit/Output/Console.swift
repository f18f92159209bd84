import Foundation
import Navigator
import SimUIKit

#if canImport(Glibc)
    import Glibc
#endif

/// Everything vcnav prints goes through here: standard output buffered (a transcript of a
/// million lines is not a million writes), standard error at once, each error once with one
/// `vcnav: ` prefix, control characters shown as escapes (`StandardStreams`). A failed write
/// never traps: a closed pipe or a full disk loses the text, and `outputFailure` says why. (The
/// prefix is the executable's name: `notes: ` in an app's own.)
@MainActor
enum Console {
    private static var buffer: [UInt8] = []
    /// On a terminal each line shows at once; into a pipe or a file, in 64 KB writes.
    private static let bufferLimit = isatty(STDOUT_FILENO) == 1 ? 1 : 65_536
    /// Why standard output could not be written (the first failure), if it could not.
    private(set) static var outputFailure: String?

    /// A line (or any text) on standard output.
    static func out(_ text: String, terminator: String = "\n") {
        buffer.append(contentsOf: text.utf8)
        buffer.append(contentsOf: terminator.utf8)
        if buffer.count >= bufferLimit { flush() }
    }

    /// `vcnav: message` on standard error. Messages never start with `vcnav:` themselves.
    static func error(_ message: String) {
        errorLine(Program.name + ": " + message)
    }

    /// A line on standard error as it is (a failure's `file:line:column: …`, a diff).
    static func errorLine(_ text: String) {
        flush()
        StandardStreams.writeError(text + "\n")
    }

    /// Writes what standard output holds; after a failure, drops it.
    static func flush() {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        guard outputFailure == nil else { return }
        outputFailure = StandardStreams.write(String(decoding: buffer, as: UTF8.self), to: STDOUT_FILENO)
    }
}
