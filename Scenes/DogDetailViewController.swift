import SimUIKit

/// A dog, injected through `init?(coder:dog:)` by a storyboard creator closure.
final class DogDetailViewController: UIViewController {
    private let dog: String

    @Outlet var nameLabel: UILabel!

    init?(coder: NSCoder, dog: String) {
        self.dog = dog
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("Use storyboard creator with dog")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = dog
        nameLabel.text = dog
    }
}
