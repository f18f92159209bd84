import Foundation

extension SimulatedUser {
    /// A scheduled notification arrives and the person opens it, as on a device: the pending
    /// request `identifier` (the first one scheduled when nil) is delivered; while the app is
    /// active its notification center's delegate is asked how to present it
    /// (`userNotificationCenter(_:willPresent:withCompletionHandler:)`); then the delegate gets
    /// the person's response (`userNotificationCenter(_:didReceive:withCompletionHandler:)`):
    /// opening it (`UNNotificationDefaultActionIdentifier`), or `action`, one of its category's
    /// actions. Its trigger's time is not waited for: the person is the clock.
    public func receiveNotification(_ identifier: String? = nil, action: String? = nil) throws(Failure) {
        let center = UNUserNotificationCenter.current()
        let pending = center.pendingIdentifiers
        try act { () throws(Failure) in
            guard let request = center.pendingRequest(identifier) else {
                throw Failure(.noNotification(identifier, pending: pending))
            }
            let offered = center.actions(for: request).map(\.identifier)
            if let action, !offered.contains(action), action != UNNotificationDismissActionIdentifier {
                throw Failure(.noNotificationAction(action, offered: offered))
            }
            let notification = center.deliver(request)
            let delegate = center.delegate
            if UIApplication.shared.applicationState == .active {
                delegate?.userNotificationCenter(center, willPresent: notification) { _ in }
            }
            let response = UNNotificationResponse(
                notification: notification, actionIdentifier: action ?? UNNotificationDefaultActionIdentifier)
            delegate?.userNotificationCenter(center, didReceive: response) {}
        }
    }
}
