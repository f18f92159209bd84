import Foundation
import Testing

@testable import SimUIKit

@Suite("Storyboard problems")
struct StoryboardProblemTests {
    @Test func everyProblemOfABrokenFile() throws {
        let document = try loadFixture("Problems")
        #expect(
            problemLines(document) == [
                "Problems.storyboard:2:1: initialViewController points to unknown id 'nope-00-000'",
                "Problems.storyboard:9:25: relationship 'rootViewController' of navigationController 'pNv-00-001' has no destination",
                "Problems.storyboard:17:17: duplicate Storyboard ID 'Main': already used by navigationController 'pNv-00-001' at Problems.storyboard:7:17",
                "Problems.storyboard:24:37: segue 'showCat' points to unknown id 'x9'",
                "Problems.storyboard:25:37: action 'tap:' points to unknown id 'gone-00-000'",
                "Problems.storyboard:31:25: outlet 'titleLabel' points to unknown id 'zz'",
                "Problems.storyboard:32:25: show segue 'pSg-00-002' points to 'pLb-00-002', which is a label, not a view controller",
                "Problems.storyboard:51:17: scene 'pSc-00-005' has a second view controller 'pRf-00-006'; only the first is used",
                "Problems.storyboard:57:17: scene 'pSc-00-006' has a second view controller 'pRf-00-008'; only the first is used",
                "Problems.storyboard:63:17: duplicate id 'pLb-00-002': already used by label at Problems.storyboard:20:29",
            ])
        // The rest still loads.
        #expect(document.scenes.count == 7)
        #expect(document.initialController == nil)
        #expect(document.controller(withStoryboardIdentifier: "Main")?.id == "pNv-00-001")
        #expect(document.scenes[6].otherObjects.map(\.elementName) == ["label"])
        #expect(document.scenes[6].otherObjects.first?.view?.text == "orphan")
    }

    @Test func truncatedFileKeepsWhatCameBefore() throws {
        let document = try loadFixture("Truncated")
        #expect(
            problemLines(document) == [
                "Truncated.storyboard:32:55: malformed XML: malformed attribute (missing quote?); nothing after this point was read"
            ])
        #expect(document.scenes.map(\.sceneID) == ["lSc-Ab-c01", "lSc-Ab-c02"])
        #expect(document.initialController?.id == "lNv-Ab-c01")
        let partial = try #require(document.scenes[1].controller)
        #expect(partial.storyboardIdentifier == "LegacyRoot")
        #expect(partial.view?.id == "lVw-Ab-c02")
        #expect(partial.view?.frame == StoryboardRect(x: 0, y: 0, width: 600, height: 600))
    }

    @Test func problemDescriptions() {
        let location = StoryboardLocation(file: "Dogs.storyboard", line: 41, column: 7)
        #expect(location.description == "Dogs.storyboard:41:7")
        let problem = StoryboardProblem(location: location, message: "segue 'showCat' points to unknown id 'x9'")
        #expect(problem.description == "Dogs.storyboard:41:7: segue 'showCat' points to unknown id 'x9'")
        #expect(
            StoryboardReadError(path: "/x/Dogs.storyboard", reason: "no such file").description
                == "cannot read /x/Dogs.storyboard: no such file")
    }

    @Test func unreadableFileThrows() {
        let url = URL(fileURLWithPath: "/nonexistent/Nope.storyboard")
        #expect(throws: StoryboardReadError(path: "/nonexistent/Nope.storyboard", reason: "no such file")) {
            try StoryboardDocument.load(contentsOf: url)
        }
        #expect(
            throws: StoryboardReadError(
                path: NSTemporaryDirectory().hasSuffix("/") ? String(NSTemporaryDirectory().dropLast()) : NSTemporaryDirectory(),
                reason: "it is a directory")
        ) {
            try StoryboardDocument.load(contentsOf: URL(fileURLWithPath: NSTemporaryDirectory()))
        }
    }

    @Test(arguments: [
        ("<plist version=\"1.0\"><dict/></plist>", "Bad.storyboard:1:1: not a storyboard: the root element is <plist>, not <document>"),
        (
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"><objects/></document>",
            "Bad.storyboard:1:1: not a storyboard: the document type is 'com.apple.InterfaceBuilder3.CocoaTouch.XIB'"
        ),
        ("\n\n  <document version=\"3.0\"/>", "Bad.storyboard:3:3: not a storyboard: <document> has no type"),
        ("", "Bad.storyboard:1:1: the file is empty: there is no <document> element"),
        ("  \n\t\n", "Bad.storyboard:1:1: the file is empty: there is no <document> element"),
        ("garbage here", "Bad.storyboard:1:1: malformed XML: no XML element found where the document should start"),
        (
            "<document type=\"x.Storyboard.XIB\">\n  <scenes>\n    <scene sceneID=\"s\">",
            "Bad.storyboard:3:24: the file ends before <document> (opened at Bad.storyboard:1:1) is closed"
        ),
        (
            "<document type=\"x.Storyboard.XIB\">\n  <scenes>\n  </scene>\n</document>",
            "Bad.storyboard:3:11: malformed XML: closing tag does not match the open element; nothing after this point was read"
        ),
        (
            "<document type=\"x.Storyboard.XIB\"><scenes a=\"1\" a=\"2\"/></document>",
            "Bad.storyboard:1:54: malformed XML: the same attribute is written twice on one element; nothing after this point was read"
        ),
    ])
    func malformedInputs(text: String, expected: String) {
        let document = StoryboardDocument.parse(string: text, name: "Bad")
        #expect(problemLines(document) == [expected])
    }
}
