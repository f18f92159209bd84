import Foundation
import Testing
import TestSupport

/// TestSupport's `withTemporaryDirectory`, the one way a test gets scratch files: whatever the
/// test does and however it ends, nothing stays in the temporary directory.
@Suite("A test's scratch folder")
struct TemporaryDirectoryTests {
    struct Thrown: Error {}

    @Test("a new empty folder named by the prefix in the temporary directory, removed with its contents on return")
    func removedOnReturn() throws {
        let used = try withTemporaryDirectory("scratch") { folder in
            #expect(folder.deletingLastPathComponent().standardizedFileURL == FileManager.default.temporaryDirectory.standardizedFileURL)
            #expect(folder.lastPathComponent.hasPrefix("scratch-"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("a/b"), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: folder.appendingPathComponent("a/b/c.txt"))
            return folder
        }
        #expect(!FileManager.default.fileExists(atPath: used.path))
    }

    @Test("removed when the body throws, and when it made a folder read-only")
    func removedOnThrowAndReadOnly() throws {
        var used: URL?
        #expect(throws: Thrown.self) {
            try withTemporaryDirectory("scratch") { folder in
                used = folder
                let locked = folder.appendingPathComponent("locked")
                try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
                try Data("x".utf8).write(to: locked.appendingPathComponent("kept.txt"))
                try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: locked.path)
                throw Thrown()
            }
        }
        let folder = try #require(used)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test("an async body runs on the caller's actor; the folder goes when it ends")
    @MainActor
    func asyncBody() async throws {
        let used = try await withTemporaryDirectory("scratch") { folder in
            await Task.yield()
            MainActor.assertIsolated()
            return folder
        }
        #expect(!FileManager.default.fileExists(atPath: used.path))
    }
}
