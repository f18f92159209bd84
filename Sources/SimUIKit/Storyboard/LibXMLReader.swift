import Foundation
internal import CLibXML2

/// One SAX pass of libxml2 over a storyboard's bytes, feeding a ``StoryboardBuilder``.
///
/// This is libxml2 driven the way FoundationXML's `XMLParser` drives it on
/// Linux (swift-corelibs-foundation, `XMLParser.parseData`): a push parser
/// created on the first four bytes, the rest in 128 KiB chunks, the last one
/// terminating the document, options `XML_PARSE_RECOVER | XML_PARSE_NOENT`
/// (NOENT also makes libxml2 give `&amp;` in an attribute value as `&`, not
/// `&#38;`; `XML_PARSE_NONET` is added, though nothing here loads anything),
/// every error through a structured error handler, positions from
/// `xmlSAX2GetLineNumber`/`xmlSAX2GetColumnNumber`. So the builder sees the same
/// events, errors and positions as it did through `XMLParser`, without
/// `XMLParser` turning every element's attributes into a `[String: String]`
/// first: attribute names are matched as bytes, and a value becomes a `String`
/// only when the builder keeps it (measured: a bare libxml2 pass costs a third
/// of a bare `XMLParser` pass; see the README's Performance section).
///
/// What XMLParser handles for its delegates and a storyboard never needs is not
/// installed: no DTD callbacks (a `<!DOCTYPE>` is refused before parsing, and
/// without `entityDecl`/`getEntity` handlers libxml2 keeps no declared entity,
/// so none can ever be expanded), no processing-instruction callback.
enum LibXMLReader {
    /// XMLParser's chunk size (`_chunkSize`).
    static let chunkSize = 4096 * 32

    /// libxml2's one-time global setup, before any parser may run on any thread (Swift runs a
    /// static's initializer once, thread-safely; XMLParser does the same in `setupXMLParsing`).
    private static let initialized: Void = xmlInitParser()

    /// What ``parse(_:into:)`` reports after the pass.
    struct Outcome {
        /// A non-zero result of `xmlParseChunk` that no error callback reported (`XMLParser.parserError`).
        var unreportedErrorCode: Int?
        var line: Int
        var column: Int
    }

    /// The state the C callbacks reach through libxml2's user-data pointer.
    struct State {
        var builder: StoryboardBuilder
        var context: xmlParserCtxtPtr?

        var cursor: XMLCursor { XMLCursor(context: context) }
    }

    /// Parses `bytes` (which must outlive the call) into `state.builder`.
    static func parse(_ bytes: UnsafeRawBufferPointer, into state: UnsafeMutablePointer<State>) -> Outcome {
        // Fewer than four bytes: XMLParser waits for more and never starts.
        guard let base = bytes.baseAddress, bytes.count >= 4 else { return Outcome(line: 0, column: 0) }
        _ = initialized
        let chars = base.assumingMemoryBound(to: CChar.self)
        var handler = makeHandler()
        guard let context = xmlCreatePushParserCtxt(&handler, UnsafeMutableRawPointer(state), chars, 4, nil) else {
            return Outcome(unreportedErrorCode: 2, line: 0, column: 0)  // XML_ERR_NO_MEMORY
        }
        defer { xmlFreeParserCtxt(context) }
        state.pointee.context = context
        defer { state.pointee.context = nil }
        _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_RECOVER.rawValue | XML_PARSE_NOENT.rawValue | XML_PARSE_NONET.rawValue))
        // The first chunk is XMLParser's first 128 KiB less the four bytes the context was created with.
        var offset = 4
        var chunkEnd = min(chunkSize, bytes.count)
        var result: Int32 = 0
        while true {
            let isLast: Int32 = chunkEnd >= bytes.count ? 1 : 0
            result = xmlParseChunk(context, chars + offset, Int32(chunkEnd - offset), isLast)
            if result != 0 || chunkEnd >= bytes.count { break }
            offset = chunkEnd
            chunkEnd = min(chunkEnd + chunkSize, bytes.count)
        }
        let cursor = state.pointee.cursor
        return Outcome(
            unreportedErrorCode: result == 0 ? nil : Int(result), line: cursor.lineNumber, column: cursor.columnNumber)
    }

    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { user, localName, prefix, _, _, _, attributeCount, _, attributes in
            guard let state = user?.assumingMemoryBound(to: State.self), let localName else { return }
            let name = LibXMLReader.qualifiedName(localName, prefix)
            state.pointee.builder.didStartElement(
                name, attributes: XMLAttributes(pointers: attributes, count: Int(attributeCount)),
                parser: state.pointee.cursor)
        }
        handler.endElementNs = { user, _, _, _ in
            user?.assumingMemoryBound(to: State.self).pointee.builder.didEndElement()
        }
        handler.characters = { user, characters, length in
            guard let state = user?.assumingMemoryBound(to: State.self), let characters else { return }
            state.pointee.builder.foundCharacters(UnsafeBufferPointer(start: characters, count: Int(length)))
        }
        handler.cdataBlock = handler.characters
        handler.comment = { user, text in
            guard let state = user?.assumingMemoryBound(to: State.self), let text else { return }
            state.pointee.builder.foundComment(String(cString: text))
        }
        handler.serror = { user, error in
            guard let state = user?.assumingMemoryBound(to: State.self), let error else { return }
            var cursor = state.pointee.cursor
            // An error while the context is being created (the first four bytes): its own context.
            if cursor.context == nil { cursor = XMLCursor(context: error.pointee.ctxt?.assumingMemoryBound(to: xmlParserCtxt.self)) }
            state.pointee.builder.parseErrorOccurred(code: Int(error.pointee.code), parser: cursor)
        }
        return handler
    }

    /// `prefix:localName`, or `localName` (XMLParser's element name without namespace processing).
    fileprivate static func qualifiedName(_ localName: UnsafePointer<xmlChar>, _ prefix: UnsafePointer<xmlChar>?) -> String {
        guard let prefix else { return String(cString: localName) }
        return String(cString: prefix) + ":" + String(cString: localName)
    }
}

/// Where the parser is, and the way to stop it: what the builder asks of its parser.
struct XMLCursor {
    let context: xmlParserCtxtPtr?

    /// The current line, 1-based, as `XMLParser.lineNumber` reports it.
    var lineNumber: Int { Int(xmlSAX2GetLineNumber(UnsafeMutableRawPointer(context))) }
    /// The current column, 1-based, as `XMLParser.columnNumber` reports it.
    var columnNumber: Int { Int(xmlSAX2GetColumnNumber(UnsafeMutableRawPointer(context))) }

    /// Stops the pass (`XMLParser.abortParsing()`).
    func abortParsing() {
        if let context { xmlStopParser(context) }
    }
}

/// An element's attributes as libxml2 hands them to `startElementNs`: five
/// pointers each (local name, prefix, URI, value, end of value), all valid
/// only during the callback. Values become `String`s only when read.
struct XMLAttributes: Sequence {
    let pointers: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    let count: Int

    /// The value of the unprefixed attribute `name`, if the element has it.
    subscript(_ name: StaticString) -> String? {
        guard let pointers else { return nil }
        for index in 0..<count {
            let attribute = pointers + index * 5
            guard attribute[1] == nil, let localName = attribute[0], Self.equal(localName, name) else { continue }
            return Self.value(attribute)
        }
        return nil
    }

    /// The value of the unprefixed attribute `name` (any string, compared as bytes), if present.
    func value(named name: String) -> String? {
        guard let pointers else { return nil }
        for index in 0..<count {
            let attribute = pointers + index * 5
            guard attribute[1] == nil, let localName = attribute[0], CName(localName).matches(name) else { continue }
            return Self.value(attribute)
        }
        return nil
    }

    /// Every attribute as `(name, value)`, names qualified with their prefix, in document order.
    var all: [(name: String, value: String)] {
        guard let pointers else { return [] }
        return (0..<count).compactMap { index in
            let attribute = pointers + index * 5
            guard let localName = attribute[0] else { return nil }
            var name = String(cString: localName)
            if let prefix = attribute[1] { name = String(cString: prefix) + ":" + name }
            return (name, Self.value(attribute))
        }
    }

    /// Iterates the attributes the builder knows (``StoryboardBuilder/AttributeKey``), skipping the rest
    /// without making strings of them.
    struct Iterator: IteratorProtocol {
        let attributes: XMLAttributes
        var index = 0

        mutating func next() -> (key: StoryboardBuilder.AttributeKey, value: String)? {
            guard let pointers = attributes.pointers else { return nil }
            while index < attributes.count {
                let attribute = pointers + index * 5
                index += 1
                guard attribute[1] == nil, let localName = attribute[0] else { continue }
                let key = StoryboardBuilder.AttributeKey(CName(localName))
                if key != .other { return (key, XMLAttributes.value(attribute)) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(attributes: self) }

    private static func value(_ attribute: UnsafeMutablePointer<UnsafePointer<xmlChar>?>) -> String {
        guard let start = attribute[3], let end = attribute[4], end > start else { return "" }
        return String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
    }

    /// Whether the NUL-terminated `text` is `name`. Stops at `text`'s NUL (which never equals a byte of `name`).
    @inline(__always)
    private static func equal(_ text: UnsafePointer<UInt8>, _ name: StaticString) -> Bool {
        let bytes = name.utf8Start
        for index in 0..<name.utf8CodeUnitCount where text[index] != bytes[index] { return false }
        return text[name.utf8CodeUnitCount] == 0
    }
}

/// A NUL-terminated name from libxml2, compared without making a `String` of it.
struct CName: NameText {
    let bytes: UnsafePointer<UInt8>
    let utf8Count: Int

    init(_ bytes: UnsafePointer<UInt8>) {
        self.bytes = bytes
        var count = 0
        while bytes[count] != 0 { count += 1 }
        self.utf8Count = count
    }

    var firstByte: UInt8? { utf8Count > 0 ? bytes[0] : nil }

    func matches(_ text: String) -> Bool {
        // The candidates are literals: `withUTF8` reads them in place, and one memcmp compares.
        var text = text
        return text.withUTF8 { utf8 in
            utf8.count == utf8Count && (utf8Count == 0 || memcmp(utf8.baseAddress!, bytes, utf8Count) == 0)
        }
    }
}
