import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// The master list of Split.storyboard, written as Xcode's Master-Detail template writes it.
final class SplitMasterViewController: UITableViewController {
    let objects = ["Alpha", "Beta"]
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { objects.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel!.text = objects[indexPath.row]
        return cell
    }
    override func viewWillAppear(_ animated: Bool) {
        clearsSelectionOnViewWillAppear = splitViewController!.isCollapsed
        super.viewWillAppear(animated)
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showDetail", let indexPath = tableView.indexPathForSelectedRow else { return }
        let controller = (segue.destination as! UINavigationController).topViewController as! SplitDetailViewController
        controller.detailItem = objects[indexPath.row]
        controller.navigationItem.leftBarButtonItem = splitViewController?.displayModeButtonItem
    }
}

final class SplitDetailViewController: UIViewController {
    @Outlet var detailLabel: UILabel!
    var detailItem: String? { didSet { configureView() } }
    func configureView() { if let detailItem, let detailLabel { detailLabel.text = detailItem } }
    override func viewDidLoad() {
        super.viewDidLoad()
        configureView()
    }
}

/// The template's split view delegate: the empty detail is discarded when the split collapses.
final class TemplateSplitDelegate: UISplitViewControllerDelegate {
    var calls: [String] = []
    var handlesShowDetail = false
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        calls.append("collapseSecondary")
        guard let navigation = secondaryViewController as? UINavigationController,
            let detail = navigation.topViewController as? SplitDetailViewController
        else { return false }
        return detail.detailItem == nil
    }
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
        calls.append("showDetail")
        return handlesShowDetail
    }
    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        calls.append("topColumn \(proposedTopColumn == .secondary ? "secondary" : "other")")
        return .primary
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { calls.append("didCollapse") }
}

/// A split view controller from a storyboard on an iPhone: collapsed when it first appears, its
/// delegate consulted, showDetail as the collapsed split does it, and the screen inside it.
@MainActor
@Suite("Split view controllers on an iPhone", .engine)
struct SplitViewTests {
    static func split() -> UISplitViewController {
        UIStoryboard(name: "Split", bundle: fixturesBundle).instantiateInitialViewController() as! UISplitViewController
    }

    @Test("without a delegate the primary navigation controller takes the detail: the iPhone opens on the detail, Back leads to the master")
    func collapseWithoutDelegate() throws {
        let h = Harness(
            notAssertingBecause:
                "it checks what the collapsed split shows and what its delegate heard; the transitions' trace is the navigation tests' business"
        )
        let split = Self.split()
        // Before it appears, it holds both columns (the template's scene delegate reads the last).
        #expect(split.viewControllers.count == 2 && split.isCollapsed)
        // The storyboard's clearsSelectionOnViewWillAppear="NO" (the box unchecked) is read.
        let list = (split.viewControllers.first as? UINavigationController)?.topViewController as? UITableViewController
        #expect(list?.clearsSelectionOnViewWillAppear == false)
        h.show(split)
        let master = try #require(split.viewControllers.first as? UINavigationController)
        #expect(split.viewControllers.count == 1 && master.viewControllers.count == 2)
        #expect(master.topViewController is UINavigationController)
        let screen = Screen.capture().model
        #expect(screen.controllerClass == "SimUIKitTests.SplitDetailViewController" && screen.title == "Detail")
        #expect(screen.elements.first { $0.kind == .backButton }?.text == "Master")
        h.tap("Master")
        #expect(Screen.capture().model.controllerClass == "SimUIKitTests.SplitMasterViewController" && h.screenTexts.contains("Alpha"))
    }

    @Test(
        "the template's delegate discards the empty detail: the master shows; a showDetail segue pushes the detail's navigation controller")
    func templateFlow() throws {
        let h = Harness(
            notAssertingBecause:
                "it checks what the collapsed split shows and what its delegate heard; the transitions' trace is the navigation tests' business"
        )
        let split = Self.split()
        let delegate = TemplateSplitDelegate()
        split.delegate = delegate
        h.show(split)
        #expect(delegate.calls == ["collapseSecondary"] && split.viewControllers.count == 1)
        #expect(Screen.capture().model.controllerClass == "SimUIKitTests.SplitMasterViewController")
        let master = try #require(split.viewControllers.first as? UINavigationController)
        let list = try #require(master.topViewController as? SplitMasterViewController)
        h.tap("Beta")
        #expect(delegate.calls == ["collapseSecondary", "showDetail"])
        let screen = Screen.capture().model
        #expect(screen.controllerClass == "SimUIKitTests.SplitDetailViewController" && h.screenTexts.contains("Beta"))
        // The display mode button is not on a collapsed split's bar; Back is.
        #expect(screen.elements.filter { $0.kind == .barButton }.isEmpty)
        #expect(screen.elements.first { $0.kind == .backButton }?.text == "Master")
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        h.tap("Master")
        // Collapsed, the master clears its selection as it comes back (the template's viewWillAppear).
        #expect(master.viewControllers == [list] && list.tableView.indexPathForSelectedRow == nil)
        delegate.handlesShowDetail = true
        h.tap("Alpha")
        #expect(master.viewControllers == [list] && delegate.calls.last == "showDetail")
    }

    @Test("a column-style split asks which column goes on top, then says it collapsed")
    func columnStyle() {
        let h = Harness(
            notAssertingBecause:
                "it checks what the collapsed split shows and what its delegate heard; the transitions' trace is the navigation tests' business"
        )
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController(), secondary = UIViewController()
        primary.title = "Primary"
        secondary.title = "Secondary"
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        let delegate = TemplateSplitDelegate()
        split.delegate = delegate
        h.show(split)
        #expect(delegate.calls == ["topColumn secondary", "didCollapse"])
        #expect(Screen.capture().model.title == "Primary" && primary.appearanceState == .appeared)
        split.showDetailViewController(UIViewController(), sender: nil)
        #expect(Screen.capture().model.title == nil && primary.appearanceState == .disappeared)
    }
}
