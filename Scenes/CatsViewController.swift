import SimUIKit

/// The cats list. Its `cats` arrive after init, in the presenter's `prepare(for:sender:)`:
/// between `init?(coder:)` and `prepare` it exists half-built.
final class CatsViewController: UIViewController, UITableViewDataSource {
    override class var ibActions: [IBActionBinding] {
        [
            .segueAction("makeCatDetail:sender:", Self.makeCatDetail)
        ]
    }

    var cats: [String]?

    @Outlet var tableView: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cats?.count ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "CatCell", for: indexPath)
        cell.textLabel?.text = cats?[indexPath.row]
        return cell
    }

    /// Cat detail: an `@IBSegueAction` builds the destination with its dependency.
    @IBSegueAction func makeCatDetail(_ coder: NSCoder, sender: Any?) -> CatDetailViewController? {
        guard let cell = sender as? UITableViewCell, let cat = cell.textLabel?.text else { return nil }
        return CatDetailViewController(coder: coder, cat: cat)
    }
}
