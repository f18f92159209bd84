/// Walks a scene's model to find elements by XML id. Recursion is bounded by
/// ``StoryboardDocument/maximumDepth``, which the parser enforces.
enum ElementFinder {
    /// Calls `body` with the id of every element of `scene`, in document order.
    static func forEachID(in scene: StoryboardScene, _ body: (String) -> Void) {
        _ = search(scene) { element in
            body(elementID(element))
            return false
        }
    }

    /// The element of `scene` whose id is `id`.
    static func element(withID id: String, in scene: StoryboardScene) -> StoryboardElement? {
        search(scene) { elementID($0) == id }
    }

    private static func elementID(_ element: StoryboardElement) -> String {
        switch element {
        case .controller(let value): value.id
        case .view(let value): value.id
        case .barButtonItem(let value): value.id
        case .navigationItem(let value): value.id
        case .tabBarItem(let value): value.id
        case .tableSection(let value): value.id ?? ""
        case .sceneObject(let value): value.id
        case .connection(let value): value.id
        }
    }

    /// Visits elements depth first until `match` returns true; returns that element.
    private static func search(_ scene: StoryboardScene, _ match: (StoryboardElement) -> Bool) -> StoryboardElement? {
        if let controller = scene.controller, let found = search(controller, match) { return found }
        for object in scene.otherObjects {
            if let found = visit(.sceneObject(object), match) { return found }
            if let view = object.view, let found = search(view, match) { return found }
            if let found = search(object.connections, match) { return found }
        }
        return nil
    }

    private static func visit(_ element: StoryboardElement, _ match: (StoryboardElement) -> Bool) -> StoryboardElement? {
        match(element) ? element : nil
    }

    private static func search(_ connections: [Connection], _ match: (StoryboardElement) -> Bool) -> StoryboardElement? {
        for connection in connections {
            if let found = visit(.connection(connection), match) { return found }
        }
        return nil
    }

    private static func search(_ controller: ControllerElement, _ match: (StoryboardElement) -> Bool) -> StoryboardElement? {
        if let found = visit(.controller(controller), match) { return found }
        if let view = controller.view, let found = search(view, match) { return found }
        for view in controller.otherViews {
            if let found = search(view, match) { return found }
        }
        if let item = controller.navigationItem {
            if let found = visit(.navigationItem(item), match) { return found }
            let items = item.leftBarButtonItems + item.rightBarButtonItems + [item.backBarButtonItem].compactMap { $0 }
            for barItem in items {
                if let found = search(barItem, match) { return found }
            }
            if let titleView = item.titleView, let found = search(titleView, match) { return found }
        }
        if let item = controller.tabBarItem, let found = visit(.tabBarItem(item), match) { return found }
        for barItem in controller.toolbarItems {
            if let found = search(barItem, match) { return found }
        }
        return search(controller.connections, match)
    }

    private static func search(_ item: BarButtonItemElement, _ match: (StoryboardElement) -> Bool) -> StoryboardElement? {
        if let found = visit(.barButtonItem(item), match) { return found }
        if let view = item.customView, let found = search(view, match) { return found }
        return search(item.connections, match)
    }

    private static func search(_ view: ViewElement, _ match: (StoryboardElement) -> Bool) -> StoryboardElement? {
        if let found = visit(.view(view), match) { return found }
        for child in view.subviews {
            if let found = search(child, match) { return found }
        }
        for cell in view.prototypes {
            if let found = search(cell, match) { return found }
        }
        for section in view.sections {
            if let found = visit(.tableSection(section), match) { return found }
            for cell in section.cells {
                if let found = search(cell, match) { return found }
            }
        }
        for item in view.barButtonItems {
            if let found = search(item, match) { return found }
        }
        return search(view.connections, match)
    }
}
