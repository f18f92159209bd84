import Foundation

/// The trace's names for objects that are not controllers (a table's data source, a navigation
/// controller's delegate, the app and scene delegates): the class and a number in order of first
/// mention, `NotesDataSource#1`, stable for the object's life and never an address. A controller
/// keeps its own name (`traceRef`).
@preconcurrency @MainActor
struct TraceNames {
    private struct Entry {
        weak var object: AnyObject?
        var ref: ObjectRef
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The name of `object`, made on its first mention. An identifier that a deallocated object
    /// left behind names the new object afresh.
    mutating func ref(of object: AnyObject, making: (String) -> ObjectRef) -> ObjectRef {
        if let controller = object as? UIViewController { return controller.traceRef }
        let id = ObjectIdentifier(object)
        if let entry = entries[id], entry.object === object { return entry.ref }
        let ref = making(shortClassName(type(of: object)))
        entries[id] = Entry(object: object, ref: ref)
        return ref
    }
}
