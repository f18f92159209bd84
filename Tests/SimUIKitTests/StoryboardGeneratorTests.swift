import Foundation
import StoryboardFixtures
import Testing

@testable import SimUIKit

@Suite("Storyboard generator and large files")
struct StoryboardGeneratorTests {
    @Test func twoThousandScenesLoadCompletely() throws {
        let text = StoryboardGenerator.makeStoryboard(scenes: 2_000)
        let document = StoryboardDocument.parse(string: text, name: "Big")
        #expect(document.problems == [])
        #expect(document.scenes.count == 2_001)
        #expect(document.sceneCountsByKind == ["navigationController": 1, "viewController": 1_800, "tableViewController": 200])
        #expect(document.segueCountsByKind == [.relationship: 1, .show: 2_000, .presentation: 1_800])
        #expect(document.initialController?.relationshipSegues.first?.destination == StoryboardGenerator.controllerID(1))
        let last = try #require(document.controller(withStoryboardIdentifier: "Screen1999"))
        #expect(last.segues.first?.destination == StoryboardGenerator.controllerID(2_000))
        #expect(document.controller(withStoryboardIdentifier: "List2000")?.view?.prototypes.first?.text == "Row")
        #expect(last.runtimeAttributes.isEmpty)
        #expect(document.controller(withStoryboardIdentifier: "Screen1995")?.runtimeAttributes.first?.value == .number(1_995))
        // Locations stay exact past line 65,535 (libxml2 line numbers are not truncated here).
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLine = try #require(lines.firstIndex { $0.contains("storyboardIdentifier=\"Screen1999\"") }) + 1
        #expect(expectedLine > 65_535)
        #expect(last.location == StoryboardLocation(file: "Big.storyboard", line: expectedLine, column: 17))
    }

    @Test("with unwinds (the check benchmark's file): every view controller scene has one, to its exit")
    func unwinds() throws {
        let document = StoryboardDocument.parse(string: StoryboardGenerator.makeStoryboard(scenes: 100, unwinds: true), name: "U")
        #expect(document.problems == [])
        #expect(document.segueCountsByKind == [.relationship: 1, .show: 100, .presentation: 90, .unwind: 90])
        let segue = try #require(document.controller(withStoryboardIdentifier: "Screen7")?.segues.first { $0.kind == .unwind })
        #expect(segue.unwindAction == "unwindToScreen:")
        #expect(document.element(withID: segue.destination) != nil)
    }
}

@Suite("Storyboard source locations")
struct StoryboardSourceLocationTests {
    static let prefix = "<document type=\"x.Storyboard.XIB\"><scenes><scene sceneID=\"s\"><objects>\n"

    @Test(arguments: [
        // A start tag over several lines: the '<' on the first.
        ("<viewController\n    id=\"a\"\n    sceneMemberID=\"viewController\"\n/>", 2, 1),
        // A '>' inside an attribute value does not end the tag.
        ("  <viewController title=\"a > b\" id=\"a\" sceneMemberID=\"viewController\"/>", 2, 3),
        // Tabs count as one column; non-ASCII text counts in scalars.
        ("\t\t<viewController title=\"日本\" id=\"a\" sceneMemberID=\"viewController\">\n\t\t</viewController>", 2, 3),
        ("<!--é--><viewController title=\"🐶\" id=\"a\" sceneMemberID=\"viewController\"></viewController>", 2, 9),
    ])
    func controllerLocation(body: String, line: Int, column: Int) throws {
        let text = Self.prefix + body + "\n</objects></scene></scenes></document>"
        let document = StoryboardDocument.parse(string: text, name: "L")
        #expect(document.problems == [])
        let controller = try #require(document.controller(withID: "a"))
        #expect(controller.location == StoryboardLocation(file: "L.storyboard", line: line, column: column))
    }

    @Test func pathGivesTheDisplayName() {
        let document = StoryboardDocument.parse(string: "", name: "Dogs", path: "/app/Base.lproj/Dogs.storyboard")
        #expect(document.fileName == "Dogs.storyboard")
        #expect(document.problems.first?.description == "Dogs.storyboard:1:1: the file is empty: there is no <document> element")
    }
}
