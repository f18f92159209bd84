import Foundation
import Testing

@testable import SimUIKit

/// Inputs meant to break a parser: none may trap, hang or blow up memory.
@Suite("Storyboard hostile inputs")
struct StoryboardHostileInputTests {
    static let header =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">\n"

    @Test func billionLaughsIsNeverExpanded() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            text += " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        text += "]>\n<document type=\"x.Storyboard.XIB\"><scenes><scene sceneID=\"&lol9;\"/></scenes></document>\n"
        let document = StoryboardDocument.parse(string: text, name: "Laughs")
        #expect(
            problemLines(document) == [
                "Laughs.storyboard:2:1: the file declares a DTD (<!DOCTYPE>), which storyboards never have; it was not read, so its entities are never expanded"
            ])
        #expect(document.scenes.isEmpty)
    }

    @Test func externalEntitiesAreNeverRead() {
        let text =
            "<?xml version=\"1.0\"?>\n<!-- a comment -->\n<!DOCTYPE d [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>\n"
            + "<document type=\"x.Storyboard.XIB\"><scenes><!--&xxe;--></scenes></document>"
        let document = StoryboardDocument.parse(string: text, name: "External")
        #expect(document.problems.map(\.location.line) == [3])
        #expect(document.scenes.isEmpty)
    }

    @Test func undeclaredEntityIsAnXMLError() {
        let document = StoryboardDocument.parse(string: Self.header + "<scenes>&lol9;</scenes></document>", name: "E")
        #expect(
            problemLines(document) == [
                "E.storyboard:3:15: malformed XML: undeclared entity (only &lt; &gt; &amp; &quot; &apos; exist without a DTD); nothing after this point was read"
            ])
    }

    @Test func tenThousandLevelsDeep() throws {
        let depth = 10_000
        var text = Self.header + "<scenes><scene sceneID=\"s\"><objects>"
        text += "<viewController id=\"vc\" sceneMemberID=\"viewController\"><view key=\"view\" id=\"root\">"
        for level in 0..<depth { text += "<subviews><view id=\"v\(level)\">" }
        text += String(repeating: "</view></subviews>", count: depth)
        text += "</view></viewController></objects></scene>"
        text += "<scene sceneID=\"after\"><objects><viewController id=\"vc2\" sceneMemberID=\"viewController\"/></objects></scene>"
        text += "</scenes></document>"
        let document = StoryboardDocument.parse(string: text, name: "Deep")
        #expect(
            document.problems.map(\.message) == [
                "elements are nested more than 256 levels deep; everything below this level is ignored"
            ])
        #expect(document.scenes.map(\.sceneID) == ["s", "after"])  // the rest of the file still loads
        var depthReached = 0
        var view = try #require(document.controller(withID: "vc")?.view)
        while let child = view.subviews.first {
            depthReached += 1
            view = child
        }
        #expect(depthReached == 125)  // 256 levels: 6 above the root view, then <subviews><view> pairs
        #expect(document.element(withID: "v9999") == nil)
        #expect(document.element(withID: "v10")?.view?.id == "v10")
        #expect(document == document)
    }

    @Test func tenThousandUnknownElementsDeep() {
        let text =
            Self.header + String(repeating: "<x>", count: 10_000) + String(repeating: "</x>", count: 10_000)
            + "</document>"
        let document = StoryboardDocument.parse(string: text, name: "Deep")
        #expect(document.problems.count == 1)
        #expect(document.problems.first?.location.line == 3)
    }

    @Test func invalidUTF8() {
        var data = Data((Self.header + "<scenes><scene sceneID=\"ok\"/><scene sceneID=\"a").utf8)
        data.append(contentsOf: [0xFF, 0xFE, 0xC3])
        data.append(Data("\"/></scenes></document>".utf8))
        let document = StoryboardDocument.parse(data: data, name: "Bytes")
        #expect(
            problemLines(document) == [
                "Bytes.storyboard:3:47: the file is not valid UTF-8 (byte 0xFF); nothing from here on was read"
            ])
        #expect(document.scenes.map(\.sceneID) == ["ok"])
    }

    @Test(arguments: 0..<100)
    func randomBytes(seed: Int) {
        var generator = SplitMix(seed: UInt64(seed))
        let count = Int(generator.next() % 4096)
        let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let document = StoryboardDocument.parse(data: Data(bytes), name: "Random")
        #expect(!document.problems.isEmpty)
    }

    @Test(arguments: 0..<200)
    func mutatedStoryboard(seed: Int) throws {
        let url = try #require(Bundle.module.url(forResource: "Modern", withExtension: "storyboard", subdirectory: "Fixtures"))
        var bytes = [UInt8](try Data(contentsOf: url))
        var generator = SplitMix(seed: UInt64(seed) &+ 1000)
        for _ in 0..<(1 + generator.next() % 8) {
            let index = Int(generator.next() % UInt64(bytes.count))
            switch generator.next() % 3 {
            case 0: bytes[index] = UInt8(truncatingIfNeeded: generator.next())
            case 1: bytes.remove(at: index)
            default: bytes.insert(Array("<>\"&/=".utf8)[Int(generator.next() % 6)], at: index)
            }
        }
        let document = StoryboardDocument.parse(data: Data(bytes), name: "Mutated")
        _ = document.allSegues
        _ = document.sceneCountsByKind
        for controller in document.allControllers { _ = document.element(withID: controller.id) }
    }

    @Test func everyTruncationOfARealFile() throws {
        let url = try #require(Bundle.module.url(forResource: "Legacy", withExtension: "storyboard", subdirectory: "Fixtures"))
        let bytes = [UInt8](try Data(contentsOf: url))
        for length in stride(from: 0, to: bytes.count, by: 7) {
            let document = StoryboardDocument.parse(data: Data(bytes[0..<length]), name: "Cut")
            #expect(!document.problems.isEmpty, "a file cut at \(length) bytes reported nothing")
        }
    }
}

/// A small deterministic random number generator for reproducible fuzzing.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
