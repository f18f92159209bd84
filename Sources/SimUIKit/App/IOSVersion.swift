import Foundation

/// The iOS release whose lifecycle behaviours the simulator reproduces: the simulated device runs
/// it (`UIDevice.current.systemVersion`). The default is iOS 17; the others differ from it only in
/// the behaviours that changed between releases, each from Apple's documentation:
///
/// - The default modal presentation style. Before iOS 13 `modalPresentationStyle` defaulted to
///   `.fullScreen`, and on an iPhone (horizontally compact) sheets and popovers were shown full
///   screen too: the presenter disappeared (`viewWillDisappear`/`viewDidDisappear`) and nothing
///   could be swiped down. From iOS 13 the default is `.automatic`, which UIKit maps to
///   `.pageSheet`, and to `.formSheet` in iOS 18 and later (Apple's documentation of
///   `UIModalPresentationStyle.automatic`): a sheet leaves the presenter on screen, so it gets
///   none of those callbacks.
/// - `viewIsAppearing(_:)`: declared in the iOS 17 SDK (Xcode 15), and called on iOS 13 and
///   later ("This method deploys back to iOS 13", Apple's UIKit updates, June 2023; its symbol is
///   available from iOS 13.0): an app built with Xcode 15 gets it on iOS 13, 15 and 17, never on
///   iOS 12.
/// - Scenes: `UIScene` and the scene delegate exist from iOS 13. Before, UIKit ignores the scene
///   manifest: the app delegate's `window` holds the main storyboard's window, and the app
///   delegate hears of activation.
public enum IOSVersion: Int, CaseIterable, Sendable, Comparable, LosslessStringConvertible {
    case iOS12 = 12
    case iOS13 = 13
    case iOS15 = 15
    case iOS17 = 17
    case iOS18 = 18

    /// iOS 17: what every golden transcript shows.
    public static let `default` = IOSVersion.iOS17

    /// The major version (`12`).
    public var description: String { String(rawValue) }

    /// `12`, `13`, `15`, `17` or `18`.
    public init?(_ description: String) {
        guard let major = Int(description), let version = IOSVersion(rawValue: major) else { return nil }
        self = version
    }

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `UIDevice.current.systemVersion`: `17.0`.
    public var systemVersion: String { "\(rawValue).0" }

    /// Whether UIKit calls `viewIsAppearing(_:)` (iOS 13 and later, for an app built with Xcode 15).
    public var callsViewIsAppearing: Bool { self >= .iOS13 }

    /// Whether an app with a scene delegate launches into a scene (iOS 13 and later).
    public var hasScenes: Bool { self >= .iOS13 }

    /// The style a presentation in `style` gets on an iPhone running this release: `.automatic`
    /// resolved, and before iOS 13 the sheets and popovers a compact width shows full screen.
    public func presentationStyle(for style: UIModalPresentationStyle) -> UIModalPresentationStyle {
        switch (self, style) {
        case (.iOS12, .automatic), (.iOS12, .pageSheet), (.iOS12, .formSheet), (.iOS12, .popover): .fullScreen
        case (.iOS18, .automatic): .formSheet
        case (_, .automatic): .pageSheet
        default: style
        }
    }
}
