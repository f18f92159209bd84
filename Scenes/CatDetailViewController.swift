import SimUIKit

/// A cat, injected by the `@IBSegueAction` of `CatsViewController`. "Done" unwinds to Pets.
final class CatDetailViewController: UIViewController {
    private let cat: String

    @Outlet var nameLabel: UILabel!

    init?(coder: NSCoder, cat: String) {
        self.cat = cat
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("Use the segue action with a cat")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = cat
        nameLabel.text = cat
    }
}
