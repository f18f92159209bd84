import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// The Gallery scene of Collections.storyboard: items from code, cells from the storyboard's
/// prototype, a show segue on the cell.
final class GalleryViewController: UICollectionViewController {
    var dogs = ["Rex", "Fido"]
    var prepared: String?

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { dogs.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "DogCell", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = dogs[indexPath.item]
        cell.contentConfiguration = content
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let cell = sender as? UICollectionViewCell else { return }
        prepared = cell.displayText
        segue.destination.title = cell.displayText
    }
}

@MainActor
@Suite("Collection views", .engine)
struct CollectionViewTests {
    static var fixtures: Bundle { fixturesBundle }

    @Test("a storyboard collection view controller: items from its data source, a tap fires the cell's segue, then didSelectItemAt")
    func storyboardGallery() throws {
        let h = Harness()
        UIStoryboard.appModuleName = "SimUIKitTests"
        let launched = UIApplication.shared.launch(mainStoryboard: "Collections", bundle: Self.fixtures)
        h.flush([
            "launch(\"Collections\")",
            "UINavigationController#1.init(coder:) [coder] initial view controller",
            "GalleryViewController#1.init(coder:) [coder] relationship rootViewController",
            "GalleryViewController#1.awakeFromNib()",
            "UINavigationController#1 setViewControllers([GalleryViewController#1], animated: false)",
            "GalleryViewController#1.willMove(toParent: UINavigationController#1)",
            "UINavigationController#1.awakeFromNib()",
            "makeKeyAndVisible(UINavigationController#1)",
            "UINavigationController#1.loadView()",
            "UINavigationController#1.viewDidLoad()",
            "UINavigationController#1.viewWillAppear(false)",
            "GalleryViewController#1.loadView()",
            "GalleryViewController#1.viewDidLoad()",
            "GalleryViewController#1.viewWillAppear(false)",
            "UINavigationController#1.viewIsAppearing(false)",
            "GalleryViewController#1.viewIsAppearing(false)",
            "UINavigationController#1.viewWillLayoutSubviews()",
            "UINavigationController#1.viewDidLayoutSubviews()",
            "GalleryViewController#1.viewWillLayoutSubviews()",
            "GalleryViewController#1.viewDidLayoutSubviews()",
            "UINavigationController#1.viewDidAppear(false)",
            "GalleryViewController#1.viewDidAppear(false)",
            "GalleryViewController#1.didMove(toParent: UINavigationController#1)",
        ])
        let window = try #require(launched)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let gallery = try #require(navigation.topViewController as? GalleryViewController)
        #expect(gallery.collectionView.collectionViewLayout is UICollectionViewFlowLayout)
        #expect(h.screenTexts.contains("Rex") && h.screenTexts.contains("Fido"))
        // The segue's prepare comes before didSelectItemAt, as UIKit orders them for a cell with a segue.
        h.tap("Fido")
        h.flush([
            "GalleryViewController#1.shouldPerformSegue(withIdentifier: \"showDog\", sender: UICollectionViewCell)",
            "segue fire \"showDog\", show",
            "UIViewController#1.init(coder:) [coder] segue \"showDog\"",
            "UIViewController#1.awakeFromNib()",
            "GalleryViewController#1.prepare(for: \"showDog\" → UIViewController#1, sender: UICollectionViewCell)",
            "segue perform \"showDog\", show",
            "UINavigationController#1 push(UIViewController#1, animated: true)",
            "UIViewController#1.willMove(toParent: UINavigationController#1)",
            "GalleryViewController#1.collectionView(_:didSelectItemAt: [0, 1])",
            "UIViewController#1.loadView()",
            "UIViewController#1.viewDidLoad()",
            "GalleryViewController#1.viewWillDisappear(true)",
            "UIViewController#1.viewWillAppear(true)",
            "UIViewController#1.viewIsAppearing(true)",
            "UIViewController#1.viewWillLayoutSubviews()",
            "UIViewController#1.viewDidLayoutSubviews()",
            "GalleryViewController#1.viewDidDisappear(true)",
            "UIViewController#1.viewDidAppear(true)",
            "UIViewController#1.didMove(toParent: UINavigationController#1)",
        ])
        #expect(gallery.prepared == "Fido")
        #expect(navigation.topViewController?.title == "Fido")
        #expect(gallery.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("a programmatic collection: registered cells; shouldSelect can refuse; selecting in code tells no delegate")
    func programmatic() {
        final class Grid: UICollectionViewController {
            var selected: [IndexPath] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            }
            override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                var content = UIListContentConfiguration.cell()
                content.text = "\(indexPath.section).\(indexPath.item)"
                cell.contentConfiguration = content
                return cell
            }
            override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
                indexPath.section == 0
            }
            override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                selected.append(indexPath)
            }
        }
        let h = Harness()
        let grid = Grid(collectionViewLayout: UICollectionViewFlowLayout())
        h.show(grid)
        h.flush([
            "Grid#1.init(nibName:bundle:) [programmatic]",
            "makeKeyAndVisible(Grid#1)",
            "Grid#1.loadView()",
            "Grid#1.viewDidLoad()",
            "Grid#1.viewWillAppear(false)",
            "Grid#1.viewIsAppearing(false)",
            "Grid#1.viewWillLayoutSubviews()",
            "Grid#1.viewDidLayoutSubviews()",
            "Grid#1.viewDidAppear(false)",
        ])
        #expect(h.screenTexts == ["0.0", "0.1", "1.0", "1.1"])
        h.tap("1.1")
        h.flush([])
        h.tap("0.1")
        h.flush([
            "Grid#1.collectionView(_:didSelectItemAt: [0, 1])"
        ])
        #expect(grid.selected == [IndexPath(item: 1, section: 0)])
        h.expect([]) {
            grid.collectionView.selectItem(at: IndexPath(item: 0, section: 1), animated: false, scrollPosition: .top)
        }
        #expect(grid.selected.count == 1 && grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 1)])
    }
}

/// A collection cell built in code: `init(frame:)`, a label in its content view, and an
/// `init?(coder:)` that must never run.
final class CodeBuiltItemCell: UICollectionViewCell {
    static var made = 0
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
    private(set) var reuses = 0
    private(set) var selections: [Bool] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        Self.made += 1
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var isSelected: Bool { didSet { selections.append(isSelected) } }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

@MainActor
@Suite("Collection views: cells and reuse", .engine)
struct CollectionCellTests {
    final class Swatches: UICollectionViewController {
        var colours = ["Red", "Green", "Blue"]
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(CodeBuiltItemCell.self, forCellWithReuseIdentifier: "Swatch")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { colours.count }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Swatch", for: indexPath) as! CodeBuiltItemCell
            cell.label.text = colours[indexPath.item]
            return cell
        }
    }

    @Test("a registered class is made with init(frame:); cells are kept, reused after prepareForReuse, found by indexPath(for:)")
    func registeredAndReused() throws {
        let h = Harness(
            notAssertingBecause: "it checks the collection's cells and selection; the appearance trace is the lifecycle tests' business")
        CodeBuiltItemCell.made = 0
        let swatches = Swatches(collectionViewLayout: UICollectionViewFlowLayout())
        let navigation = UINavigationController(rootViewController: swatches)
        h.show(navigation)
        #expect(h.screenTexts.suffix(3) == ["Red", "Green", "Blue"] && CodeBuiltItemCell.made == 3)
        let green = try #require(swatches.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? CodeBuiltItemCell)
        #expect(
            green.label.superview === green.contentView && swatches.collectionView.indexPath(for: green) == IndexPath(item: 1, section: 0))
        swatches.colours.removeFirst()
        swatches.collectionView.reloadData()
        UIApplication.shared.runUntilIdle()
        #expect(swatches.collectionView.visibleCells.count == 2 && CodeBuiltItemCell.made == 3 && green.reuses == 1)
        h.tap("Blue")
        #expect(swatches.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        // The selection is cleared when the collection comes back (clearsSelectionOnViewWillAppear).
        navigation.pushViewController(UIViewController(), animated: false)
        UIApplication.shared.runUntilIdle()
        navigation.popViewController(animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(swatches.collectionView.indexPathsForSelectedItems == [])
        let blue = try #require(swatches.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? CodeBuiltItemCell)
        #expect(blue.selections.suffix(2) == [true, false])
    }
}

@Suite("Collection views: misuse crashes as on a device")
struct CollectionViewCrashTests {
    @Test("dequeuing an identifier nothing registered")
    func unknownIdentifier() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                _ = collection.dequeueReusableCell(withReuseIdentifier: "Nope", for: IndexPath(item: 0, section: 0))
            }
        }
        #expect(
            CrashOutput.hasReason(
                CrashOutput.stderr(result), "NSInternalInconsistencyException",
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier Nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            ))
    }
}
