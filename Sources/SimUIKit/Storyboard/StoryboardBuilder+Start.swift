import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

extension StoryboardBuilder {
    /// Decides what a new element is from its parent, starts its builder and
    /// returns its frame.
    mutating func startChild(
        of parent: Context, _ name: String, _ attributes: [String: String], _ parser: XMLParser, comment: String?
    ) -> Context {
        switch parent {
        case .document:
            return name == "scenes" ? .scenes : ignore(attributes, name, parser)
        case .scenes:
            guard name == "scene" else { return ignore(attributes, name, parser) }
            let location = location(parser)
            scene = StoryboardScene(sceneID: attributes["sceneID"] ?? "", label: comment, location: location)
            return .scene
        case .scene:
            return name == "objects" ? .objects : ignore(attributes, name, parser)
        case .objects:
            if attributes["sceneMemberID"] == "viewController" { return startController(name, attributes, parser) }
            if Self.isViewName(name) { return startView(name, attributes, parser) }
            return startSceneObject(name, attributes, parser)
        case .controller:
            return startControllerChild(name, attributes, parser)
        case .view:
            return startViewChild(name, attributes, parser)
        case .viewList:
            return startView(name, attributes, parser)
        case .sections:
            guard name == "tableViewSection" else { return ignore(attributes, name, parser) }
            return startSection(attributes, parser)
        case .section:
            return name == "cells" ? .viewList(.sectionCells) : ignore(attributes, name, parser)
        case .connections(let owner):
            return startConnection(name, attributes, owner: owner, parser)
        case .segue:
            return name == "connections" ? .segueConnections : ignore(attributes, name, parser)
        case .segueConnections:
            if name == "segueAction", segue != nil {
                let selector = attributes["selector"] ?? ""
                let destination = attributes["destination"] ?? ""
                segue?.segueAction = SegueAction(selector: selector, destination: destination)
                checks.append(
                    PendingCheck(
                        subject: "segue action '\(selector)'", destination: destination, requiresController: false,
                        location: location(parser)))
            }
            return ignore(attributes, name, parser)
        case .navigationItem:
            return startNavigationItemChild(name, attributes, parser)
        case .barItemList(let slot):
            return name == "barButtonItem" ? startBarButtonItem(attributes, slot: slot, parser) : ignore(attributes, name, parser)
        case .barButtonItem:
            if name == "connections" { return .connections(.barButtonItem) }
            if Self.isViewName(name) { return startView(name, attributes, parser) }
            return ignore(attributes, name, parser)
        case .runtimeAttributes(let owner):
            guard name == "userDefinedRuntimeAttribute" else { return ignore(attributes, name, parser) }
            return startRuntimeAttribute(attributes, owner: owner, parser)
        case .runtimeAttribute:
            return startRuntimeValue(name, attributes)
        case .segments:
            if name == "segment", !views.isEmpty { views[views.count - 1].segments.append(attributes["title"] ?? "") }
            return .ignored
        case .titleContainer:
            return name == "attributedString" ? startAttributedString(attributes) : .ignored
        case .attributedString:
            guard name == "fragment" else { return .ignored }
            if let content = attributes["content"] { attributedBuffer += content }
            return .fragment
        case .fragment:
            return name == "string" ? startText(key: TextKey(attributes["key"])) : .ignored
        case .sceneObject:
            return name == "connections" ? .connections(.sceneObject) : ignore(attributes, name, parser)
        case .tabBarItem, .text, .ignored:
            return ignore(attributes, name, parser)
        }
    }

    /// An element the model does not keep; its id still counts as a valid
    /// destination (outlets to constraints, for example).
    mutating func ignore(_ attributes: [String: String], _ name: String, _ parser: XMLParser) -> Context {
        if let id = attributes["id"] {
            register(id: id, elementName: name, isController: false, parser: parser, location: nil)
        }
        return .ignored
    }

    mutating func startText(key: TextKey) -> Context {
        textBuffer = ""
        capturingText = true
        return .text(key)
    }

    mutating func startAttributedString(_ attributes: [String: String]) -> Context {
        attributedBuffer = ""
        return .attributedString(TextKey(attributes["key"]))
    }

    // MARK: Scenes

    private mutating func startController(_ name: String, _ attributes: [String: String], _ parser: XMLParser) -> Context {
        let location = location(parser)
        var element = ControllerElement(elementName: name, id: "", location: location)
        var storyboardName: String?
        var referencedIdentifier: String?
        var storyboardBundle: String?
        for (key, value) in attributes {
            switch key {
            case "id": element.id = value
            case "storyboardIdentifier": element.storyboardIdentifier = value
            case "customClass": element.customClass = value
            case "customModule": element.customModule = value
            case "customModuleProvider": element.customModuleProvider = value
            case "title": element.title = value
            case "modalPresentationStyle": element.modalPresentationStyle = value
            case "storyboardName": storyboardName = value
            case "referencedIdentifier": referencedIdentifier = value
            case "storyboardBundle": storyboardBundle = value
            default: break
            }
        }
        if name == "viewControllerPlaceholder" {
            element.reference = StoryboardReference(
                storyboardName: storyboardName, referencedIdentifier: referencedIdentifier,
                storyboardBundle: storyboardBundle)
        }
        element.sceneLabel = scene?.label
        register(id: element.id, elementName: name, isController: true, parser: parser, location: location)
        if let identifier = element.storyboardIdentifier {
            if let first = storyboardIDs[identifier] {
                report(
                    "duplicate Storyboard ID '\(identifier)': already used by \(first.elementName) '\(first.controllerID)' at \(first.location)",
                    at: location)
            } else {
                storyboardIDs[identifier] = (element.id, name, location)
            }
        }
        controller = element
        return .controller
    }

    private mutating func startSceneObject(_ name: String, _ attributes: [String: String], _ parser: XMLParser) -> Context {
        let location = location(parser)
        var object = SceneObject(elementName: name, id: "", location: location)
        for (key, value) in attributes {
            switch key {
            case "id": object.id = value
            case "sceneMemberID": object.sceneMemberID = value
            case "placeholderIdentifier": object.placeholderIdentifier = value
            case "customClass": object.customClass = value
            case "customModule": object.customModule = value
            case "userLabel": object.userLabel = value
            default: break
            }
        }
        register(id: object.id, elementName: name, isController: false, parser: parser, location: location)
        sceneObject = object
        return .sceneObject
    }

    private mutating func startControllerChild(_ name: String, _ attributes: [String: String], _ parser: XMLParser) -> Context {
        switch name {
        case "connections": return .connections(.controller)
        case "userDefinedRuntimeAttributes": return .runtimeAttributes(.controller)
        case "toolbarItems": return .barItemList(.toolbar)
        case "navigationItem":
            let location = location(parser)
            var item = NavigationItemElement(id: attributes["id"] ?? "", location: location)
            item.title = attributes["title"]
            item.prompt = attributes["prompt"]
            item.largeTitleDisplayMode = attributes["largeTitleDisplayMode"]
            register(id: item.id, elementName: name, isController: false, parser: parser, location: location)
            navigationItem = item
            return .navigationItem
        case "tabBarItem":
            let location = location(parser)
            var item = TabBarItemElement(id: attributes["id"] ?? "", location: location)
            item.title = attributes["title"]
            item.imageName = attributes["image"]
            item.selectedImageName = attributes["selectedImage"]
            item.systemItem = attributes["systemItem"]
            item.badgeValue = attributes["badgeValue"]
            register(id: item.id, elementName: name, isController: false, parser: parser, location: location)
            tabBarItem = item
            return .tabBarItem
        default:
            if Self.isViewName(name) { return startView(name, attributes, parser) }
            return ignore(attributes, name, parser)
        }
    }

    private mutating func startNavigationItemChild(_ name: String, _ attributes: [String: String], _ parser: XMLParser) -> Context {
        switch name {
        case "barButtonItem":
            let slot: BarSlot =
                switch attributes["key"] {
                case "leftBarButtonItem": .left
                case "rightBarButtonItem": .right
                case "backBarButtonItem": .back
                default: .none
                }
            return startBarButtonItem(attributes, slot: slot, parser)
        case "leftBarButtonItems": return .barItemList(.left)
        case "rightBarButtonItems": return .barItemList(.right)
        default:
            if Self.isViewName(name) { return startView(name, attributes, parser) }
            return ignore(attributes, name, parser)
        }
    }

    private mutating func startBarButtonItem(_ attributes: [String: String], slot: BarSlot, _ parser: XMLParser) -> Context {
        let location = location(parser)
        var item = BarButtonItemElement(id: "", location: location)
        for (key, value) in attributes {
            switch key {
            case "id": item.id = value
            case "key": item.key = value
            case "title": item.title = value
            case "systemItem": item.systemItem = value
            case "style": item.style = value
            case "image": item.imageName = value
            case "enabled": item.isEnabled = value != "NO"
            case "customClass": item.customClass = value
            default: break
            }
        }
        register(id: item.id, elementName: "barButtonItem", isController: false, parser: parser, location: location)
        barItems.append(item)
        return .barButtonItem(slot)
    }

    // MARK: Views

    mutating func startView(_ name: String, _ attributes: [String: String], _ parser: XMLParser) -> Context {
        let location = location(parser)
        var view = ViewElement(elementName: name, id: "", location: location)
        var extras = ViewExtras()
        for (key, value) in attributes {
            switch key {
            case "id": view.id = value
            case "key": view.key = value
            case "userLabel": view.userLabel = value
            case "customClass": view.customClass = value
            case "customModule": view.customModule = value
            case "text": view.text = value
            case "title": view.title = value
            case "placeholder": view.placeholder = value
            case "on": view.isOn = value == "YES"
            case "image": view.imageName = value
            case "enabled": view.isEnabled = value != "NO"
            case "hidden": view.isHidden = value == "YES"
            case "reuseIdentifier": view.reuseIdentifier = value
            case "accessoryType": view.accessoryType = value
            case "textLabel": extras.textLabelID = value
            case "detailTextLabel": extras.detailTextLabelID = value
            default: break
            }
        }
        register(id: view.id, elementName: name, isController: false, parser: parser, location: location)
        views.append(view)
        viewExtras.append(extras)
        return .view
    }

    private mutating func startViewChild(_ name: String, _ attributes: [String: String], _ parser: XMLParser) -> Context {
        let top = views.count - 1
        guard top >= 0 else { return ignore(attributes, name, parser) }
        switch name {
        case "subviews": return .viewList(.subviews)
        case "prototypes", "cells": return .viewList(.prototypes)
        case "sections": return .sections
        case "connections": return .connections(.view)
        case "userDefinedRuntimeAttributes": return .runtimeAttributes(.view)
        case "segments": return .segments
        case "items": return .barItemList(.viewItems)
        case "rect":
            if attributes["key"] == "frame" { views[top].frame = Self.frame(attributes) }
            return .ignored
        case "state":
            guard attributes["key"] == "normal" else { return .ignored }
            insideButtonConfiguration = false
            if views[top].title == nil, let title = attributes["title"] { views[top].title = title }
            if views[top].imageName == nil, let image = attributes["image"] { views[top].imageName = image }
            return .titleContainer
        case "buttonConfiguration":
            insideButtonConfiguration = true
            if let title = attributes["title"] { views[top].title = title }
            if views[top].imageName == nil, let image = attributes["image"] { views[top].imageName = image }
            return .titleContainer
        case "string":
            return startText(key: TextKey(attributes["key"]))
        case "attributedString":
            return startAttributedString(attributes)
        case "accessibility":
            if let identifier = attributes["identifier"] { views[top].accessibilityIdentifier = identifier }
            if let label = attributes["label"] { views[top].accessibilityLabel = label }
            return .ignored
        default:
            if Self.isViewName(name) { return startView(name, attributes, parser) }
            return ignore(attributes, name, parser)
        }
    }

    private mutating func startSection(_ attributes: [String: String], _ parser: XMLParser) -> Context {
        let location = location(parser)
        let id = attributes["id"]
        if let id { register(id: id, elementName: "tableViewSection", isController: false, parser: parser, location: location) }
        sections.append(
            TableSection(
                id: id, headerTitle: attributes["headerTitle"], footerTitle: attributes["footerTitle"], cells: [],
                location: location))
        return .section
    }

    static func frame(_ attributes: [String: String]) -> StoryboardRect {
        var frame = StoryboardRect(x: 0, y: 0, width: 0, height: 0)
        for (key, value) in attributes {
            switch key {
            case "x": frame.x = number(value)
            case "y": frame.y = number(value)
            case "width": frame.width = number(value)
            case "height": frame.height = number(value)
            default: break
            }
        }
        return frame
    }

    /// Reads a number as `Double(_:)` would, with a fast exact path for the
    /// short decimals Xcode writes (`393`, `0.0`, `43.5`): up to 15 digits,
    /// divided by an exact power of ten, is correctly rounded (Clinger's fast path).
    static func number(_ text: String) -> Double {
        var mantissa: Int64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        var negative = false
        var index = 0
        for byte in text.utf8 {
            defer { index += 1 }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if mantissa != 0 || byte != UInt8(ascii: "0") { digits += 1 }
                mantissa = mantissa &* 10 &+ Int64(byte - UInt8(ascii: "0"))
                if seenPoint { fractionDigits += 1 }
            case UInt8(ascii: "."):
                if seenPoint { return Double(text) ?? 0 }
                seenPoint = true
            case UInt8(ascii: "-"):
                if index != 0 { return Double(text) ?? 0 }
                negative = true
            default:
                return Double(text) ?? 0
            }
            if digits > 15 || fractionDigits > 22 { return Double(text) ?? 0 }
        }
        if index == 0 || (index == 1 && (seenPoint || negative)) { return 0 }
        let value = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -value : value
    }

    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// Whether an element that is not otherwise understood is a view: a known
    /// control or bar, or any name ending in `View` or `Cell`.
    static func isViewName(_ name: String) -> Bool {
        switch name {
        case "view", "label", "button", "textField", "switch", "segmentedControl", "slider", "stepper",
            "datePicker", "pageControl", "navigationBar", "tabBar", "toolbar", "searchBar", "pickerView":
            return true
        default:
            let utf8 = name.utf8
            return utf8.count > 4 && (utf8.reversed().starts(with: "weiV".utf8) || utf8.reversed().starts(with: "lleC".utf8))
        }
    }
}
