import Foundation
import Testing

@testable import SimUIKit

/// Inputs that crashed the loader under the fuzzer (Tests/Fuzz), kept in `Fixtures/Fuzz`:
/// none may trap, and each broken one is reported as broken.
@Suite("Storyboard fuzz regressions")
struct StoryboardFuzzRegressionTests {
    /// Every `Fixtures/Fuzz/*.storyboard`, by file name.
    static let inputs: [String] = {
        let urls = Bundle.module.urls(forResourcesWithExtension: "storyboard", subdirectory: "Fixtures/Fuzz") ?? []
        return urls.compactMap { $0.lastPathComponent }.sorted()
    }()

    static func load(_ fileName: String) throws -> StoryboardDocument {
        let name = (fileName as NSString).deletingPathExtension
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "storyboard", subdirectory: "Fixtures/Fuzz"))
        return try StoryboardDocument.load(contentsOf: url)
    }

    @Test func theFolderIsNotEmpty() {
        #expect(Self.inputs.count >= 7)
    }

    /// Well-formed inputs among them: they crashed only Linux's XMLParser, which the loader no longer uses.
    static let wellFormed: Set<String> = ["crash-pi-after-document.storyboard"]

    @Test(
        "loads without trapping and reports a problem", arguments: StoryboardFuzzRegressionTests.inputs.filter { !wellFormed.contains($0) })
    func loadsAndReports(_ fileName: String) throws {
        let document = try Self.load(fileName)
        #expect(!document.problems.isEmpty, "\(fileName) loaded without a problem")
        for problem in document.problems {
            #expect(problem.location.file == fileName)
            #expect(problem.location.line >= 1 && problem.location.column >= 1)
        }
    }

    /// `<?p?>`: libxml2 passes a null data pointer for a processing instruction without
    /// data, and Linux's XMLParser crashed on it in `String(cString:)`. The loader drives
    /// libxml2 itself and has no processing-instruction callback; what is left is the
    /// file's real error (`<con </string>`: a name is expected where the second `<` is).
    @Test func processingInstructionWithoutData() throws {
        let document = try Self.load("crash-pi-without-data.storyboard")
        #expect(
            problemLines(document) == [
                "crash-pi-without-data.storyboard:1:21: malformed XML: an element or attribute name is expected here"
            ])
        #expect(document.scenes.isEmpty)
    }

    /// After the document, such an instruction is well-formed XML: the whole file is read.
    @Test func processingInstructionAfterTheDocument() throws {
        let document = try Self.load("crash-pi-after-document.storyboard")
        #expect(problemLines(document) == [])
        #expect(document.scenes.count == 1)
        #expect(document.initialController?.id == "vc1")
        #expect(document.controller(withStoryboardIdentifier: "Home")?.id == "vc1")
    }

    /// libxml2 goes on after an XML error; the first error is reported and nothing after it is read.
    @Test func processingInstructionAfterAnXMLError() throws {
        let document = try Self.load("crash-pi-after-xml-error.storyboard")
        #expect(
            problemLines(document) == [
                "crash-pi-after-xml-error.storyboard:4:41: malformed XML: the same attribute is written twice on one element; nothing after this point was read"
            ])
        #expect(document.scenes.isEmpty)
    }

    /// libxml2 crashed in `xmlSwitchToEncoding` on some declared encodings (the fuzzer's
    /// input, minimized: a declaration of `UTF7` cut short). Storyboards are UTF-8.
    @Test(arguments: [("crash-encoding-utf7.storyboard", "UTF7"), ("crash-encoding-utf32.storyboard", "UTF-32")])
    func nonUTF8EncodingIsNotRead(fileName: String, encoding: String) throws {
        let document = try Self.load(fileName)
        #expect(
            problemLines(document) == [
                "\(fileName):1:21: the file declares the encoding '\(encoding)', but storyboards are UTF-8; it was not read"
            ])
        #expect(document.scenes.isEmpty)
    }

    @Test func utf8EncodingIsRead() {
        for encoding in ["UTF-8", "utf-8", "UTF8"] {
            let text =
                "<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n"
                + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">"
                + "<scenes><scene sceneID=\"s1\"/></scenes></document>\n"
            let document = StoryboardDocument.parse(string: text, name: "E")
            #expect(document.problems.isEmpty, "\(encoding)")
            #expect(document.scenes.count == 1, "\(encoding)")
        }
    }

    /// `00 00 00 3C`: libxml2 took the file for UCS-4 and crashed in `xmlParseChunk`.
    /// XML never holds a NUL, so the input is cut before the first one.
    @Test func nulBytes() throws {
        let document = try Self.load("crash-nul-bytes-ucs4.storyboard")
        #expect(
            problemLines(document) == [
                "crash-nul-bytes-ucs4.storyboard:1:1: the file contains a NUL byte, which XML never has; nothing from here on was read"
            ])
        let later = StoryboardDocument.parse(
            string: "<document type=\"x.Storyboard.XIB\">\n<scenes><scene sceneID=\"s1\"/></scenes>\n\u{0}</document>\n",
            name: "N")
        #expect(later.scenes.map(\.sceneID) == ["s1"])
        #expect(
            problemLines(later) == [
                "N.storyboard:2:39: the file ends before <document> (opened at N.storyboard:1:1) is closed",
                "N.storyboard:3:1: the file contains a NUL byte, which XML never has; nothing from here on was read",
            ])
    }

    /// `<sx` then invalid UTF-8 on line 2: the parser reports the tag past the end of line 2,
    /// and walking back to its `<` counted line 2's own break as a line crossed: line 0.
    @Test func tagStartOnAnEarlierLine() throws {
        let document = try Self.load("crash-location-line-zero.storyboard")
        #expect(
            problemLines(document) == [
                "crash-location-line-zero.storyboard:1:1: not a storyboard: the root element is <sx>, not <document>",
                "crash-location-line-zero.storyboard:2:2: the file is not valid UTF-8 (byte 0xB4); nothing from here on was read",
            ])
    }

    /// Only `<?name?>` is cut: with data (even empty), inside a comment or a CDATA section it is harmless.
    @Test func otherProcessingInstructionsAreRead() {
        let header =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">\n"
        let body = "<scenes><?p ?><?p data?><!-- <?p?> --><scene sceneID=\"s1\"/></scenes>\n</document>\n"
        let document = StoryboardDocument.parse(string: header + body, name: "PI")
        #expect(document.problems.isEmpty)
        #expect(document.scenes.map(\.sceneID) == ["s1"])
    }
}
