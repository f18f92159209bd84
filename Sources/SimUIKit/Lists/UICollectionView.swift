import Foundation

/// A collection view: items come from its data source (storyboard prototypes or registered
/// classes for cells); each is a tappable row on the simulated screen.
open class UICollectionView: UIScrollView {
    open weak var dataSource: UICollectionViewDataSource?
    open weak var delegate: UICollectionViewDelegate?
    open var collectionViewLayout: UICollectionViewLayout
    open var allowsSelection = true
    public private(set) var indexPathsForSelectedItems: [IndexPath]? = []
    var prototypes: [String: () -> UICollectionViewCell] = [:]
    var registered: [String: UICollectionViewCell.Type] = [:]

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = (cellClass as? UICollectionViewCell.Type) ?? UICollectionViewCell.self
    }

    /// A cell for a reuse identifier: a storyboard prototype or a registered class. UIKit raises
    /// when neither exists.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let make = prototypes[identifier] { return make() }
        if let cellClass = registered[identifier] {
            let cell = cellClass.init(coder: ViewCoder(element: nil)) ?? UICollectionViewCell(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
        UIKitException.raise(
            .internalInconsistency,
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
    }

    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

    open func numberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    /// The cell at a position, asking the data source.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let dataSource, indexPath.section < numberOfSections, indexPath.item < numberOfItems(inSection: indexPath.section)
        else { return nil }
        return dataSource.collectionView(self, cellForItemAt: indexPath)
    }

    /// Items are read from the data source whenever the screen is drawn.
    open func reloadData() {}
    open func insertItems(at indexPaths: [IndexPath]) {}
    open func deleteItems(at indexPaths: [IndexPath]) {}
    open func reloadItems(at indexPaths: [IndexPath]) {}

    /// Runs `updates`, then `completion(true)` on a later turn of the main run loop.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        Simulator.shared.runLoop.finishLater(completion)
    }

    /// Selects an item in code: no delegate call and no segue, as in UIKit.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        indexPathsForSelectedItems = indexPath.map { [$0] } ?? []
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        indexPathsForSelectedItems?.removeAll { $0 == indexPath }
    }

    /// Where an item scrolls to (kept).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0), centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2), left = ScrollPosition(rawValue: 1 << 3)
    }

    /// A tap on an item: the delegate may refuse it; then the cell's storyboard segue, then the
    /// delegate's `collectionView(_:didSelectItemAt:)`, as a table row does.
    public func selectItem(at indexPath: IndexPath, sender cell: UICollectionViewCell?) {
        guard allowsSelection, delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        indexPathsForSelectedItems = [indexPath]
        if let cell {
            for handler in cell.selectionHandlers { handler(cell) }
        }
        guard let delegate else { return }
        let owner = (delegate as? UIViewController)?.traceRef
        Simulator.shared.emit(
            TraceEvent(
                kind: .delegate, subject: owner, name: "collectionView(_:didSelectItemAt:)", arguments: ["didSelectItemAt: \(indexPath)"]))
        delegate.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Items as rows, in order (the layout is not modelled); a tap selects an item as a finger does.
    override func addToScreen(_ screen: inout ScreenBuilder) {
        for section in 0..<max(0, min(numberOfSections, 100)) {
            for item in 0..<max(0, min(numberOfItems(inSection: section), 500)) {
                let indexPath = IndexPath(item: item, section: section)
                guard let cell = cellForItem(at: indexPath) else { continue }
                screen.addRow(
                    cell, text: cell.displayText, prototypeID: cell.prototypeID, enabled: allowsSelection,
                    selected: indexPathsForSelectedItems?.contains(indexPath) ?? false,
                    taps: cell.selectionTaps + [.select(indexPath, notifiesDelegate: delegate != nil)],
                    tap: { [weak self] in self?.selectItem(at: indexPath, sender: cell) })
            }
        }
    }

    override func loadStoryboardContent(_ element: ViewElement, in builder: StoryboardViewBuilder) {
        loadStoryboardCells(element, in: builder)
    }

    /// A collection shows its own items: the screen does not enter it.
    override var screenShowsSubviews: Bool { false }
}
