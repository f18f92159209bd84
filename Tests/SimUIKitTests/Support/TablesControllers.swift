import Foundation

@testable import SimUIKit

/// The static form of Tables.storyboard: a text field, a switch, a stepper, a button and a date
/// picker in cells; the date row is short (its picker clipped away) until it is tapped.
final class TablesFormViewController: UITableViewController, UITextFieldDelegate {
    override class var ibActions: [IBActionBinding] {
        [
            .action("nameChanged:", Self.nameChanged), .action("returnPressed:", Self.returnPressed),
            .action("notifyChanged:", Self.notifyChanged), .action("guestsChanged:", Self.guestsChanged),
            .action("reset:", Self.reset), .action("dateChanged:", Self.dateChanged),
        ]
    }

    @Outlet var nameField: UITextField!
    @Outlet var notifySwitch: UISwitch!
    @Outlet var guestsStepper: UIStepper!
    @Outlet var datePicker: UIDatePicker!
    var events: [String] = []
    var showsPicker = false

    @IBAction func nameChanged(_ sender: UITextField) { events.append("name \(sender.text ?? "")") }
    @IBAction func returnPressed(_ sender: UITextField) { sender.resignFirstResponder() }
    @IBAction func notifyChanged(_ sender: UISwitch) { events.append("notify \(sender.isOn)") }
    @IBAction func guestsChanged(_ sender: UIStepper) { events.append("guests \(Int(sender.value))") }
    @IBAction func reset(_ sender: UIButton) { events.append("reset") }
    @IBAction func dateChanged(_ sender: UIDatePicker) { events.append("date") }

    func textFieldDidBeginEditing(_ textField: UITextField) { events.append("began") }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == 2 && !showsPicker ? 44 : super.tableView(tableView, heightForRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard indexPath.section == 2 else { return }
        showsPicker.toggle()
        tableView.beginUpdates()
        tableView.endUpdates()
    }
}

/// A cell built in code, as such cells usually are: its own `init(style:reuseIdentifier:)`, a
/// subtitle style whatever the table asks, a label added to its content view, and an
/// `init?(coder:)` that must never run.
final class CodeBuiltCell: UITableViewCell {
    static var made = 0
    let badge = UILabel(frame: CGRect(x: 300, y: 10, width: 60, height: 20))
    private(set) var reuses = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        Self.made += 1
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        badge.text = nil
    }
}

/// A list in code: rows of `items`, registered cells, editing, moving and selection hooks.
final class CodeListViewController: UITableViewController {
    var items = ["Apples", "Bread", "Cheese"]
    var cellRequests = 0
    var log: [String] = []
    var vetoed: Set<String> = []
    var redirect: [String: IndexPath] = [:]
    var locked: Set<String> = []
    var hidden: Set<String> = []
    var indented: [String: Int] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(CodeBuiltCell.self, forCellReuseIdentifier: "Item")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath) as! CodeBuiltCell
        cell.textLabel?.text = items[indexPath.row]
        cell.detailTextLabel?.text = "row \(indexPath.row)"
        cell.badge.text = "#\(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(items[indexPath.row])")
        if vetoed.contains(items[indexPath.row]) { return nil }
        return redirect[items[indexPath.row]] ?? indexPath
    }

    override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(items[indexPath.row])")
        return indexPath
    }

    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(items[indexPath.row])")
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(items[indexPath.row])")
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        hidden.contains(items[indexPath.row]) ? 0 : UITableView.automaticDimension
    }

    override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        indented[items[indexPath.row]] ?? 0
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        !locked.contains(items[indexPath.row])
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        log.append("commit delete \(items[indexPath.row])")
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}
