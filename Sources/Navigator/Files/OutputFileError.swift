import SimUIKit

/// Why vcnav did not write (or did not finish writing) one of its outputs. The file that was
/// there is always left as it was.
public struct OutputFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The output's path as given.
    public var path: String
    /// What the file is for, without an article: `golden transcript`, `JUnit report`, `map`.
    public var what: String
    /// What went wrong.
    public var problem: Problem

    /// What went wrong.
    public enum Problem: Sendable, Equatable {
        /// The path is not a regular file: a directory, a pipe, a device... (never replaced).
        case notRegularFile(kind: String)
        /// The path is a file the same run reads (the same file, whatever its name).
        case isInput(InputFile)
        /// The file is read-only (not replaced: make it writable to replace it).
        case readOnly
        /// The path is a symbolic link to nothing.
        case danglingLink
        /// The file exists and was not to be replaced (`--force` replaces it).
        case exists
        /// The system refused to create the file (a missing or read-only directory...).
        case cannotCreate(reason: String)
        /// Writing failed part-way (a full disk, a file size limit, an I/O error).
        case cannotWrite(reason: String)
    }

    /// An error about the output at `path`.
    public init(_ path: String, what: String, _ problem: Problem) {
        self.path = path
        self.what = what
        self.problem = problem
    }

    /// Whether writing started and failed (exit 74), rather than the file not being created or
    /// refused (73).
    public var isWriteFailure: Bool {
        if case .cannotWrite = problem { true } else { false }
    }

    /// For a person: the path shown as `check` shows names (control characters escaped).
    public var description: String {
        let shown = "'" + ValueRenderer.visible(path) + "'"
        switch problem {
        case .notRegularFile(let kind): return "\(shown) is \(kind), not a \(what) file; it is left as it is"
        case .isInput(let input):
            let same =
                input.path == path ? "\(input.role) itself" : "the same file as \(input.role) '\(ValueRenderer.visible(input.path))'"
            return "\(shown) is \(same); a \(what) needs a file of its own"
        case .readOnly: return "\(shown) is read-only; make it writable to replace it"
        case .danglingLink: return "\(shown) is a symbolic link to a file that does not exist"
        case .exists: return "\(shown) already exists; give --force to replace it"
        case .cannotCreate(let reason): return "cannot create the \(what) \(shown): \(reason)"
        case .cannotWrite(let reason): return "cannot write the \(what) \(shown): \(reason)"
        }
    }
}
