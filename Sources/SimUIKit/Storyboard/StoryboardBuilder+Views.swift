import Foundation

/// Starting views and their details (frames, titles, accessibility, sections).
extension StoryboardBuilder {
    /// Pushes a view on the `views` stack and fills it there (never copied).
    mutating func startView(_ name: String, _ attributes: XMLAttributes, _ parser: XMLCursor) -> Context {
        let location = location(parser)
        views.append(ViewElement(elementName: name, id: "", location: location))
        viewExtras.append(ViewExtras())
        let top = views.count - 1
        Self.read(attributes, into: &views[top], extras: &viewExtras[top])
        for key in keptAttributes(forElement: name) {
            if let value = attributes.value(named: key) { views[top].attributes[key] = value }
        }
        register(id: views[top].id, elementName: name, isController: false, parser: parser)
        return .view
    }

    /// The attributes the element's class reads for itself (``UIView/storyboardAttributes``),
    /// looked up once per element name and document.
    private mutating func keptAttributes(forElement name: String) -> [String] {
        if let known = keptAttributeNames[name] { return known }
        let names = (StoryboardViewClass.forElement(name) ?? UIView.self).storyboardAttributes
        keptAttributeNames[name] = names
        return names
    }

    private static func read(_ attributes: XMLAttributes, into view: inout ViewElement, extras: inout ViewExtras) {
        for (key, value) in attributes {
            switch key {
            case .id: view.id = value
            case .key: view.key = value
            case .userLabel: view.userLabel = value
            case .customClass: view.customClass = value
            case .customModule: view.customModule = value
            case .customModuleProvider: view.customModuleProvider = value
            case .text: view.text = value
            case .title: view.title = value
            case .placeholder: view.placeholder = value
            case .image: view.imageName = value
            case .enabled: view.isEnabled = value != "NO"
            case .hidden: view.isHidden = value == "YES"
            case .userInteractionEnabled: view.userInteractionEnabled = value == "YES"
            case .reuseIdentifier: view.reuseIdentifier = value
            case .textLabel: extras.textLabelID = value
            case .detailTextLabel: extras.detailTextLabelID = value
            default: break
            }
        }
    }

    mutating func startViewChild(
        _ name: String, _ element: ElementName, _ attributes: XMLAttributes, _ parser: XMLCursor
    ) -> Context {
        let top = views.count - 1
        guard top >= 0 else { return ignore(attributes, name, parser) }
        switch element {
        case .subviews: return .viewList(.subviews)
        case .prototypes, .cells: return .viewList(.prototypes)
        case .sections: return .sections
        case .connections: return .connections(.view)
        case .userDefinedRuntimeAttributes: return .runtimeAttributes(.view)
        case .segments: return .segments
        case .items: return .barItemList(.viewItems)
        case .rect:
            if let frame = Self.frame(attributes) { views[top].frame = frame }
            return .ignored
        case .date:
            if let key = attributes["key"], let seconds = attributes["timeIntervalSinceReferenceDate"].flatMap(Double.init) {
                views[top].dates[key] = seconds
            }
            return .ignored
        case .state:
            let (key, title, image) = Self.keyTitleAndImage(attributes)
            guard key == "normal" else {
                // Another state's title and image (a button's `selected` image), kept for its class.
                if let key, key.utf8.count < 32 {
                    if let title { views[top].attributes[key + "Title"] = title }
                    if let image { views[top].attributes[key + "Image"] = image }
                }
                return .ignored
            }
            insideButtonConfiguration = false
            if views[top].title == nil, let title { views[top].title = title }
            if views[top].imageName == nil, let image { views[top].imageName = image }
            return .titleContainer
        case .buttonConfiguration:
            let (_, title, image) = Self.keyTitleAndImage(attributes)
            insideButtonConfiguration = true
            if let title { views[top].title = title }
            if views[top].imageName == nil, let image { views[top].imageName = image }
            return .titleContainer
        case .string:
            return startText(key: TextKey(attributes["key"]))
        case .attributedString:
            return startAttributedString(attributes)
        case .accessibility:
            if let identifier = attributes["identifier"] { views[top].accessibilityIdentifier = identifier }
            if let label = attributes["label"] { views[top].accessibilityLabel = label }
            if let hint = attributes["hint"] { views[top].accessibilityHint = hint }
            return .accessibility
        case .constraints:
            return .constraints
        case .viewLayoutGuide:
            if let key = attributes["key"], let id = attributes["id"] { views[top].layoutGuides[key] = id }
            return ignore(attributes, name, parser)
        case .variation:
            return attributes["key"].map { .variation($0) } ?? .ignored
        default:
            if Self.isViewName(name, element) { return startView(name, attributes, parser) }
            if Self.isCollectionViewLayoutName(name) { return startLayoutObject(name, attributes, parser) }
            return ignore(attributes, name, parser)
        }
    }

    // MARK: Layout

    /// A `<constraint>` of the view on top of the stack, read in one pass over its attributes.
    mutating func startConstraint(_ name: String, _ attributes: XMLAttributes, _ parser: XMLCursor) -> Context {
        guard let top = views.indices.last else { return ignore(attributes, name, parser) }
        var constraint = ConstraintElement(id: "", firstAttribute: "", location: location(parser))
        for (key, value) in attributes.all {
            switch key {
            case "id": constraint.id = value
            case "firstItem": constraint.firstItem = value
            case "firstAttribute": constraint.firstAttribute = value
            case "secondItem": constraint.secondItem = value
            case "secondAttribute": constraint.secondAttribute = value
            case "relation": constraint.relation = value
            case "multiplier": constraint.multiplier = ConstraintElement.multiplier(value) ?? 1
            case "constant": constraint.constant = Self.number(value)
            case "priority": constraint.priority = Float(Self.number(value))
            case "identifier": constraint.identifier = value
            case "placeholder": constraint.isPlaceholder = value == "YES"
            default: break
            }
        }
        register(id: constraint.id, elementName: name, isController: false, parser: parser)
        views[top].constraints.append(constraint)
        return .ignored
    }

    /// An `<include>` or `<exclude>` of a `<variation key=…>`'s constraint mask.
    mutating func addToVariation(_ key: String, constraint id: String, installs: Bool) {
        guard let top = views.indices.last else { return }
        var variations = views[top].constraintVariations
        let index = variations.firstIndex { $0.key == key } ?? variations.endIndex
        if index == variations.endIndex { variations.append(ConstraintVariation(key: key)) }
        if installs { variations[index].included.append(id) } else { variations[index].excluded.append(id) }
        views[top].constraintVariations = variations
    }

    /// `collectionViewFlowLayout` or `collectionViewLayout`: a collection view's layout object.
    static func isCollectionViewLayoutName(_ name: String) -> Bool {
        let count = name.utf8.count
        return (count == 24 || count == 20) && (name == "collectionViewFlowLayout" || name == "collectionViewLayout")
    }

    private mutating func startLayoutObject(_ name: String, _ attributes: XMLAttributes, _ parser: XMLCursor) -> Context {
        guard let top = views.indices.last, attributes["key"] == "collectionViewLayout" else {
            return ignore(attributes, name, parser)
        }
        var layout = LayoutObjectElement(elementName: name, id: "", location: location(parser))
        for (key, value) in attributes.all {
            switch key {
            case "id": layout.id = value
            case "customClass": layout.customClass = value
            case "customModule": layout.customModule = value
            case "customModuleProvider": layout.customModuleProvider = value
            case "key": break
            default: layout.attributes[key] = value
            }
        }
        register(id: layout.id, elementName: name, isController: false, parser: parser)
        views[top].collectionViewLayout = layout
        return .layoutObject
    }

    /// A layout object's `<size key="itemSize" width=… height=…/>` or `<inset key="sectionInset" minX=…/>`.
    mutating func readLayoutNumbers(_ name: String, _ attributes: XMLAttributes) {
        guard name == "size" || name == "inset", let top = views.indices.last, var layout = views[top].collectionViewLayout,
            let key = attributes["key"]
        else { return }
        for (field, value) in attributes.all where field != "key" {
            layout.numbers["\(key).\(field)"] = Self.number(value)
        }
        views[top].collectionViewLayout = layout
    }

    /// Inside `<accessibility>`: `<accessibilityTraits key="traits" button="YES" …/>` and
    /// `<bool key="isElement" value="YES"/>`.
    mutating func readAccessibilityDetail(_ name: String, _ attributes: XMLAttributes) {
        guard let top = views.indices.last else { return }
        if name == "accessibilityTraits" {
            views[top].accessibilityTraits = attributes.all.filter { $0.value == "YES" }.map(\.name)
        } else if name == "bool", attributes["key"] == "isElement" {
            views[top].isAccessibilityElement = attributes["value"] == "YES"
        }
    }

    mutating func startSection(_ attributes: XMLAttributes, _ parser: XMLCursor) -> Context {
        let location = location(parser)
        let id = attributes["id"]
        if let id { register(id: id, elementName: "tableViewSection", isController: false, parser: parser) }
        sections.append(
            TableSection(
                id: id, headerTitle: attributes["headerTitle"], footerTitle: attributes["footerTitle"], cells: [],
                location: location))
        return .section
    }

    /// The `key`, `title` and `image` of a `<state>` or `<buttonConfiguration>`, in one pass.
    private static func keyTitleAndImage(_ attributes: XMLAttributes) -> (String?, String?, String?) {
        var key: String?
        var title: String?
        var image: String?
        for (name, value) in attributes {
            switch name {
            case .key: key = value
            case .title: title = value
            case .image: image = value
            default: break
            }
        }
        return (key, title, image)
    }

    /// The frame of a `<rect>`, if its key is `frame`, read in one pass over its attributes.
    static func frame(_ attributes: XMLAttributes) -> StoryboardRect? {
        var frame = StoryboardRect(x: 0, y: 0, width: 0, height: 0)
        var isFrame = false
        for (key, value) in attributes {
            switch key {
            case .key: isFrame = value == "frame"
            case .x: frame.x = number(value)
            case .y: frame.y = number(value)
            case .width: frame.width = number(value)
            case .height: frame.height = number(value)
            default: break
            }
        }
        return isFrame ? frame : nil
    }

    /// Reads a number as `Double(_:)` would, with a fast exact path for the
    /// short decimals Xcode writes (`393`, `0.0`, `43.5`): up to 15 digits,
    /// divided by an exact power of ten, is correctly rounded (Clinger's fast path).
    static func number(_ text: String) -> Double {
        var text = text
        // `withUTF8` reads a small string from a copy on the stack: a plain pointer loop.
        let fast: Double? = text.withUTF8 { bytes in
            var mantissa: Int64 = 0
            var digits = 0
            var fractionDigits = 0
            var seenPoint = false
            var negative = false
            for index in 0..<bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if mantissa != 0 || byte != UInt8(ascii: "0") { digits += 1 }
                    mantissa = mantissa &* 10 &+ Int64(byte - UInt8(ascii: "0"))
                    if seenPoint { fractionDigits += 1 }
                case UInt8(ascii: "."):
                    if seenPoint { return nil }
                    seenPoint = true
                case UInt8(ascii: "-"):
                    if index != 0 { return nil }
                    negative = true
                default:
                    return nil
                }
                if digits > 15 || fractionDigits > 22 { return nil }
            }
            if bytes.isEmpty || (bytes.count == 1 && (seenPoint || negative)) { return 0 }
            let value = Double(mantissa) / powerOfTen(fractionDigits)
            return negative ? -value : value
        }
        return fast ?? Double(text) ?? 0
    }

    /// 10^exponent for 0...22, all exactly representable.
    private static func powerOfTen(_ exponent: Int) -> Double {
        var value = 1.0
        for _ in 0..<min(max(exponent, 0), 22) { value *= 10 }
        return value
    }

    /// Whether an element that is not otherwise understood is a view: a known
    /// control or bar, or any name ending in `View` or `Cell`.
    static func isViewName(_ name: String, _ element: ElementName) -> Bool {
        if element.isKnownView { return true }
        let utf8 = name.utf8
        return utf8.count > 4 && (utf8.reversed().starts(with: "weiV".utf8) || utf8.reversed().starts(with: "lleC".utf8))
    }
}
