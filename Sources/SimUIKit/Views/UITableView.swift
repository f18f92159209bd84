import Foundation

extension IndexPath {
    /// A table position (UIKit's extension of Foundation's `IndexPath`).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row (the second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item, for collection views (the second index).
    public var item: Int { self[1] }
}

/// Supplies a table's rows.
@MainActor
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}

/// Reacts to a table's selection.
@MainActor
public protocol UITableViewDelegate: AnyObject {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}

/// A cell's content as iOS 14's list configurations describe it (`defaultContentConfiguration()`).
public protocol UIContentConfiguration {
    /// The text a reader sees, if any.
    var displayText: String? { get }
}

/// The content of a list cell: text, secondary text, image. The screen shows the text.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var displayText: String? { text }
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func header() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// A table cell. `textLabel` shows its text.
open class UITableViewCell: UIView {
    /// The built-in cell styles.
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    /// The accessory at the trailing edge.
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    /// How a selected cell looks (kept).
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// Swipe-to-delete and insert controls.
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
    open var selectionStyle: SelectionStyle = .default
    /// The cell's content (iOS 14); when set, its text is what the screen shows.
    open var contentConfiguration: UIContentConfiguration?
    public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }

    public internal(set) var reuseIdentifier: String?
    public let textLabel: UILabel? = UILabel(frame: .zero)
    public let detailTextLabel: UILabel? = UILabel(frame: .zero)
    open var accessoryType: AccessoryType = .none
    open var contentView: UIView { self }
    /// The storyboard segues and actions a selection of this cell fires (installed by the loader).
    var selectionHandlers: [(UITableViewCell) -> Void] = []
    var selectionLabels: [String] = []
    /// Which prototype this cell came from, if any.
    var prototypeID: String?

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
    }

    public required init?(coder: NSCoder) {
        self.reuseIdentifier = nil
        super.init(coder: coder)
    }

    /// The text a reader sees: the text label, else the first label inside the cell.
    public var displayText: String {
        if let text = contentConfiguration?.displayText, !text.isEmpty { return text }
        if let text = textLabel?.text, !text.isEmpty { return text }
        for view in descendants() {
            if let label = view as? UILabel, let text = label.text, !text.isEmpty { return text }
        }
        return ""
    }

    override var traceSummary: String { "UITableViewCell \(ValueRenderer.quote(displayText))" }
}

/// A table: rows come from the data source, or from a storyboard's static cells.
open class UITableView: UIScrollView {
    /// The table styles.
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }

    open weak var dataSource: UITableViewDataSource?
    open weak var delegate: UITableViewDelegate?
    public let style: Style
    /// Prototype cells from the storyboard, by reuse identifier: (id, factory).
    var prototypes: [String: () -> UITableViewCell] = [:]
    var registered: [String: UITableViewCell.Type] = [:]
    /// Static sections from the storyboard: header title and cells.
    var staticSections: [(header: String?, cells: [UITableViewCell])] = []
    public private(set) var indexPathForSelectedRow: IndexPath?

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        self.style = .plain
        super.init(coder: coder)
    }

    /// Registers a cell class for a reuse identifier.
    open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass ?? UITableViewCell.self
    }

    /// A cell for a reuse identifier: a storyboard prototype or a registered class. UIKit raises
    /// when neither exists.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let make = prototypes[identifier] { return make() }
        if let cellClass = registered[identifier] { return makeRegistered(cellClass, identifier) }
        UIKitException.raise(
            .internalInconsistency,
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }

    /// A cell for a reuse identifier, or nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let make = prototypes[identifier] { return make() }
        if let cellClass = registered[identifier] { return makeRegistered(cellClass, identifier) }
        return nil
    }

    /// A registered class's cell. Without the Objective-C runtime a class cannot be asked for its
    /// `init(style:reuseIdentifier:)`; it is decoded with its required `init?(coder:)` instead.
    private func makeRegistered(_ cellClass: UITableViewCell.Type, _ identifier: String) -> UITableViewCell {
        let cell = cellClass.init(coder: ViewCoder()) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// Does nothing visible: rows are read from the data source whenever the screen is drawn.
    open func reloadData() {}

    /// Row animations (kept).
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    /// Where a row scrolls to (kept).
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    /// Separator styles (kept).
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }
    /// A row height that asks Auto Layout (kept: rows are one line on the screen).
    public static let automaticDimension: CGFloat = -1

    open var rowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var separatorStyle: SeparatorStyle = .singleLine
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    // Updates: the screen reads the data source each time it is drawn, so inserting, deleting
    // and reloading rows show the data source's new state. UIKit's consistency check (the row
    // count must match the data source after an update) is not made.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {}
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {}
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {}
    open func beginUpdates() {}
    open func endUpdates() {}

    /// Runs `updates` at once and `completion(true)` on a later turn of the main run loop, as UIKit
    /// calls it when the update animation ends.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        guard let completion else { return }
        Simulator.shared.runLoop.enqueue { completion(true) }
    }

    /// Selects a row in code: no delegate call and no segue, as in UIKit.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        indexPathForSelectedRow = indexPath
    }

    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    open var numberOfSections: Int {
        if let dataSource { return dataSource.numberOfSections(in: self) }
        return staticSections.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        if let dataSource { return dataSource.tableView(self, numberOfRowsInSection: section) }
        return staticSections.indices.contains(section) ? staticSections[section].cells.count : 0
    }

    /// The cell at a position, asking the data source (or the static cells).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        if let dataSource {
            guard indexPath.section < dataSource.numberOfSections(in: self),
                  indexPath.row < dataSource.tableView(self, numberOfRowsInSection: indexPath.section)
            else { return nil }
            return dataSource.tableView(self, cellForRowAt: indexPath)
        }
        guard staticSections.indices.contains(indexPath.section),
              staticSections[indexPath.section].cells.indices.contains(indexPath.row)
        else { return nil }
        return staticSections[indexPath.section].cells[indexPath.row]
    }

    func headerTitle(forSection section: Int) -> String? {
        if let dataSource { return dataSource.tableView(self, titleForHeaderInSection: section) }
        return staticSections.indices.contains(section) ? staticSections[section].header : nil
    }

    /// A tap on a row: the cell's storyboard segue first (its `prepare(for:sender:)` runs before
    /// the delegate hears of the selection, a well-known UIKit surprise), then the delegate's
    /// `tableView(_:didSelectRowAt:)`.
    public func selectRow(at indexPath: IndexPath, sender cell: UITableViewCell?) {
        indexPathForSelectedRow = indexPath
        if let cell {
            for handler in cell.selectionHandlers { handler(cell) }
        }
        guard let delegate else { return }
        let owner = (delegate as? UIViewController)?.traceRef
        Simulator.shared.emit(TraceEvent(kind: .delegate, subject: owner, name: "tableView(_:didSelectRowAt:)", arguments: ["didSelectRowAt: \(indexPath)"]))
        delegate.tableView(self, didSelectRowAt: indexPath)
    }

    /// Deselects a row.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
    }
}

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

/// A collection view, shown as a list of its cells' text.
open class UICollectionView: UIScrollView {}

/// A controller whose view is a collection view.
open class UICollectionViewController: UIViewController {}

/// A page view controller (its pages are shown one at a time).
open class UIPageViewController: UIViewController {}
