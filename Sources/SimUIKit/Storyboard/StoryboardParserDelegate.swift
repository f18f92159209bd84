import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `XMLParser`'s delegate: forwards each event to a ``StoryboardBuilder``.
///
/// The builder lives in memory the delegate owns rather than in a stored
/// property: every event mutates it, and a class's stored property would cost
/// a dynamic exclusivity check (`swift_beginAccess`) per event. Only this
/// delegate touches the memory, on the parsing thread, one event at a time.
final class StoryboardParserDelegate: NSObject, XMLParserDelegate {
    private let storage: UnsafeMutablePointer<StoryboardBuilder>

    init(builder: consuming StoryboardBuilder) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: builder)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// The builder, for the steps after the pass.
    var builder: StoryboardBuilder {
        _read { yield storage.pointee }
        _modify { yield &storage.pointee }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        storage.pointee.didStartElement(elementName, attributes: attributes, parser: parser)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        storage.pointee.didEndElement()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        storage.pointee.foundCharacters(string)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        storage.pointee.foundCDATA(CDATABlock)
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        storage.pointee.foundComment(comment)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        storage.pointee.parseErrorOccurred(parseError, parser: parser)
    }
}
