import CLibXML2
import Foundation
import SimUIKit
import StoryboardFixtures

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A storyboard of 2,000 scenes: the full load (parse and model) against a bare XMLParser pass (the
/// issue's baseline), and against a bare pass of libxml2's SAX2 parser, which the loader drives itself.
enum StoryboardBench {
    final class Empty: NSObject, XMLParserDelegate {}

    /// libxml2 as the loader drives it (push parser, 128 KiB chunks, the same options), with
    /// callbacks that only count: the floor for any model built on libxml2's events.
    static func bareLibXML(_ data: Data) -> Int {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { user, _, _, _, _, _, _, _, _ in
            user?.assumingMemoryBound(to: Int.self).pointee += 1
        }
        handler.endElementNs = { user, _, _, _ in user?.assumingMemoryBound(to: Int.self).pointee += 1 }
        handler.characters = { _, _, _ in }
        handler.comment = { _, _ in }
        var events = 0
        data.withUnsafeBytes { raw in
            let chars = raw.baseAddress!.assumingMemoryBound(to: CChar.self)
            let context = xmlCreatePushParserCtxt(&handler, &events, chars, 4, nil)
            _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_RECOVER.rawValue | XML_PARSE_NOENT.rawValue | XML_PARSE_NONET.rawValue))
            var offset = 4
            while offset < raw.count {
                let end = min(offset + 4096 * 32, raw.count)
                _ = xmlParseChunk(context, chars + offset, Int32(end - offset), end == raw.count ? 1 : 0)
                offset = end
            }
            xmlFreeParserCtxt(context)
        }
        return events
    }

    static func run(into table: inout Table, quick: Bool) {
        let text = StoryboardGenerator.makeStoryboard(scenes: quick ? 300 : 2000)
        let data = Data(text.utf8)
        let runs = quick ? 3 : 9
        // Alternate the three, so that a slow spell of the machine hits each alike.
        var bare = Double.infinity, full = Double.infinity, floor = Double.infinity
        var scenes = 0
        var events = 0
        for _ in 0..<runs {
            bare = min(
                bare,
                measure(runs: 1) {
                    let parser = XMLParser(data: data)
                    let delegate = Empty()
                    parser.delegate = delegate
                    _ = parser.parse()
                })
            full = min(full, measure(runs: 1) { scenes = StoryboardDocument.parse(data: data, name: "Big").scenes.count })
            floor = min(floor, measure(runs: 1) { events = bareLibXML(data) })
        }
        precondition(events > 0 && scenes > 0)
        table.add(
            "storyboard load: \(scenes) scenes, \(data.count / 1_000_000) MB", format(full), baseline: "bare XMLParser \(format(bare))",
            ratio: ratio(full, bare), goal: "≤ 1.5×")
        table.add(
            "storyboard load vs the parser it drives", format(full),
            baseline: "bare libxml2 SAX2 \(format(floor))", ratio: ratio(full, floor))
    }
}
