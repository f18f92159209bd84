import Foundation

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
