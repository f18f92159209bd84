import Foundation

/// Sets a storyboard's outlets and outlet collections on whatever object owns them, as UIKit's
/// nib loading does with key-value coding: a controller, a view (a cell's outlets to its
/// subviews, a table's `dataSource`), a gesture recognizer.
///
/// The owner's class says which keys it takes: UIKit's own properties through
/// ``UIResponder/connectOutlet(_:to:)`` (each class in its own file), an app's through its
/// `@Outlet` (or `@Inspectable`) wrappers, found with `Mirror`.
@preconcurrency @MainActor
enum StoryboardOutlets {
    /// Connects every `<outlet>` and `<outletCollection>` in `connections` on `owner`, taking the
    /// destinations from `objects`. A collection is filled in the order its connections are
    /// written, once, with all its objects.
    static func connect(_ connections: [Connection], owner: AnyObject, objects: [String: AnyObject], ownerIsStandIn: Bool) {
        var collections: [(property: String, objects: [AnyObject])] = []
        for case .outlet(let outlet) in connections {
            guard let object = objects[outlet.destination] else { continue }
            if outlet.isCollection {
                if let index = collections.firstIndex(where: { $0.property == outlet.property }) {
                    collections[index].objects.append(object)
                } else {
                    collections.append((outlet.property, [object]))
                }
            } else {
                set(outlet.property, on: owner, to: object, isCollection: false, ownerIsStandIn: ownerIsStandIn)
            }
        }
        for collection in collections {
            set(collection.property, on: owner, to: collection.objects, isCollection: true, ownerIsStandIn: ownerIsStandIn)
        }
    }

    /// Sets one outlet. A key the owner lacks raises `NSUnknownKeyException`, as on a device;
    /// except on a stand-in (its class is not here: the value is recorded for the inspector), and
    /// on SimUIKit's own classes, whose UIKit properties the simulator may not model (a warning).
    private static func set(_ property: String, on owner: AnyObject, to value: Any, isCollection: Bool, ownerIsStandIn: Bool) {
        if let responder = owner as? UIResponder, responder.connectOutlet(property, to: value) { return }
        if let recognizer = owner as? UIGestureRecognizer, recognizer.connectOutlet(property, to: value) { return }
        switch KeyValueCoding.storage(forKey: property, in: owner) {
        case let outlet as OutletBase:
            if !outlet.connect(value) {
                Simulator.shared.warn(
                    "[Storyboard] outlet '\(property)' of \(objcClassName(type(of: owner))) cannot hold \(describe(value)); left nil")
            }
        case let storage as KeyValueStorage:
            _ = storage.setValue(value)
        default:
            if ownerIsStandIn {
                (owner as? UIViewController)?.recordedStoryboardValues.append(
                    PropertyValue(
                        name: property, value: ValueRenderer.render(value), isNil: false, isOutlet: true, typeName: describe(value)))
            } else if isSimUIKitClass(type(of: owner)) {
                Simulator.shared.warn(
                    "[Storyboard] \(objcClassName(type(of: owner))).\(property) is not simulated: the outlet\(isCollection ? " collection" : "") is left unset"
                )
            } else {
                KeyValueCoding.undefinedKey(property, on: owner)
            }
        }
    }

    private static func describe(_ value: Any) -> String {
        if let objects = value as? [AnyObject] { return "[\(objects.first.map { objcClassName(type(of: $0)) } ?? "")]" }
        return objcClassName(type(of: value as AnyObject))
    }

    /// `value` as the type a UIKit property holds (a delegate protocol); nil, with a warning,
    /// when the storyboard connected an object that is not one.
    static func value<T>(_ value: Any, as type: T.Type, for key: String, of owner: AnyObject) -> T? {
        if let typed = value as? T { return typed }
        Simulator.shared.warn(
            "[Storyboard] outlet '\(key)' of \(objcClassName(Swift.type(of: owner))) cannot hold \(describe(value)), which is not a \(T.self); left nil"
        )
        return nil
    }
}
