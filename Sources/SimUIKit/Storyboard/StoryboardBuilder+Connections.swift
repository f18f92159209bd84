import Foundation

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

    mutating func append(_ connection: consuming Connection, to owner: Owner) {
        switch owner {
        case .controller: controller?.connections.append(connection)
        case .view: if !views.isEmpty { views[views.count - 1].connections.append(connection) }
        case .barButtonItem: if !barItems.isEmpty { barItems[barItems.count - 1].connections.append(connection) }
        case .sceneObject: sceneObject?.connections.append(connection)
        case .none: break
        }
    }

    mutating func startConnection(
        _ name: String, _ element: ElementName, _ attributes: XMLAttributes, owner: Owner, _ parser: XMLCursor
    ) -> Context {
        switch element {
        case .outlet, .outletCollection:
            let location = location(parser)
            var property = ""
            var destination = ""
            var id = ""
            for (key, value) in attributes {
                switch key {
                case .property: property = value
                case .destination: destination = value
                case .id: id = value
                default: break
                }
            }
            register(id: id, elementName: name, isController: false, parser: parser)
            checks.append(
                PendingCheck(
                    subject: .outlet(property: property), destination: destination, requiresController: false,
                    location: location))
            let outlet = OutletElement(
                property: property, destination: destination, id: id, isCollection: element == .outletCollection,
                location: location)
            append(.outlet(outlet), to: owner)
            return .ignored
        case .action:
            let location = location(parser)
            var selector = ""
            var destination = ""
            var eventType: String?
            var id = ""
            for (key, value) in attributes {
                switch key {
                case .selector: selector = value
                case .destination: destination = value
                case .eventType: eventType = value
                case .id: id = value
                default: break
                }
            }
            register(id: id, elementName: name, isController: false, parser: parser)
            checks.append(
                PendingCheck(
                    subject: .action(selector: selector), destination: destination, requiresController: false,
                    location: location))
            let action = ActionElement(
                selector: selector, destination: destination, eventType: eventType, id: id, location: location)
            append(.action(action), to: owner)
            return .ignored
        case .segue:
            return startSegue(attributes, owner: owner, parser)
        default:
            return ignore(attributes, name, parser)
        }
    }

    /// Builds the segue in its slot (`segue`), where it stays until it ends.
    private mutating func startSegue(_ attributes: XMLAttributes, owner: Owner, _ parser: XMLCursor) -> Context {
        let location = location(parser)
        let source = ownerIdentity(owner) ?? ("", "")
        segue = SegueElement(
            id: "", destination: "", kindName: "", sourceElementID: source.id, sourceElementName: source.elementName,
            sourceIsController: owner == .controller, location: location)
        if let selector = Self.read(attributes, into: &segue!) {
            segue!.segueAction = SegueAction(selector: selector, destination: controller?.id ?? "")
        }
        register(id: segue!.id, elementName: "segue", isController: false, parser: parser)
        let subject: CheckSubject
        if let identifier = segue!.identifier {
            subject = .segue(identifier: identifier)
        } else if let relationship = segue!.relationship {
            subject = .relationship(relationship, sourceName: source.elementName, sourceID: source.id)
        } else {
            subject = .unnamedSegue(kind: segue!.kindName, id: segue!.id)
        }
        checks.append(
            PendingCheck(
                subject: subject, destination: segue!.destination, requiresController: segue!.kind != .unwind,
                location: location))
        return .segue(owner)
    }

    /// Reads a segue's attributes; returns its `destinationCreationSelector`, if any.
    private static func read(_ attributes: XMLAttributes, into element: inout SegueElement) -> String? {
        var creationSelector: String?
        for (key, value) in attributes {
            switch key {
            case .id: element.id = value
            case .destination: element.destination = value
            case .kind: element.kindName = value
            case .identifier: element.identifier = value
            case .relationship: element.relationship = value
            case .modalPresentationStyle: element.modalPresentationStyle = value
            case .modalTransitionStyle: element.modalTransitionStyle = value
            case .animates: element.animates = value != "NO"
            case .customClass: element.customClass = value
            case .customModule: element.customModule = value
            case .customModuleProvider: element.customModuleProvider = value
            case .unwindAction: element.unwindAction = value
            case .popoverAnchorView, .popoverAnchorBarButtonItem: element.popoverAnchorID = value
            case .trigger: element.trigger = value
            case .destinationCreationSelector: creationSelector = value
            default: break
            }
        }
        return creationSelector
    }

    // MARK: Runtime attributes

    mutating func startRuntimeAttribute(_ attributes: XMLAttributes, owner: Owner, _ parser: XMLCursor) -> Context {
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
    mutating func startRuntimeValue(_ name: String, _ element: ElementName, _ attributes: XMLAttributes) -> Context {
        guard attributes["key"] == "value" else { return .ignored }
        func text(_ key: StaticString) -> String { attributes[key] ?? "0" }
        let value: RuntimeAttribute.Value
        switch element {
        case .integer, .real:
            value = Double(attributes["value"] ?? "").map { .number($0) } ?? .other(attributes["value"] ?? "")
        case .boolean: value = .boolean(attributes["value"] == "YES")
        case .string: return startText(key: .value)
        case .nil: value = .null
        case .point: value = .other("{\(text("x")), \(text("y"))}")
        case .size: value = .other("{\(text("width")), \(text("height"))}")
        case .rect: value = .other("{{\(text("x")), \(text("y"))}, {\(text("width")), \(text("height"))}}")
        case .range: value = .other("{\(text("location")), \(text("length"))}")
        case .imageReference: value = .string(attributes["image"] ?? "")
        default:
            let fields = attributes.all.filter { $0.name != "key" }.sorted { $0.name < $1.name }
            value = .other("\(name)(" + fields.map { "\($0.name)=\($0.value)" }.joined(separator: " ") + ")")
        }
        runtimeAttribute?.value = value
        return .ignored
    }
}
