import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// Every object of a scene an outlet can point to is made and connected (issue 22): constraints,
/// layout guides, a collection view's layout object, gesture recognizers and bar button items,
/// in storyboards and nibs (Layout.storyboard, LayoutCard.xib).
///
/// Apple, `awakeFromNib()`: "Objects that conform to the NSCoding protocol (including all
/// subclasses of UIView and UIViewController) are initialized using their init(coder:) method …
/// After all objects have been instantiated and initialized, the nib-loading code reestablishes the
/// outlet and action connections for all of those objects." Constraints, layout guides and layouts
/// are such objects: Xcode lets an `@IBOutlet` (or an outlet collection, `@IBOutlet var x:
/// [NSLayoutConstraint]!`, Objective-C's `IBOutletCollection(NSLayoutConstraint)`) hold them, and
/// the public app KHSwiper (corpus) swaps two outlet collections of constraints at launch.
@MainActor
@Suite("Storyboards: every object an outlet can name", .engine)
struct StoryboardObjectOutletTests {
    static func load<T: UIViewController>(_ identifier: String, as type: T.Type, _ h: Harness) throws -> T {
        UIStoryboard.appModuleName = "SimUIKitTests"
        let storyboard = UIStoryboard(name: "Layout", bundle: fixturesBundle)
        let controller = try #require(storyboard.instantiateViewController(withIdentifier: identifier) as? T)
        h.show(UINavigationController(rootViewController: controller))
        return controller
    }

    static let why = "it checks the objects a storyboard load makes and connects; showing a scene is the lifecycle tests' business"

    /// Apple, NSLayoutConstraint: a constraint relates `firstItem.firstAttribute` to
    /// `secondItem.secondAttribute` by `relation`, `multiplier`, `constant` and `priority`; its
    /// `isActive` "calls addConstraint(_:) and removeConstraint(_:)" on a view. Interface Builder
    /// archives each constraint in the `<constraints>` of the view it is installed on; no
    /// `firstItem` is that view.
    @Test("outlets and outlet collections to constraints connect, each as the XML says, installed where it is written")
    func constraints() throws {
        let h = Harness(notAssertingBecause: Self.why)
        let controller = try Self.load("Constraints", as: LayoutOutletsViewController.self, h)
        let root = controller.view!
        let card = try #require(root.subviews.first { $0.storyboardElementID == "Lay-card" })

        let height = try #require(controller.minimumHeight)
        #expect(height.firstItem === card && height.firstAttribute == .height)
        #expect(height.secondItem == nil && height.secondAttribute == .notAnAttribute)
        #expect(height.relation == .greaterThanOrEqual && height.constant == 44 && height.priority == UILayoutPriority(750))
        #expect(height.isActive && root.constraints.contains { $0 === height })

        // A ratio multiplier (Interface Builder writes aspect ratios as `16:9`), on the card itself.
        let aspect = try #require(controller.aspect)
        #expect(aspect.firstItem === card && aspect.secondItem === card)
        #expect(abs(aspect.multiplier - 16.0 / 9.0) < 1e-12)
        #expect(card.constraints.contains { $0 === aspect })

        // Outlet collections: the objects in the order their connections are written.
        let half = try #require(controller.halfScreenConstraints)
        #expect(half.map(\.identifier) == ["HalfWidth", nil])
        #expect(half[0].secondItem === root && half[0].multiplier == 0.5 && half[0].isActive)
        // The second is to the safe area layout guide, by its `<viewLayoutGuide>` id.
        #expect(half[1].secondItem === root.safeAreaLayoutGuide && half[1].constant == 16 && half[1].firstAttribute == .top)

        // Excluded by the default size class: the objects exist, inactive, for code to activate.
        let full = try #require(controller.fullScreenConstraints)
        #expect(full.map(\.identifier) == ["FullBottom", "FullLeading"])
        #expect(full.allSatisfy { !$0.isActive })
        #expect(full[0].firstItem === root && full[0].firstAttribute == .bottom && full[0].secondItem === card)

        // A size class's variation: a phone held upright is compact in width, regular in height.
        #expect(controller.compactOnly.isActive && controller.compactOnly.firstAttribute == .trailingMargin)
        #expect(!controller.regularOnly.isActive && controller.regularOnly.firstAttribute == .lastBaseline)
        // "Remove at build time": the compiled storyboard has no such constraint.
        #expect(controller.removedAtBuildTime == nil)
        #expect(root.constraints.count == 4 && card.constraints.count == 2)

        // What KHSwiper does when its switch flips.
        NSLayoutConstraint.deactivate(half)
        NSLayoutConstraint.activate(full)
        #expect(full.allSatisfy(\.isActive) && !half.contains(where: \.isActive))
    }

    @Test("outlets to a layout guide, a top-level gesture recognizer (with its action) and a bar button item connect")
    func guidesRecognizersAndBarItems() throws {
        let h = Harness(notAssertingBecause: Self.why)
        let controller = try Self.load("Constraints", as: LayoutOutletsViewController.self, h)
        #expect(controller.safeArea === controller.view.safeAreaLayoutGuide)
        let swipe = try #require(controller.swipe)
        #expect(swipe.view?.storyboardElementID == "Lay-card")
        swipe.simulateRecognition()
        #expect(controller.swipes == 1)
        #expect(controller.editItem === controller.navigationItem.rightBarButtonItem)
        #expect(controller.editItem.title == "Edit")
    }

    /// Apple, UICollectionViewController.collectionViewLayout: "The layout object used to
    /// initialize the collection view controller" is the collection view's; Interface Builder
    /// archives it inside the collection view (`<collectionViewFlowLayout
    /// key="collectionViewLayout">`), with its item size, spacings, insets and direction.
    @Test("a collection view's flow layout is the object its outlet names, decoded from the storyboard")
    func flowLayout() throws {
        let h = Harness(notAssertingBecause: Self.why)
        let grid = try Self.load("Grid", as: LayoutGridViewController.self, h)
        let flow = try #require(grid.flowLayout)
        #expect(flow === grid.collectionView.collectionViewLayout && flow === grid.collectionViewLayout)
        #expect(flow.itemSize == CGSize(width: 120, height: 80) && flow.scrollDirection == .horizontal)
        #expect(flow.minimumLineSpacing == 12 && flow.minimumInteritemSpacing == 4)
        #expect(flow.sectionInset == UIEdgeInsets(top: 8, left: 16, bottom: 4, right: 20))
        #expect(flow.headerReferenceSize == CGSize(width: 0, height: 30) && flow.footerReferenceSize == .zero)
    }

    @Test("a layout class of the app's is made with init(coder:), as UIKit decodes it, and its outlet connects")
    func customLayout() throws {
        let h = Harness(notAssertingBecause: Self.why)
        let shelf = try Self.load("Shelf", as: LayoutShelfViewController.self, h)
        let layout = try #require(shelf.shelfLayout)
        #expect(layout.decodedFromArchive && layout === shelf.collectionView.collectionViewLayout)
    }

    /// Before the safe area (iOS 11) a scene had `topLayoutGuide` and `bottomLayoutGuide`, archived
    /// as `<viewControllerLayoutGuide type="top">`; constraints and outlets name them by id.
    @Test("a controller's top and bottom layout guides exist for the constraints and outlets that name them")
    func legacyLayoutGuides() throws {
        let h = Harness(notAssertingBecause: Self.why)
        let legacy = try Self.load("Legacy", as: LayoutLegacyViewController.self, h)
        let guide = try #require(legacy.topGuide)
        #expect(guide.owningView === legacy.view)
        #expect(legacy.labelTop.secondItem === guide && legacy.labelTop.secondAttribute == .bottom)
        #expect(legacy.labelTop.constant == 8 && legacy.labelTop.isActive)
    }

    /// Apple, UINib.instantiate(withOwner:options:): "An array containing the top-level objects in
    /// the nib file": a gesture recognizer is one.
    @Test("a nib: the File's Owner's outlets to a constraint and to a top-level gesture recognizer, and its action")
    func nibObjects() throws {
        UIStoryboard.appModuleName = "SimUIKitTests"
        let owner = LayoutCardOwner()
        let objects = UINib(nibName: "LayoutCard", bundle: fixturesBundle).instantiate(withOwner: owner, options: nil)
        #expect(objects.count == 2 && objects.last as AnyObject === owner.doubleTap)
        let card = try #require(owner.card)
        let height = try #require(owner.height)
        #expect(height.firstItem === card && height.constant == 120 && height.isActive)
        #expect(card.constraints.count == 1 && card.constraints.first === height)
        #expect(owner.doubleTap.view === card)
        owner.doubleTap.simulateRecognition()
        #expect(owner.taps == 1)
    }
}
