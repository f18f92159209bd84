import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A text file written a line at a time, each line with a single `write(2)` as it comes, so
/// that a process killed at any moment leaves every line written so far. A write that fails
/// (a full disk, a file size limit, an I/O error) is cut back to the last complete line, the
/// file stays readable, and every later write is refused: `failure` says why. Never traps.
public final class LineFile {
    /// The file's path.
    public let path: String
    /// How many lines were written.
    public private(set) var lineCount = 0
    /// Why writing stopped (the system's reason), if it did.
    public private(set) var failure: String?

    private var descriptor: Int32
    /// Bytes of complete lines in the file.
    private var length = 0

    /// How to treat a file that is already there.
    public enum Existing: Sendable {
        /// Refuse: `LineFileError.exists`.
        case refuse
        /// Empty it and write anew.
        case replace
    }

    /// Creates `path` (mode 0644), or opens it according to `existing`.
    public init(path: String, existing: Existing) throws(LineFileError) {
        self.path = path
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (existing == .replace ? O_TRUNC : O_EXCL)
        descriptor = open(path, flags, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST { throw .exists(path) }
            throw .cannotCreate(path, reason: String(cString: strerror(errno)))
        }
    }

    deinit { close() }

    /// Appends `line` and a line feed. Returns false when it could not (see `failure`).
    @discardableResult
    public func write(_ line: String) -> Bool {
        guard failure == nil, descriptor >= 0 else { return false }
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                failure = written < 0 ? String(cString: strerror(errno)) : "nothing could be written"
                // Keep the file whole lines: cut the part of this line that made it.
                _ = ftruncate(descriptor, off_t(length))
                return false
            }
            offset += written
        }
        length += bytes.count
        lineCount += 1
        return true
    }

    /// Makes what was written durable (`fsync`); false when that fails.
    public func synchronize() -> Bool {
        guard failure == nil, descriptor >= 0 else { return false }
        guard fsync(descriptor) == 0 else {
            failure = String(cString: strerror(errno))
            return false
        }
        return true
    }

    /// Closes the file (again: nothing).
    public func close() {
        guard descriptor >= 0 else { return }
        Glibc.close(descriptor)
        descriptor = -1
    }
}

/// Why a `LineFile` could not be opened.
public enum LineFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file exists and was not to be replaced.
    case exists(String)
    /// The system refused to create it.
    case cannotCreate(String, reason: String)

    /// For a person.
    public var description: String {
        switch self {
        case .exists(let path): "'\(path)' already exists"
        case .cannotCreate(let path, let reason): "cannot create '\(path)': \(reason)"
        }
    }
}
