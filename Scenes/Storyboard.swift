import SimUIKit

/// The app's storyboards, as in "How to instantiate UIViewController from Storyboard": the
/// Storyboard ID of each scene is its class name. (`@MainActor` is the one change Swift 6 asks of
/// the article's code: UIKit's classes are main-actor isolated.)
@MainActor
enum Storyboard: String {
    case Selection
    case Dogs
    case Cats
    case Pitfalls

    var instance: UIStoryboard {
        return UIStoryboard(name: self.rawValue, bundle: Bundle.main)
    }

    func viewController<T: UIViewController>() -> T {
        let identifier = String(describing: T.self)
        guard let viewController = self.instance.instantiateViewController(withIdentifier: identifier) as? T else {
            fatalError("Failed to instantiate view controller with identifier \(identifier)")
        }
        return viewController
    }
}

/// A controller that lives in a storyboard under a Storyboard ID equal to its class name.
@MainActor
protocol Storyboarded {
    static func containingStoryboard() -> Storyboard
}

extension Storyboarded where Self: UIViewController {
    static func instantiate() -> Self {
        let controller: Self = containingStoryboard().viewController()
        return controller
    }
}
