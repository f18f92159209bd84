import UIKit
import os.log

/// Notes. The words @IBOutlet and #selector(save) in this comment are not code.
class NotesViewController: UITableViewController {
    @IBOutlet weak var countLabel: UILabel!
    @IBOutlet private(set) weak var editButton: UIBarButtonItem?
    @IBOutlet var cells: [UITableViewCell]!

    var notes: [String: Array<Set<String>>] = [:]
    let banner = #"Tap "+" to add a note; @IBAction is not here"#

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(
            self, selector: #selector(notesChanged(_:)), name: .notesChanged, object: nil)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
    }

    @IBAction
    func add() {
        os_log("add")
    }

    @IBAction func refresh(_ sender: Any? = nil) {
        tableView.reloadData()
    }

    @objc private func notesChanged(_ notification: Notification) {
        countLabel.text = "\(notes.count) notes"
    }

    @IBAction func unwindToNotes(_ segue: UIStoryboardSegue) {}
}

extension Notification.Name {
    static let notesChanged = Notification.Name("notesChanged")
}
