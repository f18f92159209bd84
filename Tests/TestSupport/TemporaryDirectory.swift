import Foundation

/// Runs `body` with a folder of its own, `<system temporary directory>/<prefix>-<UUID>`, made
/// empty before and removed with everything in it after, whether `body` returns or throws (a
/// folder a test made read-only too). The one way a test gets scratch files: a full `swift test`
/// leaves nothing behind in /tmp.
public func withTemporaryDirectory<Result>(_ prefix: String, _ body: (URL) throws -> Result) throws -> Result {
    let directory = try TemporaryDirectory.make(prefix)
    defer { TemporaryDirectory.remove(directory) }
    return try body(directory)
}

/// `withTemporaryDirectory` for an async `body`, run on the caller's actor.
public func withTemporaryDirectory<Result>(
    _ prefix: String, isolation: isolated (any Actor)? = #isolation, _ body: (URL) async throws -> Result
) async throws -> Result {
    let directory = try TemporaryDirectory.make(prefix)
    defer { TemporaryDirectory.remove(directory) }
    return try await body(directory)
}

/// The folders `withTemporaryDirectory` makes and removes.
public enum TemporaryDirectory {
    /// The prefix and a UUID, in the system's temporary directory (`TMPDIR`), made empty.
    static func make(_ prefix: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        return directory
    }

    /// Removes `directory` and everything in it, first giving back the owner's permissions a test
    /// took away (a folder made read-only to see a write fail cannot be emptied otherwise).
    public static func remove(_ directory: URL) {
        let files = FileManager.default
        if (try? files.removeItem(at: directory)) != nil { return }
        var folders = [directory]
        while let folder = folders.popLast() {
            guard (try? files.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)) != nil else { continue }
            // A link is not followed: only what is inside `directory` changes.
            for entry in (try? files.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            where (try? files.attributesOfItem(atPath: entry.path)[.type]) as? FileAttributeType == .typeDirectory {
                folders.append(entry)
            }
        }
        try? files.removeItem(at: directory)
    }
}
