import Foundation

/// Starting elements. Each element is built in place, in the builder's slot
/// or stack where it will be finished (`controller`, `views`...): the model's
/// structs are large, and building one in a local and then storing it would
/// copy it, retaining and releasing every field.
extension StoryboardBuilder {
    /// Decides what a new element is from its parent, starts its builder and
    /// returns its frame.
    mutating func startChild(
        of parent: Context, _ name: String, _ attributes: XMLAttributes, _ parser: XMLCursor, comment: String?
    ) -> Context {
        let element = ElementName(name)
        switch parent {
        case .document:
            if element == .scenes { return .scenes }
            // A .xib holds its objects at the top, as one scene without a controller.
            guard element == .objects else { return ignore(attributes, name, parser) }
            scene = StoryboardScene(sceneID: "", label: nil, location: location(parser))
            return .objects
        case .scenes:
            guard element == .scene else { return ignore(attributes, name, parser) }
            let location = location(parser)
            scene = StoryboardScene(sceneID: attributes["sceneID"] ?? "", label: comment, location: location)
            return .scene
        case .scene:
            return element == .objects ? .objects : ignore(attributes, name, parser)
        case .objects:
            if attributes["sceneMemberID"] == "viewController" { return startController(name, attributes, parser) }
            if Self.isViewName(name, element) { return startView(name, attributes, parser) }
            return startSceneObject(name, attributes, parser)
        case .controller:
            return startControllerChild(name, element, attributes, parser)
        case .view:
            return startViewChild(name, element, attributes, parser)
        case .viewList:
            return startView(name, attributes, parser)
        case .sections:
            guard element == .tableViewSection else { return ignore(attributes, name, parser) }
            return startSection(attributes, parser)
        case .section:
            return element == .cells ? .viewList(.sectionCells) : ignore(attributes, name, parser)
        case .connections(let owner):
            return startConnection(name, element, attributes, owner: owner, parser)
        case .segue:
            return element == .connections ? .segueConnections : ignore(attributes, name, parser)
        case .segueConnections:
            if element == .segueAction, segue != nil {
                let selector = attributes["selector"] ?? ""
                let destination = attributes["destination"] ?? ""
                segue?.segueAction = SegueAction(selector: selector, destination: destination)
                checks.append(
                    PendingCheck(
                        subject: .segueAction(selector: selector), destination: destination, requiresController: false,
                        location: location(parser)))
            }
            return ignore(attributes, name, parser)
        case .navigationItem:
            return startNavigationItemChild(name, element, attributes, parser)
        case .barItemList(let slot):
            return element == .barButtonItem
                ? startBarButtonItem(attributes, slot: slot, parser) : ignore(attributes, name, parser)
        case .barButtonItem:
            if element == .connections { return .connections(.barButtonItem) }
            if Self.isViewName(name, element) { return startView(name, attributes, parser) }
            return ignore(attributes, name, parser)
        case .runtimeAttributes(let owner):
            guard element == .userDefinedRuntimeAttribute else { return ignore(attributes, name, parser) }
            return startRuntimeAttribute(attributes, owner: owner, parser)
        case .runtimeAttribute:
            return startRuntimeValue(name, element, attributes)
        case .segments:
            if element == .segment, !views.isEmpty { views[views.count - 1].segments.append(attributes["title"] ?? "") }
            return .ignored
        case .titleContainer:
            return element == .attributedString ? startAttributedString(attributes) : .ignored
        case .attributedString:
            guard element == .fragment else { return .ignored }
            if let content = attributes["content"] { attributedBuffer += content }
            return .fragment
        case .fragment:
            return element == .string ? startText(key: TextKey(attributes["key"])) : .ignored
        case .sceneObject:
            return element == .connections ? .connections(.sceneObject) : ignore(attributes, name, parser)
        case .accessibility:
            readAccessibilityDetail(name, attributes)
            return .ignored
        case .constraints:
            return element == .constraint ? startConstraint(name, attributes, parser) : ignore(attributes, name, parser)
        case .variation(let key):
            return element == .mask && attributes["key"] == "constraints" ? .constraintMask(key) : .ignored
        case .constraintMask(let key):
            if element == .include || element == .exclude, let reference = attributes["reference"] {
                addToVariation(key, constraint: reference, installs: element == .include)
            }
            return .ignored
        case .controllerLayoutGuides:
            if element == .viewControllerLayoutGuide, let type = attributes["type"], let id = attributes["id"] {
                controller?.layoutGuides[type] = id
            }
            return ignore(attributes, name, parser)
        case .layoutObject:
            readLayoutNumbers(name, attributes)
            return .ignored
        case .tabBarItem, .text, .ignored:
            return ignore(attributes, name, parser)
        }
    }

    /// An element the model does not keep; its id still counts as a valid
    /// destination (outlets to constraints, for example).
    mutating func ignore(_ attributes: XMLAttributes, _ name: String, _ parser: XMLCursor) -> Context {
        if let id = attributes["id"] {
            register(id: id, elementName: name, isController: false, parser: parser)
        }
        return .ignored
    }

    mutating func startText(key: TextKey) -> Context {
        textBuffer = ""
        capturingText = true
        return .text(key)
    }

    mutating func startAttributedString(_ attributes: XMLAttributes) -> Context {
        attributedBuffer = ""
        return .attributedString(TextKey(attributes["key"]))
    }

    // MARK: Scenes

    private mutating func startController(_ name: String, _ attributes: XMLAttributes, _ parser: XMLCursor) -> Context {
        let location = location(parser)
        controller = ControllerElement(elementName: name, id: "", location: location)
        var reference = StoryboardReference(storyboardName: nil, referencedIdentifier: nil, storyboardBundle: nil)
        Self.read(attributes, into: &controller!, reference: &reference)
        for key in StoryboardViewClass.controller(forElement: name)?.storyboardAttributes ?? [] {
            if let value = attributes.value(named: key) { controller!.attributes[key] = value }
        }
        if name == "viewControllerPlaceholder" { controller!.reference = reference }
        if name == "navigationController" { controller!.showsToolbar = attributes["toolbarHidden"] == "NO" }
        controller!.sceneLabel = scene?.label
        let id = controller!.id
        register(id: id, elementName: name, isController: true, parser: parser)
        if let identifier = controller!.storyboardIdentifier {
            if let first = storyboardIDs[identifier] {
                report(
                    "duplicate Storyboard ID '\(identifier)': already used by \(first.elementName) '\(first.controllerID)' at \(first.location)",
                    at: location)
            } else {
                storyboardIDs[identifier] = (id, name, location)
            }
        }
        return .controller
    }

    private static func read(
        _ attributes: XMLAttributes, into element: inout ControllerElement, reference: inout StoryboardReference
    ) {
        for (key, value) in attributes {
            switch key {
            case .id: element.id = value
            case .storyboardIdentifier: element.storyboardIdentifier = value
            case .customClass: element.customClass = value
            case .customModule: element.customModule = value
            case .customModuleProvider: element.customModuleProvider = value
            case .title: element.title = value
            case .modalPresentationStyle: element.modalPresentationStyle = value
            case .storyboardName: reference.storyboardName = value
            case .referencedIdentifier: reference.referencedIdentifier = value
            case .storyboardBundle: reference.storyboardBundle = value
            default: break
            }
        }
    }

    private mutating func startSceneObject(_ name: String, _ attributes: XMLAttributes, _ parser: XMLCursor) -> Context {
        let location = location(parser)
        sceneObject = SceneObject(elementName: name, id: "", location: location)
        Self.read(attributes, into: &sceneObject!)
        register(id: sceneObject!.id, elementName: name, isController: false, parser: parser)
        return .sceneObject
    }

    private static func read(_ attributes: XMLAttributes, into object: inout SceneObject) {
        for (key, value) in attributes {
            switch key {
            case .id: object.id = value
            case .sceneMemberID: object.sceneMemberID = value
            case .placeholderIdentifier: object.placeholderIdentifier = value
            case .customClass: object.customClass = value
            case .customModule: object.customModule = value
            case .customModuleProvider: object.customModuleProvider = value
            case .userLabel: object.userLabel = value
            default: break
            }
        }
    }

    private mutating func startControllerChild(
        _ name: String, _ element: ElementName, _ attributes: XMLAttributes, _ parser: XMLCursor
    ) -> Context {
        switch element {
        case .connections: return .connections(.controller)
        case .userDefinedRuntimeAttributes: return .runtimeAttributes(.controller)
        case .toolbarItems: return .barItemList(.toolbar)
        case .layoutGuides: return .controllerLayoutGuides
        case .navigationItem:
            let location = location(parser)
            navigationItem = NavigationItemElement(id: "", location: location)
            for (key, value) in attributes {
                switch key {
                case .id: navigationItem!.id = value
                case .title: navigationItem!.title = value
                case .prompt: navigationItem!.prompt = value
                case .largeTitleDisplayMode: navigationItem!.largeTitleDisplayMode = value
                default: break
                }
            }
            navigationItem!.hidesBackButton = attributes["hidesBackButton"] == "YES"
            navigationItem!.leftItemsSupplementBackButton = attributes["leftItemsSupplementBackButton"] == "YES"
            register(id: navigationItem!.id, elementName: name, isController: false, parser: parser)
            return .navigationItem
        case .tabBarItem:
            let location = location(parser)
            var item = TabBarItemElement(id: attributes["id"] ?? "", location: location)
            item.title = attributes["title"]
            item.imageName = attributes["image"]
            item.selectedImageName = attributes["selectedImage"]
            item.systemItem = attributes["systemItem"]
            item.badgeValue = attributes["badgeValue"]
            register(id: item.id, elementName: name, isController: false, parser: parser)
            tabBarItem = item
            return .tabBarItem
        default:
            if Self.isViewName(name, element) { return startView(name, attributes, parser) }
            return ignore(attributes, name, parser)
        }
    }

    private mutating func startNavigationItemChild(
        _ name: String, _ element: ElementName, _ attributes: XMLAttributes, _ parser: XMLCursor
    ) -> Context {
        switch element {
        case .barButtonItem:
            let slot: BarSlot =
                switch attributes["key"] {
                case "leftBarButtonItem": .left
                case "rightBarButtonItem": .right
                case "backBarButtonItem": .back
                default: .none
                }
            return startBarButtonItem(attributes, slot: slot, parser)
        case .leftBarButtonItems: return .barItemList(.left)
        case .rightBarButtonItems: return .barItemList(.right)
        default:
            if Self.isViewName(name, element) { return startView(name, attributes, parser) }
            return ignore(attributes, name, parser)
        }
    }

    private mutating func startBarButtonItem(_ attributes: XMLAttributes, slot: BarSlot, _ parser: XMLCursor) -> Context {
        let location = location(parser)
        barItems.append(BarButtonItemElement(id: "", location: location))
        let top = barItems.count - 1
        for (key, value) in attributes {
            switch key {
            case .id: barItems[top].id = value
            case .key: barItems[top].key = value
            case .title: barItems[top].title = value
            case .systemItem: barItems[top].systemItem = value
            case .style: barItems[top].style = value
            case .image: barItems[top].imageName = value
            case .enabled: barItems[top].isEnabled = value != "NO"
            case .customClass: barItems[top].customClass = value
            default: break
            }
        }
        register(id: barItems[top].id, elementName: "barButtonItem", isController: false, parser: parser)
        return .barButtonItem(slot)
    }
}
