import Foundation

extension UIApplication {
    /// The app delegate (`UIApplicationMain` made it from the app's description).
    public var delegate: (any UIApplicationDelegate)? {
        get { Simulator.shared.app.delegate }
        set { Simulator.shared.app.delegate = newValue }
    }

    /// The scenes connected now (the simulated iPhone has one window scene once launched).
    public var connectedScenes: Set<UIScene> { Set(Simulator.shared.app.scenes) }

    /// The sessions of the connected scenes.
    public var openSessions: Set<UISceneSession> { Set(Simulator.shared.app.scenes.map(\.session)) }

    /// An iPhone app shows one scene at a time.
    public var supportsMultipleScenes: Bool { false }

    /// Active once launched, background after ``simulateBackground()``.
    public var applicationState: State { Simulator.shared.app.state }

    public nonisolated static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public nonisolated static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public nonisolated static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")

    /// Launches `app` as `UIApplicationMain` does, in UIKit's order.
    ///
    /// Without scenes: the main storyboard's window is made and given to the delegate's `window`,
    /// `application(_:willFinishLaunchingWithOptions:)`, `application(_:didFinishLaunchingWithOptions:)`,
    /// the window is made key and visible (the root's `viewDidLoad`, `viewWillAppear`), then
    /// `applicationDidBecomeActive(_:)`; `viewDidAppear` follows on the run loop.
    ///
    /// With scenes: the two launch calls, `application(_:configurationForConnecting:options:)`,
    /// the scene and its delegate (with the storyboard's window in the delegate's `window`),
    /// `scene(_:willConnectTo:options:)`, the storyboard's window made visible (`viewDidLoad`,
    /// `viewWillAppear`), `sceneWillEnterForeground(_:)`, `sceneDidBecomeActive(_:)`; then
    /// `viewDidAppear` on the run loop. The app delegate hears of no activation.
    ///
    /// The order of the view controller's callbacks against the delegates' is not documented;
    /// this one is the one seen on devices (didFinishLaunching, willConnectTo, viewDidLoad,
    /// viewWillAppear, sceneWillEnterForeground, sceneDidBecomeActive, viewDidAppear).
    ///
    /// `system`: the iOS the device runs (see ``IOSVersion``). Before iOS 13 there are no scenes:
    /// an app with a scene delegate launches as an app without one (its app delegate's `window`
    /// gets the main storyboard's window; UIKit logs that a delegate without a `window` property
    /// cannot use a main storyboard).
    public func launch(_ app: AppDescription, on system: IOSVersion = .default) {
        let sim = Simulator.shared
        sim.system = system
        let usesScenes = app.usesScenes && system.hasScenes
        UIStoryboard.appBundle = app.bundle
        UIStoryboard.appModuleName = app.module
        guard app.makeDelegate != nil || app.usesScenes else {
            // A storyboard explored as it is: its initial controller in a window, nothing else.
            if let name = app.mainStoryboard { launch(mainStoryboard: name, bundle: app.bundle) }
            NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)
            becomeActive()
            return
        }
        sim.emit(TraceEvent(kind: .operation, name: "launch", arguments: [app.mainStoryboard.map { "\"\($0)\"" } ?? "(no storyboard)"]))
        let delegate = app.makeDelegate?()
        sim.app.delegate = delegate
        var legacyWindow: UIWindow?
        if let delegate, !usesScenes, let name = app.mainStoryboard {
            legacyWindow = storyboardWindow(name, bundle: app.bundle, scene: nil)
            delegate.window = legacyWindow
            if legacyWindow != nil, delegate.window !== legacyWindow {
                warn("[Application] The app delegate must implement the window property if it wants to use a main storyboard file.")
            }
        }
        if let delegate {
            call(delegate, "application(_:willFinishLaunchingWithOptions:)", "willFinishLaunchingWithOptions: nil") {
                _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
            }
            call(delegate, "application(_:didFinishLaunchingWithOptions:)", "didFinishLaunchingWithOptions: nil") {
                _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
            }
        }
        NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)
        if usesScenes {
            connectScene(app, delegate: delegate)
        } else if let delegate {
            // UIKit shows the storyboard's window after the launch (one made in code is made
            // visible by the delegate itself).
            if let window = legacyWindow ?? delegate.window, !window.isVisible { window.makeKeyAndVisible() }
            becomeActive()
        }
    }

    /// The window of a storyboard's initial controller (nil, with UIKit's message, when it has none).
    private func storyboardWindow(_ name: String, bundle: Bundle, scene: UIWindowScene?) -> UIWindow? {
        guard let root = UIStoryboard(name: name, bundle: bundle).instantiateInitialViewController() else {
            Simulator.shared.warn(
                "Failed to instantiate the default view controller for UIMainStoryboardFile '\(name)' - perhaps the designated entry point is not set?"
            )
            return nil
        }
        let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow()
        window.rootViewController = root
        return window
    }

    private func connectScene(_ app: AppDescription, delegate: (any UIApplicationDelegate)?) {
        let sim = Simulator.shared
        sim.app.sceneManifest = []
        let manifest = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        manifest.delegateClass = app.sceneDelegateClass
        manifest.storyboard = app.mainStoryboard.map { UIStoryboard(name: $0, bundle: app.bundle) }
        sim.app.sceneManifest = [manifest]
        let session = UISceneSession(role: .windowApplication, configuration: manifest)
        let options = UIScene.ConnectionOptions()
        if let delegate {
            call(
                delegate, "application(_:configurationForConnecting:options:)",
                "configurationForConnecting: \(manifest.name ?? "nil")"
            ) {
                session.configuration = delegate.application(self, configurationForConnecting: session, options: options)
            }
        }
        let configuration = session.configuration
        let scene = UIWindowScene(session: session, connectionOptions: options)
        session.scene = scene
        sim.app.scenes = [scene]
        sim.app.refs[ObjectIdentifier(scene)] = sim.makeRef(className: "UIWindowScene")
        var sceneDelegate: (any UIWindowSceneDelegate)?
        // The configuration names its delegate's class (a configuration without one gets no delegate,
        // as in UIKit); vcnav can make only the description's.
        if let make = app.makeSceneDelegate, let wanted = configuration.delegateClass,
            ObjectIdentifier(wanted) == app.sceneDelegateClass.map(ObjectIdentifier.init)
        {
            sceneDelegate = make()
        } else if let other = configuration.delegateClass {
            warn("[SceneConfiguration] cannot make a scene delegate of class \(objcClassName(other)): vcnav makes the app description's")
        }
        scene.delegate = sceneDelegate
        var storyboardWindow: UIWindow?
        if let storyboard = configuration.storyboard, let root = storyboard.instantiateInitialViewController() {
            let window = UIWindow(windowScene: scene)
            window.rootViewController = root
            sceneDelegate?.window = window
            storyboardWindow = window
        }
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        if let sceneDelegate {
            call(sceneDelegate, "scene(_:willConnectTo:options:)", "willConnectTo: \(ref(of: scene)), options: []") {
                sceneDelegate.scene(scene, willConnectTo: session, options: options)
            }
        }
        if let window = storyboardWindow, !window.isVisible { window.makeKeyAndVisible() }
        enterForeground(scene)
        becomeActive()
    }

    /// The scene (or, without scenes, the app) comes to the foreground and becomes active.
    private func enterForeground(_ scene: UIScene) {
        NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
        if let delegate = scene.delegate {
            call(delegate, "sceneWillEnterForeground(_:)", nil) { delegate.sceneWillEnterForeground(scene) }
        }
        scene.activationState = .foregroundInactive
    }

    private func becomeActive() {
        let sim = Simulator.shared
        sim.app.state = .active
        for scene in sim.app.scenes {
            scene.activationState = .foregroundActive
            NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
            if let delegate = scene.delegate { call(delegate, "sceneDidBecomeActive(_:)", nil) { delegate.sceneDidBecomeActive(scene) } }
        }
        if sim.app.scenes.isEmpty, let delegate = sim.app.delegate {
            call(delegate, "applicationDidBecomeActive(_:)", nil) { delegate.applicationDidBecomeActive(self) }
        }
        NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
    }

    /// The user goes to the home screen: the scene (or app) resigns active, then enters the
    /// background. View controllers hear nothing of it, as in UIKit (no `viewWillDisappear`).
    public func simulateBackground() {
        let sim = Simulator.shared
        guard sim.app.state == .active else { return }
        sim.app.state = .inactive
        for scene in sim.app.scenes {
            NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
            if let delegate = scene.delegate { call(delegate, "sceneWillResignActive(_:)", nil) { delegate.sceneWillResignActive(scene) } }
            scene.activationState = .foregroundInactive
        }
        if sim.app.scenes.isEmpty, let delegate = sim.app.delegate {
            call(delegate, "applicationWillResignActive(_:)", nil) { delegate.applicationWillResignActive(self) }
        }
        NotificationCenter.default.post(name: Self.willResignActiveNotification, object: self)
        sim.app.state = .background
        for scene in sim.app.scenes {
            scene.activationState = .background
            NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
            if let delegate = scene.delegate {
                call(delegate, "sceneDidEnterBackground(_:)", nil) { delegate.sceneDidEnterBackground(scene) }
            }
        }
        if sim.app.scenes.isEmpty, let delegate = sim.app.delegate {
            call(delegate, "applicationDidEnterBackground(_:)", nil) { delegate.applicationDidEnterBackground(self) }
        }
        NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
    }

    /// The user comes back to the app: it enters the foreground, then becomes active.
    public func simulateForeground() {
        let sim = Simulator.shared
        guard sim.app.state == .background else { return }
        for scene in sim.app.scenes { enterForeground(scene) }
        if sim.app.scenes.isEmpty, let delegate = sim.app.delegate {
            call(delegate, "applicationWillEnterForeground(_:)", nil) { delegate.applicationWillEnterForeground(self) }
        }
        NotificationCenter.default.post(name: Self.willEnterForegroundNotification, object: self)
        becomeActive()
    }

    /// The trace's name for a delegate or scene (`SceneDelegate#1`).
    private func ref(of object: AnyObject) -> ObjectRef {
        let sim = Simulator.shared
        let id = ObjectIdentifier(object)
        if let ref = sim.app.refs[id] { return ref }
        let ref = sim.makeRef(className: shortClassName(type(of: object)))
        sim.app.refs[id] = ref
        return ref
    }

    /// Reports a call to an app or scene delegate in the trace, then makes it.
    private func call(_ receiver: AnyObject, _ name: String, _ argument: String?, _ body: () -> Void) {
        Simulator.shared.emit(TraceEvent(kind: .delegate, subject: ref(of: receiver), name: name, arguments: argument.map { [$0] } ?? []))
        body()
    }

    private func warn(_ text: String) { Simulator.shared.warn(text) }
}
