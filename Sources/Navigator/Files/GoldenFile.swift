import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Why a golden transcript could not be read or written.
public enum GoldenError: Error, Sendable, Equatable, CustomStringConvertible {
    /// There is no file at the path (compare: record one with `--update`).
    case missing(String)
    /// The file cannot be read (permissions, an I/O error).
    case unreadable(String, reason: String)
    /// The path is not a regular file: a directory, a device, a pipe... (never replaced).
    case notRegularFile(String, kind: String)
    /// The golden is the script itself (never overwritten).
    case isScript(String)
    /// The golden is read-only (not replaced: make it writable to update it).
    case readOnly(String)
    /// The golden is a symbolic link to nothing.
    case danglingLink(String)
    /// Writing failed (the directory is not writable, the disk is full...).
    case cannotWrite(String, reason: String)

    /// Whether the error is about reading (exit 66) rather than writing (73) or a missing
    /// golden (1).
    public var isReading: Bool {
        switch self {
        case .unreadable: true
        case .notRegularFile, .isScript, .readOnly, .danglingLink, .cannotWrite, .missing: false
        }
    }

    /// For a person.
    public var description: String {
        switch self {
        case .missing(let path): "no golden transcript at \(path); run again with --update to create it"
        case .unreadable(let path, let reason): "cannot read the golden transcript '\(path)': \(reason)"
        case .notRegularFile(let path, let kind): "'\(path)' is \(kind), not a golden transcript file; it is left as it is"
        case .isScript(let path): "'\(path)' is the script itself; a golden transcript needs a file of its own"
        case .readOnly(let path): "'\(path)' is read-only; make it writable to update it"
        case .danglingLink(let path): "'\(path)' is a symbolic link to a file that does not exist"
        case .cannotWrite(let path, let reason): "cannot write the golden transcript '\(path)': \(reason)"
        }
    }
}

/// Golden transcripts on disk, read and written safely: only regular files are read or
/// replaced (never a directory, a device or the script itself); a symbolic link is followed
/// (the file it points to is updated, the link stays); a read-only golden is left alone; an
/// update is written to a temporary file beside the golden and renamed over it, so the golden
/// is always either the old text or the new one.
public enum GoldenFile {
    /// The text of the golden at `path`.
    public static func read(_ path: String) -> Result<String, GoldenError> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return errno == ENOENT ? .failure(.missing(path)) : .failure(.unreadable(path, reason: reason()))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(.unreadable(path, reason: "it is \(kind(of: info.st_mode)), not a file"))
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unreadable(path, reason: reason())) }
        defer { close(descriptor) }
        var data = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .failure(.unreadable(path, reason: reason())) }
            if count == 0 { break }
            data.append(contentsOf: chunk[0..<count])
        }
        return .success(String(decoding: data, as: UTF8.self))
    }

    /// Starts writing the golden at `path` for `script`: checks that the golden may be replaced
    /// and opens a temporary file beside it. Write the lines, then `commit()`.
    public static func update(_ path: String, script: String) -> Result<GoldenWriter, GoldenError> {
        let target: String
        switch resolve(path, script: script) {
        case .success(let resolved): target = resolved
        case .failure(let error): return .failure(error)
        }
        let directory = URL(fileURLWithPath: target).deletingLastPathComponent().path
        var template = Array((directory + "/.\(URL(fileURLWithPath: target).lastPathComponent).vcnav-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return .failure(.cannotWrite(path, reason: reason())) }
        Glibc.close(descriptor)
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do {
            let file = try LineFile(path: temporary, existing: .replace)
            return .success(GoldenWriter(path: path, target: target, temporary: temporary, file: file))
        } catch {
            unlink(temporary)
            return .failure(.cannotWrite(path, reason: "\(error)"))
        }
    }

    /// The file an update writes: `path`, or the file its symbolic link points to; an error when
    /// that is no regular file, is read-only, or is the script.
    private static func resolve(_ path: String, script: String) -> Result<String, GoldenError> {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return errno == ENOENT ? .success(path) : .failure(.cannotWrite(path, reason: reason()))
        }
        var target = path
        if info.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(path, nil) else { return .failure(.danglingLink(path)) }
            target = String(cString: resolved)
            free(resolved)
            guard stat(target, &info) == 0 else { return .failure(.danglingLink(path)) }
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegularFile(path, kind: kind(of: info.st_mode))) }
        var scriptInfo = stat()
        if stat(script, &scriptInfo) == 0, scriptInfo.st_dev == info.st_dev, scriptInfo.st_ino == info.st_ino {
            return .failure(.isScript(path))
        }
        // Checked on the mode bits, not with access(2): root may write anything, but a golden
        // made read-only is meant to stay.
        guard info.st_mode & S_IWUSR != 0 else { return .failure(.readOnly(path)) }
        return .success(target)
    }

    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a pipe"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }

    static func reason() -> String { String(cString: strerror(errno)) }
}

/// A golden transcript being rewritten: lines go to a temporary file beside it; `commit()`
/// renames it over the golden, `abandon()` removes it.
public final class GoldenWriter {
    /// The golden's path as given.
    public let path: String
    private let target: String
    private let temporary: String
    private let file: LineFile
    private var finished = false

    init(path: String, target: String, temporary: String, file: LineFile) {
        self.path = path
        self.target = target
        self.temporary = temporary
        self.file = file
    }

    deinit { abandon() }

    /// The next line of the transcript.
    public func add(_ line: String) {
        file.write(line)
    }

    /// Makes the new text the golden, atomically; keeps the old golden on any failure.
    public func commit() -> Result<Void, GoldenError> {
        defer { abandon() }
        guard file.failure == nil, file.synchronize() else {
            return .failure(.cannotWrite(path, reason: file.failure ?? "the disk refused the data"))
        }
        var info = stat()
        if stat(target, &info) == 0 {
            _ = chmod(temporary, info.st_mode & 0o7777)
        } else {
            let mask = umask(0)
            umask(mask)
            _ = chmod(temporary, 0o666 & ~mask)
        }
        file.close()
        guard rename(temporary, target) == 0 else { return .failure(.cannotWrite(path, reason: GoldenFile.reason())) }
        finished = true
        return .success(())
    }

    /// Removes the temporary file (after a failure, or instead of committing).
    public func abandon() {
        file.close()
        if !finished {
            unlink(temporary)
            finished = true
        }
    }
}
