import Foundation

@testable import SimUIKit

/// The classes Outlets.storyboard names (`customModule="SimUIKitTests"`).
final class OutletsFormViewController: UIViewController, UITextFieldDelegate, UIPickerViewDataSource, UIPickerViewDelegate {
    override class var ibActions: [IBActionBinding] {
        [
            .action("ended:", Self.ended), .action("exited:", Self.exited), .action("primary:", Self.primary),
            .action("dragged:", Self.dragged), .action("rate:", Self.rate), .action("tapped:", Self.tapped),
        ]
    }

    @Outlet var nameField: UITextField!
    @Outlet var badge: OutletsBadgeView!
    @Outlet var starButtons: [UIButton]!
    @Outlet var overlay: UIView!
    @Outlet var spareDatePicker: UIDatePicker!
    @Outlet var plainTap: UITapGestureRecognizer!
    @Outlet var labels: [UILabel]!
    /// What happened, in order.
    var events: [String] = []
    var badgeAwakeWhenViewDidLoad = false

    override func viewDidLoad() {
        super.viewDidLoad()
        badgeAwakeWhenViewDidLoad = badge.awoke
    }

    @IBAction func ended(_ sender: UITextField) { events.append("editingDidEnd") }
    @IBAction func exited(_ sender: UITextField) { events.append("editingDidEndOnExit") }
    @IBAction func primary(_ sender: UITextField) { events.append("primaryActionTriggered") }
    @IBAction func dragged(_ sender: UITextField) { events.append("touchDragInside") }
    @IBAction func rate(_ sender: UIButton) { events.append("rate \(starButtons.firstIndex(of: sender).map(String.init) ?? "?")") }
    @IBAction func tapped(_ sender: UITapGestureRecognizer) { events.append("tapped \((sender.view as? UILabel)?.text ?? "?")") }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        events.append("textFieldShouldReturn")
        return true
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { ["Tea", "Coffee"][row] }
}

/// A custom view with outlets of its own (to its subview and to the scene's controller).
final class OutletsBadgeView: UIView {
    @Outlet var titleLabel: UILabel!
    @Outlet var owner: OutletsFormViewController!
    /// What the outlets held when `awakeFromNib` ran.
    var awoke = false
    var textAtAwake: String?

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
        textAtAwake = titleLabel?.text
    }
}

/// Xcode's cell template (an `awakeFromNib` and a `setSelected(_:animated:)` override), with
/// outlets to its subviews and an action its own button sends to it.
final class OutletsTaskCell: UITableViewCell {
    override class var ibActions: [IBActionBinding] { [.action("toggleDone:", Self.toggleDone)] }

    @Outlet var titleLabel: UILabel!
    @Outlet var doneButton: UIButton!
    var awakeCount = 0
    var selections: [Bool] = []
    var reuses = 0
    var done = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awakeCount += 1
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        selections.append(selected)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }

    @IBAction func toggleDone(_ sender: UIButton) { done.toggle() }
}

/// Two kinds of rows: tasks (a custom cell) and a subtitle cell with a detail disclosure button.
final class OutletsTaskListViewController: UITableViewController {
    var tasks = ["Walk", "Feed"]
    var madeBy = "coder"
    var prepared: [String] = []
    var accessoryTaps: [IndexPath] = []

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? tasks.count : 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard indexPath.section == 0 else {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Info", for: indexPath)
            cell.textLabel?.text = "About"
            cell.detailTextLabel?.text = "Version 1"
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Task", for: indexPath) as! OutletsTaskCell
        cell.titleLabel.text = tasks[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        accessoryTaps.append(indexPath)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append(segue.identifier ?? "?")
    }
}

final class OutletsDetailViewController: UIViewController {}

/// A navigation controller whose root relationship segue names a segue action.
final class OutletsNavigationController: UINavigationController {
    override class var ibActions: [IBActionBinding] { [.segueAction("makeRoot:", Self.makeRoot)] }

    @IBSegueAction func makeRoot(_ coder: NSCoder) -> OutletsTaskListViewController? {
        let root = OutletsTaskListViewController(coder: coder)
        root?.madeBy = "makeRoot:"
        return root
    }
}
