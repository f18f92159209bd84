import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

extension StoryboardBuilder {
    /// The id and element name of the element whose connections are open.
    func ownerIdentity(_ owner: Owner) -> (id: String, elementName: String)? {
        switch owner {
        case .controller: controller.map { ($0.id, $0.elementName) }
        case .view: views.last.map { ($0.id, $0.elementName) }
        case .barButtonItem: barItems.last.map { ($0.id, "barButtonItem") }
        case .sceneObject: sceneObject.map { ($0.id, $0.elementName) }
        case .none: nil
        }
    }

    mutating func append(_ connection: Connection, to owner: Owner) {
        switch owner {
        case .controller: controller?.connections.append(connection)
        case .view: if !views.isEmpty { views[views.count - 1].connections.append(connection) }
        case .barButtonItem: if !barItems.isEmpty { barItems[barItems.count - 1].connections.append(connection) }
        case .sceneObject: sceneObject?.connections.append(connection)
        case .none: break
        }
    }

    mutating func startConnection(_ name: String, _ attributes: [String: String], owner: Owner, _ parser: XMLParser) -> Context {
        switch name {
        case "outlet", "outletCollection":
            let location = location(parser)
            let outlet = OutletElement(
                property: attributes["property"] ?? "", destination: attributes["destination"] ?? "",
                id: attributes["id"] ?? "", isCollection: name == "outletCollection", location: location)
            register(id: outlet.id, elementName: name, isController: false, parser: parser, location: location)
            checks.append(
                PendingCheck(
                    subject: "outlet '\(outlet.property)'", destination: outlet.destination, requiresController: false,
                    location: location))
            append(.outlet(outlet), to: owner)
            return .ignored
        case "action":
            let location = location(parser)
            let action = ActionElement(
                selector: attributes["selector"] ?? "", destination: attributes["destination"] ?? "",
                eventType: attributes["eventType"], id: attributes["id"] ?? "", location: location)
            register(id: action.id, elementName: name, isController: false, parser: parser, location: location)
            checks.append(
                PendingCheck(
                    subject: "action '\(action.selector)'", destination: action.destination, requiresController: false,
                    location: location))
            append(.action(action), to: owner)
            return .ignored
        case "segue":
            return startSegue(attributes, owner: owner, parser)
        default:
            return ignore(attributes, name, parser)
        }
    }

    private mutating func startSegue(_ attributes: [String: String], owner: Owner, _ parser: XMLParser) -> Context {
        let location = location(parser)
        let source = ownerIdentity(owner) ?? ("", "")
        var element = SegueElement(
            id: "", destination: "", kindName: "", sourceElementID: source.id, sourceElementName: source.elementName,
            sourceIsController: owner == .controller, location: location)
        for (key, value) in attributes {
            switch key {
            case "id": element.id = value
            case "destination": element.destination = value
            case "kind": element.kindName = value
            case "identifier": element.identifier = value
            case "relationship": element.relationship = value
            case "modalPresentationStyle": element.modalPresentationStyle = value
            case "modalTransitionStyle": element.modalTransitionStyle = value
            case "animates": element.animates = value != "NO"
            case "customClass": element.customClass = value
            case "customModule": element.customModule = value
            case "customModuleProvider": element.customModuleProvider = value
            case "unwindAction": element.unwindAction = value
            case "popoverAnchorView", "popoverAnchorBarButtonItem": element.popoverAnchorID = value
            case "trigger": element.trigger = value
            case "destinationCreationSelector":
                element.segueAction = SegueAction(selector: value, destination: controller?.id ?? "")
            default: break
            }
        }
        register(id: element.id, elementName: "segue", isController: false, parser: parser, location: location)
        let subject: String
        if let identifier = element.identifier {
            subject = "segue '\(identifier)'"
        } else if let relationship = element.relationship {
            subject = "relationship '\(relationship)' of \(source.elementName) '\(source.id)'"
        } else {
            subject = "\(element.kindName) segue '\(element.id)'"
        }
        checks.append(
            PendingCheck(
                subject: subject, destination: element.destination, requiresController: element.kind != .unwind,
                location: location))
        segue = element
        return .segue(owner)
    }

    // MARK: Runtime attributes

    mutating func startRuntimeAttribute(_ attributes: [String: String], owner: Owner, _ parser: XMLParser) -> Context {
        let type = attributes["type"] ?? ""
        let value: RuntimeAttribute.Value =
            if let raw = attributes["value"] {
                switch type {
                case "boolean": .boolean(raw == "YES")
                case "number": Double(raw).map { .number($0) } ?? .other(raw)
                case "string", "localized", "image": .string(raw)
                default: .other(raw)
                }
            } else {
                .null
            }
        runtimeAttribute = RuntimeAttribute(
            type: type, keyPath: attributes["keyPath"] ?? "", value: value, location: location(parser))
        return .runtimeAttribute(owner)
    }

    /// A value child of `<userDefinedRuntimeAttribute>`: `<integer key="value" value="3"/>`...
    mutating func startRuntimeValue(_ name: String, _ attributes: [String: String]) -> Context {
        guard attributes["key"] == "value" else { return .ignored }
        func text(_ key: String) -> String { attributes[key] ?? "0" }
        let value: RuntimeAttribute.Value
        switch name {
        case "integer", "real":
            value = Double(attributes["value"] ?? "").map { .number($0) } ?? .other(attributes["value"] ?? "")
        case "boolean": value = .boolean(attributes["value"] == "YES")
        case "string": return startText(key: .value)
        case "nil": value = .null
        case "point": value = .other("{\(text("x")), \(text("y"))}")
        case "size": value = .other("{\(text("width")), \(text("height"))}")
        case "rect": value = .other("{{\(text("x")), \(text("y"))}, {\(text("width")), \(text("height"))}}")
        case "range": value = .other("{\(text("location")), \(text("length"))}")
        case "imageReference": value = .string(attributes["image"] ?? "")
        default:
            let fields = attributes.filter { $0.key != "key" }.sorted { $0.key < $1.key }
            value = .other("\(name)(" + fields.map { "\($0.key)=\($0.value)" }.joined(separator: " ") + ")")
        }
        runtimeAttribute?.value = value
        return .ignored
    }
}
