import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `XMLParser`'s delegate: forwards each event to a ``StoryboardBuilder``.
final class StoryboardParserDelegate: NSObject, XMLParserDelegate {
    var builder: StoryboardBuilder

    init(builder: StoryboardBuilder) {
        self.builder = builder
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        builder.didStartElement(elementName, attributes: attributes, parser: parser)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        builder.didEndElement()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        builder.foundCharacters(string)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        builder.foundCDATA(CDATABlock)
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        builder.foundComment(comment)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        builder.parseErrorOccurred(parseError, parser: parser)
    }
}
