import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// Where `UIStoryboard(name:bundle:)` (and `UINib`) find a file (SimUIKit's Storyboards and nibs
/// article, "Where a storyboard is found"). UIKit asks the bundle: `Bundle.path(forResource:ofType:)`
/// "first looks for a matching resource file in the non-localized resource directory of the
/// specified bundle", then in the language-specific `.lproj` directories, and with an extension
/// given "the subdirectories are not searched"
/// (https://developer.apple.com/documentation/foundation/bundle/path(forresource:oftype:) and
/// .../path(forresource:oftype:indirectory:)). vcnav also walks a source tree (`--storyboards DIR`),
/// but never into what no app's resources come from: hidden folders (`.git`, `.build`), a
/// project or workspace package, an asset catalog.
@Suite("Where a storyboard is found")
struct StoryboardLookupTests {
    /// Writes an empty file at each relative path under `root`.
    static func make(_ paths: [String], in root: URL) throws {
        for path in paths {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
    }

    @Test(
        "a storyboard in a folder that cannot hold resources is not found",
        arguments: [".hidden", ".build/debug", ".git/refs", "App.xcodeproj", "Work.xcworkspace", "Assets.xcassets/Logo.imageset"])
    func skipped(folder: String) throws {
        try withTemporaryDirectory("lookup") { root in
            try Self.make(["\(folder)/Deep.storyboard", "\(folder)/Deep.xib"], in: root)
            let bundle = try #require(Bundle(path: root.path))
            #expect(StoryboardFiles.find(name: "Deep", in: bundle) == nil)
            #expect(StoryboardFiles.find(name: "Deep", in: bundle, extension: "xib") == nil)
            #expect(try StoryboardDirectory(scanning: root).names == [])
        }
    }

    @Test("a storyboard in an ordinary subfolder is still found, a Base.lproj one first")
    func ordinarySubfolder() throws {
        try withTemporaryDirectory("lookup") { root in
            try Self.make(
                [
                    ".hidden/Deep.storyboard", "App/Screens/Deep.storyboard", "App/Base.lproj/Other.storyboard",
                    "App/fr.lproj/Other.storyboard", "App/Views/Cell.xib",
                ], in: root)
            let bundle = try #require(Bundle(path: root.path))
            #expect(StoryboardFiles.find(name: "Deep", in: bundle)?.path.hasSuffix("/App/Screens/Deep.storyboard") == true)
            #expect(StoryboardFiles.find(name: "Other", in: bundle)?.path.hasSuffix("/App/Base.lproj/Other.storyboard") == true)
            #expect(StoryboardFiles.find(name: "Cell", in: bundle, extension: "xib")?.path.hasSuffix("/App/Views/Cell.xib") == true)
            let directory = try StoryboardDirectory(scanning: root)
            #expect(directory.names == ["Deep", "Other"])
            #expect(directory.url(forStoryboardNamed: "Deep")?.path.hasSuffix("/App/Screens/Deep.storyboard") == true)
        }
    }

    /// Before, a miss walked all of `.git` (and `.build`): seconds in a real repository, 15 s in a
    /// test whose bundle was /tmp. Counted, not timed: the walk looks at the hidden folder's name
    /// and nothing inside it.
    @Test("a miss does not walk a large hidden tree")
    func missSkipsHiddenTree() throws {
        try withTemporaryDirectory("lookup") { root in
            let hidden = (0..<20).flatMap { folder in (0..<50).map { ".git/objects/\(folder)/\($0)" } }
            try Self.make(hidden + ["Sources/App/AppDelegate.swift"], in: root)
            // Sources, Sources/App, Sources/App/AppDelegate.swift and .git: 4 entries, not 1,025.
            let walk = StoryboardFiles.walk(for: "Nope.storyboard", under: root)
            #expect(walk.found == [])
            #expect(walk.visited == 4)
            let bundle = try #require(Bundle(path: root.path))
            #expect(StoryboardFiles.find(name: "Nope", in: bundle) == nil)
        }
    }
}
