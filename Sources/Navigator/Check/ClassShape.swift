@_spi(Reflection) import Swift
import Foundation
import SimUIKit

/// What a class declares, read from Swift's type metadata without creating an instance (a storyboard
/// controller's `init?(coder:)` may well trap): its stored properties and its Interface Builder actions.
@MainActor
struct ClassShape {
    /// Stored property names (wrappers appear as `_name`) and their types, superclasses included.
    let fields: [String: String]
    /// Selectors in the class's `ibActions` tables (superclasses included), by kind.
    let actions: [String: IBActionBinding.Kind]

    init(_ type: AnyClass) {
        var fields: [String: String] = [:]
        _ = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1)) { name, _, fieldType, _ in
            fields[String(cString: name)] = String(describing: fieldType)
            return true
        }
        self.fields = fields
        var actions: [String: IBActionBinding.Kind] = [:]
        var current: AnyClass? = type
        while let cls = current {
            if let responder = cls as? UIResponder.Type {
                for binding in responder.ibActions where actions[binding.selector] == nil {
                    actions[binding.selector] = binding.kind
                }
            }
            current = _getSuperclass(cls)
        }
        self.actions = actions
    }

    /// Whether a storyboard outlet named `property` can be connected.
    func outletProblem(_ property: String) -> String? {
        if let type = fields["_" + property], type.hasPrefix("Outlet<") || type.hasPrefix("Inspectable<") { return nil }
        if fields[property] != nil {
            return
                "outlet '\(property)' is a plain stored property: declare it `@Outlet var \(property)` so the storyboard can connect it (loading this scene raises NSUnknownKeyException)"
        }
        return nil
    }

    func hasProperty(_ property: String) -> Bool {
        fields[property] != nil || fields["_" + property] != nil
    }

    /// Whether a runtime attribute `keyPath` can be set.
    func acceptsRuntimeAttribute(_ keyPath: String) -> Bool {
        if keyPath == "title" || keyPath.contains(".") { return true }
        if let type = fields["_" + keyPath], type.hasPrefix("Inspectable<") || type.hasPrefix("Outlet<") { return true }
        return false
    }
}
