import AtomicFiles

#if canImport(Glibc)
    import Glibc
#endif

/// `vcnav port --write`, all or nothing: every file is checked, then written to a temporary file
/// created exclusively in its destination's directory, and only when every one of them was
/// written are they renamed over their destinations. On any failure nothing changed. Each step
/// is `AtomicFile`'s, as for every file vcnav writes.
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
        /// The file there now (nil for a new file).
        var identity: FileIdentity?
        var bytes: [UInt8]
        var mode: mode_t
        var isNew: Bool
        var original: [UInt8]
        var temporary: String?
    }

    /// Writes the changed files of a port. Returns the first failure; then no file changed.
    public static func write(_ files: [PortedFile]) -> Result<Void, Failure> {
        var plans: [Plan] = []
        var identities: Set<FileIdentity> = []
        var newPaths: Set<String> = []
        for file in files where file.isChanged {
            switch plan(file) {
            case .success(let plan):
                // The same file twice (by two paths): one text only, or the second would undo the first.
                let once = plan.identity.map { identities.insert($0).inserted } ?? newPaths.insert(plan.target).inserted
                guard once else {
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
            plans[index].temporary = nil
            if case .failure(let refusal) = AtomicFile.place(temporary, over: plan.target, exclusively: plan.isNew) {
                let reason = refusal == .exists ? "it exists now (it did not when the port read the sources)" : refusal.reason
                undo(plans[..<index])
                return .failure(Failure(path: plan.path, reason: reason))
            }
        }
        return .success(())
    }

    /// What writing `file` means, or why it may not be written.
    private static func plan(_ file: PortedFile) -> Result<Plan, Failure> {
        let bytes = Array(file.ported.utf8)
        if file.isNew {
            var info = stat()
            guard lstat(file.path, &info) != 0, errno == ENOENT else {
                return .failure(Failure(path: file.path, reason: "it exists (the port writes new files only where there is none)"))
            }
            return .success(
                Plan(path: file.path, target: file.path, bytes: bytes, mode: AtomicFile.newFileMode(), isNew: true, original: []))
        }
        let destination: AtomicFile.Destination
        switch AtomicFile.destination(of: file.path) {
        case .success(let found) where found.identity != nil: destination = found
        case .success: return .failure(Failure(path: file.path, reason: "it changed since the port read it (it is gone)"))
        case .failure(.notRegularFile): return .failure(Failure(path: file.path, reason: "it is not a regular file"))
        case .failure(.readOnly): return .failure(Failure(path: file.path, reason: "it is read-only (make it writable to port it)"))
        case .failure(let refusal): return .failure(Failure(path: file.path, reason: refusal.reason))
        }
        let original = Array(file.original.utf8)
        guard let current = contents(of: destination.target), current == original else {
            return .failure(Failure(path: file.path, reason: "it changed since the port read it"))
        }
        return .success(
            Plan(
                path: file.path, target: destination.target, identity: destination.identity, bytes: bytes, mode: destination.mode,
                isNew: false, original: original))
    }

    /// A temporary file beside the destination (`AtomicFile`'s: an unpredictable name, created
    /// exclusively), holding the new bytes with the destination's mode, flushed to disk.
    private static func temporaryCopy(of plan: Plan) -> Result<String, Failure> {
        switch AtomicFile.temporary(beside: plan.target) {
        case .success(let temporary):
            defer { close(temporary.descriptor) }
            let written = AtomicFile.write(plan.bytes, to: temporary.descriptor).flatMap {
                AtomicFile.seal(temporary.descriptor, mode: plan.mode)
            }
            if case .failure(let refusal) = written {
                unlink(temporary.path)
                return .failure(Failure(path: plan.path, reason: refusal.reason))
            }
            return .success(temporary.path)
        case .failure(let refusal): return .failure(Failure(path: plan.path, reason: refusal.reason))
        }
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
            if case .success(let temporary) = temporaryCopy(of: restore) { _ = AtomicFile.place(temporary, over: plan.target) }
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

    /// The sources without the files reached twice (by two paths, or through a link), each kept
    /// where it was first named: porting one file twice would lose the edits of one copy.
    public static func distinct(_ sources: [PortSource]) -> [PortSource] {
        var seen: Set<FileIdentity> = []
        return sources.filter { source in FileIdentity(of: source.path).map { seen.insert($0).inserted } ?? true }
    }
}
