import Foundation

/// A controller whose view is a collection view, and which is its data source and delegate.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout given to `init(collectionViewLayout:)` (a flow layout otherwise).
    private let initialLayout: UICollectionViewLayout

    /// The collection view's layout: from a storyboard, the layout object archived with its
    /// collection view; else the one the controller was made with.
    public var collectionViewLayout: UICollectionViewLayout {
        (storedView as? UICollectionView)?.collectionViewLayout ?? initialLayout
    }

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
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
            view = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
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

    /// Headers and footers: a subclass whose layout gives them a size must make them.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UIKitException.raise(
            .internalInconsistency,
            "the collection view's data source did not return a valid view for element of kind \(kind) at index path \(indexPath)")
    }
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    /// Whether the collection's selection is cleared when it is about to appear (the default), as
    /// UIKit's documentation of the property says.
    open var clearsSelectionOnViewWillAppear = true

    nonisolated override class var storyboardAttributes: [String] { super.storyboardAttributes + ["clearsSelectionOnViewWillAppear"] }

    /// Interface Builder writes `clearsSelectionOnViewWillAppear="NO"` when the box is unchecked.
    override func decode(fromStoryboard element: ControllerElement) {
        super.decode(fromStoryboard: element)
        clearsSelectionOnViewWillAppear = element.attributes["clearsSelectionOnViewWillAppear"] != "NO"
    }

    /// Clears the selection first when `clearsSelectionOnViewWillAppear`; overrides call super.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let collection = storedView as? UICollectionView {
            for indexPath in collection.indexPathsForSelectedItems ?? [] { collection.deselectItem(at: indexPath, animated: animated) }
        }
    }
}
