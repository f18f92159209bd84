import SimUIKit

/// The main screen ("Pets"): one button per pattern.
final class SelectionViewController: UIViewController {
    override class var ibActions: [IBActionBinding] {
        [
            .action("selectDog:", Self.selectDog),
            .action("showProfile:", Self.showProfile),
            .unwind("unwindToSelection:", Self.unwindToSelection),
        ]
    }

    @Outlet var titleLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Pick a pet"
    }

    /// Dogs: the Storyboarded protocol.
    @IBAction func selectDog(_ sender: Any) {
        self.navigationController?.pushViewController(DogsViewController.instantiate(), animated: true)
    }

    /// Profile: programmatic creation through a factory.
    @IBAction func showProfile(_ sender: Any) {
        let factory = ProfileSceneFactory(apiClient: APIClient())
        navigationController?.pushViewController(factory.makeProfileViewController(userID: "user-123"), animated: true)
    }

    /// Cats: segue property injection, the weaker pattern.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if segue.identifier == "showCats", let cats = segue.destination as? CatsViewController {
            cats.cats = ["Tom", "Luna"]
        }
    }

    /// Where the cat detail's "Done" unwinds to.
    @IBAction func unwindToSelection(_ segue: UIStoryboardSegue) {}
}
