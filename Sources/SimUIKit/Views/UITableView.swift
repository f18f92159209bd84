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

    /// A collection view position (UIKit's extension of Foundation's `IndexPath`).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item, for collection views (the second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
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
    var selectionHandlers: [(UIView) -> Void] = []
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

    /// A new data source means new counts: the table forgets the ones it loaded (it reloads at
    /// its next layout), so updates are checked against the new data source's counts.
    open weak var dataSource: UITableViewDataSource? {
        didSet { if dataSource !== oldValue { loadedRowCounts = nil } }
    }
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
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
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

    /// Rows are read from the data source whenever the screen is drawn; this reloads the row
    /// counts updates are checked against.
    open func reloadData() {
        if loadedRowCounts != nil { loadedRowCounts = currentRowCounts() }
    }

    /// Row animations (kept).
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    /// Where a row scrolls to (kept).
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    /// Separator styles (kept).
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }
    /// A row height that asks Auto Layout (kept: rows are one line on the screen).
    nonisolated public static let automaticDimension: CGFloat = -1

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

    // Updates. The screen reads the data source each time it is drawn, so updated rows show at
    // once. Like UIKit, the table keeps the row counts it loaded (at its first layout, and on
    // `reloadData`) and checks every update against them: after the update the data source must
    // report the old count plus the rows inserted minus the rows deleted (moves counted), or the
    // app ends with UIKit's NSInternalInconsistencyException. Updates inside
    // `performBatchUpdates` or `beginUpdates`/`endUpdates` are checked once, at the end.

    /// Rows per section as the table last loaded them; nil until its first layout.
    private(set) var loadedRowCounts: [Int]?
    private var pendingUpdate = TableUpdate()
    private var updateDepth = 0

    /// What the data source says now (at most 100,000 sections are counted: a data source that
    /// reports more would exhaust memory here before UIKit's consistency check mattered).
    func currentRowCounts() -> [Int] {
        (0..<min(max(0, numberOfSections), 100_000)).map { numberOfRows(inSection: $0) }
    }

    /// UIKit's table loads its data during its first layout.
    open override func layoutSubviews() {
        super.layoutSubviews()
        loadRowCountsIfNeeded()
    }

    /// Loads the row counts if the table has not yet (its first layout, or its first drawing).
    func loadRowCountsIfNeeded() {
        if loadedRowCounts == nil { loadedRowCounts = currentRowCounts() }
    }

    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.insertedRows += indexPaths }
    }

    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deletedRows += indexPaths }
    }

    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { update { _ in } }

    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.insertedSections.formUnion(sections) }
    }

    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.deletedSections.formUnion(sections) }
    }

    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { update { _ in } }

    open func beginUpdates() { updateDepth += 1 }

    open func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        if updateDepth == 0 { commitUpdate() }
    }

    /// Runs `updates`, checks them as one, and calls `completion(true)` on a later turn of the
    /// main run loop, as UIKit calls it when the update animation ends.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        Simulator.shared.runLoop.finishLater(completion)
    }

    private func update(_ change: (inout TableUpdate) -> Void) {
        change(&pendingUpdate)
        if updateDepth == 0 { commitUpdate() }
    }

    private func commitUpdate() {
        let update = pendingUpdate
        pendingUpdate = TableUpdate()
        guard let before = loadedRowCounts else { return }
        let after = currentRowCounts()
        if let reason = update.inconsistency(before: before, after: after) {
            UIKitException.raise(.internalInconsistency, "\(reason) Table view: \(objcDescription(self))")
        }
        loadedRowCounts = after
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
        Simulator.shared.emit(
            TraceEvent(kind: .delegate, subject: owner, name: "tableView(_:didSelectRowAt:)", arguments: ["didSelectRowAt: \(indexPath)"]))
        delegate.tableView(self, didSelectRowAt: indexPath)
    }

    /// Deselects a row.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
    }
}

/// The row and section changes of one table update, checked as UIKit checks them.
struct TableUpdate {
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()

    /// UIKit's reason when the data source's counts after the update do not add up, else nil.
    /// Deletions use indexes before the update, insertions indexes after it.
    func inconsistency(before: [Int], after: [Int]) -> String? {
        let expectedSections = before.count &+ insertedSections.count &- deletedSections.count
        if after.count != expectedSections {
            return
                "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(after.count)) must be equal to the number of sections contained in the table view before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
        }
        for old in before.indices where !deletedSections.contains(old) {
            let new = newIndex(ofSection: old)
            guard after.indices.contains(new) else { continue }
            let inserted = insertedRows.filter { $0.section == new }.count
            let deleted = deletedRows.filter { $0.section == old }.count
            let movedIn = movedRows.filter { $0.to.section == new && $0.from.section != old }.count
            let movedOut = movedRows.filter { $0.from.section == old && $0.to.section != new }.count
            // Wrapping arithmetic: absurd counts from a data source end in the exception, never a trap.
            if after[new] != before[old] &+ inserted &- deleted &+ movedIn &- movedOut {
                return
                    "Invalid update: invalid number of rows in section \(new). The number of rows contained in an existing section after the update (\(after[new])) must be equal to the number of rows contained in that section before the update (\(before[old])), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }

    /// Where a surviving section ends up: deletions first, then insertions, as UIKit applies them.
    private func newIndex(ofSection old: Int) -> Int {
        var index = old - deletedSections.count(in: 0..<old)
        for inserted in insertedSections where inserted <= index { index += 1 }
        return index
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
