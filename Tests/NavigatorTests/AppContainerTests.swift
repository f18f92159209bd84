import Foundation
import Testing
import TestSupport

@testable import Navigator

#if canImport(Glibc)
    import Glibc
#endif

/// The app's container: what the simulator gives each app (its sandbox's `Documents`,
/// `Library/Caches`, `tmp`), made for the app process and found by Foundation there. Source:
/// Apple's File System Programming Guide, "File System Basics" (an iOS app's sandbox container
/// holds `Documents/`, `Library/` with `Caches/` and `Application Support/`, and `tmp/`), and
/// `FileManager.urls(for:in:)`, which returns those directories for `.userDomainMask`.
@Suite("The app container")
struct AppContainerTests {
    @Test("a fresh container has Documents, Library/Caches, Library/Application Support, tmp; it goes with its session")
    func fresh() throws {
        var container: AppContainer? = try AppContainer(keptAt: nil)
        let root = try #require(container?.root)
        for directory in AppContainer.directories {
            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(directory).path, isDirectory: &isDirectory))
            #expect(isDirectory.boolValue, "\(directory)")
        }
        #expect(container?.environment["HOME"] == root.path)
        #expect(container?.environment["TMPDIR"] == root.appendingPathComponent("tmp").path + "/")
        // Two sessions never share one: each replay starts from an empty container.
        let other = try AppContainer(keptAt: nil)
        #expect(other.root != root)
        container = nil
        #expect(!FileManager.default.fileExists(atPath: root.path))
    }

    @Test("VCNAV_CONTAINER names a container that is kept, with what the app saved in it")
    func kept() throws {
        try withTemporaryDirectory("vcnav-kept") { folder in
            let path = folder.appendingPathComponent("container").path
            var container: AppContainer? = try AppContainer(keptAt: path)
            let saved = URL(fileURLWithPath: path).appendingPathComponent("Documents/notes.json")
            try Data("[]".utf8).write(to: saved)
            #expect(container?.isKept == true)
            container = nil
            #expect(FileManager.default.fileExists(atPath: saved.path))
            // A second session in the same container finds what the first saved.
            let again = try AppContainer(keptAt: path)
            #expect(FileManager.default.fileExists(atPath: again.root.appendingPathComponent("Documents/notes.json").path))
        }
    }

    /// The app process gets `container.environment`; Foundation on Linux finds the documents
    /// directory through the XDG user directories file the container writes, and the caches
    /// directory through `XDG_CACHE_HOME`. Checked here with the same variables, read by the
    /// same Foundation calls an app makes (`FileManager.default.urls(for:in:)`).
    @Test("Foundation's documents and caches directories are the container's, with its environment")
    func foundationFindsIt() throws {
        let container = try AppContainer(keptAt: nil)
        let keys = ["XDG_CONFIG_HOME", "XDG_CACHE_HOME"]
        let saved = keys.map { getenv($0).map { String(cString: $0) } }
        defer {
            for (key, value) in zip(keys, saved) {
                if let value { setenv(key, value, 1) } else { unsetenv(key) }
            }
        }
        for key in keys { setenv(key, container.environment[key]!, 1) }
        let files = FileManager.default
        #expect(
            files.urls(for: .documentDirectory, in: .userDomainMask).first?.path
                == container.root.appendingPathComponent("Documents").path)
        #expect(
            files.urls(for: .cachesDirectory, in: .userDomainMask).first?.path
                == container.root.appendingPathComponent("Library/Caches").path)
    }
}
