import Foundation

extension UIApplication {
    /// Launches the app as `UIApplicationMain` does with a main storyboard: a window whose root is
    /// the storyboard's initial controller, made key and visible. Returns the window (nil when the
    /// storyboard has no entry point). Deferred work stays queued for `runUntilIdle()`.
    @discardableResult
    public func launch(mainStoryboard name: String, bundle: Bundle? = nil) -> UIWindow? {
        Simulator.shared.emit(TraceEvent(kind: .operation, name: "launch", arguments: ["\"\(name)\""]))
        let storyboard = UIStoryboard(name: name, bundle: bundle)
        guard let root = storyboard.instantiateInitialViewController() else {
            Simulator.shared.warn(
                "Failed to instantiate the default view controller for UIMainStoryboardFile '\(name)' - perhaps the designated entry point is not set?"
            )
            return nil
        }
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    /// Launches with a root controller made in code.
    @discardableResult
    public func launch(rootViewController: UIViewController) -> UIWindow {
        let window = UIWindow()
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        return window
    }
}
