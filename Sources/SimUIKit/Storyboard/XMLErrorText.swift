/// Plain descriptions of the XML errors `XMLParser` reports. The codes are
/// libxml2's `xmlParserErrors`, which both Linux's and Apple's XMLParser use;
/// neither gives a message of its own.
enum XMLErrorText {
    static func describe(code: Int) -> String {
        switch code {
        case 2: "out of memory"
        case 3, 4: "no XML element found where the document should start"
        case 5: "extra content after the document's root element, or the file ends too early"
        case 6, 7, 8: "invalid character reference"
        case 9: "invalid character: the file is not valid UTF-8, or contains a character XML forbids"
        case 14, 15, 16, 17, 22, 23: "malformed entity reference (a '&' must be written '&amp;')"
        case 26, 27: "undeclared entity (only &lt; &gt; &amp; &quot; &apos; exist without a DTD)"
        case 31, 32: "unsupported text encoding"
        case 33, 34, 43, 44: "unterminated or unquoted string"
        case 38: "'<' inside an attribute value must be written '&lt;'"
        case 39, 40: "malformed attribute (missing quote?)"
        case 41: "attribute without a value"
        case 42: "the same attribute is written twice on one element"
        case 45: "unterminated comment"
        case 46, 47: "malformed processing instruction"
        case 57: "malformed XML declaration"
        case 61: "malformed <!DOCTYPE>"
        case 63: "unterminated CDATA section"
        case 64: "names starting with 'xml' are reserved"
        case 65: "a space is required here"
        case 68: "an element or attribute name is expected here"
        case 73: "'>' expected: the tag is not closed"
        case 74: "'</' expected"
        case 75: "'=' expected after an attribute name"
        case 76: "closing tag does not match the open element"
        case 77: "the file ends inside an element"
        case 85, 86: "content after the end of the document"
        case 89: "entity reference loop"
        case 111, 512: "parsing was aborted"
        default: "XML error \(code)"
        }
    }
}
