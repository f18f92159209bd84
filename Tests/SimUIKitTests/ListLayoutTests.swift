import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// A list cell that counts how many were made (a registration makes them with `init(frame:)`).
final class CountedListCell: UICollectionViewListCell {
    static var made = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        Self.made += 1
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// An iOS 14 list written as app code writes one: a collection view controller made with a
/// placeholder layout that `viewDidLoad` replaces with a list layout, cells and headers from
/// registrations, and a plain data source (its own methods, no diffable data source).
final class PantryListController: UICollectionViewController {
    var sections = [("Fruits", ["Apple", "Pear"]), ("Nuts", ["Almond"])]
    var headerMode = UICollectionLayoutListConfiguration.HeaderMode.supplementary
    var accessories: (String) -> [UICellAccessory] = { _ in [.disclosureIndicator()] }
    var indentation: (String) -> Int = { _ in 0 }
    private(set) var configured: [String] = []
    private(set) var headersAsked = 0
    private(set) var picked: [IndexPath] = []

    private lazy var cells = UICollectionView.CellRegistration<CountedListCell, String> { [unowned self] cell, _, name in
        self.configured.append(name)
        var content = cell.defaultContentConfiguration()
        content.text = name
        content.secondaryText = "\(name.count) letters"
        cell.contentConfiguration = content
        cell.accessories = self.accessories(name)
        cell.indentationLevel = self.indentation(name)
    }

    private lazy var headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionHeader
    ) { [unowned self] header, _, indexPath in
        var content = UIListContentConfiguration.groupedHeader()
        content.text = self.sections[indexPath.section].0
        header.contentConfiguration = content
    }

    init() { super.init(collectionViewLayout: UICollectionViewLayout()) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = headerMode
        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].1.count
    }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: sections[indexPath.section].1[indexPath.item])
    }
    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        headersAsked += 1
        return collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        picked.append(indexPath)
    }
}

/// iOS 14 lists in a collection view: the list layout, cell and supplementary registrations,
/// list cells with their accessories, drawn on the screen as a table's rows.
@MainActor
@Suite("Collection view lists (iOS 14)", .engine)
struct ListLayoutTests {
    static func rows(_ elements: [ScreenElement]) -> [String] {
        elements.map { element in
            var line = "\(element.kind.rawValue) \(element.level) \(element.text)"
            if let detail = element.detailText { line += " | \(detail)" }
            if let accessory = element.accessory { line += " [\(accessory.rawValue)]" }
            return line
        }
    }

    /// Apple, `UICollectionView.CellRegistration`: "Use a cell registration to register cells with
    /// your collection view and configure each cell for display", its handler given the cell, the
    /// index path and the item passed to `dequeueConfiguredReusableCell(using:for:item:)`;
    /// `UICollectionLayoutListConfiguration.HeaderMode.supplementary`: "use supplementary views with
    /// `elementKindSectionHeader` as the section header"; `UICellAccessory.disclosureIndicator`: "a
    /// chevron that points in the trailing direction"; a tap selects the item as in any collection
    /// view (`collectionView(_:didSelectItemAt:)`).
    @Test(
        "a list layout's rows read as a table's: headers from a supplementary registration, text and secondary text, the accessory; a tap selects"
    )
    func listRows() throws {
        let h = Harness()
        CountedListCell.made = 0
        let list = PantryListController()
        h.show(list)
        h.skip()
        let elements = Screen.capture().model.elements
        #expect(
            Self.rows(elements) == [
                "tableHeader 0 Fruits", "tableRow 1 Apple | 5 letters [disclosureIndicator]",
                "tableRow 1 Pear | 4 letters [disclosureIndicator]",
                "tableHeader 0 Nuts", "tableRow 1 Almond | 6 letters [disclosureIndicator]",
            ])
        #expect(elements.filter { $0.kind == .tableHeader }.allSatisfy { !$0.isTappable })
        #expect(list.configured == ["Apple", "Pear", "Almond"] && CountedListCell.made == 3 && list.headersAsked == 2)
        h.tap("Pear")
        h.flush(["PantryListController#1.collectionView(_:didSelectItemAt: [0, 1])"])
        #expect(list.picked == [IndexPath(item: 1, section: 0)])
        #expect(Screen.capture().model.elements.first { $0.text == "Pear" }?.isSelected == true)
        // A reload hands the cells back for reuse: the registration configures them again, makes none.
        let pear = list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        list.sections[0].1 = ["Apple", "Plum"]
        list.collectionView.reloadData()
        h.flush([])
        #expect(CountedListCell.made == 3 && list.configured.suffix(3) == ["Apple", "Plum", "Almond"])
        #expect(list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === pear && h.screenTexts.contains("Plum"))
    }

    /// Apple, `headerMode`: "The default value is `UICollectionLayoutListConfiguration.HeaderMode.none`"
    /// ("No headers are shown"); `firstItemInSection`: "a `UICollectionViewListCell` object that
    /// appears as the first item in the section automatically uses a header appearance", and stays
    /// an item (the data source's index 0).
    @Test("header modes: none asks for no header views; firstItemInSection draws the first item as the header, still selectable")
    func headerModes() {
        let h = Harness(notAssertingBecause: "it checks the screen and what the data source was asked")
        let plain = PantryListController()
        plain.headerMode = .none
        h.show(plain)
        #expect(plain.headersAsked == 0 && !h.screenTexts.contains("Fruits") && h.screenTexts.contains("Almond"))
        let outline = PantryListController()
        outline.headerMode = .firstItemInSection
        h.show(outline)
        #expect(
            Self.rows(Screen.capture().model.elements).prefix(2) == [
                "tableHeader 1 Apple | 5 letters [disclosureIndicator]", "tableRow 1 Pear | 4 letters [disclosureIndicator]",
            ])
        h.tap("Apple")
        #expect(outline.headersAsked == 0 && outline.picked == [IndexPath(item: 0, section: 0)])
    }

    /// Apple, `UICellAccessory`: the checkmark; the detail accessory's action handler; the outline
    /// disclosure's styles (`.cell`: "a tap on the outline disclosure accessory toggles the
    /// expansion state of the item. A tap on the cell selects the item itself"; `.header` and a
    /// header in the automatic style: a tap on the cell toggles); `delete` appears only while
    /// editing by default; `indentationLevel`: "The overall indentation is the product of
    /// `indentationWidth` and `indentationLevel`".
    @Test(
        "accessories: checkmark, detail and outline disclosure buttons run their handlers; editing-only ones stay hidden; indentation nests rows"
    )
    func accessories() throws {
        let h = Harness(notAssertingBecause: "it checks the screen and the accessories' handlers")
        var handled: [String] = []
        let list = PantryListController()
        list.headerMode = .firstItemInSection
        list.accessories = { name in
            switch name {
            case "Apple": return [.outlineDisclosure(options: .init(style: .automatic)) { handled.append("toggle Apple") }]
            case "Pear": return [.delete(), .checkmark()]
            default: return [.outlineDisclosure(options: .init(style: .cell)) { handled.append("toggle \(name)") }]
            }
        }
        list.indentation = { $0 == "Pear" ? 2 : 0 }
        list.sections = [("Fruits", ["Apple", "Pear", "Fig"])]
        h.show(list)
        #expect(
            Self.rows(Screen.capture().model.elements) == [
                "tableHeader 1 Apple | 5 letters [outlineCollapsed]", "tableRow 3 Pear | 4 letters [checkmark]",
                "tableRow 1 Fig | 3 letters [outlineCollapsed]", "accessoryButton 2 Expand [outlineCollapsed]",
            ])
        // The header's outline disclosure (automatic style) takes the tap on the whole row.
        h.tap("Apple")
        #expect(handled == ["toggle Apple"] && list.picked.isEmpty)
        // A cell-style disclosure is a button of its own; the row still selects.
        h.tap("Expand")
        h.tap("Fig")
        #expect(handled == ["toggle Apple", "toggle Fig"] && list.picked == [IndexPath(item: 2, section: 0)])
        list.accessories = { _ in [.detail { handled.append("info") }, .disclosureIndicator(options: .init(isHidden: true))] }
        list.collectionView.reloadData()
        UIApplication.shared.runUntilIdle()
        #expect(Screen.capture().model.elements.filter { $0.text == "More Info" }.count == 3)
        h.tap("More Info")
        #expect(handled.last == "info")
    }

    /// Apple, `UICollectionViewCompositionalLayout` `init(sectionProvider:)`: the provider makes each
    /// section from its index and the layout environment; `NSCollectionLayoutBoundarySupplementaryItem`:
    /// a header or footer of its `elementKind` aligned to the section's edge, made by the data source
    /// as a supplementary view of that kind (`dequeueConfiguredReusableSupplementary(using:for:)`).
    @Test(
        "a compositional layout's sections: the provider gets each index and the phone's environment; boundary items are headers and footers"
    )
    func compositionalSections() throws {
        final class BadgeView: UICollectionReusableView {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(label)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        final class Shelves: UICollectionViewController {
            var asked: [Int] = []
            var environment: NSCollectionLayoutEnvironment?
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, number in
                var content = cell.defaultContentConfiguration()
                content.text = "Jar \(number)"
                cell.contentConfiguration = content
            }
            let badges = UICollectionView.SupplementaryRegistration<BadgeView>(elementKind: "badge") { view, kind, indexPath in
                view.label.text = "\(kind) \(indexPath.section)"
            }
            let notes = UICollectionView.SupplementaryRegistration<BadgeView>(elementKind: "note") { view, kind, indexPath in
                view.label.text = "\(kind) \(indexPath.section)"
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.collectionViewLayout = UICollectionViewCompositionalLayout { [unowned self] index, environment in
                    self.asked.append(index)
                    self.environment = environment
                    let item = NSCollectionLayoutItem(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                        subitem: item, count: 2)
                    let section = NSCollectionLayoutSection(group: group)
                    section.orthogonalScrollingBehavior = .continuous
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30))
                    section.boundarySupplementaryItems =
                        [NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "badge", alignment: .top)]
                        + (index == 1
                            ? [NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "note", alignment: .bottom)] : [])
                    return section
                }
            }
            override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: indexPath.section * 2 + indexPath.item)
            }
            override func collectionView(
                _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
            ) -> UICollectionReusableView {
                collectionView.dequeueConfiguredReusableSupplementary(using: kind == "badge" ? badges : notes, for: indexPath)
            }
        }
        let h = Harness(notAssertingBecause: "it checks the screen and what the section provider was given")
        let shelves = Shelves(collectionViewLayout: UICollectionViewFlowLayout())
        h.show(shelves)
        #expect(h.screenTexts == ["badge 0", "Jar 0", "Jar 1", "badge 1", "Jar 2", "Jar 3", "note 1"])
        #expect(shelves.asked.prefix(2) == [0, 1])
        let environment = try #require(shelves.environment)
        #expect(environment.container.contentSize == UIScreen.main.bounds.size)
        #expect(environment.traitCollection.userInterfaceIdiom == .phone)
        let badge = shelves.collectionView.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 1))
        #expect((badge as? BadgeView)?.label.text == "badge 1")
    }

    /// Apple, `UICollectionViewListCell.indentationLevel`: it "sets automatically when you use a
    /// hierarchical data source, such as an `NSDiffableDataSourceSectionSnapshot`";
    /// `UICellAccessory.OutlineDisclosureOptions.Style.header`: "a tap anywhere in the header
    /// toggles the expansion state of the item. The cell itself is not selectable"; `.cell`: "a tap
    /// on the outline disclosure accessory toggles the expansion state of the item";
    /// `SectionSnapshotHandlers`: `shouldExpandItem` "determines whether a particular item is
    /// expandable", `willCollapseItem` "prepares the diffable data source for collapsing an item".
    @Test(
        "an outline from a section snapshot: rows indented by level, the header's tap and a cell's disclosure expand and collapse, as the handlers allow"
    )
    func outlineFromSectionSnapshot() throws {
        final class Outline: UICollectionViewController {
            var dataSource: UICollectionViewDiffableDataSource<String, String>!
            var picked: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
                configuration.headerMode = .firstItemInSection
                collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
                let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                    var content = cell.defaultContentConfiguration()
                    content.text = name
                    cell.contentConfiguration = content
                    cell.accessories = ["Garden", "Trees"].contains(name) ? [.outlineDisclosure()] : []
                }
                dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { view, indexPath, name in
                    view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: name)
                }
                var tree = NSDiffableDataSourceSectionSnapshot<String>()
                tree.append(["Garden"])
                tree.append(["Roses", "Trees"], to: "Garden")
                tree.append(["Oak"], to: "Trees")
                dataSource.apply(tree, to: "Plants", animatingDifferences: false)
            }
            override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                picked.append(dataSource.itemIdentifier(for: indexPath) ?? "?")
            }
        }
        let h = Harness(notAssertingBecause: "it checks the screen, the tree and the handlers")
        let outline = Outline(collectionViewLayout: UICollectionViewLayout())
        h.show(outline)
        var heard: [String] = []
        #expect(Self.rows(Screen.capture().model.elements) == ["tableHeader 1 Garden [outlineCollapsed]"])
        h.tap("Garden")
        #expect(
            Self.rows(Screen.capture().model.elements) == [
                "tableHeader 1 Garden [outlineExpanded]", "tableRow 2 Roses", "tableRow 2 Trees [outlineCollapsed]",
                "accessoryButton 3 Expand [outlineCollapsed]",
            ])
        #expect(outline.picked.isEmpty && outline.dataSource.snapshot(for: "Plants").isExpanded("Garden"))
        outline.dataSource.sectionSnapshotHandlers.willCollapseItem = { heard.append("will collapse \($0)") }
        outline.dataSource.sectionSnapshotHandlers.shouldExpandItem = { item in
            heard.append("should expand \(item)")
            return item == "Trees"
        }
        h.tap("Expand")
        #expect(h.screenTexts.contains("Oak") && h.screenTexts.contains("Collapse"))
        let oak = try #require(Screen.capture().model.elements.first { $0.text == "Oak" })
        #expect(oak.level == 3)
        h.tap("Trees")
        #expect(outline.picked == ["Trees"])
        h.tap("Garden")
        #expect(h.screenTexts == ["Garden"] && heard == ["should expand Trees", "will collapse Garden"])
        h.tap("Garden")
        #expect(heard.last == "should expand Garden" && h.screenTexts == ["Garden"])
    }

    /// Apple, `UISplitViewController` `init(style:)`, `setViewController(_:for:)` with the
    /// `.compact` column: "the view controller to display when the split view interface is
    /// collapsed"; an iPhone is compact, so the list in the compact column's navigation controller
    /// is what shows, and selecting a row pushes onto it.
    @Test("a column-style split on an iPhone shows its compact column's list; a tap on a row selects it, and the app pushes its detail")
    func listInCompactColumn() throws {
        final class Sidebar: UICollectionViewController {
            let names = ["Manon", "Rui"]
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                var content = cell.defaultContentConfiguration()
                content.text = name
                cell.contentConfiguration = content
                cell.accessories = [.disclosureIndicator()]
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "People"
                collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(
                    using: UICollectionLayoutListConfiguration(appearance: .sidebarPlain))
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: names[indexPath.item])
            }
            override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                let detail = UIViewController()
                detail.title = names[indexPath.item]
                navigationController?.pushViewController(detail, animated: true)
            }
        }
        let h = Harness(
            notAssertingBecause: "it checks what the collapsed split shows; the transitions' trace is the navigation tests' business")
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(Sidebar(collectionViewLayout: UICollectionViewLayout()), for: .primary)
        split.setViewController(UINavigationController(rootViewController: UIViewController()), for: .secondary)
        let compact = UINavigationController(rootViewController: Sidebar(collectionViewLayout: UICollectionViewLayout()))
        split.setViewController(compact, for: .compact)
        h.show(split)
        let screen = Screen.capture().model
        #expect(
            screen.title == "People"
                && Self.rows(screen.elements).suffix(2) == [
                    "tableRow 1 Manon [disclosureIndicator]", "tableRow 1 Rui [disclosureIndicator]",
                ])
        h.tap("Rui")
        #expect(compact.viewControllers.count == 2 && Screen.capture().model.title == "Rui")
    }
}
