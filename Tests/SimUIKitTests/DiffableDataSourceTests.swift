import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// A table cell that counts `prepareForReuse()`, to tell a cell reused from a cell kept.
final class CountingCell: UITableViewCell {
    var prepared = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
    }
}

/// A plain table of fruit and vegetables from a diffable data source: the cell provider records
/// the items it is asked for.
final class ProduceListController: UITableViewController {
    var dataSource: UITableViewDiffableDataSource<String, String>!
    var asked: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(CountingCell.self, forCellReuseIdentifier: "Cell")
        dataSource = UITableViewDiffableDataSource<String, String>(tableView: tableView) { [unowned self] table, indexPath, item in
            asked.append(item)
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
    }

    func cell(_ item: String) -> UITableViewCell? {
        dataSource.indexPath(for: item).flatMap { tableView.cellForRow(at: $0) }
    }
}

/// A diffable data source subclass that titles each section with its identifier and lets rows
/// be edited, as apps subclass it on UIKit.
final class TitledDataSource: UITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
}

/// A list of people in a collection view whose one section is a tree (iOS 14).
final class OutlineController: UICollectionViewController {
    var dataSource: UICollectionViewDiffableDataSource<String, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collection, indexPath, item in
            let cell = collection.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
    }
}

/// The results of a search: a diffable table made in `viewDidLoad`, filled by the updater.
final class StateResultsController: UITableViewController, UISearchResultsUpdating {
    let states: [String]
    var dataSource: UITableViewDiffableDataSource<Int, String>!
    var log: [String] = []

    init(states: [String]) {
        self.states = states
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { table, indexPath, state in
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = state
            return cell
        }
    }

    func updateSearchResults(for searchController: UISearchController) {
        let target = searchController.searchBar.text!
        log.append("update \(target)")
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(states.filter { $0.range(of: target, options: .caseInsensitive) != nil })
        dataSource.apply(snapshot)
    }
}

/// A list of states with a search bar in its table header and a results controller.
final class StateListController: UITableViewController {
    let states = ["Maine", "Nevada", "New York", "Ohio"]
    lazy var results = StateResultsController(states: states)
    lazy var searcher = UISearchController(searchResultsController: results)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        searcher.searchResultsUpdater = results
        tableView.tableHeaderView = searcher.searchBar
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { states.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = states[indexPath.row]
        return cell
    }
}

@MainActor
@Suite("Diffable data sources", .engine)
struct DiffableDataSourceTests {
    static func produce(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    /// Apple, NSDiffableDataSourceSnapshot: `appendItems(_:toSection:)` "If no value is provided,
    /// the items are appended to the last section of the snapshot"; `insertItems(_:beforeItem:)`
    /// and `afterItem:` put items next to an item; `indexOfItem(_:)` counts across sections;
    /// `deleteAllItems()` removes sections too. An item appended again is moved, not duplicated
    /// (UIKit logs "The existing ones will be moved into place instead").
    @Test("a snapshot: sections and items in order, inserts and moves next to an item, counts across sections")
    func snapshotOperations() {
        _ = Harness(notAssertingBecause: "it checks a value type")
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Fruit", "Vegetables"])
        snapshot.appendItems(["Leek", "Kale"])
        snapshot.appendItems(["Apple", "Fig"], toSection: "Fruit")
        snapshot.insertItems(["Banana"], beforeItem: "Fig")
        snapshot.insertItems(["Pear"], afterItem: "Fig")
        snapshot.moveItem("Kale", beforeItem: "Leek")
        #expect(snapshot.itemIdentifiers(inSection: "Fruit") == ["Apple", "Banana", "Fig", "Pear"])
        #expect(snapshot.itemIdentifiers(inSection: "Vegetables") == ["Kale", "Leek"])
        #expect(snapshot.numberOfItems == 6 && snapshot.numberOfSections == 2)
        #expect(snapshot.indexOfItem("Leek") == 5 && snapshot.indexOfItem("Plum") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: "Fig") == "Fruit" && snapshot.indexOfSection("Vegetables") == 1)
        snapshot.appendItems(["Apple"], toSection: "Vegetables")
        #expect(snapshot.itemIdentifiers == ["Banana", "Fig", "Pear", "Kale", "Leek", "Apple"])
        snapshot.insertSections(["Herbs"], beforeSection: "Vegetables")
        snapshot.moveSection("Fruit", afterSection: "Vegetables")
        snapshot.deleteItems(["Pear", "Plum"])
        #expect(snapshot.sectionIdentifiers == ["Herbs", "Vegetables", "Fruit"])
        #expect(snapshot.numberOfItems(inSection: "Fruit") == 2)
        snapshot.reloadItems(["Fig"])
        snapshot.reconfigureItems(["Kale"])
        snapshot.reloadSections(["Herbs"])
        #expect(snapshot.reloadedItemIdentifiers == ["Fig"] && snapshot.reconfiguredItemIdentifiers == ["Kale"])
        #expect(snapshot.reloadedSectionIdentifiers == ["Herbs"])
        snapshot.deleteSections(["Vegetables"])
        #expect(snapshot.itemIdentifiers == ["Banana", "Fig"] && snapshot.sectionIdentifier(containingItem: "Kale") == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    /// Apple, UITableViewDiffableDataSource: "It also conforms to the UITableViewDataSource
    /// protocol and provides implementations for all of the protocol's methods"; `apply`: "the
    /// diffable data source computes the difference between the table view's current state and
    /// the new state in the snapshot". Rows that stay keep their cells (the provider is asked only
    /// for new rows), the completion comes when the update is over.
    @Test("a diffable table shows its snapshot's rows; a new snapshot asks only for the new rows and keeps the others' cells")
    func tableApply() {
        let h = Harness(notAssertingBecause: "it checks the screen and which cells the provider made")
        let list = ProduceListController(style: .plain)
        h.show(list)
        #expect(list.tableView.dataSource === list.dataSource)
        #expect(list.tableView.numberOfSections == 0)
        list.dataSource.apply(Self.produce([("Fruit", ["Apple", "Banana", "Fig"])]))
        UIApplication.shared.runUntilIdle()
        #expect(h.screenTexts.filter { !$0.isEmpty } == ["Apple", "Banana", "Fig"])
        let fig = list.cell("Fig")
        list.asked = []
        var done = false
        list.dataSource.apply(Self.produce([("Fruit", ["Fig", "Grape", "Apple"]), ("Nuts", ["Pecan"])])) { done = true }
        #expect(!done)
        UIApplication.shared.runUntilIdle()
        #expect(done)
        #expect(h.screenTexts.filter { !$0.isEmpty } == ["Fig", "Grape", "Apple", "Pecan"])
        #expect(list.asked == ["Grape", "Pecan"])
        #expect(list.cell("Fig") === fig && list.tableView.numberOfRows(inSection: 1) == 1)
        #expect(list.dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "Grape")
        #expect(list.dataSource.itemIdentifier(for: IndexPath(row: 5, section: 0)) == nil)
        #expect(list.dataSource.indexPath(for: "Pecan") == IndexPath(row: 0, section: 1))
        #expect(list.dataSource.snapshot().itemIdentifiers == ["Fig", "Grape", "Apple", "Pecan"])
        list.dataSource.apply(Self.produce([("Fruit", [])]), animatingDifferences: false)
        #expect(h.screenTexts.filter { !$0.isEmpty }.isEmpty && list.tableView.numberOfSections == 1)
    }

    /// Apple, `apply(_:animatingDifferences:) async` (iOS 15): code in an async context awaits the
    /// update; the table shows the rows when it returns.
    @Test("an awaited apply returns with the rows shown")
    func awaitedApply() async {
        let h = Harness(notAssertingBecause: "it checks the screen")
        let list = ProduceListController(style: .plain)
        h.show(list)
        await list.dataSource.apply(Self.produce([("Fruit", ["Apple", "Fig"])]))
        UIApplication.shared.runUntilIdle()
        await list.dataSource.apply(Self.produce([("Fruit", ["Fig"])]), animatingDifferences: false)
        #expect(h.screenTexts.filter { !$0.isEmpty } == ["Fig"])
    }

    /// Apple, `reconfigureItems(_:)` (iOS 15): "Unlike reloading, reconfiguring doesn't dequeue
    /// or create a new cell" — the row keeps its cell, configured again, without
    /// `prepareForReuse()`; `reloadItems(_:)` asks the table for a new cell (another one replaces
    /// the row's, as `reloadRows(at:with:)` does).
    @Test("reconfigured items keep their cells, configured again; reloaded items get another cell")
    func reloadAndReconfigure() throws {
        let h = Harness(notAssertingBecause: "it checks cells and the provider's calls")
        let list = ProduceListController(style: .plain)
        h.show(list)
        list.dataSource.apply(Self.produce([("Fruit", ["Apple", "Banana"])]))
        UIApplication.shared.runUntilIdle()
        let banana = try #require(list.cell("Banana") as? CountingCell)
        list.asked = []
        var snapshot = list.dataSource.snapshot()
        snapshot.reconfigureItems(["Banana"])
        list.dataSource.apply(snapshot)
        #expect(list.asked == ["Banana"] && list.cell("Banana") === banana && banana.prepared == 0)
        #expect(list.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
        snapshot = list.dataSource.snapshot()
        snapshot.reloadItems(["Banana"])
        list.dataSource.apply(snapshot)
        #expect(list.asked == ["Banana", "Banana"] && list.cell("Banana") !== banana)
    }

    /// Apps subclass the diffable data source for what the cell provider cannot give: section
    /// titles and editing (`tableView(_:titleForHeaderInSection:)`, `tableView(_:canEditRowAt:)`
    /// are open; the base class answers no title and no editing).
    @Test("a subclass titles the sections and lets rows be edited; the base class does neither")
    func subclassOverrides() {
        let h = Harness(notAssertingBecause: "it checks the screen")
        let list = ProduceListController(style: .plain)
        h.show(list)
        list.dataSource.apply(Self.produce([("Fruit", ["Apple"])]))
        UIApplication.shared.runUntilIdle()
        #expect(list.tableView.editingStyle(forRowAt: IndexPath(row: 0, section: 0)) == .none)
        let titled = TitledDataSource(tableView: list.tableView) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        titled.apply(Self.produce([("Fruit", ["Apple"]), ("Nuts", ["Pecan"])]))
        UIApplication.shared.runUntilIdle()
        #expect(h.screenTexts.filter { !$0.isEmpty } == ["Fruit", "Apple", "Nuts", "Pecan"])
        #expect(list.tableView.editingStyle(forRowAt: IndexPath(row: 0, section: 1)) == .delete)
    }

    /// Apple, NSDiffableDataSourceSectionSnapshot: items in a hierarchy, `visibleItems` those
    /// whose parents are expanded, `rootItems` level 0, `level(of:)`, `parent(of:)`,
    /// `snapshot(of:includingParent:)`; deleting an item deletes its children.
    @Test("a section snapshot: a tree of items, visible when their parents are expanded")
    func sectionSnapshotTree() {
        _ = Harness(notAssertingBecause: "it checks a value type")
        var tree = NSDiffableDataSourceSectionSnapshot<String>()
        tree.append(["Stooges", "Pep Boys"])
        tree.append(["Moe", "Larry"], to: "Stooges")
        tree.append(["Manny", "Jack"], to: "Pep Boys")
        tree.insert(["Moe Jr"], after: "Manny")
        tree.append(["Curly"], to: "Stooges")
        #expect(tree.items == ["Stooges", "Moe", "Larry", "Curly", "Pep Boys", "Manny", "Moe Jr", "Jack"])
        #expect(tree.rootItems == ["Stooges", "Pep Boys"] && tree.visibleItems == ["Stooges", "Pep Boys"])
        tree.expand(["Pep Boys", "Nobody"])
        #expect(tree.visibleItems == ["Stooges", "Pep Boys", "Manny", "Moe Jr", "Jack"])
        #expect(tree.level(of: "Jack") == 1 && tree.parent(of: "Jack") == "Pep Boys" && tree.parent(of: "Stooges") == nil)
        #expect(tree.isExpanded("Pep Boys") && !tree.isVisible("Moe") && tree.isVisible("Manny") && tree.index(of: "Curly") == 3)
        let pepBoys = tree.snapshot(of: "Pep Boys")
        #expect(pepBoys.rootItems == ["Manny", "Moe Jr", "Jack"])
        #expect(tree.snapshot(of: "Pep Boys", includingParent: true).visibleItems == ["Pep Boys", "Manny", "Moe Jr", "Jack"])
        tree.delete(["Stooges"])
        tree.collapse(["Pep Boys"])
        #expect(tree.items == ["Pep Boys", "Manny", "Moe Jr", "Jack"] && tree.visibleItems == ["Pep Boys"])
        tree.deleteAll()
        #expect(tree.items.isEmpty)
    }

    /// Apple, `UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)`
    /// (iOS 14): "Updates the section UI to reflect the state of the data in the specified
    /// snapshot"; the section is appended when the snapshot has none of that name; `snapshot()`
    /// then holds the section's visible items and `snapshot(for:)` the tree.
    @Test("a collection view shows a section snapshot's visible items; collapsing hides children")
    func collectionSectionSnapshot() {
        let h = Harness(notAssertingBecause: "it checks the screen")
        let outline = OutlineController(collectionViewLayout: UICollectionViewFlowLayout())
        h.show(outline)
        var tree = NSDiffableDataSourceSectionSnapshot<String>()
        tree.append(["Pep Boys"])
        tree.append(["Manny", "Moe", "Jack"], to: "Pep Boys")
        tree.expand(["Pep Boys"])
        outline.dataSource.apply(tree, to: "Dummy", animatingDifferences: false)
        UIApplication.shared.runUntilIdle()
        #expect(h.screenTexts.filter { !$0.isEmpty } == ["Pep Boys", "Manny", "Moe", "Jack"])
        #expect(outline.dataSource.snapshot().sectionIdentifiers == ["Dummy"])
        #expect(outline.dataSource.snapshot().itemIdentifiers[2] == "Moe")
        tree.collapse(["Pep Boys"])
        outline.dataSource.apply(tree, to: "Dummy")
        #expect(h.screenTexts.filter { !$0.isEmpty } == ["Pep Boys"])
        #expect(outline.dataSource.snapshot(for: "Dummy").items == ["Pep Boys", "Manny", "Moe", "Jack"])
        #expect(outline.dataSource.snapshot(for: "Other").items.isEmpty)
        tree.expand(["Pep Boys"])
        outline.dataSource.apply(tree, to: "Dummy")
        #expect(outline.dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0)) == "Jack")
        #expect(outline.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.displayText == "Moe")
        outline.dataSource.apply(Self.produce([("Dummy", ["Manny"]), ("More", ["Zeppo"])]))
        #expect(h.screenTexts.filter { !$0.isEmpty } == ["Manny", "Zeppo"])
        #expect(outline.dataSource.snapshot(for: "Dummy").items == ["Manny"])
    }

    /// Apple, UISearchController: "the search controller coordinates with a search results
    /// controller to display the search results"; `automaticallyShowsSearchResultsController`:
    /// the results show once the field has text. Activating presents the search controller with
    /// the results controller as its child, so the results' `viewDidLoad` (where apps make their
    /// diffable data source) comes before the first `updateSearchResults(for:)`, whose bar text is
    /// empty, not nil; Cancel dismisses it.
    @Test("a search with a results controller: results load before the first update and show once there is text")
    func searchResults() throws {
        let h = Harness(notAssertingBecause: "it checks the screen and the results controller's calls")
        let list = StateListController(style: .plain)
        let window = h.show(list)
        #expect(h.screenTexts.filter { !$0.isEmpty } == ["Search", "Maine", "Nevada", "New York", "Ohio"])
        h.tap("Search")
        #expect(list.results.log == ["viewDidLoad", "update "] && list.searcher.isActive)
        #expect(list.presentedViewController === list.searcher && list.results.parent === list.searcher)
        #expect(h.screenTexts.filter { !$0.isEmpty } == ["Search", "Cancel"])
        let screen = Screen.capture()
        screen.type("ne", into: try #require(screen.indices(withText: "Search").first))
        UIApplication.shared.runUntilIdle()
        #expect(h.screenTexts.filter { !$0.isEmpty } == ["ne", "Cancel", "Maine", "Nevada", "New York"])
        h.tap("Cancel")
        #expect(!list.searcher.isActive && list.presentedViewController == nil)
        #expect(h.screenTexts.filter { !$0.isEmpty } == ["Search", "Maine", "Nevada", "New York", "Ohio"])
        _ = window
    }

    /// The difference a diffable data source gives a list, pinned: an item another kept section
    /// receives is moved there, an item whose order changed is moved, the rest stay; a new
    /// section is inserted with its items, a section that is gone deleted with its items.
    @Test("the update between two snapshots: moves within and across sections, inserted and deleted sections")
    func updateBetweenSnapshots() {
        _ = Harness(notAssertingBecause: "it checks a value type")
        let old = Self.produce([("A", ["a1", "a2", "a3", "a4"]), ("B", ["b1", "b2"]), ("C", ["c1"])])
        var new = Self.produce([("A", ["a3", "a4", "a1", "b2"]), ("B", ["b1", "c1", "a2"]), ("D", ["d1"])])
        new.reloadItems(["b1"])
        let update = DiffableUpdate(from: old, to: new)
        #expect(update.deletedSections == IndexSet([2]) && update.insertedSections == IndexSet([2]))
        #expect(update.deletedItems.isEmpty && update.insertedItems == [IndexPath(item: 1, section: 1)])
        #expect(
            update.movedItems == [
                .init(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)),
                .init(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 2, section: 1)),
                .init(from: IndexPath(item: 1, section: 1), to: IndexPath(item: 3, section: 0)),
            ])
        #expect(update.reloadedItems == [IndexPath(item: 0, section: 1)])
    }
}

/// A misuse of a snapshot or a diffable data source ends the app with UIKit's exception and
/// reason, as on a device; exit tests read the exact text.
@Suite("Diffable data sources: crashes, as a device shows them")
struct DiffableCrashTests {
    /// Apple, NSDiffableDataSourceSnapshot: "Each of your sections and items must have unique
    /// identifiers"; a repeated identifier raises (`_UIDiffableDataSourceUpdate.m`): "Fatal:
    /// supplied item identifiers are not unique. Duplicate identifiers: {(…)}", the identifiers as
    /// an NSSet describes them (a string with a space in quotes).
    @Test("an item identifier named twice")
    func duplicateItems() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["Ohio", "New York", "Ohio", "New York"])
            }
        }
        #expect(
            CrashOutput.stderr(result).contains(
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    Ohio,\n    \"New York\"\n)}'"
            ))
    }

    /// UIKit (`__UIDiffableDataSourceSnapshot.m`): items appended to a snapshot with no section.
    @Test("items appended before any section")
    func itemsWithoutSection() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendItems(["Ohio"])
            }
        }
        #expect(
            CrashOutput.hasReason(
                CrashOutput.stderr(result), "NSInternalInconsistencyException",
                "There are currently no sections in the data source\\. Please add a section first\\."))
    }

    /// UIKit refuses a section identifier the snapshot has already ("Identifiers in a snapshot
    /// must be unique").
    @Test("a section appended twice")
    func existingSection() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
                snapshot.appendSections(["States"])
                snapshot.appendSections(["States"])
            }
        }
        #expect(
            CrashOutput.stderr(result).contains(
                "reason: 'Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: (\n    States\n)'"
            ))
    }

    /// UIKit asserts on a destination it cannot find (`section != NSNotFound`) and on a parent a
    /// section snapshot does not have.
    @Test("items appended to a section or a parent that is not there")
    func unknownDestinations() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
                snapshot.appendSections(["States"])
                snapshot.appendItems([1], toSection: "Cities")
            }
        }
        #expect(
            CrashOutput.hasReason(
                CrashOutput.stderr(result), "NSInternalInconsistencyException", "Invalid parameter not satisfying: section != NSNotFound"))
        let tree = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
                snapshot.append(["Moe"], to: "Stooges")
            }
        }
        #expect(
            CrashOutput.hasReason(
                CrashOutput.stderr(tree), "NSInternalInconsistencyException",
                "Parent item identifier does not exist in section snapshot: Stooges"))
    }

    /// A cell provider must return a cell: UIKit raises "… cell provider returned nil for index
    /// path … which is not allowed. You must always return a cell to the table view".
    @Test("a cell provider that returns no cell")
    func nilCell() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = UITableView(frame: .zero, style: .plain)
                let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { _, _, _ in nil }
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["Ohio"])
                dataSource.apply(snapshot)
                table.layoutIfNeeded()
            }
        }
        #expect(
            CrashOutput.hasReason(
                CrashOutput.stderr(result), "NSInternalInconsistencyException",
                "UITableViewDiffableDataSource cell provider returned nil for index path \\{length = 2, path = 0 - 0\\} with item identifier 'Ohio', which is not allowed\\. You must always return a cell to the table view: <UITableView: 0x[0-9a-f]+>"
            ))
    }
}
