extension StoryboardDocument {
    /// The controller whose XML `id` is `id`.
    public func controller(withID id: String) -> ControllerElement? {
        guard let scene = scene(containingID: id), let controller = scene.controller, controller.id == id else {
            return nil
        }
        return controller
    }

    /// The controller whose Storyboard ID (`storyboardIdentifier`) is
    /// `identifier`: what `instantiateViewController(withIdentifier:)` finds.
    /// With duplicates (a problem), the first in the file.
    public func controller(withStoryboardIdentifier identifier: String) -> ControllerElement? {
        guard let index = sceneIndexByStoryboardID[identifier], scenes.indices.contains(index) else { return nil }
        return scenes[index].controller
    }

    /// The entry point (`initialViewController`), if it names a controller.
    public var initialController: ControllerElement? {
        initialViewControllerID.flatMap { controller(withID: $0) }
    }

    /// Every scene's controller, in document order.
    public var allControllers: [ControllerElement] {
        scenes.compactMap(\.controller)
    }

    /// The scene holding the element with XML id `id`.
    public func scene(containingID id: String) -> StoryboardScene? {
        guard let index = sceneIndexByID[id], scenes.indices.contains(index) else { return nil }
        return scenes[index]
    }

    /// The controller, view, bar item, scene object or connection with XML id `id`.
    /// Elements the model does not keep (constraints, layout guides) are not found.
    public func element(withID id: String) -> StoryboardElement? {
        guard let scene = scene(containingID: id) else { return nil }
        return ElementFinder.element(withID: id, in: scene)
    }

    /// Every segue of every scene, in document order.
    public var allSegues: [SegueElement] {
        scenes.flatMap { scene -> [SegueElement] in
            var segues = scene.controller?.segues ?? []
            for object in scene.otherObjects {
                for case .segue(let segue) in object.connections { segues.append(segue) }
            }
            return segues
        }
    }

    /// How many scenes have each kind of controller, keyed by element name
    /// (`viewController`, `navigationController`...); scenes without one count as `none`.
    public var sceneCountsByKind: [String: Int] {
        var counts: [String: Int] = [:]
        for scene in scenes { counts[scene.controller?.elementName ?? "none", default: 0] += 1 }
        return counts
    }

    /// How many segues there are of each kind.
    public var segueCountsByKind: [SegueKind: Int] {
        var counts: [SegueKind: Int] = [:]
        for segue in allSegues { counts[segue.kind, default: 0] += 1 }
        return counts
    }
}
