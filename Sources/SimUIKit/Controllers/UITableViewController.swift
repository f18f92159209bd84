import Foundation

/// A controller whose view is a table, and which is its table's data source and delegate.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public let tableViewStyle: UITableView.Style

    public init(style: UITableView.Style) {
        tableViewStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableViewStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        tableViewStyle = .plain
        super.init(coder: coder)
    }

    /// The table (the view).
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    open override func loadView() {
        super.loadView()
        if !(storedView is UITableView) {
            view = UITableView(frame: UIScreen.main.bounds, style: tableViewStyle)
        }
        if let table = storedView as? UITableView {
            if table.staticSections.isEmpty { table.dataSource = self }
            table.delegate = self
        }
    }

    open func numberOfSections(in tableView: UITableView) -> Int {
        tableView.staticSections.isEmpty ? 1 : tableView.staticSections.count
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView.staticSections.indices.contains(section) ? tableView.staticSections[section].cells.count : 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.staticSections[indexPath.section].cells[indexPath.row]
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView.staticSections.indices.contains(section) ? tableView.staticSections[section].header : nil
    }

    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// Whether a selection is cleared when the table appears (kept).
    open var clearsSelectionOnViewWillAppear = true
}
