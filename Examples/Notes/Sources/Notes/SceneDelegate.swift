import SimUIKit

/// The scene delegate: makes the window in code, with the list of notes in a navigation controller,
/// and saves the notes when the app goes to the background.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    private var store: NoteStore? { (UIApplication.shared.delegate as? AppDelegate)?.store }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene, let store else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: NotesViewController(store: store))
        self.window = window
        window.makeKeyAndVisible()
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        store?.save()
    }
}
