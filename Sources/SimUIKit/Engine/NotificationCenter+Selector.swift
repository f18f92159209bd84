import Foundation

/// Observers added with a selector: `NotificationCenter` on Linux has only the block API, so each
/// one is a block observer that calls the selector through the observer's `ibActions`.
final class SelectorObservers: @unchecked Sendable {
    static let shared = SelectorObservers()

    private struct Entry {
        weak var center: NotificationCenter?
        weak var observer: AnyObject?
        var name: NSNotification.Name?
        weak var object: AnyObject?
        var hasObject: Bool
        var token: NSObjectProtocol
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    func add(center: NotificationCenter, observer: AnyObject, name: NSNotification.Name?, object: Any?, token: NSObjectProtocol) {
        let object = object.map { $0 as AnyObject }
        lock.withLock {
            entries.append(Entry(center: center, observer: observer, name: name, object: object, hasObject: object != nil, token: token))
        }
    }

    /// Removes `observer`'s entries for `name` and `object` (nil matching any) from `center`,
    /// returning their block tokens; entries whose observer is gone go too.
    func remove(center: NotificationCenter, observer: AnyObject?, name: NSNotification.Name?, object: Any?) -> [NSObjectProtocol] {
        let object = object.map { $0 as AnyObject }
        return lock.withLock {
            var removed: [NSObjectProtocol] = []
            entries.removeAll { entry in
                let gone = entry.observer == nil
                let matches =
                    entry.center === center && entry.observer === observer && (name == nil || entry.name == name)
                    && (object == nil || entry.object === object)
                guard gone || matches else { return false }
                removed.append(entry.token)
                return true
            }
            return removed
        }
    }
}

extension NotificationCenter {
    /// Calls `selector` on `observer` for each matching notification, with the notification as
    /// its argument (`@objc func keyboardWillShow(_ note: Notification)`, or no argument). As on
    /// iOS 9 and later, the center does not keep the observer alive, and stops calling it once it
    /// is gone. The method must be in the observer's `ibActions`; a missing one raises
    /// `unrecognized selector sent to instance` when a notification arrives, as on a device.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = observer as AnyObject
        let call = SelectorCall(target: target, selector: aSelector, retains: false)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            call.fire(with: [notification])
        }
        SelectorObservers.shared.add(center: self, observer: target, name: aName, object: anObject, token: token)
    }

    /// Removes every registration of `observer`: those added with a selector, and Foundation's.
    public func removeObserver(_ observer: AnyObject) {
        for token in SelectorObservers.shared.remove(center: self, observer: observer, name: nil, object: nil) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s registrations for a name and an object (nil matches any).
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        for token in SelectorObservers.shared.remove(center: self, observer: observer, name: aName, object: anObject) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}
