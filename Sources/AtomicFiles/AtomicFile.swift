#if canImport(Glibc)
    import Glibc
#endif

/// The one way vcnav replaces a file, whoever writes it (`OutputFile`'s outputs, `vcnav port
/// --write`'s sources), so that nothing it writes destroys what was there:
/// - ``destination(of:)``: only a regular file is replaced (a directory, a pipe or a device is
///   refused before anything is opened, so nothing blocks on a pipe), nor a read-only one; a
///   symbolic link is followed (the file it points to is replaced, the link stays);
/// - ``temporary(beside:)``: the new bytes go to a file created exclusively (`mkstemp`: `O_EXCL`,
///   an unpredictable name, mode 0600) in the destination's directory, so the rename stays on one
///   file system;
/// - ``seal(_:mode:)``, ``place(_:over:exclusively:)``: given the replaced file's mode, flushed to
///   disk, renamed over it (or, for a file that must be new, linked where nothing may appear
///   meanwhile).
///
/// Until the last step the old file is whole; after a failure it is untouched.
public enum AtomicFile {
    /// A file that may be replaced: where the rename goes (a symbolic link's file) and what is
    /// there now.
    public struct Destination: Sendable, Equatable {
        /// The path the rename replaces: the path given, or the file its symbolic link points to.
        public var target: String
        /// The file there now: its identity, nil when there is none.
        public var identity: FileIdentity?
        /// The permission bits the new file gets: the replaced file's, or 0666 less the umask.
        public var mode: mode_t
    }

    /// Why a path may not be replaced. Each writer words it for its own reader.
    public enum Refusal: Error, Sendable, Equatable {
        /// A directory, a pipe, a device... (`kind` with its article: `a pipe`).
        case notRegularFile(kind: String)
        /// Its mode bits say read-only: a file made read-only is meant to stay (even for root).
        case readOnly
        /// A symbolic link to nothing.
        case danglingLink
        /// Something is there where a new file was to be placed.
        case exists
        /// The system's reason (`Permission denied`).
        case system(reason: String)

        /// In a few words, for a message that names the file itself.
        public var reason: String {
            switch self {
            case .notRegularFile(let kind): "it is \(kind), not a regular file"
            case .readOnly: "it is read-only"
            case .danglingLink: "it is a symbolic link to a file that does not exist"
            case .exists: "it exists"
            case .system(let reason): reason
            }
        }
    }

    /// Where replacing `path` writes, or why it may not be replaced. A path with nothing there
    /// is a destination of its own (a new file).
    public static func destination(of path: String) -> Result<Destination, Refusal> {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            guard errno == ENOENT else { return .failure(.system(reason: reason())) }
            return .success(Destination(target: path, identity: nil, mode: newFileMode()))
        }
        var target = path
        if info.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(path, nil) else { return .failure(.danglingLink) }
            target = String(cString: resolved)
            free(resolved)
            guard stat(target, &info) == 0 else { return .failure(.danglingLink) }
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegularFile(kind: kind(of: info.st_mode))) }
        // The mode bits, not access(2): root may write anything, but a file made read-only is meant to stay.
        guard info.st_mode & S_IWUSR != 0 else { return .failure(.readOnly) }
        return .success(Destination(target: target, identity: FileIdentity(info), mode: info.st_mode & 0o7777))
    }

    /// A new file in `target`'s directory, `.NAME.vcnav-XXXXXX` (six random characters), created
    /// exclusively and closed on exec: its descriptor and path, or the system's reason.
    public static func temporary(beside target: String) -> Result<(descriptor: Int32, path: String), Refusal> {
        let slash = target.lastIndex(of: "/")
        let directory = slash.map { String(target[..<$0]) } ?? "."
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        var template = Array((directory + "/.\(name).vcnav-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return .failure(.system(reason: reason())) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return .success((descriptor, String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
    }

    /// Writes all of `bytes` to `descriptor` (a short write or an interruption continues); the
    /// system's reason when it cannot.
    public static func write(_ bytes: [UInt8], to descriptor: Int32) -> Result<Void, Refusal> {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return .failure(.system(reason: written < 0 ? reason() : "nothing could be written")) }
            offset += written
        }
        return .success(())
    }

    /// Gives the complete temporary file open as `descriptor` its final `mode` and flushes it to
    /// disk: after this it may be placed.
    public static func seal(_ descriptor: Int32, mode: mode_t) -> Result<Void, Refusal> {
        fchmod(descriptor, mode) == 0 && fsync(descriptor) == 0 ? .success(()) : .failure(.system(reason: reason()))
    }

    /// Makes the sealed temporary file at `temporary` the file at `target`, renamed over it in
    /// one step. `exclusively`: `target` must not exist (the file is linked there, so one that
    /// appeared meanwhile is never replaced, and the temporary name is removed). On failure the
    /// temporary file is removed and `target` is untouched.
    public static func place(_ temporary: String, over target: String, exclusively: Bool = false) -> Result<Void, Refusal> {
        var refusal: Refusal?
        if (exclusively ? link(temporary, target) : rename(temporary, target)) != 0 {
            refusal = errno == EEXIST ? .exists : .system(reason: reason())
        }
        if exclusively || refusal != nil { unlink(temporary) }
        return refusal.map { .failure($0) } ?? .success(())
    }

    /// The mode a new file gets: 0666 less the umask.
    public static func newFileMode() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }

    /// `a directory`, `a pipe`...: what a file that is not regular is, for a message.
    public static func kind(of mode: mode_t) -> String {
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

    /// The system's reason for the last failure (`strerror(errno)`).
    public static func reason() -> String { String(cString: strerror(errno)) }
}
