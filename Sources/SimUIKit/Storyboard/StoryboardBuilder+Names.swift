/// Element names and attribute keys the builder understands, recognized once
/// per element or attribute.
///
/// Comparing a `String` with a literal that differs costs a call into the
/// standard library; a `switch` over many literals makes one such call per
/// case. These initializers switch on the length and first byte (both cheap
/// to read) and then confirm with a single comparison, so an element or
/// attribute costs about one comparison whatever it is.
/// A name to recognize: a `String`, or the bytes libxml2 hands over (``CName``).
protocol NameText {
    var utf8Count: Int { get }
    var firstByte: UInt8? { get }
    func matches(_ text: String) -> Bool
}

extension String: NameText {
    var utf8Count: Int { utf8.count }
    var firstByte: UInt8? { utf8.first }
    func matches(_ text: String) -> Bool { self == text }
}

extension StoryboardBuilder {
    /// The first of up to four candidates whose text is `name`, else `.other`:
    /// the candidates share `name`'s length and first byte, most frequent first.
    @inline(__always)
    static func pick<Name: RawRepresentable<String>>(
        _ name: some NameText, _ a: Name, _ b: Name? = nil, _ c: Name? = nil, _ d: Name? = nil, else other: Name
    ) -> Name {
        if name.matches(a.rawValue) { return a }
        if let b, name.matches(b.rawValue) { return b }
        if let c, name.matches(c.rawValue) { return c }
        if let d, name.matches(d.rawValue) { return d }
        return other
    }

    /// An element name the builder acts on; everything else is `.other`.
    enum ElementName: String {
        // Structure.
        case document, scenes, scene, objects, subviews, prototypes, cells, sections, connections, segments, items
        case userDefinedRuntimeAttributes, userDefinedRuntimeAttribute, tableViewSection, toolbarItems
        case leftBarButtonItems, rightBarButtonItems, navigationItem, tabBarItem, barButtonItem, segment
        // Layout: constraints, the size classes that install them, layout guides.
        case constraints, constraint, variation, mask, include, exclude, viewLayoutGuide, layoutGuides
        case viewControllerLayoutGuide
        // Connections.
        case outlet, outletCollection, action, segue, segueAction
        // View details.
        case rect, state, buttonConfiguration, string, attributedString, fragment, accessibility, date
        // Runtime attribute values.
        case integer, real, boolean, `nil`, point, size, range, imageReference
        // Views known by name (any name ending in `View` or `Cell` is a view too).
        case view, label, button, textField, `switch`, segmentedControl, slider, stepper, datePicker, pageControl
        case navigationBar, tabBar, toolbar, searchBar, pickerView
        case other

        init(_ name: String) {
            let utf8 = name.utf8
            guard let first = utf8.first else {
                self = .other
                return
            }
            switch (utf8.count, first) {
            case (3, UInt8(ascii: "n")): self = StoryboardBuilder.pick(name, .nil, else: .other)
            case (4, UInt8(ascii: "r")): self = StoryboardBuilder.pick(name, .rect, .real, else: .other)
            case (4, UInt8(ascii: "d")): self = StoryboardBuilder.pick(name, .date, else: .other)
            case (4, UInt8(ascii: "s")): self = StoryboardBuilder.pick(name, .size, else: .other)
            case (4, UInt8(ascii: "v")): self = StoryboardBuilder.pick(name, .view, else: .other)
            case (4, UInt8(ascii: "m")): self = StoryboardBuilder.pick(name, .mask, else: .other)
            case (5, UInt8(ascii: "s")): self = StoryboardBuilder.pick(name, .segue, .state, .scene, else: .other)
            case (5, UInt8(ascii: "l")): self = StoryboardBuilder.pick(name, .label, else: .other)
            case (5, UInt8(ascii: "c")): self = StoryboardBuilder.pick(name, .cells, else: .other)
            case (5, UInt8(ascii: "i")): self = StoryboardBuilder.pick(name, .items, else: .other)
            case (5, UInt8(ascii: "p")): self = StoryboardBuilder.pick(name, .point, else: .other)
            case (5, UInt8(ascii: "r")): self = StoryboardBuilder.pick(name, .range, else: .other)
            case (6, UInt8(ascii: "b")): self = StoryboardBuilder.pick(name, .button, else: .other)
            case (6, UInt8(ascii: "o")): self = StoryboardBuilder.pick(name, .outlet, else: .other)
            case (6, UInt8(ascii: "a")): self = StoryboardBuilder.pick(name, .action, else: .other)
            case (6, UInt8(ascii: "s")): self = StoryboardBuilder.pick(name, .string, .scenes, .switch, .slider, else: .other)
            case (6, UInt8(ascii: "t")): self = StoryboardBuilder.pick(name, .tabBar, else: .other)
            case (7, UInt8(ascii: "o")): self = StoryboardBuilder.pick(name, .objects, else: .other)
            case (7, UInt8(ascii: "s")): self = StoryboardBuilder.pick(name, .segment, .stepper, else: .other)
            case (7, UInt8(ascii: "i")): self = StoryboardBuilder.pick(name, .integer, .include, else: .other)
            case (7, UInt8(ascii: "e")): self = StoryboardBuilder.pick(name, .exclude, else: .other)
            case (7, UInt8(ascii: "b")): self = StoryboardBuilder.pick(name, .boolean, else: .other)
            case (7, UInt8(ascii: "t")): self = StoryboardBuilder.pick(name, .toolbar, else: .other)
            case (8, UInt8(ascii: "s")): self = StoryboardBuilder.pick(name, .subviews, .sections, .segments, else: .other)
            case (8, UInt8(ascii: "d")): self = StoryboardBuilder.pick(name, .document, else: .other)
            case (8, UInt8(ascii: "f")): self = StoryboardBuilder.pick(name, .fragment, else: .other)
            case (9, UInt8(ascii: "t")): self = StoryboardBuilder.pick(name, .textField, else: .other)
            case (9, UInt8(ascii: "s")): self = StoryboardBuilder.pick(name, .searchBar, else: .other)
            case (9, UInt8(ascii: "v")): self = StoryboardBuilder.pick(name, .variation, else: .other)
            case (10, UInt8(ascii: "p")): self = StoryboardBuilder.pick(name, .prototypes, .pickerView, else: .other)
            case (10, UInt8(ascii: "t")): self = StoryboardBuilder.pick(name, .tabBarItem, else: .other)
            case (10, UInt8(ascii: "d")): self = StoryboardBuilder.pick(name, .datePicker, else: .other)
            case (10, UInt8(ascii: "c")): self = StoryboardBuilder.pick(name, .constraint, else: .other)
            case (11, UInt8(ascii: "c")): self = StoryboardBuilder.pick(name, .connections, .constraints, else: .other)
            case (11, UInt8(ascii: "s")): self = StoryboardBuilder.pick(name, .segueAction, else: .other)
            case (11, UInt8(ascii: "p")): self = StoryboardBuilder.pick(name, .pageControl, else: .other)
            case (12, UInt8(ascii: "t")): self = StoryboardBuilder.pick(name, .toolbarItems, else: .other)
            case (12, UInt8(ascii: "l")): self = StoryboardBuilder.pick(name, .layoutGuides, else: .other)
            case (13, UInt8(ascii: "a")): self = StoryboardBuilder.pick(name, .accessibility, else: .other)
            case (13, UInt8(ascii: "b")): self = StoryboardBuilder.pick(name, .barButtonItem, else: .other)
            case (13, UInt8(ascii: "n")): self = StoryboardBuilder.pick(name, .navigationBar, else: .other)
            case (14, UInt8(ascii: "n")): self = StoryboardBuilder.pick(name, .navigationItem, else: .other)
            case (14, UInt8(ascii: "i")): self = StoryboardBuilder.pick(name, .imageReference, else: .other)
            case (15, UInt8(ascii: "v")): self = StoryboardBuilder.pick(name, .viewLayoutGuide, else: .other)
            case (16, UInt8(ascii: "a")): self = StoryboardBuilder.pick(name, .attributedString, else: .other)
            case (16, UInt8(ascii: "t")): self = StoryboardBuilder.pick(name, .tableViewSection, else: .other)
            case (16, UInt8(ascii: "o")): self = StoryboardBuilder.pick(name, .outletCollection, else: .other)
            case (16, UInt8(ascii: "s")): self = StoryboardBuilder.pick(name, .segmentedControl, else: .other)
            case (18, UInt8(ascii: "l")): self = StoryboardBuilder.pick(name, .leftBarButtonItems, else: .other)
            case (19, UInt8(ascii: "b")): self = StoryboardBuilder.pick(name, .buttonConfiguration, else: .other)
            case (19, UInt8(ascii: "r")): self = StoryboardBuilder.pick(name, .rightBarButtonItems, else: .other)
            case (25, UInt8(ascii: "v")): self = StoryboardBuilder.pick(name, .viewControllerLayoutGuide, else: .other)
            case (27, UInt8(ascii: "u")): self = StoryboardBuilder.pick(name, .userDefinedRuntimeAttribute, else: .other)
            case (28, UInt8(ascii: "u")): self = StoryboardBuilder.pick(name, .userDefinedRuntimeAttributes, else: .other)
            default: self = .other
            }
        }

        /// A control or bar known by name (see ``StoryboardBuilder/isViewName(_:_:)``).
        var isKnownView: Bool {
            switch self {
            case .view, .label, .button, .textField, .switch, .segmentedControl, .slider, .stepper, .datePicker,
                .pageControl, .navigationBar, .tabBar, .toolbar, .searchBar, .pickerView:
                true
            default:
                false
            }
        }
    }
}

extension StoryboardBuilder {
    /// An attribute key read while iterating an element's attributes; everything else is `.other`.
    enum AttributeKey: String {
        case x, y, id, key, text, kind, title, image, width, style, hidden, height, prompt, enabled, trigger
        case animates, property, selector, userLabel, textLabel, eventType, identifier, systemItem, customClass
        case placeholder, destination, customModule, relationship, unwindAction, sceneMemberID
        case storyboardName, reuseIdentifier, detailTextLabel, storyboardBundle, popoverAnchorView
        case customModuleProvider, storyboardIdentifier, referencedIdentifier, modalTransitionStyle
        case placeholderIdentifier, largeTitleDisplayMode, modalPresentationStyle, popoverAnchorBarButtonItem
        case destinationCreationSelector, userInteractionEnabled
        case other

        init(_ key: some NameText) {
            guard let first = key.firstByte else {
                self = .other
                return
            }
            switch (key.utf8Count, first) {
            case (1, UInt8(ascii: "x")): self = StoryboardBuilder.pick(key, .x, else: .other)
            case (1, UInt8(ascii: "y")): self = StoryboardBuilder.pick(key, .y, else: .other)
            case (2, UInt8(ascii: "i")): self = StoryboardBuilder.pick(key, .id, else: .other)
            case (3, UInt8(ascii: "k")): self = StoryboardBuilder.pick(key, .key, else: .other)
            case (4, UInt8(ascii: "k")): self = StoryboardBuilder.pick(key, .kind, else: .other)
            case (4, UInt8(ascii: "t")): self = StoryboardBuilder.pick(key, .text, else: .other)
            case (5, UInt8(ascii: "i")): self = StoryboardBuilder.pick(key, .image, else: .other)
            case (5, UInt8(ascii: "s")): self = StoryboardBuilder.pick(key, .style, else: .other)
            case (5, UInt8(ascii: "t")): self = StoryboardBuilder.pick(key, .title, else: .other)
            case (5, UInt8(ascii: "w")): self = StoryboardBuilder.pick(key, .width, else: .other)
            case (6, UInt8(ascii: "h")): self = StoryboardBuilder.pick(key, .hidden, .height, else: .other)
            case (6, UInt8(ascii: "p")): self = StoryboardBuilder.pick(key, .prompt, else: .other)
            case (7, UInt8(ascii: "e")): self = StoryboardBuilder.pick(key, .enabled, else: .other)
            case (7, UInt8(ascii: "t")): self = StoryboardBuilder.pick(key, .trigger, else: .other)
            case (8, UInt8(ascii: "a")): self = StoryboardBuilder.pick(key, .animates, else: .other)
            case (8, UInt8(ascii: "p")): self = StoryboardBuilder.pick(key, .property, else: .other)
            case (8, UInt8(ascii: "s")): self = StoryboardBuilder.pick(key, .selector, else: .other)
            case (9, UInt8(ascii: "e")): self = StoryboardBuilder.pick(key, .eventType, else: .other)
            case (9, UInt8(ascii: "t")): self = StoryboardBuilder.pick(key, .textLabel, else: .other)
            case (9, UInt8(ascii: "u")): self = StoryboardBuilder.pick(key, .userLabel, else: .other)
            case (10, UInt8(ascii: "i")): self = StoryboardBuilder.pick(key, .identifier, else: .other)
            case (10, UInt8(ascii: "s")): self = StoryboardBuilder.pick(key, .systemItem, else: .other)
            case (11, UInt8(ascii: "c")): self = StoryboardBuilder.pick(key, .customClass, else: .other)
            case (11, UInt8(ascii: "d")): self = StoryboardBuilder.pick(key, .destination, else: .other)
            case (11, UInt8(ascii: "p")): self = StoryboardBuilder.pick(key, .placeholder, else: .other)
            case (12, UInt8(ascii: "c")): self = StoryboardBuilder.pick(key, .customModule, else: .other)
            case (12, UInt8(ascii: "r")): self = StoryboardBuilder.pick(key, .relationship, else: .other)
            case (12, UInt8(ascii: "u")): self = StoryboardBuilder.pick(key, .unwindAction, else: .other)
            case (13, UInt8(ascii: "s")): self = StoryboardBuilder.pick(key, .sceneMemberID, else: .other)
            case (14, UInt8(ascii: "s")): self = StoryboardBuilder.pick(key, .storyboardName, else: .other)
            case (15, UInt8(ascii: "d")): self = StoryboardBuilder.pick(key, .detailTextLabel, else: .other)
            case (15, UInt8(ascii: "r")): self = StoryboardBuilder.pick(key, .reuseIdentifier, else: .other)
            case (16, UInt8(ascii: "s")): self = StoryboardBuilder.pick(key, .storyboardBundle, else: .other)
            case (17, UInt8(ascii: "p")): self = StoryboardBuilder.pick(key, .popoverAnchorView, else: .other)
            case (20, UInt8(ascii: "c")): self = StoryboardBuilder.pick(key, .customModuleProvider, else: .other)
            case (20, UInt8(ascii: "m")): self = StoryboardBuilder.pick(key, .modalTransitionStyle, else: .other)
            case (20, UInt8(ascii: "r")): self = StoryboardBuilder.pick(key, .referencedIdentifier, else: .other)
            case (20, UInt8(ascii: "s")): self = StoryboardBuilder.pick(key, .storyboardIdentifier, else: .other)
            case (21, UInt8(ascii: "l")): self = StoryboardBuilder.pick(key, .largeTitleDisplayMode, else: .other)
            case (21, UInt8(ascii: "p")): self = StoryboardBuilder.pick(key, .placeholderIdentifier, else: .other)
            case (22, UInt8(ascii: "m")): self = StoryboardBuilder.pick(key, .modalPresentationStyle, else: .other)
            case (22, UInt8(ascii: "u")): self = StoryboardBuilder.pick(key, .userInteractionEnabled, else: .other)
            case (26, UInt8(ascii: "p")): self = StoryboardBuilder.pick(key, .popoverAnchorBarButtonItem, else: .other)
            case (27, UInt8(ascii: "d")): self = StoryboardBuilder.pick(key, .destinationCreationSelector, else: .other)
            default: self = .other
            }
        }
    }
}
