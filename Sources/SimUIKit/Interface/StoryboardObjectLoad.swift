import Foundation

/// One load of storyboard objects, as UIKit loads a nib: a scene's view with its top-level
/// objects (gesture recognizers, extra views), or one copy of a prototype cell. Every object is
/// made first (decoded in `init(coder:)`; with the views, their layout guides, a collection view's
/// layout object and, once every view exists, their constraints), then every connection is made
/// (outlets, outlet collections, actions, the segues controls fire), then each view gets
/// `awakeFromNib()`. Whatever an outlet may name is an object of the load by its XML id.
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
    /// The views whose `<constraints>` are made once every view of the load exists.
    private var constrained: [(view: UIView, element: ViewElement)] = []

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
        for (key, id) in element.layoutGuides {
            switch key {
            case "safeArea": register(view.safeAreaLayoutGuide, id: id)
            case "layoutMargins": register(view.layoutMarginsGuide, id: id)
            default: break
            }
        }
        if let layout = element.collectionViewLayout, let collection = view as? UICollectionView {
            register(collection.collectionViewLayout, id: layout.id)
        }
        if !element.constraints.isEmpty { constrained.append((view, element)) }
    }

    /// Registers a controller's top and bottom layout guides (`<viewControllerLayoutGuide>`, from
    /// before the safe area) as guides of its root view, so that constraints and outlets find them.
    func registerLayoutGuides(_ guides: [String: String], of root: UIView) {
        for (type, id) in guides.sorted(by: { $0.key < $1.key }) {
            let guide = UILayoutGuide()
            guide.identifier = type == "top" ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
            root.addLayoutGuide(guide)
            register(guide, id: id)
        }
    }

    /// Makes the `NSLayoutConstraint` of every `<constraint>` of the load's views, registered by
    /// XML id: installed on the view that holds it (in its `constraints`, active) unless the
    /// size class the phone shows leaves it out (a `<variation>`'s mask), in which case it exists,
    /// inactive, for the outlets that hold it. A "Remove at build time" constraint is not made; nor
    /// is one whose item is not an object of the load.
    func makeConstraints() {
        for (view, element) in constrained {
            let uninstalled = Self.uninstalledConstraintIDs(element.constraintVariations)
            for constraint in element.constraints where !constraint.isPlaceholder {
                guard let made = makeConstraint(constraint, heldBy: view) else { continue }
                register(made, id: constraint.id)
                if !uninstalled.contains(constraint.id) { view.addConstraint(made) }
            }
        }
        constrained.removeAll()
    }

    private func makeConstraint(_ element: ConstraintElement, heldBy view: UIView) -> NSLayoutConstraint? {
        // No `firstItem`: the view whose `<constraints>` hold it.
        var first: AnyObject = view
        if let id = element.firstItem {
            guard let item = objects[id] else { return nil }
            first = item
        }
        var second: AnyObject?
        if let id = element.secondItem {
            guard let item = objects[id] else { return nil }
            second = item
        }
        let relation: NSLayoutConstraint.Relation =
            switch element.relation {
            case "greaterThanOrEqual": .greaterThanOrEqual
            case "lessThanOrEqual": .lessThanOrEqual
            default: .equal
            }
        let constraint = NSLayoutConstraint(
            item: first, attribute: Self.attribute(element.firstAttribute), relatedBy: relation, toItem: second,
            attribute: second == nil ? .notAnAttribute : Self.attribute(element.secondAttribute ?? ""),
            multiplier: CGFloat(element.multiplier), constant: CGFloat(element.constant))
        constraint.priority = UILayoutPriority(element.priority)
        constraint.identifier = element.identifier
        return constraint
    }

    /// The attribute Interface Builder writes by name (`baseline` is `lastBaseline`).
    static func attribute(_ name: String) -> NSLayoutConstraint.Attribute {
        switch name {
        case "left": .left
        case "right": .right
        case "top": .top
        case "bottom": .bottom
        case "leading": .leading
        case "trailing": .trailing
        case "width": .width
        case "height": .height
        case "centerX": .centerX
        case "centerY": .centerY
        case "baseline", "lastBaseline": .lastBaseline
        case "firstBaseline": .firstBaseline
        case "leftMargin": .leftMargin
        case "rightMargin": .rightMargin
        case "topMargin": .topMargin
        case "bottomMargin": .bottomMargin
        case "leadingMargin": .leadingMargin
        case "trailingMargin": .trailingMargin
        case "centerXWithinMargins": .centerXWithinMargins
        case "centerYWithinMargins": .centerYWithinMargins
        default: .notAnAttribute
        }
    }

    /// The constraints a phone held upright does not install: those the `default` variation
    /// excludes, unless a variation for its size class (compact width, regular height) includes
    /// them again; and those such a variation excludes.
    static func uninstalledConstraintIDs(_ variations: [ConstraintVariation]) -> Set<String> {
        var uninstalled: Set<String> = []
        let applicable = variations.filter(\.appliesToPortraitPhone)
        for variation in applicable where variation.key == "default" { uninstalled.formUnion(variation.excluded) }
        for variation in applicable where variation.key != "default" {
            uninstalled.subtract(variation.included)
            uninstalled.formUnion(variation.excluded)
        }
        return uninstalled
    }

    /// A top-level gesture recognizer of the scene or nib (`<tapGestureRecognizer>`...), made and
    /// registered with its connections; nil for an object that is not one.
    func makeRecognizer(_ object: SceneObject) -> UIGestureRecognizer? {
        guard let cls = StoryboardViewClass.gestureRecognizer(forElement: object.elementName) else { return nil }
        let recognizer = cls.makeForStoryboard()
        register(recognizer, id: object.id)
        addConnections(object.connections, of: recognizer)
        return recognizer
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
        constrained.removeAll()
    }
}
