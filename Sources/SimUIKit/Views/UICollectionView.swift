import Foundation

/// Supplies a collection view's items.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// Reacts to a collection view's selection.
@MainActor
public protocol UICollectionViewDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
}

/// How a collection view lays out its items (kept: the screen lists them in order).
@MainActor
open class UICollectionViewLayout: NSObject {}

@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize = CGSize.zero
    open var minimumLineSpacing: Double = 10
    open var minimumInteritemSpacing: Double = 10
    open var sectionInset = UIEdgeInsets.zero
    open var scrollDirection: ScrollDirection = .vertical
}

/// A collection view cell; the screen shows its content configuration's text, else its first
/// label's.
open class UICollectionViewCell: UIView {
    public internal(set) var reuseIdentifier: String?
    open var contentView: UIView { self }
    open var contentConfiguration: UIContentConfiguration?
    open var isSelected = false
    /// The storyboard segues a selection of this cell fires (installed by the loader).
    var selectionHandlers: [(UIView) -> Void] = []
    var selectionLabels: [String] = []
    var prototypeID: String?

    /// The text a reader sees.
    public var displayText: String {
        if let text = contentConfiguration?.displayText, !text.isEmpty { return text }
        for view in descendants() {
            if let label = view as? UILabel, let text = label.text, !text.isEmpty { return text }
        }
        return ""
    }
}

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
            let cell = cellClass.init(coder: ViewCoder()) ?? UICollectionViewCell(frame: .zero)
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
}

/// A controller whose view is a collection view, and which is its data source and delegate.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    public let collectionViewLayout: UICollectionViewLayout

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view (the view).
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    open override func loadView() {
        super.loadView()
        if !(storedView is UICollectionView) {
            view = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: collectionViewLayout)
        }
        if let collection = storedView as? UICollectionView {
            collection.dataSource = self
            collection.delegate = self
        }
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A subclass that reports items must make their cells; the base returns none, which ends
    /// the app as UIKit does when a data source gives no cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UIKitException.raise(
            .internalInconsistency,
            "the collection view's data source returned nil from -collectionView:cellForItemAtIndexPath: for index path \(indexPath)")
    }

    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }

    /// Whether a selection is cleared when the collection appears (kept).
    open var clearsSelectionOnViewWillAppear = true
}
