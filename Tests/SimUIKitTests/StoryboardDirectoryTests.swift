import Foundation
import Testing
import TestSupport

@testable import SimUIKit

@Suite("Storyboard directory")
struct StoryboardDirectoryTests {
    /// Copies of fixtures at the given relative paths under `root`.
    func makeDirectory(_ files: [String: String], in root: URL) throws {
        for (relativePath, fixture) in files {
            let source = try #require(Bundle.module.url(forResource: fixture, withExtension: "storyboard", subdirectory: "Fixtures"))
            let destination = root.appendingPathComponent(relativePath)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: destination)
        }
    }

    @Test func findsStoryboardsRecursivelyPreferringBase() throws {
        try withTemporaryDirectory("StoryboardDirectoryTests") { root in
            try makeDirectory(
                [
                    "App/Base.lproj/Modern.storyboard": "Modern",
                    "App/fr.lproj/Modern.storyboard": "International",
                    "App/Modern.storyboard": "Legacy",
                    "App/Deep/Er/Legacy.storyboard": "Legacy",
                    "Problems.storyboard": "Problems",
                ], in: root)
            let directory = try StoryboardDirectory(scanning: root)
            #expect(directory.names == ["Legacy", "Modern", "Problems"])
            #expect(directory.url(forStoryboardNamed: "Modern")?.path.hasSuffix("App/Base.lproj/Modern.storyboard") == true)
            #expect(directory.url(forStoryboardNamed: "Legacy")?.path.hasSuffix("App/Deep/Er/Legacy.storyboard") == true)
            #expect(directory.url(forStoryboardNamed: "Nope") == nil)
            let duplicates = try #require(directory.duplicates["Modern"])
            #expect(
                duplicates.map { $0.path.replacingOccurrences(of: root.path, with: "") } == [
                    "/App/Base.lproj/Modern.storyboard", "/App/Modern.storyboard", "/App/fr.lproj/Modern.storyboard",
                ])
            #expect(directory.duplicates.count == 1)
        }
    }

    @Test func validatesReferencesAcrossFiles() throws {
        try withTemporaryDirectory("StoryboardDirectoryTests") { root in
            try makeDirectory(
                [
                    "Base.lproj/Modern.storyboard": "Modern",
                    "Legacy.storyboard": "Legacy",
                    "Problems.storyboard": "Problems",
                ], in: root)
            let directory = try StoryboardDirectory(scanning: root)
            let references = StoryboardDirectory.referenceProblems(in: directory.loadAll())
            #expect(
                references.map(\.description) == [
                    "Problems.storyboard:40:17: storyboard reference 'pRf-00-003' points to missing storyboard 'Nowhere' (no Nowhere.storyboard found)",
                    "Problems.storyboard:45:17: storyboard reference 'pRf-00-004' points to Storyboard ID 'NoSuchScene', which Legacy.storyboard does not contain",
                    "Problems.storyboard:62:17: storyboard reference 'pRf-00-009' points to the initial view controller of Problems.storyboard, which has none",
                ])
            let all = directory.validate()
            #expect(all.count == references.count + 10)
            #expect(all.allSatisfy { $0.location.file == "Problems.storyboard" })
        }
    }

    @Test func modernReferenceToLegacyResolves() throws {
        let documents = ["Modern": try loadFixture("Modern"), "Legacy": try loadFixture("Legacy")]
        #expect(StoryboardDirectory.referenceProblems(in: documents) == [])
        #expect(
            StoryboardDirectory.referenceProblems(in: ["Modern": documents["Modern"]!]).map(\.message) == [
                "storyboard reference 'REF-jj-001' points to missing storyboard 'Legacy' (no Legacy.storyboard found)"
            ])
    }

    @Test func missingDirectoryThrows() {
        #expect(throws: StoryboardReadError(path: "/nonexistent/dir", reason: "no such directory")) {
            try StoryboardDirectory(scanning: URL(fileURLWithPath: "/nonexistent/dir"))
        }
    }
}
