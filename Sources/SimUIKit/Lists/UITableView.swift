import Foundation

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
        let cell = cellClass.init(coder: ViewCoder(element: nil)) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
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

    /// Its rows (at most 500 a section, 100 sections), each with its header; a tap selects a
    /// row as a finger does.
    override func addToScreen(_ screen: inout ScreenBuilder) {
        loadRowCountsIfNeeded()
        for section in 0..<max(0, min(numberOfSections, 100)) {
            if let header = headerTitle(forSection: section) { screen.append(ScreenElement(kind: .tableHeader, text: header)) }
            for row in 0..<max(0, min(numberOfRows(inSection: section), 500)) {
                let indexPath = IndexPath(row: row, section: section)
                guard let cell = cellForRow(at: indexPath) else { continue }
                screen.addRow(
                    cell, text: cell.displayText, prototypeID: cell.prototypeID, enabled: true,
                    selected: indexPathForSelectedRow == indexPath,
                    taps: cell.selectionTaps + [.select(indexPath, notifiesDelegate: delegate != nil)],
                    tap: { [weak self] in self?.selectRow(at: indexPath, sender: cell) })
            }
        }
    }

    override func loadStoryboardContent(_ element: ViewElement, in builder: StoryboardViewBuilder) {
        loadStoryboardCells(element, in: builder)
    }

    /// A table shows its own rows: the screen does not enter it.
    override var screenShowsSubviews: Bool { false }

    /// Deselects a row.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
    }
}
