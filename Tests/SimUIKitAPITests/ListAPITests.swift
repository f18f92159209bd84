import Foundation
import SimUIKit
import Testing
import TestSupport

/// An iOS 14 list in the words app code uses (no `@testable`): a registration through a local
/// typealias whose handler's parameter types are inferred, a list configuration chosen by a
/// condition, a compositional list layout put on the collection view after it loads.
final class CrewListController: UICollectionViewController {
    let crew = ["Ada", "Grace", "Linus"]
    let compact: Bool
    var registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>!
    var chosen: [String] = []

    init(compact: Bool) {
        self.compact = compact
        super.init(collectionViewLayout: UICollectionViewLayout())
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let configuration = UICollectionLayoutListConfiguration(appearance: compact ? .plain : .sidebarPlain)
        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
        typealias Registration = UICollectionView.CellRegistration
        registration = Registration<UICollectionViewListCell, String> { cell, indexPath, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            content.secondaryText = indexPath.item == 0 ? "captain" : nil
            content.image = UIImage(systemName: "person")
            cell.contentConfiguration = content
            if self.compact { cell.accessories = [.disclosureIndicator()] }
        }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { crew.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: crew[indexPath.item])
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        chosen.append(crew[indexPath.item])
    }
}

@MainActor
@Suite("iOS 14 lists as app code writes them", .engine)
struct ListAPITests {
    /// Apple, `UICollectionView.CellRegistration.Handler`: `(Cell, IndexPath, Item) -> Void`, "the
    /// data item you provide in `dequeueConfiguredReusableCell(using:for:item:)`";
    /// `UICollectionViewListCell.defaultContentConfiguration()`: "A default list content
    /// configuration", content assigned to it then to the cell; `UICollectionLayoutListConfiguration`
    /// `init(appearance:)` and `UICollectionViewCompositionalLayout.list(using:)`.
    @Test("a list written as app code writes it compiles against SimUIKit, shows its rows with their accessory, and a tap selects")
    func appStyleList() throws {
        let h = Harness(notAssertingBecause: "it checks the screen and the selection")
        let list = CrewListController(compact: true)
        let window = h.show(UINavigationController(rootViewController: list))
        let rows = Screen.capture().model.elements.filter { $0.kind == .tableRow }
        #expect(rows.map(\.text) == ["Ada", "Grace", "Linus"])
        #expect(rows.map(\.detailText) == ["captain", nil, nil])
        #expect(rows.allSatisfy { $0.accessory == .disclosureIndicator && $0.isTappable })
        h.tap("Grace")
        #expect(list.chosen == ["Grace"] && list.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        let sidebar = CrewListController(compact: false)
        h.show(sidebar)
        #expect(Screen.capture().model.elements.filter { $0.kind == .tableRow }.allSatisfy { $0.accessory == nil })
        _ = window
    }
}
