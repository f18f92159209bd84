import Foundation

/// A class whose instances take default looks from a proxy (`UINavigationBar.appearance()`):
/// UIView and UIBarItem and their subclasses.
///
/// Kept, not simulated: the proxy takes every setting an app makes (it is an instance of the
/// class, so every property and method is there), and nothing is applied to the instances,
/// because colours, fonts and bar images are not drawn on the simulated screen.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {}

/// A container an appearance can be limited to (`appearance(whenContainedInInstancesOf:)`).
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

@preconcurrency @MainActor
enum AppearanceProxies {
    /// One proxy per class, made the first time the app asks for it.
    static var proxies: [ObjectIdentifier: AnyObject] = [:]

    static func proxy<T: AnyObject>(for type: T.Type, make: () -> T) -> T {
        if let proxy = proxies[ObjectIdentifier(type)] as? T { return proxy }
        let proxy = make()
        proxies[ObjectIdentifier(type)] = proxy
        return proxy
    }
}

extension UIView: UIAppearance, UIAppearanceContainer {
    /// The class's appearance proxy (kept, not applied: see `UIAppearance`). It is made with
    /// `init(coder:)` and an empty coder, as an instance of the class.
    public class func appearance() -> Self {
        AppearanceProxies.proxy(for: self) { Self(coder: ViewCoder(element: nil))! }
    }

    /// The proxy for instances inside `containerTypes` (the same proxy: kept, not applied).
    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearance()
    }

    /// The proxy for a trait collection (the same proxy: kept, not applied).
    public class func appearance(for trait: UITraitCollection) -> Self { appearance() }
}

extension UIViewController: UIAppearanceContainer {}

extension UIBarItem: UIAppearance {
    /// The class's appearance proxy (kept, not applied: see `UIAppearance`).
    public class func appearance() -> Self {
        AppearanceProxies.proxy(for: self) { Self(coder: NSCoder())! }
    }

    /// The proxy for instances inside `containerTypes` (the same proxy: kept, not applied).
    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearance()
    }
}
