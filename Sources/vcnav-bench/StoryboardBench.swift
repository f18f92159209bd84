import Foundation
import SimUIKit

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A storyboard of 2,000 scenes: the full load (parse and model) against a bare XMLParser pass.
enum StoryboardBench {
    final class Empty: NSObject, XMLParserDelegate {}

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
        table.add("storyboard load: \(scenes) scenes, \(data.count / 1_000_000) MB", format(full), baseline: "bare XMLParser \(format(bare))",
                  ratio: ratio(full, bare), goal: "≤ 1.5×")
    }
}
