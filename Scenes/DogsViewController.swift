import SimUIKit

/// The dogs list. Reached through `DogsViewController.instantiate()` (the Storyboarded protocol).
final class DogsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    @Outlet var tableView: UITableView!

    private let dogs = ["Rex", "Fido", "Bella"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        dogs.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "DogCell", for: indexPath)
        cell.textLabel?.text = dogs[indexPath.row]
        return cell
    }

    /// Dog detail: the storyboard creator closure gives the storyboard scene a real initializer.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let dog = dogs[indexPath.row]
        let detail = Storyboard.Dogs.instance.instantiateViewController(identifier: "DogDetailViewController") { coder in
            DogDetailViewController(coder: coder, dog: dog)
        }
        navigationController?.pushViewController(detail, animated: true)
    }
}

extension DogsViewController: Storyboarded {
    static func containingStoryboard() -> Storyboard {
        return .Dogs
    }
}
