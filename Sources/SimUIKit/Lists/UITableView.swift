import Foundation

/// A table: rows come from the data source, or from a storyboard's static cells. As in UIKit, the
/// table loads its rows at its first layout and on `reloadData()`, keeps the cells it shows (a
/// cell stays the same object while its row is shown), and hands cells that left the screen back
/// out through `dequeueReusableCell`. The simulated screen is as tall as the table's rows: every
/// row is shown (at most 500 a section, 100 sections).
open class UITableView: UIScrollView {
    /// The table styles.
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }

    /// A new data source means new counts and cells: the table forgets the counts it loaded (so
    /// updates are checked against the new data source's) and reloads at its next layout.
    open weak var dataSource: UITableViewDataSource? {
        didSet {
            guard dataSource !== oldValue else { return }
            loadedRowCounts = nil
            setNeedsCellReload()
        }
    }
    open weak var delegate: UITableViewDelegate?
    /// Kept: every row's cell is loaded at once here, so none is prefetched (see
    /// `UITableViewDataSourcePrefetching`).
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    /// Section header and footer views: the classes and nibs registered, the views shown by
    /// section, and those waiting for reuse.
    var registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
    var registeredHeaderFooterNibs: [String: UINib] = [:]
    var sectionHeaderViews: [Int: UIView] = [:]
    var sectionFooterViews: [Int: UIView] = [:]
    var headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]

    /// A storyboard outlet to one of its UIKit properties (`dataSource`, `delegate`).
    override func connectOutlet(_ key: String, to value: Any) -> Bool {
        switch key {
        case "dataSource": dataSource = StoryboardOutlets.value(value, as: UITableViewDataSource.self, for: key, of: self)
        case "delegate": delegate = StoryboardOutlets.value(value, as: UITableViewDelegate.self, for: key, of: self)
        case "prefetchDataSource":
            prefetchDataSource = StoryboardOutlets.value(value, as: UITableViewDataSourcePrefetching.self, for: key, of: self)
        default: return super.connectOutlet(key, to: value)
        }
        return true
    }
    public let style: Style
    /// Prototype cells from the storyboard, by reuse identifier: each makes a new copy.
    var prototypes: [String: () -> UITableViewCell] = [:]
    var registered: [String: UITableViewCell.Type] = [:]
    var registeredNibs: [String: UINib] = [:]
    /// Static sections from the storyboard: header title and cells.
    var staticSections: [(header: String?, cells: [UITableViewCell])] = []
    /// The cells shown, and those waiting for reuse.
    var cells = ListCells<UITableViewCell>()
    /// Each shown row's height, as the delegate (or the table) gave it when the row loaded.
    var rowHeights: [IndexPath: CGFloat] = [:]
    /// Whether the shown cells must be asked for again at the next layout.
    var needsCellReload = true
    var selectedRows: [IndexPath] = []
    /// The row whose Delete button shows (a swipe or the edit mode's control revealed it).
    var rowShowingDeleteConfirmation: IndexPath?
    /// Set when a move reached the data source's missing `tableView(_:moveRowAt:to:)`.
    var reachedUnimplementedMove = false

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

    // MARK: - Cells

    /// Registers a cell class for a reuse identifier; the table makes it with
    /// `init(style: .default, reuseIdentifier:)`, as UIKit does.
    open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass ?? UITableViewCell.self
        registeredNibs[identifier] = nil
    }

    /// Registers a nib for a reuse identifier (the last registration for an identifier wins): its
    /// one top-level object, a cell, is made each time a new cell is needed; nil unregisters.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registeredNibs[identifier] = nib
        registered[identifier] = nil
    }

    /// A cell for a reuse identifier: one waiting for reuse (after its `prepareForReuse()`), else
    /// a new one from the storyboard's prototype or the registered class. UIKit raises when
    /// neither exists.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        UIKitException.raise(
            .internalInconsistency,
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
    }

    /// A cell for a reuse identifier (waiting for reuse, else new), or nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = cells.dequeue(identifier) { return cell }
        if let make = prototypes[identifier] { return make() }
        if let cellClass = registered[identifier] {
            return cellClass.init(registeredReuseIdentifier: identifier, RegisteredCellToken())
        }
        if let nib = registeredNibs[identifier] { return Self.cell(from: nib, identifier: identifier) }
        return nil
    }

    /// A cell from a registered nib; UIKit raises when the nib holds anything but one cell, or
    /// when the cell's own reuse identifier is another (UIKit's message has its typo).
    private static func cell(from nib: UINib, identifier: String) -> UITableViewCell {
        let objects = nib.instantiate(withOwner: nil, options: nil)
        guard objects.count == 1, let cell = objects.first as? UITableViewCell else {
            UIKitException.raise(
                .internalInconsistency,
                "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewCell instance"
            )
        }
        if let own = cell.reuseIdentifier, !own.isEmpty, own != identifier {
            UIKitException.raise(
                .internalInconsistency,
                "cell reuse indentifier in nib (\(own)) does not match the identifier used to register the nib (\(identifier))")
        }
        cell.reuseIdentifier = identifier
        return cell
    }

    /// The cell shown at `indexPath`; nil when the row is not shown (the data source is not asked).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        reloadCellsIfNeeded()
        return cells.cell(at: indexPath)
    }

    /// Where `cell` is shown; nil when it is not.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        reloadCellsIfNeeded()
        return cells.indexPath(of: cell)
    }

    /// Registers a header or footer view class for a reuse identifier; the table makes it with
    /// `init(reuseIdentifier:)`, as UIKit does.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooters[identifier] = (aClass as? UITableViewHeaderFooterView.Type) ?? UITableViewHeaderFooterView.self
        registeredHeaderFooterNibs[identifier] = nil
    }

    /// Registers a nib holding one header or footer view for a reuse identifier.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooterNibs[identifier] = nib
        registeredHeaderFooters[identifier] = nil
    }

    /// A header or footer view for a reuse identifier: one waiting for reuse (after its
    /// `prepareForReuse()`), else a new one of the registered class or nib; nil when none is
    /// registered (UIKit returns nil too).
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterQueues[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        if let viewClass = registeredHeaderFooters[identifier] {
            return viewClass.init(registeredReuseIdentifier: identifier, RegisteredCellToken())
        }
        if let nib = registeredHeaderFooterNibs[identifier],
            let view = nib.instantiate(withOwner: nil, options: nil).first as? UITableViewHeaderFooterView
        {
            view.reuseIdentifier = identifier
            return view
        }
        return nil
    }

    /// The header view shown for a section, if the delegate gave one.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        reloadCellsIfNeeded()
        return sectionHeaderViews[section] as? UITableViewHeaderFooterView
    }

    /// The footer view shown for a section, if the delegate gave one.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        reloadCellsIfNeeded()
        return sectionFooterViews[section] as? UITableViewHeaderFooterView
    }

    /// The cells shown, in order.
    open var visibleCells: [UITableViewCell] {
        reloadCellsIfNeeded()
        return cells.shown.map(\.1)
    }

    /// The index paths of the rows shown, in order.
    open var indexPathsForVisibleRows: [IndexPath]? {
        reloadCellsIfNeeded()
        return cells.shown.map(\.0)
    }

    /// Reloads everything: the counts now, the cells at the next layout. Selection is cleared, as
    /// reloading a row deselects it (observed: blog.stevex.net/2011/12, "UITableView selection not
    /// sticking when reloading cells").
    open func reloadData() {
        if loadedRowCounts != nil { loadedRowCounts = currentRowCounts() }
        for indexPath in selectedRows { cells.cell(at: indexPath)?.setSelected(false, animated: false) }
        selectedRows = []
        rowShowingDeleteConfirmation = nil
        setNeedsCellReload()
    }

    /// Marks the cells for reloading at the next layout, which the run loop performs when the
    /// table is on screen (as UIKit lays out at the end of the run loop's turn).
    func setNeedsCellReload() {
        guard !needsCellReload else { return }
        needsCellReload = true
        Simulator.shared.runLoop.enqueue { [weak self] in
            guard let self, self.window != nil else { return }
            self.reloadCellsIfNeeded()
        }
    }

    /// UIKit's table loads its data during its first layout.
    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadCellsIfNeeded()
    }

    /// Lays the table out now if a reload is pending.
    open override func layoutIfNeeded() {
        super.layoutIfNeeded()
        reloadCellsIfNeeded()
    }

    // MARK: - Settings

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
    /// The section index's colours (kept: the index is not drawn in colour).
    open var sectionIndexColor: UIColor?
    open var sectionIndexBackgroundColor: UIColor?
    open var sectionIndexTrackingBackgroundColor: UIColor?
    open var separatorColor: UIColor?
    open var separatorInset = UIEdgeInsets.zero
    /// A view above the first section and one below the last, drawn with the rows.
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    /// A view behind every cell, header and footer, the size of the table: what apps show when
    /// the table is empty (a "No items" label). Drawn before the rows.
    open var backgroundView: UIView? {
        didSet { backgroundView?.frame = bounds }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false

    private var editingState = false

    /// Whether the table is in editing mode (delete controls before the rows that can be edited);
    /// setting it calls `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: each shown row's editing style is asked again and its cell's
    /// `setEditing(_:animated:)` called; a revealed Delete button goes away.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        rowShowingDeleteConfirmation = nil
        for (indexPath, cell) in cells.shown {
            cell.editingStyle = editingStyle(forRowAt: indexPath)
            cell.setEditing(editing, animated: animated)
        }
    }

    // MARK: - Counts and updates (the checks are in UITableView+Updates.swift)

    /// Rows per section as the table last loaded them; nil until its first layout.
    var loadedRowCounts: [Int]?
    var pendingUpdate = TableUpdate()
    var updateDepth = 0

    /// The number of sections the table shows (it loads its counts first if needed).
    open var numberOfSections: Int {
        loadRowCountsIfNeeded()
        return loadedRowCounts?.count ?? 0
    }

    /// The number of rows the table shows in `section` (it loads its counts first if needed).
    open func numberOfRows(inSection section: Int) -> Int {
        loadRowCountsIfNeeded()
        guard let counts = loadedRowCounts, counts.indices.contains(section) else { return 0 }
        return counts[section]
    }

    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.insertedRows += indexPaths }
    }

    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deletedRows += indexPaths }
    }

    /// Asks the data source for these rows' cells again; a reloaded row is deselected.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.reloadedRows += indexPaths }
    }

    /// Configures the shown cells of these rows again, in place (iOS 15): the data source is asked
    /// for each row's cell, and dequeuing hands back the cell the row has, without
    /// `prepareForReuse()` (Apple, `reconfigureRows(at:)`: "Unlike reloading, reconfiguring
    /// doesn't dequeue or create a new cell"). The row keeps its selection.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        reloadCellsIfNeeded()
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = cells.cell(at: indexPath) else { continue }
            cells.reconfiguring = cell
            let configured = dataSource.tableView(self, cellForRowAt: indexPath)
            cells.reconfiguring = nil
            cells.replace(at: indexPath, with: configured)
            display(configured, at: indexPath, isNew: configured !== cell)
        }
    }

    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.insertedSections.formUnion(sections) }
    }

    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.deletedSections.formUnion(sections) }
    }

    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.reloadedSections.formUnion(sections) }
    }

    open func beginUpdates() { updateDepth += 1 }

    /// Ends a group of updates: checks and applies them as one; row heights are asked again
    /// (an empty group is how apps animate a height change).
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

    // MARK: - Selection in code (a finger's selection is in UITableView+Selection.swift)

    /// The selected row (the first, with multiple selection).
    open var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// The selected rows, in the order they were selected; nil when none.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Selects a row in code: no delegate call and no segue, as in UIKit.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedRows { cells.cell(at: selected)?.setSelected(false, animated: animated) }
            selectedRows = []
            return
        }
        if !allowsMultipleSelection {
            for selected in selectedRows where selected != indexPath { cells.cell(at: selected)?.setSelected(false, animated: animated) }
            selectedRows = []
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        cells.cell(at: indexPath)?.setSelected(true, animated: animated)
    }

    /// Deselects a row in code: no delegate call, as in UIKit.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedRows.contains(indexPath) else { return }
        selectedRows.removeAll { $0 == indexPath }
        cells.cell(at: indexPath)?.setSelected(false, animated: animated)
    }

    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    // MARK: - What it shows

    /// Its background view, header view, rows with their cells' content, and footer view, in
    /// order (see UITableView+Screen.swift).
    override func addToScreen(_ screen: inout ScreenBuilder) {
        if let backgroundView { screen.addView(backgroundView) }
        if let tableHeaderView { screen.addView(tableHeaderView) }
        addRows(to: &screen)
        if let tableFooterView { screen.addView(tableFooterView) }
    }

    override func loadStoryboardContent(_ element: ViewElement, in builder: StoryboardViewBuilder) {
        loadStoryboardCells(element, in: builder)
    }

    /// A table shows its own rows: the screen does not enter it.
    override var screenShowsSubviews: Bool { false }
}
