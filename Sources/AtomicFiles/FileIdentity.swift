#if canImport(Glibc)
    import Glibc
#endif

/// A file's device and inode: the same file whatever path (a hard link, a symbolic link, a
/// directory reached twice) names it.
public struct FileIdentity: Hashable, Sendable {
    /// The device the file is on.
    public var device: UInt64
    /// The file's inode on that device.
    public var inode: UInt64

    /// An identity from its parts.
    public init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }

    /// The identity `info` describes.
    public init(_ info: stat) {
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The identity of the file at `path` (links followed); nil when there is no such file.
    public init?(of path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }
}
