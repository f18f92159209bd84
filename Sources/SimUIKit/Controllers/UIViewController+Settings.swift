import Foundation

/// The status bar's colour scheme.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}

/// Interface orientations a controller supports.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light, dark
}

/// Size classes (an iPhone in portrait: compact width, regular height).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact, regular
}

/// The kind of device.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// The environment a controller or view is shown in: always the simulated iPhone in portrait,
/// light unless `overrideUserInterfaceStyle` says otherwise (the phone never rotates or
/// changes appearance, so traits never change and no trait-change callback is called).
@preconcurrency @MainActor
public final class UITraitCollection: NSObject {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass = .compact
    public let verticalSizeClass: UIUserInterfaceSizeClass = .regular
    public let userInterfaceIdiom: UIUserInterfaceIdiom = .phone
    public let displayScale: Double = 3

    init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        super.init()
    }

    /// The traits of the simulated phone with `style` (`.unspecified` means light).
    static func phone(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        UITraitCollection(userInterfaceStyle: style == .unspecified ? .light : style)
    }
}

extension UIViewController {
    /// The phone's traits; the style is the nearest `overrideUserInterfaceStyle` among this
    /// controller, its parents and presenters, then the window's, as UIKit inherits it.
    public var traitCollection: UITraitCollection {
        var current: UIViewController = self
        while true {
            if current.overrideUserInterfaceStyle != .unspecified { return .phone(current.overrideUserInterfaceStyle) }
            guard let next = current.engine.parent ?? current.engine.presenting else { break }
            current = next
        }
        return current.storedView?.superview?.traitCollection ?? .phone(.unspecified)
    }
}

extension UIView {
    /// The traits of the view's own `overrideUserInterfaceStyle`, else those of the controller it
    /// belongs to, else its superview's (a window's: its own override, else light).
    public var traitCollection: UITraitCollection {
        if overrideUserInterfaceStyle != .unspecified { return .phone(overrideUserInterfaceStyle) }
        if let controller = owningViewController { return controller.traitCollection }
        return superview?.traitCollection ?? .phone(.unspecified)
    }

    /// The insets of an iPhone 15's status bar and home indicator, for a view in a window.
    public var safeAreaInsets: UIEdgeInsets {
        window == nil ? .zero : UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    }
}
