import Foundation
import SimUIKit

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A storyboard of 2,000 scenes: the full load (parse and model) against a bare XMLParser pass.
enum StoryboardBench {
    final class Empty: NSObject, XMLParserDelegate {}

    /// Receives every element, attribute dictionary and text, and does nothing with them: the
    /// floor for any model built on XMLParser's callbacks.
    final class Receiving: NSObject, XMLParserDelegate {
        var elements = 0
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            elements += attributeDict.isEmpty ? 1 : 2
        }
        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            elements += 1
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {}
        func parser(_ parser: XMLParser, foundComment comment: String) {}
    }

    static func run(into table: inout Table, quick: Bool) {
        let text = StoryboardGenerator.makeStoryboard(scenes: quick ? 300 : 2000)
        let data = Data(text.utf8)
        let runs = quick ? 3 : 7
        let bare = measure(runs: runs) {
            let parser = XMLParser(data: data)
            let delegate = Empty()
            parser.delegate = delegate
            _ = parser.parse()
        }
        var scenes = 0
        let full = measure(runs: runs) {
            scenes = StoryboardDocument.parse(data: data, name: "Big").scenes.count
        }
        let receiving = measure(runs: runs) {
            let parser = XMLParser(data: data)
            let delegate = Receiving()
            parser.delegate = delegate
            _ = parser.parse()
        }
        table.add("storyboard load: \(scenes) scenes, \(data.count / 1_000_000) MB", format(full), baseline: "bare XMLParser \(format(bare))",
                  ratio: ratio(full, bare), goal: "≤ 1.5×")
        table.add("storyboard load vs XMLParser delivering every element", format(full),
                  baseline: "no-op callbacks \(format(receiving))", ratio: ratio(full, receiving))
    }
}
