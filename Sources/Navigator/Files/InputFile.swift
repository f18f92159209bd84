import AtomicFiles
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file a run reads, known by what it is on disk (its device and inode), not by its name:
/// `./a`, `a`, a hard link to it and a symbolic link to it are all the same input. An output is
/// never one of its run's inputs (see `OutputFile`).
public struct InputFile: Sendable, Hashable {
    /// The path as the run was given it.
    public var path: String
    /// What the run reads it as, with its article: `the script`, `the golden transcript`.
    public var role: String
    /// What the file is on disk.
    public let identity: FileIdentity

    /// The file at `path` (symbolic links followed); nil when there is nothing there.
    public init?(_ path: String, role: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(path: path, role: role, info: info)
    }

    init(path: String, role: String, info: stat) {
        self.path = path
        self.role = role
        identity = FileIdentity(info)
    }

    /// Every storyboard under `paths` (files, and folders searched as `vcnav check` searches
    /// them), as inputs.
    public static func storyboards(under paths: [String]) -> [InputFile] {
        StoryboardFileWalk(paths: paths).files.compactMap { InputFile($0.path, role: "the storyboard") }
    }
}
