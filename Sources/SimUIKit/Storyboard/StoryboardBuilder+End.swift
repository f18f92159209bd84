extension StoryboardBuilder {
    /// Closes the innermost open element: hands its builder to its parent.
    mutating func endFrame() {
        guard let frame = frames.popLast() else { return }
        let parent = frames.last
        switch frame {
        case .scene:
            if let scene = scene.take() { scenes.append(scene) }
        case .objects:
            if case .document? = parent, let scene = scene.take() { scenes.append(scene) }
        case .controller:
            endController()
        case .view:
            endView(parent: parent)
        case .section:
            if let section = sections.popLast(), !views.isEmpty { views[views.count - 1].sections.append(section) }
        case .segue(let owner):
            if let segue = segue.take() { append(.segue(segue), to: owner) }
        case .navigationItem:
            if let navigationItem = navigationItem.take() { controller?.navigationItem = navigationItem }
        case .barButtonItem(let slot):
            endBarButtonItem(slot: slot)
        case .tabBarItem:
            if let tabBarItem = tabBarItem.take() { controller?.tabBarItem = tabBarItem }
        case .runtimeAttribute(let owner):
            if let attribute = runtimeAttribute.take() { append(attribute, to: owner) }
        case .text(let key):
            capturingText = false
            endText(key: key, parent: parent)
        case .attributedString(let key):
            endAttributedString(key: key, parent: parent)
        case .sceneObject:
            if let object = sceneObject.take() {
                if object.elementName == "exit" { scene?.exitID = object.id }
                scene?.otherObjects.append(object)
            }
        default:
            break
        }
    }

    private mutating func endController() {
        guard let element = controller.take() else { return }
        if scene?.controller == nil {
            scene?.controller = element
        } else {
            report(
                "scene '\(scene?.sceneID ?? "")' has a second view controller '\(element.id)'; only the first is used",
                at: element.location)
        }
    }

    private mutating func endView(parent: Context?) {
        guard !views.isEmpty else { return }
        // A cell's texts are completed in place, on the stack: a popped `var` would be copied on its way to the parent.
        let extras = viewExtras.popLast() ?? ViewExtras()
        if let id = extras.textLabelID, views[views.count - 1].text == nil {
            views[views.count - 1].text = Self.text(ofLabel: id, in: views[views.count - 1])
        }
        if let id = extras.detailTextLabelID {
            views[views.count - 1].detailText = Self.text(ofLabel: id, in: views[views.count - 1])
        }
        let view = views.removeLast()
        let top = views.count - 1
        switch parent {
        case .view?, .viewList(.subviews)?:
            if top >= 0 { views[top].subviews.append(view) }
        case .viewList(.prototypes)?:
            if top >= 0 { views[top].prototypes.append(view) }
        case .viewList(.sectionCells)?:
            if !sections.isEmpty { sections[sections.count - 1].cells.append(view) }
        case .controller?:
            if view.key == "view", controller?.view == nil {
                controller?.view = view
            } else {
                controller?.otherViews.append(view)
            }
        case .barButtonItem?:
            if !barItems.isEmpty { barItems[barItems.count - 1].customView = view }
        case .navigationItem?:
            navigationItem?.titleView = view
        case .objects?:
            var object = SceneObject(elementName: view.elementName, id: view.id, location: view.location)
            object.customClass = view.customClass
            object.customModule = view.customModule
            object.customModuleProvider = view.customModuleProvider
            object.userLabel = view.userLabel
            object.connections = view.connections
            object.view = view
            scene?.otherObjects.append(object)
        default:
            break
        }
    }

    private mutating func endBarButtonItem(slot: BarSlot) {
        guard let item = barItems.popLast() else { return }
        switch slot {
        case .left: navigationItem?.leftBarButtonItems.append(item)
        case .right: navigationItem?.rightBarButtonItems.append(item)
        case .back: navigationItem?.backBarButtonItem = item
        case .toolbar: controller?.toolbarItems.append(item)
        case .viewItems: if !views.isEmpty { views[views.count - 1].barButtonItems.append(item) }
        case .none: break
        }
    }

    private mutating func append(_ attribute: consuming RuntimeAttribute, to owner: Owner) {
        switch owner {
        case .controller: controller?.runtimeAttributes.append(attribute)
        case .view: if !views.isEmpty { views[views.count - 1].runtimeAttributes.append(attribute) }
        case .barButtonItem, .sceneObject, .none: break
        }
    }

    private mutating func endText(key: TextKey, parent: Context?) {
        switch parent {
        case .view?:
            guard !views.isEmpty else { return }
            switch key {
            case .text: views[views.count - 1].text = textBuffer
            case .title: views[views.count - 1].title = textBuffer
            case .placeholder: views[views.count - 1].placeholder = textBuffer
            default: break
            }
        case .fragment?:
            attributedBuffer += textBuffer
        case .runtimeAttribute?:
            runtimeAttribute?.value = .string(textBuffer)
        default:
            break
        }
    }

    private mutating func endAttributedString(key: TextKey, parent: Context?) {
        guard !views.isEmpty else { return }
        let top = views.count - 1
        switch (parent, key) {
        case (.view?, .attributedText): views[top].text = attributedBuffer
        case (.view?, .attributedPlaceholder): views[top].placeholder = attributedBuffer
        case (.titleContainer?, .attributedTitle) where insideButtonConfiguration:
            // A configuration's attributed title is what the button shows on iOS 15+.
            views[top].title = attributedBuffer
            insideButtonConfiguration = false
        case (.view?, .attributedTitle), (.titleContainer?, .attributedTitle):
            if views[top].title == nil { views[top].title = attributedBuffer }
        default: break
        }
    }

    /// The text of the label with XML id `id` inside `view` (a cell's `textLabel`).
    static func text(ofLabel id: String, in view: ViewElement) -> String? {
        var pending = view.subviews
        while let candidate = pending.popLast() {
            if candidate.id == id { return candidate.text }
            pending.append(contentsOf: candidate.subviews)
        }
        return nil
    }
}
