import SimUIKit

/// Assembles the profile screen, as in "Use Factories When Construction Gets Busy".
/// (`@MainActor`: Swift 6 asks it of code that creates UIKit controllers.)
@MainActor
struct ProfileSceneFactory {
    let apiClient: APIClient

    func makeProfileViewController(userID: String) -> UIViewController {
        ProfileViewController(userID: userID, apiClient: apiClient)
    }
}

/// Made in code; no storyboard involved. Its dependencies are `let`s set by its initializer.
final class ProfileViewController: UIViewController {
    private let userID: String
    private let apiClient: APIClient

    init(userID: String, apiClient: APIClient) {
        self.userID = userID
        self.apiClient = apiClient
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("Use init(userID:apiClient:) instead")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = userID
        let label = UILabel(frame: CGRect(x: 20, y: 120, width: 353, height: 30))
        label.text = "Signed in as \(userID)"
        view.addSubview(label)
    }
}

final class APIClient {}
