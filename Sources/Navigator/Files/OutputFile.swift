import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Every file vcnav writes (goldens, reports, maps, casts, recordings) is written through here,
/// so that nothing vcnav writes destroys what it was given:
/// - only a regular file is ever replaced (a directory, a pipe or a device is refused before
///   anything is opened, so nothing blocks on a pipe), and never a file of the run's inputs,
///   compared by identity (device and inode: another name, a hard link or a symbolic link to the
///   script is the script), nor a read-only file;
/// - a symbolic link is followed: the file it points to is replaced, the link stays;
/// - the new text goes to a temporary file created exclusively (`O_EXCL`, an unpredictable
///   name) beside the destination, and is renamed over it only by `commit()`, once complete
///   and on disk: until then the old file is whole, and after a failure it is untouched;
/// - `.journal` writes a file that does not exist yet in place, line by line as it comes (a
///   recording: a session killed at any moment keeps every line so far), created exclusively;
///   an existing one is replaced as above, only when `replacing`.
public final class OutputFile {
    /// How an existing file at the destination is treated.
    public enum Mode: Sendable, Equatable {
        /// Replaced, atomically, when `commit()` is called.
        case replace
        /// A new file is written in place as it comes; an existing one is replaced atomically
        /// when `replacing` (at `commit()`), else refused (`exists`).
        case journal(replacing: Bool)
    }

    /// The destination as given.
    public let path: String
    /// What the file is for (`JUnit report`), for messages.
    public let what: String
    /// The file the rename replaces: `path`, or the file its symbolic link points to.
    private let target: String
    /// The temporary file being written; nil when writing in place.
    private let temporary: String?
    private let file: LineFile
    private var finished = false

    private init(path: String, what: String, target: String, temporary: String?, file: LineFile) {
        self.path = path
        self.what = what
        self.target = target
        self.temporary = temporary
        self.file = file
    }

    /// Checks that `path` may be written (see the type's rules) and opens it for writing: a
    /// temporary file beside it, or (a new journal) the file itself.
    public static func open(_ path: String, what: String, inputs: [InputFile] = [], mode: Mode = .replace) throws(OutputFileError)
        -> OutputFile
    {
        if case .journal(let replacing) = mode {
            let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, 0o666)
            if descriptor >= 0 {
                return OutputFile(path: path, what: what, target: path, temporary: nil, file: LineFile(descriptor: descriptor, path: path))
            }
            guard errno == EEXIST else { throw OutputFileError(path, what: what, .cannotCreate(reason: reason())) }
            let target = try resolve(path, what: what, inputs: inputs)
            guard replacing else { throw OutputFileError(path, what: what, .exists) }
            return try temporaryBeside(target, path: path, what: what)
        }
        var info = stat()
        if lstat(path, &info) != 0, errno == ENOENT {
            return try temporaryBeside(path, path: path, what: what)
        }
        return try temporaryBeside(try resolve(path, what: what, inputs: inputs), path: path, what: what)
    }

    /// The file at `path` that a replacement renames over (a symbolic link's file), when it may be
    /// replaced.
    private static func resolve(_ path: String, what: String, inputs: [InputFile]) throws(OutputFileError) -> String {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw OutputFileError(path, what: what, .cannotCreate(reason: reason())) }
        var target = path
        if info.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(path, nil) else { throw OutputFileError(path, what: what, .danglingLink) }
            target = String(cString: resolved)
            free(resolved)
            guard stat(target, &info) == 0 else { throw OutputFileError(path, what: what, .danglingLink) }
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw OutputFileError(path, what: what, .notRegularFile(kind: kind(of: info.st_mode)))
        }
        if let input = inputs.first(where: { $0.isSame(as: info) }) { throw OutputFileError(path, what: what, .isInput(input)) }
        // Checked on the mode bits, not with access(2): root may write anything, but a file made
        // read-only is meant to stay.
        guard info.st_mode & S_IWUSR != 0 else { throw OutputFileError(path, what: what, .readOnly) }
        return target
    }

    /// A new, exclusively created temporary file in `target`'s directory (so the rename stays on
    /// one file system), named `.NAME.vcnav-XXXXXX` with six random characters.
    private static func temporaryBeside(_ target: String, path: String, what: String) throws(OutputFileError) -> OutputFile {
        let url = URL(fileURLWithPath: target)
        let directory = url.deletingLastPathComponent().path
        var template = Array((directory + "/." + url.lastPathComponent + ".vcnav-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }  // O_EXCL, mode 0600
        guard descriptor >= 0 else { throw OutputFileError(path, what: what, .cannotCreate(reason: reason())) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return OutputFile(
            path: path, what: what, target: target, temporary: temporary, file: LineFile(descriptor: descriptor, path: temporary))
    }

    deinit {
        // A replacement not committed leaves the old file; a journal keeps what it wrote.
        if temporary != nil { abandon() } else { file.close() }
    }

    /// How many lines were written.
    public var lineCount: Int { file.lineCount }
    /// Why writing stopped (the system's reason), if it did.
    public var failure: String? { file.failure }
    /// Whether the file is written in place (a new journal) rather than to a temporary file.
    public var isInPlace: Bool { temporary == nil }

    /// Appends `line` and a line feed; false when it could not (see `failure`): the file keeps
    /// its complete lines and refuses further writes.
    @discardableResult
    public func write(_ line: String) -> Bool {
        file.write(line)
    }

    /// Lets `body` write into the file's descriptor (a child process's standard output).
    public func withDescriptor<Result>(_ body: (Int32) throws -> Result) rethrows -> Result {
        try body(file.descriptor)
    }

    /// Makes the new text the file's, atomically: synchronized to disk, given the replaced file's
    /// permissions (a new file: 0666 less the umask), renamed over it. On any failure the old
    /// file is left as it was and the temporary file removed. A journal is synchronized and
    /// closed.
    public func commit() throws(OutputFileError) {
        guard !finished else { return }
        guard let temporary else {
            // A journal keeps its complete lines whatever happens.
            defer { file.close() }
            finished = true
            guard file.failure == nil, file.synchronize() else {
                throw OutputFileError(path, what: what, .cannotWrite(reason: file.failure ?? "the disk refused the data"))
            }
            return
        }
        defer { if !finished { abandon() } }
        guard file.failure == nil, file.synchronize() else {
            throw OutputFileError(path, what: what, .cannotWrite(reason: file.failure ?? "the disk refused the data"))
        }
        var info = stat()
        if stat(target, &info) == 0 {
            _ = fchmod(file.descriptor, info.st_mode & 0o7777)
        } else {
            let mask = umask(0)
            umask(mask)
            _ = fchmod(file.descriptor, 0o666 & ~mask)
        }
        file.close()
        guard rename(temporary, target) == 0 else { throw OutputFileError(path, what: what, .cannotWrite(reason: Self.reason())) }
        finished = true
    }

    /// Gives up: removes the temporary file (the old file stays), or a journal written in
    /// place (nothing was recorded worth keeping).
    public func abandon() {
        file.close()
        guard !finished else { return }
        finished = true
        unlink(temporary ?? path)
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
