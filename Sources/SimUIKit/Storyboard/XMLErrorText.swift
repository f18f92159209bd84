/// Plain descriptions of the XML errors libxml2 reports (its `xmlParserErrors` codes, which
/// Linux's and Apple's XMLParser report too; neither gives a message of its own). Every code of
/// the parser's range has words: a storyboard author should never read "XML error 24".
enum XMLErrorText {
    static func describe(code: Int) -> String {
        document(code) ?? references(code) ?? markup(code) ?? declarations(code) ?? namespaces(code) ?? "XML error \(code)"
    }

    /// The document as a whole: its start, its end, memory, encodings.
    private static func document(_ code: Int) -> String? {
        switch code {
        case 1: "libxml2 reported an internal error"
        case 2: "out of memory"
        case 3, 4: "no XML element found where the document should start"
        case 5: "extra content after the document's root element, or the file ends too early"
        case 9: "invalid character: the file is not valid UTF-8, or contains a character XML forbids"
        case 31, 32, 79, 81: "unsupported or invalid text encoding"
        case 85, 86: "content after the end of the document"
        case 101: "the encoding declaration is missing"
        case 108, 109: "unsupported XML version"
        case 110: "a name is too long"
        case 111, 512: "parsing was aborted"
        default: nil
        }
    }

    /// Character, entity and parameter-entity references.
    private static func references(_ code: Int) -> String? {
        switch code {
        case 6, 7, 8: "invalid character reference"
        case 10: "the file ends inside a character reference"
        case 11, 12: "a character reference outside the root element"
        case 13, 18, 19, 20, 21, 24, 25, 88: "a parameter or character reference where a storyboard never has one (DTD syntax)"
        case 14: "the file ends inside an entity reference"
        case 15, 16: "an entity reference outside the root element"
        case 17, 22, 23: "malformed entity reference (a '&' must be written '&amp;')"
        case 26, 27: "undeclared entity (only &lt; &gt; &amp; &quot; &apos; exist without a DTD)"
        case 28, 29, 30, 36, 37, 87, 90, 104: "an entity that cannot be used here (storyboards use only &lt; &gt; &amp; &quot; &apos;)"
        case 89: "entity reference loop"
        default: nil
        }
    }

    /// Tags, attributes, comments, CDATA, names.
    private static func markup(_ code: Int) -> String? {
        switch code {
        case 33, 34, 43, 44: "unterminated or unquoted string"
        case 38: "'<' inside an attribute value must be written '&lt;'"
        case 39, 40: "malformed attribute (missing quote?)"
        case 41, 84: "attribute without a value"
        case 42: "the same attribute is written twice on one element"
        case 45: "unterminated comment"
        case 46, 47: "malformed processing instruction"
        case 62: "']]>' is not allowed in text (write ']]&gt;')"
        case 63: "unterminated CDATA section"
        case 64: "names starting with 'xml' are reserved"
        case 65: "a space is required here"
        case 66: "a separator is required here"
        case 67, 68: "an element or attribute name is expected here"
        case 69: "text is expected here"
        case 72: "'<' expected"
        case 73: "'>' expected: the tag is not closed"
        case 74: "'</' expected"
        case 75: "'=' expected after an attribute name"
        case 76: "closing tag does not match the open element"
        case 77: "the file ends inside an element"
        case 80: "'--' is not allowed inside a comment"
        default: nil
        }
    }

    /// The XML declaration and the DTD, which storyboards never have.
    private static func declarations(_ code: Int) -> String? {
        switch code {
        case 48, 49, 50, 51, 52, 53, 54, 55, 58, 59, 60, 83, 95, 105: "malformed DTD declaration (storyboards have no DTD)"
        case 56, 57, 78, 96, 97, 102, 103: "malformed XML declaration"
        case 61: "malformed <!DOCTYPE>"
        case 70, 71, 91, 92, 99, 100: "malformed or unsupported URI"
        case 82, 94: "an external entity or DTD, which storyboards never have"
        case 93: "an XML catalog instruction, which is ignored"
        case 98: "invalid xml:lang value"
        case 106: "a ':' in a name where namespaces do not allow it"
        case 107: "an entity is declared twice"
        default: nil
        }
    }

    /// Namespaces.
    private static func namespaces(_ code: Int) -> String? {
        switch code {
        case 35, 200: "malformed namespace declaration"
        case 201: "undefined namespace prefix"
        case 202: "malformed qualified name (prefix:name)"
        case 203: "the same attribute is written twice (through its namespace)"
        case 204: "empty namespace name"
        case 205: "a ':' in a name where namespaces do not allow it"
        default: nil
        }
    }
}
