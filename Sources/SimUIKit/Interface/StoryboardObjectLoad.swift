import Foundation

/// One load of storyboard objects, as UIKit loads a nib: a scene's view with its top-level
/// objects (gesture recognizers, extra views), or one copy of a prototype cell. Every object is
/// made first (decoded in `init(coder:)`), then every connection is made (outlets, outlet
/// collections, actions, the segues controls fire), then each view gets `awakeFromNib()`.
@preconcurrency @MainActor
final class StoryboardObjectLoad {
    /// The objects made, by XML id: the connections' destinations.
    private(set) var objects: [String: AnyObject] = [:]
    /// The objects whose `<connections>` are made once everything exists, in document order.
    private(set) var owners: [(object: AnyObject, connections: [Connection])] = []
    /// The views made, in document order: they get `awakeFromNib()`.
    private(set) var views: [UIView] = []
    /// The XML ids of views whose custom class was not found (a stand-in `UIView`): their outlets
    /// are not the app's to check.
    private(set) var standInIDs: Set<String> = []

    /// Registers an object that connections may name (the scene's controller, a recognizer).
    func register(_ object: AnyObject, id: String) {
        if !id.isEmpty { objects[id] = object }
    }

    /// Registers a view made from `element`, with its connections.
    func register(_ view: UIView, element: ViewElement, isStandIn: Bool) {
        register(view, id: element.id)
        views.append(view)
        if isStandIn { standInIDs.insert(element.id) }
        if !element.connections.isEmpty { owners.append((view, element.connections)) }
    }

    /// Registers an object's connections (a controller's, a recognizer's).
    func addConnections(_ connections: [Connection], of object: AnyObject) {
        if !connections.isEmpty { owners.append((object, connections)) }
    }

    /// The object with this XML id, if it was made here.
    func object(withID id: String) -> AnyObject? { objects[id] }

    /// Whether the object made for `id` is a stand-in for a class that is not here.
    func isStandIn(_ id: String) -> Bool { standInIDs.contains(id) }

    /// Drops every reference (the scene must not be kept alive by a finished load).
    func clear() {
        objects.removeAll()
        owners.removeAll()
        views.removeAll()
    }
}
