import CSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The app's own container, as the simulator gives each app one: `Documents`,
/// `Library/Caches`, `Library/Application Support`, `Library/Preferences` and `tmp` exist when
/// the app starts, so an app that saves and loads works without setup.
///
/// The app process is pointed at it through the environment Foundation reads on Linux:
/// `FileManager`'s `.documentDirectory` (the XDG documents directory, from
/// `Library/Preferences/user-dirs.dirs`), `.cachesDirectory` (`XDG_CACHE_HOME`),
/// `.applicationSupportDirectory` (`XDG_DATA_HOME`), `NSTemporaryDirectory()` (`TMPDIR`), and
/// `HOME`. A session makes a fresh one (a replay starts from an empty container, so it is
/// deterministic) and removes it when it ends; a relaunch in the same session keeps it, as a
/// device keeps an app's data across launches. With `VCNAV_CONTAINER=DIR` in the host's
/// environment, DIR is the container and is kept. A fresh container goes even when SIGINT, SIGTERM
/// or SIGHUP ends the host (Ctrl-C on `vcnav replay`, a CI job's time limit): only SIGKILL leaves
/// it behind.
public final class AppContainer: Sendable {
    /// The container's directory.
    public let root: URL
    /// Whether the container outlives the session (`VCNAV_CONTAINER`).
    public let isKept: Bool
    /// Its slot in the table of folders removed if a signal ends the process (-1: none).
    private let signalCleanupSlot: Int32

    /// The directories every container has, relative to its root.
    public static let directories = [
        "Documents", "Library/Caches", "Library/Application Support", "Library/Preferences", "tmp",
    ]

    /// A fresh container in the system's temporary directory, or the kept one at `keptAt`.
    public init(keptAt kept: String? = ProcessInfo.processInfo.environment["VCNAV_CONTAINER"]) throws {
        if let kept, !kept.isEmpty {
            root = URL(fileURLWithPath: kept, isDirectory: true).standardizedFileURL
            isKept = true
        } else {
            var template = Array((NSTemporaryDirectory() + "/vcnav-container-XXXXXX").utf8CString)
            guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: NSTemporaryDirectory()])
            }
            root = URL(fileURLWithPath: String(cString: made), isDirectory: true)
            isKept = false
        }
        if isKept {
            signalCleanupSlot = -1
        } else {
            signalCleanupSlot = vcnav_track_folder(root.path)
            _ = vcnav_end_groups_on_signals()
        }
        let files = FileManager.default
        for directory in Self.directories {
            try files.createDirectory(at: root.appendingPathComponent(directory), withIntermediateDirectories: true)
        }
        // Foundation's `.documentDirectory` on Linux is the XDG documents directory, which only
        // this file names (a path without quotes: Foundation takes the value as it is written).
        let userDirs = "XDG_DOCUMENTS_DIR=\(root.appendingPathComponent("Documents").path)\n"
        try Data(userDirs.utf8).write(
            to: root.appendingPathComponent("Library/Preferences/user-dirs.dirs"), options: .atomic)
    }

    /// What the app process's environment gets so that Foundation finds the container.
    public var environment: [String: String] {
        let library = root.appendingPathComponent("Library")
        return [
            "HOME": root.path,
            "TMPDIR": root.appendingPathComponent("tmp").path + "/",
            "XDG_CACHE_HOME": library.appendingPathComponent("Caches").path,
            "XDG_DATA_HOME": library.appendingPathComponent("Application Support").path,
            "XDG_CONFIG_HOME": library.appendingPathComponent("Preferences").path,
        ]
    }

    deinit {
        // Removed, then forgotten: a signal in between finds nothing left to remove.
        if !isKept { try? FileManager.default.removeItem(at: root) }
        vcnav_untrack_folder(signalCleanupSlot)
    }
}
