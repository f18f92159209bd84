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
        let window = try #require(UIApplication.shared.launch(mainStoryboard: "Collections", bundle: Self.fixtures))
        UIApplication.shared.runUntilIdle()
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let gallery = try #require(navigation.topViewController as? GalleryViewController)
        #expect(gallery.collectionView.collectionViewLayout is UICollectionViewFlowLayout)
        #expect(h.screenTexts.contains("Rex") && h.screenTexts.contains("Fido"))
        _ = h.recorder.drain()
        h.tap("Fido")
        #expect(gallery.prepared == "Fido")
        #expect(navigation.topViewController?.title == "Fido")
        let lines = h.recorder.lines
        let prepare = try #require(lines.firstIndex { $0.hasPrefix("GalleryViewController#1.prepare(for: \"showDog\"") })
        let select = try #require(lines.firstIndex { $0 == "GalleryViewController#1.collectionView(_:didSelectItemAt: [0, 1])" })
        #expect(prepare < select)
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
        #expect(h.screenTexts == ["0.0", "0.1", "1.0", "1.1"])
        h.tap("1.1")
        h.tap("0.1")
        #expect(grid.selected == [IndexPath(item: 1, section: 0)])
        grid.collectionView.selectItem(at: IndexPath(item: 0, section: 1), animated: false, scrollPosition: .top)
        #expect(grid.selected.count == 1 && grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 1)])
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
