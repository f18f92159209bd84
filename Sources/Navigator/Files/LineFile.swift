import AtomicFiles
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The lines of an `OutputFile`, written a line at a time, each line with a single `write(2)` as it
/// comes, so that a process killed at any moment leaves every line written so far. A write that fails
/// (a full disk, a file size limit, an I/O error) is cut back to the last complete line, the
/// file stays readable, and every later write is refused: `failure` says why. Never traps.
final class LineFile {
    /// The file's path.
    let path: String
    /// How many lines were written.
    private(set) var lineCount = 0
    /// Why writing stopped (the system's reason), if it did.
    private(set) var failure: String?

    /// The open file (-1 once closed).
    private(set) var descriptor: Int32
    /// Bytes of complete lines in the file.
    private var length = 0

    /// Writes into `descriptor`, an open file (empty) that this object now owns.
    init(descriptor: Int32, path: String) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { close() }

    /// Appends `line` and a line feed. Returns false when it could not (see `failure`).
    @discardableResult
    func write(_ line: String) -> Bool {
        guard failure == nil, descriptor >= 0 else { return false }
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        if case .failure(let refusal) = AtomicFile.write(bytes, to: descriptor) {
            failure = refusal.reason
            // Keep the file whole lines: cut the part of this line that made it.
            _ = ftruncate(descriptor, off_t(length))
            return false
        }
        length += bytes.count
        lineCount += 1
        return true
    }

    /// Makes what was written durable (`fsync`); false when that fails.
    func synchronize() -> Bool {
        guard failure == nil, descriptor >= 0 else { return false }
        guard fsync(descriptor) == 0 else {
            failure = String(cString: strerror(errno))
            return false
        }
        return true
    }

    /// Closes the file (again: nothing).
    func close() {
        guard descriptor >= 0 else { return }
        Glibc.close(descriptor)
        descriptor = -1
    }
}
