import Foundation

/// How the device is held.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The simulated device: an iPhone 15 running iOS 17 (or the ``IOSVersion`` it was launched on), held in portrait. It
/// never rotates, so no orientation notification is ever posted; the battery is not monitored.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The battery's state.
    public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }

    /// The device the app runs on.
    public static let current = UIDevice()

    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")

    /// The user's name for the device (since iOS 16, the model's name without a special entitlement).
    open var name: String { "iPhone" }
    open var model: String { "iPhone" }
    open var localizedModel: String { "iPhone" }
    open var systemName: String { "iOS" }
    open var systemVersion: String { Simulator.shared.system.systemVersion }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// Portrait: the simulated phone is held upright and never turned.
    open var orientation: UIDeviceOrientation { .portrait }
    open var isGeneratingDeviceOrientationNotifications: Bool { generatesOrientationNotifications }
    private var generatesOrientationNotifications = false
    /// The same identifier for the app's whole run, as a device keeps it for a vendor.
    public let identifierForVendor: UUID? = UUID()
    open var isMultitaskingSupported: Bool { true }
    /// Battery monitoring: the level is -1 and the state unknown until it is enabled, as in UIKit;
    /// enabled, the simulated battery is full and charging.
    open var isBatteryMonitoringEnabled = false
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    open var isProximityMonitoringEnabled = false
    open var proximityState: Bool { false }

    open func beginGeneratingDeviceOrientationNotifications() { generatesOrientationNotifications = true }
    open func endGeneratingDeviceOrientationNotifications() { generatesOrientationNotifications = false }
    /// The keyboard click (no sound here).
    open func playInputClick() {}
}
