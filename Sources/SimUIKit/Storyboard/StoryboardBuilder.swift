import Foundation

/// Builds a ``StoryboardDocument`` from the events of one SAX pass
/// (``LibXMLReader`` delivers them).
///
/// Element builders live on explicit stacks (never recursion), so any
/// nesting depth is safe; the model itself stops at
/// ``StoryboardDocument/maximumDepth``. After the first XML error every later
/// event is ignored, and whatever was open is closed as if its end tags had
/// come. A struct with mutating methods, so that its many fields are
/// accessed without the dynamic exclusivity checks a class would need.
struct StoryboardBuilder {
    /// What an open element is, for its children and its end.
    enum Context {
        case document, scenes, scene, objects, controller, view
        /// `<subviews>`, `<prototypes>`, a collection view's `<cells>`, a section's `<cells>`.
        case viewList(ViewListKind)
        case sections, section
        case connections(Owner)
        case segue(Owner)
        case segueConnections
        case navigationItem
        case barButtonItem(BarSlot)
        case barItemList(BarSlot)
        case tabBarItem
        case runtimeAttributes(Owner)
        case runtimeAttribute(Owner)
        case segments
        /// `<state key="normal">` or `<buttonConfiguration>`: may hold an attributed title.
        case titleContainer
        case attributedString(TextKey)
        case fragment
        /// `<string key=...>`, whose text is captured.
        case text(TextKey)
        case sceneObject
        /// `<accessibility key="accessibilityConfiguration">`: its traits and `isElement`.
        case accessibility
        /// A view's `<constraints>`.
        case constraints
        /// A view's `<variation key=…>`, then its `<mask key="constraints">`.
        case variation(String)
        case constraintMask(String)
        /// A controller's `<layoutGuides>` (top and bottom layout guides).
        case controllerLayoutGuides
        /// A collection view's layout object: its `<size>` and `<inset>` children.
        case layoutObject
        case ignored
    }

    enum ViewListKind { case subviews, prototypes, sectionCells }

    /// The `key` of a `<string>` or `<attributedString>` whose text is kept.
    enum TextKey {
        case text, title, placeholder, value, content, attributedText, attributedTitle, attributedPlaceholder, other

        init(_ key: String?) {
            switch key {
            case "text": self = .text
            case "title": self = .title
            case "placeholder": self = .placeholder
            case "value": self = .value
            case "content": self = .content
            case "attributedText": self = .attributedText
            case "attributedTitle": self = .attributedTitle
            case "attributedPlaceholder": self = .attributedPlaceholder
            default: self = .other
            }
        }
    }

    /// The element whose `<connections>` or runtime attributes are open.
    enum Owner { case controller, view, barButtonItem, sceneObject, none }

    /// Where a bar button item goes when it ends.
    enum BarSlot { case left, right, back, toolbar, viewItems, none }

    /// What the validator needs to know about an XML id.
    struct IDInfo {
        var elementName: String
        var isController: Bool
        var sceneIndex: Int
        var rawLine: Int
        var rawColumn: Int
    }

    /// A reference to check once every id is known.
    struct PendingCheck {
        var subject: CheckSubject
        var destination: String
        var requiresController: Bool
        var location: StoryboardLocation
    }

    /// What a ``PendingCheck`` checks, put into words only if it fails.
    enum CheckSubject {
        case outlet(property: String)
        case action(selector: String)
        case segueAction(selector: String)
        case segue(identifier: String)
        case relationship(String, sourceName: String, sourceID: String)
        case unnamedSegue(kind: String, id: String)

        /// How problems name it: `outlet 'titleLabel'`, `segue 'showDogs'`...
        var text: String {
            switch self {
            case .outlet(let property): "outlet '\(property)'"
            case .action(let selector): "action '\(selector)'"
            case .segueAction(let selector): "segue action '\(selector)'"
            case .segue(let identifier): "segue '\(identifier)'"
            case .relationship(let relationship, let sourceName, let sourceID):
                "relationship '\(relationship)' of \(sourceName) '\(sourceID)'"
            case .unnamedSegue(let kind, let id): "\(kind) segue '\(id)'"
            }
        }
    }

    /// Per-view data that is not part of the public model.
    struct ViewExtras {
        var textLabelID: String?
        var detailTextLabelID: String?
    }

    let fileName: String
    let positions: SourcePositionMap

    var problems: [StoryboardProblem] = []
    var scenes: [StoryboardScene] = []
    var frames: [Context] = []
    var skippedDepth = 0
    var stopped = false
    var sawRoot = false
    var documentLocation: StoryboardLocation
    var toolsVersion: String?
    var initialViewControllerID: String?
    var pendingComment: String?
    /// Set when the input was cut before invalid UTF-8: XML errors from that line on are the cut's, not the file's.
    var cutLine: Int?

    var scene: StoryboardScene?
    var controller: ControllerElement?
    var views: [ViewElement] = []
    var viewExtras: [ViewExtras] = []
    /// The attributes each view element's class keeps (see `keptAttributes(forElement:)`).
    var keptAttributeNames: [String: [String]] = [:]
    var sections: [TableSection] = []
    var barItems: [BarButtonItemElement] = []
    var navigationItem: NavigationItemElement?
    var tabBarItem: TabBarItemElement?
    var segue: SegueElement?
    var sceneObject: SceneObject?
    var runtimeAttribute: RuntimeAttribute?
    var textBuffer = ""
    var capturingText = false
    var attributedBuffer = ""
    /// Inside a `<buttonConfiguration>` (Xcode 13+): its title wins over the `normal` state's.
    var insideButtonConfiguration = false

    /// Every XML id, filled after the pass from `idRecords` (see StoryboardBuilder+IDs.swift).
    var ids: [String: IDSlot] = [:]
    var idRecords: [IDRecord] = []
    var storyboardIDs: [String: (controllerID: String, elementName: String, location: StoryboardLocation)] = [:]
    var checks: [PendingCheck] = []

    /// `bytes` must stay valid while the builder is used (see ``SourcePositionMap``).
    init(fileName: String, bytes: UnsafeRawBufferPointer) {
        self.fileName = fileName
        self.positions = SourcePositionMap(bytes: bytes)
        idRecords.reserveCapacity(bytes.count / 150)
        self.documentLocation = StoryboardLocation(file: fileName, line: 1, column: 1)
    }

    // MARK: Locations and problems

    func location(_ parser: XMLCursor) -> StoryboardLocation {
        let start = positions.tagStart(line: parser.lineNumber, column: parser.columnNumber)
        return StoryboardLocation(file: fileName, line: start.line, column: start.column)
    }

    func location(line: Int, column: Int) -> StoryboardLocation {
        StoryboardLocation(file: fileName, line: max(line, 1), column: max(column, 1))
    }

    mutating func report(_ message: String, at location: StoryboardLocation) {
        problems.append(StoryboardProblem(location: location, message: message))
    }

    // MARK: Events

    mutating func didStartElement(_ name: String, attributes: XMLAttributes, parser: XMLCursor) {
        guard !stopped else { return }
        if skippedDepth > 0 {
            skippedDepth += 1
            return
        }
        let comment = pendingComment
        pendingComment = nil
        if frames.count >= StoryboardDocument.maximumDepth {
            report(
                "elements are nested more than \(StoryboardDocument.maximumDepth) levels deep; everything below this level is ignored",
                at: location(parser))
            skippedDepth = 1
            return
        }
        guard let parent = frames.last else {
            frames.append(startRoot(name, attributes, parser))
            return
        }
        frames.append(startChild(of: parent, name, attributes, parser, comment: comment))
    }

    mutating func didEndElement() {
        guard !stopped else { return }
        if skippedDepth > 0 {
            skippedDepth -= 1
            return
        }
        endFrame()
    }

    /// Text or a CDATA section: kept only inside an element whose text is captured.
    mutating func foundCharacters(_ bytes: UnsafeBufferPointer<UInt8>) {
        if capturingText, !stopped { textBuffer += String(decoding: bytes, as: UTF8.self) }
    }

    mutating func foundComment(_ comment: String) {
        guard !stopped else { return }
        pendingComment = comment
    }

    mutating func parseErrorOccurred(code: Int, parser: XMLCursor) {
        guard !stopped else { return }
        reportXMLError(code: code, line: parser.lineNumber, column: parser.columnNumber)
        // With XML_PARSE_RECOVER libxml2 goes on after an error and calls back again.
        // Nothing after the first error is used, so stop the parser.
        parser.abortParsing()
    }

    /// Records the first XML error (libxml2's code) and stops building.
    mutating func reportXMLError(code: Int, line: Int, column: Int) {
        stopped = true
        let at = location(line: line, column: column)
        if let cutLine, at.line >= cutLine { return }
        if !sawRoot {
            if positions.isBlank {
                report("the file is empty: there is no <document> element", at: location(line: 1, column: 1))
            } else if code == 4 || code == 5 {
                report("malformed XML: no XML element found where the document should start", at: at)
            } else {
                report("malformed XML: \(XMLErrorText.describe(code: code))", at: at)
            }
        } else if code == 5 || code == 77, !frames.isEmpty {
            reportUnclosedDocument(at: at)
        } else {
            report("malformed XML: \(XMLErrorText.describe(code: code)); nothing after this point was read", at: at)
        }
    }

    mutating func reportUnclosedDocument(at location: StoryboardLocation) {
        if let cutLine, location.line >= cutLine { return }
        report("the file ends before <document> (opened at \(documentLocation)) is closed", at: location)
    }

    // MARK: Root

    private mutating func startRoot(_ name: String, _ attributes: XMLAttributes, _ parser: XMLCursor) -> Context {
        sawRoot = true
        documentLocation = location(parser)
        guard name == "document" else {
            report("not a storyboard: the root element is <\(name)>, not <document>", at: documentLocation)
            stop(parser)
            return .ignored
        }
        let type = attributes["type"] ?? ""
        // A .xib (read by UINib) is the same XML with its objects at the top.
        let isNib = fileName.hasSuffix(".xib") && type.hasSuffix("CocoaTouch.XIB")
        guard type.contains("Storyboard") || isNib else {
            let what = type.isEmpty ? "<document> has no type" : "the document type is '\(type)'"
            report("not a storyboard: \(what)", at: documentLocation)
            stop(parser)
            return .ignored
        }
        toolsVersion = attributes["toolsVersion"]
        initialViewControllerID = attributes["initialViewController"]
        return .document
    }

    mutating func stop(_ parser: XMLCursor) {
        stopped = true
        parser.abortParsing()
    }
}
