import AtomicFiles
import Foundation
import SimUIKit

#if canImport(Glibc)
    import Glibc
#endif

/// Why a golden transcript could not be read or written.
public enum GoldenError: Error, Sendable, Equatable, CustomStringConvertible {
    /// There is no file at the path (compare: record one with `--update`).
    case missing(String)
    /// The file cannot be read (permissions, an I/O error, not a file).
    case unreadable(String, reason: String)
    /// It cannot be written (see `OutputFile`: never the script, a pipe, a read-only golden...).
    case output(OutputFileError)

    /// Whether the error is about reading (exit 66) rather than writing (73, 74) or a missing
    /// golden (1).
    public var isReading: Bool {
        if case .unreadable = self { true } else { false }
    }

    /// For a person.
    public var description: String {
        switch self {
        case .missing(let path): "no golden transcript at \(ValueRenderer.visible(path)); run again with --update to create it"
        case .unreadable(let path, let reason): "cannot read the golden transcript '\(ValueRenderer.visible(path))': \(reason)"
        case .output(let error): error.description
        }
    }
}

/// Golden transcripts on disk, read and written safely: only regular files are read; an update
/// is an `OutputFile` (never the script, whatever its name; a symbolic link followed; a
/// read-only golden left alone; written beside the golden and renamed over it, so the golden is
/// always either the old text or the new one).
public enum GoldenFile {
    /// The text of the golden at `path`.
    public static func read(_ path: String) -> Result<String, GoldenError> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return errno == ENOENT ? .failure(.missing(path)) : .failure(.unreadable(path, reason: AtomicFile.reason()))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(.unreadable(path, reason: "it is \(AtomicFile.kind(of: info.st_mode)), not a file"))
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unreadable(path, reason: AtomicFile.reason())) }
        defer { close(descriptor) }
        var data = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .failure(.unreadable(path, reason: AtomicFile.reason())) }
            if count == 0 { break }
            data.append(contentsOf: chunk[0..<count])
        }
        return .success(String(decoding: data, as: UTF8.self))
    }

    /// Starts writing the golden at `path` for `script` (an `OutputFile`: write the lines, then
    /// `commit()`); never the script itself.
    public static func update(_ path: String, script: String) -> Result<OutputFile, GoldenError> {
        let inputs = InputFile(script, role: "the script").map { [$0] } ?? []
        do {
            return .success(try OutputFile.open(path, what: "golden transcript", inputs: inputs))
        } catch {
            return .failure(.output(error))
        }
    }
}
