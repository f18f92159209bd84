import Foundation

/// A collection view: items come from its data source (storyboard prototypes or registered
/// classes for cells). As a table does, it loads its items at its first layout and on
/// `reloadData()`, keeps the cells it shows and reuses those that left the screen. Each item is a
/// tappable row on the simulated screen (the layout is not modelled), every item shown (at most
/// 500 a section, 100 sections).
open class UICollectionView: UIScrollView {
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { if dataSource !== oldValue { setNeedsItemReload() } }
    }
    open weak var delegate: UICollectionViewDelegate?

    /// A storyboard outlet to one of its UIKit properties (`dataSource`, `delegate`).
    override func connectOutlet(_ key: String, to value: Any) -> Bool {
        switch key {
        case "dataSource": dataSource = StoryboardOutlets.value(value, as: UICollectionViewDataSource.self, for: key, of: self)
        case "delegate": delegate = StoryboardOutlets.value(value, as: UICollectionViewDelegate.self, for: key, of: self)
        default: return super.connectOutlet(key, to: value)
        }
        return true
    }
    open var collectionViewLayout: UICollectionViewLayout
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// A view behind every item, the size of the collection (an empty state's label): drawn
    /// before the items.
    open var backgroundView: UIView? {
        didSet { backgroundView?.frame = bounds }
    }
    var selectedItems: [IndexPath] = []
    var prototypes: [String: () -> UICollectionViewCell] = [:]
    var registered: [String: UICollectionViewCell.Type] = [:]
    var registeredNibs: [String: UINib] = [:]
    /// The cells shown, and those waiting for reuse.
    var cells = ListCells<UICollectionViewCell>()
    /// Section headers and footers: the classes and nibs registered by kind and identifier, and
    /// the views shown (item 0 of their section) and waiting for reuse, by kind.
    var registeredSupplementary: [String: UICollectionReusableView.Type] = [:]
    var registeredSupplementaryNibs: [String: UINib] = [:]
    var supplementary: [String: ListCells<UICollectionReusableView>] = [:]
    /// Each section's supplementary kinds shown before and after its items, as its layout gave
    /// them at the last reload.
    var sectionBoundaries: [SectionBoundaries] = []

    /// The kinds of a flow layout's supplementary views.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    var needsItemReload = true
    /// Nonzero inside `performBatchUpdates`: the updates reload the items once, at its end.
    private var batchDepth = 0

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Registers a cell class for a reuse identifier; the collection makes it with
    /// `init(frame:)`, as UIKit does.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = (cellClass as? UICollectionViewCell.Type) ?? UICollectionViewCell.self
        registeredNibs[identifier] = nil
    }

    /// Registers a nib for a reuse identifier (the last registration wins): its one top-level
    /// object, a cell, is made each time a new cell is needed; nil unregisters.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registeredNibs[identifier] = nib
        registered[identifier] = nil
    }

    /// A cell for a reuse identifier: one waiting for reuse (after its `prepareForReuse()`), else
    /// a new one from the storyboard's prototype or the registered class. UIKit raises when
    /// neither exists.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = cells.dequeue(identifier) { return cell }
        if let make = prototypes[identifier] { return make() }
        if let cellClass = registered[identifier] {
            return cellClass.init(registeredReuseIdentifier: identifier, RegisteredCellToken())
        }
        if let nib = registeredNibs[identifier] {
            let objects = nib.instantiate(withOwner: nil, options: nil)
            guard objects.count == 1, let cell = objects.first as? UICollectionViewCell else {
                UIKitException.raise(
                    .internalInconsistency,
                    "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UICollectionReusableView instance"
                )
            }
            cell.reuseIdentifier = identifier
            return cell
        }
        UIKitException.raise(
            .internalInconsistency,
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
    }

    /// Registers a header or footer class for a kind and reuse identifier; the collection makes it
    /// with `init(frame:)`, as UIKit does.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        registeredSupplementary[elementKind + "/" + identifier] =
            (viewClass as? UICollectionReusableView.Type) ?? UICollectionReusableView.self
        registeredSupplementaryNibs[elementKind + "/" + identifier] = nil
    }

    /// Registers a nib holding one header or footer view for a kind and reuse identifier.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registeredSupplementaryNibs[kind + "/" + identifier] = nib
        registeredSupplementary[kind + "/" + identifier] = nil
    }

    /// A header or footer for a kind and reuse identifier: one waiting for reuse (after its
    /// `prepareForReuse()`), else a new one of the registered class or nib; UIKit raises when
    /// neither exists.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementary[elementKind]?.dequeue(identifier) { return view }
        let key = elementKind + "/" + identifier
        if let viewClass = registeredSupplementary[key] {
            return viewClass.init(registeredReuseIdentifier: identifier, RegisteredCellToken())
        }
        if let nib = registeredSupplementaryNibs[key],
            let view = nib.instantiate(withOwner: nil, options: nil).first as? UICollectionReusableView
        {
            view.reuseIdentifier = identifier
            return view
        }
        UIKitException.raise(
            .internalInconsistency,
            "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
    }

    /// The header or footer shown for a section (`indexPath` item 0), if any.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        reloadItemsIfNeeded()
        return supplementary[elementKind]?.cell(at: IndexPath(item: 0, section: indexPath.section))
    }

    open var numberOfSections: Int { max(0, dataSource?.numberOfSections(in: self) ?? 0) }

    open func numberOfItems(inSection section: Int) -> Int {
        max(0, dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0)
    }

    /// The cell shown at `indexPath`; nil when the item is not shown (the data source is not asked).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        reloadItemsIfNeeded()
        return cells.cell(at: indexPath)
    }

    /// Where `cell` is shown; nil when it is not.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        reloadItemsIfNeeded()
        return cells.indexPath(of: cell)
    }

    /// The cells shown, in order.
    open var visibleCells: [UICollectionViewCell] {
        reloadItemsIfNeeded()
        return cells.shown.map(\.1)
    }

    open var indexPathsForVisibleItems: [IndexPath] {
        reloadItemsIfNeeded()
        return cells.shown.map(\.0)
    }

    /// The selected items, in the order they were selected.
    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems }

    /// Reloads every item at the next layout; the selection is cleared.
    open func reloadData() {
        for indexPath in selectedItems { cells.cell(at: indexPath)?.isSelected = false }
        selectedItems = []
        setNeedsItemReload()
    }

    /// Item updates: the items are asked for again now, or at the end of the batch of updates
    /// they are part of (the collection checks no counts).
    open func insertItems(at indexPaths: [IndexPath]) { reloadItemsNow() }
    open func deleteItems(at indexPaths: [IndexPath]) { reloadItemsNow() }
    open func reloadItems(at indexPaths: [IndexPath]) { reloadItemsNow() }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadItemsNow() }
    open func insertSections(_ sections: IndexSet) { reloadItemsNow() }
    open func deleteSections(_ sections: IndexSet) { reloadItemsNow() }
    open func reloadSections(_ sections: IndexSet) { reloadItemsNow() }

    /// Runs `updates` (their items are asked for again once, at the end), then `completion(true)`
    /// on a later turn of the main run loop.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchDepth += 1
        updates?()
        batchDepth -= 1
        if batchDepth == 0 { reloadItemsIfNeeded() }
        Simulator.shared.runLoop.finishLater(completion)
    }

    /// Configures the shown cells of these items again, in place (iOS 15): the data source is
    /// asked for each one's cell, and dequeuing hands back the cell the item has, without
    /// `prepareForReuse()` (Apple, `reconfigureItems(at:)`: "reconfiguring … doesn't dequeue or
    /// create a new cell").
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        reloadItemsIfNeeded()
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = cells.cell(at: indexPath) else { continue }
            cells.reconfiguring = cell
            let configured = dataSource.collectionView(self, cellForItemAt: indexPath)
            cells.reconfiguring = nil
            guard configured !== cell else { continue }
            cells.replace(at: indexPath, with: configured)
            if configured.superview !== self { addSubview(configured) }
            configured.isSelected = selectedItems.contains(indexPath)
            delegate?.collectionView(self, willDisplay: configured, forItemAt: indexPath)
        }
    }

    /// Selects an item in code: no delegate call and no segue, as in UIKit.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if !allowsMultipleSelection || indexPath == nil {
            for selected in selectedItems { cells.cell(at: selected)?.isSelected = false }
            selectedItems = []
        }
        guard let indexPath else { return }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cells.cell(at: indexPath)?.isSelected = true
    }

    /// Deselects an item in code: no delegate call, as in UIKit.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        cells.cell(at: indexPath)?.isSelected = false
    }

    /// Where an item scrolls to (kept).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0), centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2), left = ScrollPosition(rawValue: 1 << 3)
    }

    /// A collection view loads its items during its layout.
    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadItemsIfNeeded()
    }

    open override func layoutIfNeeded() {
        super.layoutIfNeeded()
        reloadItemsIfNeeded()
    }

    /// Marks the items for reloading at the next layout, which the run loop performs when the
    /// collection is on screen.
    func setNeedsItemReload() {
        guard !needsItemReload else { return }
        needsItemReload = true
        Simulator.shared.runLoop.enqueue { [weak self] in
            guard let self, self.window != nil else { return }
            self.reloadItemsIfNeeded()
        }
    }

    private func reloadItemsNow() {
        needsItemReload = true
        if batchDepth == 0 { reloadItemsIfNeeded() }
    }

    /// Asks for every shown item's cell again when a reload is pending: the cells shown go back to
    /// their queues first, so each item usually gets its cell back.
    func reloadItemsIfNeeded() {
        guard needsItemReload else { return }
        needsItemReload = false
        guard let dataSource else {
            cells.enqueueAll()
            return
        }
        for (indexPath, cell) in cells.shown { delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath) }
        cells.enqueueAll()
        var sections: [[UICollectionViewCell]] = []
        for section in 0..<min(numberOfSections, 100) {
            sections.append(
                (0..<min(numberOfItems(inSection: section), 500)).map {
                    dataSource.collectionView(self, cellForItemAt: IndexPath(item: $0, section: section))
                })
        }
        cells.show(sections)
        reloadSupplementaryViews(sections: sections.count, from: dataSource)
        for (indexPath, cell) in cells.shown {
            if cell.superview !== self { addSubview(cell) }
            cell.isSelected = selectedItems.contains(indexPath)
            delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }
    }

    /// Each section's supplementary views (headers, footers) of the kinds its layout gives it,
    /// asked of the data source.
    private func reloadSupplementaryViews(sections count: Int, from dataSource: UICollectionViewDataSource) {
        sectionBoundaries = (0..<count).map { collectionViewLayout.boundaries(ofSection: $0, in: self) }
        // In the layout's order (a section's headers before its footers), then the kinds no section
        // shows any more, whose views go back to their queues.
        var kinds: [String] = []
        for kind in sectionBoundaries.flatMap({ $0.top + $0.bottom }) + supplementary.keys.sorted() where !kinds.contains(kind) {
            kinds.append(kind)
        }
        for kind in kinds {
            var views = supplementary[kind] ?? ListCells<UICollectionReusableView>()
            views.enqueueAll()
            supplementary[kind] = views
            var sections: [[UICollectionReusableView]] = []
            for section in 0..<count {
                guard sectionBoundaries[section].top.contains(kind) || sectionBoundaries[section].bottom.contains(kind) else {
                    sections.append([])
                    continue
                }
                let view = dataSource.collectionView(
                    self, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: section))
                if view.superview !== self { addSubview(view) }
                sections.append([view])
            }
            views = supplementary[kind] ?? views
            views.show(sections)
            supplementary[kind] = views
        }
    }

    /// Its items as rows (UICollectionView+Screen.swift).
    override func addToScreen(_ screen: inout ScreenBuilder) { addItems(to: &screen) }

    /// Its layout object, decoded with it (an outlet to it connects to this object).
    override func decode(fromStoryboard element: ViewElement) {
        super.decode(fromStoryboard: element)
        if let layout = element.collectionViewLayout { collectionViewLayout = UICollectionViewLayout.decoded(fromStoryboard: layout) }
    }

    override func loadStoryboardContent(_ element: ViewElement, in builder: StoryboardViewBuilder) {
        loadStoryboardCells(element, in: builder)
    }

    /// A collection shows its own items: the screen does not enter it.
    override var screenShowsSubviews: Bool { false }
}

extension UICollectionView {
    /// A finger's tap on an item: `shouldHighlightItemAt` and `shouldSelectItemAt` may refuse it;
    /// then the previously selected item is deselected (`didDeselectItemAt`), the cell's
    /// storyboard segue fires, then `didSelectItemAt`, as a table row does. With multiple
    /// selection, a tap on a selected item deselects it (`shouldDeselectItemAt` may refuse).
    public func simulateTap(onItemAt indexPath: IndexPath) {
        reloadItemsIfNeeded()
        guard allowsSelection, let cell = cells.cell(at: indexPath),
            delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        else { return }
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for selected in selectedItems where selected != indexPath { userDeselect(selected) }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cell.isSelected = true
        for handler in cell.selectionHandlers { handler(cell) }
        guard let delegate else { return }
        Simulator.shared.emit(
            TraceEvent(
                kind: .delegate, subject: Simulator.shared.ref(of: delegate), name: "collectionView(_:didSelectItemAt:)",
                arguments: ["didSelectItemAt: \(indexPath)"]))
        delegate.collectionView(self, didSelectItemAt: indexPath)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
        selectedItems.removeAll { $0 == indexPath }
        cells.cell(at: indexPath)?.isSelected = false
        delegate?.collectionView(self, didDeselectItemAt: indexPath)
    }
}
