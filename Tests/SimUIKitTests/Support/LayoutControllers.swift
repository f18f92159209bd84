import Foundation

@testable import SimUIKit

/// The classes Layout.storyboard and LayoutCard.xib name (`customModule="SimUIKitTests"`).
final class LayoutOutletsViewController: UIViewController {
    override class var ibActions: [IBActionBinding] { [.action("swiped:", Self.swiped)] }

    @Outlet var countLabel: UILabel!
    @Outlet var minimumHeight: NSLayoutConstraint!
    @Outlet var aspect: NSLayoutConstraint!
    @Outlet var compactOnly: NSLayoutConstraint!
    @Outlet var regularOnly: NSLayoutConstraint!
    @Outlet var removedAtBuildTime: NSLayoutConstraint?
    @Outlet var safeArea: UILayoutGuide!
    @Outlet var swipe: UISwipeGestureRecognizer!
    @Outlet var editItem: UIBarButtonItem!
    @Outlet var fullScreenConstraints: [NSLayoutConstraint]!
    @Outlet var halfScreenConstraints: [NSLayoutConstraint]!
    var swipes = 0

    @IBAction func swiped(_ sender: UISwipeGestureRecognizer) { swipes += 1 }
}

final class LayoutGridViewController: UICollectionViewController {
    @Outlet var flowLayout: UICollectionViewFlowLayout!
}

/// A layout class of the app's, made by the storyboard with `init(coder:)`.
final class LayoutShelfLayout: UICollectionViewLayout {
    var decodedFromArchive = false

    override init() { super.init() }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodedFromArchive = true
    }
}

final class LayoutShelfViewController: UIViewController {
    @Outlet var collectionView: UICollectionView!
    @Outlet var shelfLayout: LayoutShelfLayout!
}

final class LayoutLegacyViewController: UIViewController {
    @Outlet var topGuide: UILayoutGuide!
    @Outlet var labelTop: NSLayoutConstraint!
}

/// The File's Owner of LayoutCard.xib.
final class LayoutCardOwner: UIResponder {
    override class var ibActions: [IBActionBinding] { [.action("tapped:", Self.tapped)] }
    @Outlet var card: UIView!
    @Outlet var height: NSLayoutConstraint!
    @Outlet var doubleTap: UITapGestureRecognizer!
    var taps = 0
    func tapped(_ sender: Any) { taps += 1 }
}
