import AtomicFiles
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
            guard errno == EEXIST else { throw OutputFileError(path, what: what, .cannotCreate(reason: AtomicFile.reason())) }
            let target = try resolve(path, what: what, inputs: inputs)
            guard replacing else { throw OutputFileError(path, what: what, .exists) }
            return try temporaryBeside(target, path: path, what: what)
        }
        return try temporaryBeside(try resolve(path, what: what, inputs: inputs), path: path, what: what)
    }

    /// The file at `path` that a replacement renames over (a symbolic link's file, or `path`
    /// itself when nothing is there), when it may be replaced: `AtomicFile`'s rules, and never a
    /// file of the run's inputs.
    private static func resolve(_ path: String, what: String, inputs: [InputFile]) throws(OutputFileError) -> String {
        switch AtomicFile.destination(of: path) {
        case .success(let destination):
            if let identity = destination.identity, let input = inputs.first(where: { $0.identity == identity }) {
                throw OutputFileError(path, what: what, .isInput(input))
            }
            return destination.target
        case .failure(let refusal): throw OutputFileError(path, what: what, problem(refusal))
        }
    }

    /// A refusal of `AtomicFile` as a problem of an output.
    private static func problem(_ refusal: AtomicFile.Refusal) -> OutputFileError.Problem {
        switch refusal {
        case .notRegularFile(let kind): .notRegularFile(kind: kind)
        case .readOnly: .readOnly
        case .danglingLink: .danglingLink
        case .exists: .exists
        case .system(let reason): .cannotCreate(reason: reason)
        }
    }

    /// A new, exclusively created temporary file in `target`'s directory (so the rename stays on
    /// one file system), named `.NAME.vcnav-XXXXXX` with six random characters.
    private static func temporaryBeside(_ target: String, path: String, what: String) throws(OutputFileError) -> OutputFile {
        switch AtomicFile.temporary(beside: target) {
        case .success(let temporary):
            return OutputFile(
                path: path, what: what, target: target, temporary: temporary.path,
                file: LineFile(descriptor: temporary.descriptor, path: temporary.path))
        case .failure(let refusal): throw OutputFileError(path, what: what, problem(refusal))
        }
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
        // `seal` synchronizes the file to disk.
        if let failure = file.failure { throw OutputFileError(path, what: what, .cannotWrite(reason: failure)) }
        var info = stat()
        let mode = stat(target, &info) == 0 ? info.st_mode & 0o7777 : AtomicFile.newFileMode()
        let sealed = AtomicFile.seal(file.descriptor, mode: mode)
        file.close()
        if case .failure(let refusal) = sealed.flatMap({ AtomicFile.place(temporary, over: target) }) {
            throw OutputFileError(path, what: what, .cannotWrite(reason: refusal.reason))
        }
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
}
