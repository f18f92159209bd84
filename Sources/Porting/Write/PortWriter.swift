#if canImport(Glibc)
    import Glibc
#endif

/// `vcnav port --write`, all or nothing: every file is checked, then written to a temporary file
/// created exclusively in its destination's directory, and only when every one of them was
/// written are they renamed over their destinations. On any failure nothing changed.
///
/// A symbolic link is written through (its target gets the new text, the link stays), a file
/// keeps its mode, a read-only file is refused (never rewritten), a file that changed since the
/// port read it is refused, and a new file never replaces one that appeared meanwhile.
public enum PortWriter {
    /// Why nothing was written: the file and the reason.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write '\(path)': \(reason)" }
    }

    /// One file to write: where (the destination, links resolved), what, and with which mode.
    private struct Plan {
        var path: String
        var target: String
        var bytes: [UInt8]
        var mode: mode_t
        var isNew: Bool
        var original: [UInt8]
        var temporary: String?
    }

    /// Writes the changed files of a port. Returns the first failure; then no file changed.
    public static func write(_ files: [PortedFile]) -> Result<Void, Failure> {
        var plans: [Plan] = []
        var targets: Set<String> = []
        for file in files where file.isChanged {
            switch plan(file) {
            case .success(let plan):
                // The same file twice (by two paths): one text only, or the second would undo the first.
                guard targets.insert(plan.target).inserted else {
                    return .failure(Failure(path: file.path, reason: "it is reached twice (through \(plan.target)); name it once"))
                }
                plans.append(plan)
            case .failure(let failure): return .failure(failure)
            }
        }
        defer {
            for plan in plans { if let temporary = plan.temporary { unlink(temporary) } }
        }
        for index in plans.indices {
            switch temporaryCopy(of: plans[index]) {
            case .success(let temporary): plans[index].temporary = temporary
            case .failure(let failure): return .failure(failure)
            }
        }
        // Every file is ready: put them in place. A failure here undoes the ones already placed.
        for index in plans.indices {
            let plan = plans[index]
            guard let temporary = plan.temporary else { continue }
            let placed = plan.isNew ? link(temporary, plan.target) : rename(temporary, plan.target)
            if placed != 0 {
                let failure = Failure(
                    path: plan.path, reason: errno == EEXIST ? "it exists now (it did not when the port read the sources)" : reason())
                undo(plans[..<index])
                return .failure(failure)
            }
            if plan.isNew { unlink(temporary) }
            plans[index].temporary = nil
        }
        return .success(())
    }

    /// What writing `file` means, or why it may not be written.
    private static func plan(_ file: PortedFile) -> Result<Plan, Failure> {
        let bytes = Array(file.ported.utf8)
        var info = stat()
        if file.isNew {
            guard lstat(file.path, &info) != 0, errno == ENOENT else {
                return .failure(Failure(path: file.path, reason: "it exists (the port writes new files only where there is none)"))
            }
            let mask = umask(0)
            umask(mask)
            return .success(Plan(path: file.path, target: file.path, bytes: bytes, mode: 0o666 & ~mask, isNew: true, original: []))
        }
        guard let resolved = realpath(file.path, nil) else { return .failure(Failure(path: file.path, reason: reason())) }
        let target = String(cString: resolved)
        free(resolved)
        guard stat(target, &info) == 0 else { return .failure(Failure(path: file.path, reason: reason())) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(Failure(path: file.path, reason: "it is not a regular file")) }
        // The mode bits, not access(2): root may write anything, but a file made read-only is meant to stay.
        guard info.st_mode & S_IWUSR != 0 else {
            return .failure(Failure(path: file.path, reason: "it is read-only (make it writable to port it)"))
        }
        let original = Array(file.original.utf8)
        guard let current = contents(of: target), current == original else {
            return .failure(Failure(path: file.path, reason: "it changed since the port read it"))
        }
        return .success(Plan(path: file.path, target: target, bytes: bytes, mode: info.st_mode & 0o7777, isNew: false, original: original))
    }

    /// A temporary file beside the destination (an unpredictable name, created exclusively),
    /// holding the new bytes with the destination's mode, flushed to disk.
    private static func temporaryCopy(of plan: Plan) -> Result<String, Failure> {
        let slash = plan.target.lastIndex(of: "/")
        let directory = slash.map { String(plan.target[..<$0]) } ?? "."
        let name = slash.map { String(plan.target[plan.target.index(after: $0)...]) } ?? plan.target
        var template = Array((directory + "/.\(name).vcnav-port-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return .failure(Failure(path: plan.path, reason: reason())) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { close(descriptor) }
        var offset = 0
        while offset < plan.bytes.count {
            let written = plan.bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, plan.bytes.count - offset) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else {
                let failure = Failure(path: plan.path, reason: written < 0 ? reason() : "nothing could be written")
                unlink(temporary)
                return .failure(failure)
            }
            offset += written
        }
        guard fchmod(descriptor, plan.mode) == 0, fsync(descriptor) == 0 else {
            let failure = Failure(path: plan.path, reason: reason())
            unlink(temporary)
            return .failure(failure)
        }
        return .success(temporary)
    }

    /// Puts back what the files placed so far held (after a later file could not be placed).
    private static func undo(_ placed: ArraySlice<Plan>) {
        for plan in placed.reversed() {
            if plan.isNew {
                unlink(plan.target)
                continue
            }
            var restore = plan
            restore.bytes = plan.original
            if case .success(let temporary) = temporaryCopy(of: restore), rename(temporary, plan.target) != 0 { unlink(temporary) }
        }
    }

    /// The bytes of a file, or nil when it cannot be read.
    private static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return data }
            data += chunk[0..<count]
        }
    }

    /// The identity of the file at `path` (links followed): two paths name the same file when
    /// their identities are equal. Nil when there is no such file.
    public static func identity(of path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The sources without the files reached twice (by two paths, or through a link), each kept
    /// where it was first named: porting one file twice would lose the edits of one copy.
    public static func distinct(_ sources: [PortSource]) -> [PortSource] {
        var seen: Set<FileIdentity> = []
        return sources.filter { source in identity(of: source.path).map { seen.insert($0).inserted } ?? true }
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}

/// A file's device and inode: the same file whatever path (or link) reaches it.
public struct FileIdentity: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
}
